import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startEmbedBridge } from './embed/events';
import { applyInitialPresets, useEmbedStore } from './embed/store';
import { applyTheme } from './embed/theme';
import { createQueryClient } from './queryClient';
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
