// Evaluated first: the configuration, the query client and the route lists' requests (see boot.ts).
import './boot';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { queryClient, routeListsSettled } from './boot';
import { startHostEvents } from './embed/events';
import { useEmbedStore } from './embed/store';
import './ui/styles.css';
// The swap view's styles too, though its code is a lazy chunk: all of Portage's CSS comes inside
// the page (vite.config.ts inlines it), so no stylesheet is ever fetched, whenever the view opens.
import './ui/swap/swap.css';

const root = document.getElementById('root');
if (!root) throw new Error('Portage: #root element missing from index.html');

const { config } = useEmbedStore.getState();
startHostEvents({
  parentOrigins: config.parentOrigins,
  queryClient,
  onConfigUpdate: (payload) => useEmbedStore.getState().update(payload),
  ready: { lang: config.lang ?? null, swapId: config.swapId ?? null },
  root,
});

/**
 * The first render waits this long at most for the route lists asked for in boot.ts: on a quick
 * service the widget renders once, complete, instead of a "Loading networks…" render and a second
 * one a moment later; on a slow one it renders without them and fills them in when they come.
 */
const ROUTE_LISTS_WAIT_MS = 200;

function render() {
  createRoot(root as HTMLElement).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}
void Promise.race([routeListsSettled, new Promise((done) => setTimeout(done, ROUTE_LISTS_WAIT_MS))]).then(
  render,
);
