import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createApiClient } from './api/client';
import { destinationsQuery, sourcesQuery } from './api/hooks';
import { startEmbedBridge } from './embed/events';
import { applyInitialPresets, useEmbedStore } from './embed/store';
import { applyTheme } from './embed/theme';
import { createQueryClient } from './queryClient';
import { destinationsParamsFor, sourcesParamsFor, useFormStore } from './state/form';
import './ui/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Portage: #root element missing from index.html');

// The configuration (URL parameters, checked in src/embed/config.ts) is applied before the first render.
const { config } = useEmbedStore.getState();
applyTheme(config.theme);
useEmbedStore.subscribe((state, previous) => {
  if (state.config.theme !== previous.config.theme) applyTheme(state.config.theme);
});
applyInitialPresets();

const queryClient = createQueryClient();
// The route lists are asked for now, while React renders, not after: the picker is usable sooner.
// The same keys as the route step's (src/api/hooks.ts), so it reads these answers.
const client = createApiClient(config.api);
const { from, to } = useFormStore.getState();
void queryClient.prefetchQuery(sourcesQuery(client, sourcesParamsFor(to)));
void queryClient.prefetchQuery(destinationsQuery(client, destinationsParamsFor(from)));
startEmbedBridge({
  parentOrigins: config.parentOrigins,
  queryClient,
  onConfigUpdate: (payload) => useEmbedStore.getState().update(payload),
  ready: { lang: config.lang ?? null, swapId: config.swapId ?? null },
  root,
});

createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
