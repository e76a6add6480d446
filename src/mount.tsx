/**
 * React and the widget: loaded by main.tsx with import(), and preloaded by index.html (the
 * `portage-preload-mount` plugin in vite.config.ts), so this chunk downloads and compiles while
 * the small entry chunk (boot.ts) is already asking the service for the route lists.
 */
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startEmbedBridge } from './embed/events';
import { useEmbedStore } from './embed/store';

export function mount(root: HTMLElement, queryClient: QueryClient): void {
  const { config } = useEmbedStore.getState();
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
}
