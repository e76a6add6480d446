// Evaluated first: the configuration and the route lists' requests (see boot.ts). A bare import,
// so that sorting the imports below never moves it.
import './boot';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { destinationsQuery, sourcesQuery, withFirstAnswer } from './api/queries';
import { client, routeLists } from './boot';
import { startHostEvents } from './embed/events';
import { useEmbedStore } from './embed/store';
import { whenIdle } from './lib/idle';
import { createQueryClient } from './queryClient';
import { loadStoredSwaps } from './state/swaps';
import { holdLowerHalfForFirstFrame } from './ui/firstFrame';
import './ui/styles.css';
// The swap view's styles too, though its code is a lazy chunk: all of Portage's CSS comes inside
// the page (vite.config.ts inlines it), so no stylesheet is ever fetched, whenever the view opens.
import './ui/swap/swap.css';

const root = document.getElementById('root');
if (!root) throw new Error('Portage: #root element missing from index.html');

const queryClient = createQueryClient();
/**
 * Settles once `/sources` has answered or failed (prefetchQuery never rejects): what the From
 * picker needs to be usable. `/destinations` (the larger list; the To picker's) was asked for at
 * the same time but is not waited for: its answer is read and shown when it comes.
 */
const sourcesSettled = queryClient.prefetchQuery(
  withFirstAnswer(sourcesQuery(client, routeLists.sources.params), routeLists.sources.answer),
);
void queryClient.prefetchQuery(
  withFirstAnswer(destinationsQuery(client, routeLists.destinations.params), routeLists.destinations.answer),
);

const { config } = useEmbedStore.getState();
startHostEvents({
  parentOrigins: config.parentOrigins,
  queryClient,
  onConfigUpdate: (payload) => useEmbedStore.getState().update(payload),
  ready: { lang: config.lang ?? null, swapId: config.swapId ?? null },
  root,
});

/**
 * The first render waits this long at most for `/sources` (asked for in boot.ts): on a quick
 * service the From picker is usable in the first frame, instead of a "Loading networks…" render
 * and a second one a moment later; on a slow one it renders without them and fills them in when
 * they come. `/destinations` is not waited for: the To picker fills in when it is read.
 */
const SOURCES_WAIT_MS = 200;

function render() {
  holdLowerHalfForFirstFrame();
  createRoot(root as HTMLElement).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
  // The swaps made before (history, recent addresses) are read from storage once the page is idle
  // after this render: nothing on the way to a usable picker needs them, and read while /sources
  // is on its way they could hold its answer back (a first use of localStorage waits on the browser).
  whenIdle(loadStoredSwaps, 500);
}
void Promise.race([sourcesSettled, new Promise((done) => setTimeout(done, SOURCES_WAIT_MS))]).then(render);
