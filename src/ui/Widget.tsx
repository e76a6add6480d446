import { lazy, Suspense, useEffect, useState } from 'react';
import { useHealth } from '../api/hooks';
import { checkedSwapId } from '../embed/config';
import { useEmbedStore } from '../embed/store';
import { useT } from '../i18n';
import { whenIdle } from '../lib/idle';
import { useFirstFrameShown } from './firstFrame';
import { HealthBanner } from './HealthBanner';
import { OfflineBanner } from './OfflineBanner';
import { loadSearchList } from './route/RoutePicker';
import { RouteStep } from './route/RouteStep';
import { StepBoundary } from './StepBoundary';

// Not needed to pick a route: loaded when first shown (and fetched early, once the page is idle).
const loadSwapView = () => import('./swap/SwapView');
const loadHistory = () => import('./history/HistoryList');
const SwapView = lazy(() => loadSwapView().then((m) => ({ default: m.SwapView })));
const HistoryList = lazy(() => loadHistory().then((m) => ({ default: m.HistoryList })));

type View = { name: 'route' } | { name: 'swap'; id: string } | { name: 'history' };

function viewOf(id: string | null | undefined): View {
  return id ? { name: 'swap', id } : { name: 'route' };
}

/**
 * The view a history entry's address names, by the configuration's own rule for `swapId`
 * (src/embed/config.ts): going back to an entry whose address holds something that is not a
 * swap id shows the route step, as loading that address does.
 */
function viewFromUrl(): View {
  return viewOf(checkedSwapId(window.location.search));
}

/** Keeps `?swapId=` in the address bar so a reload or a shared link returns to the swap. */
function writeUrl(view: View) {
  const url = new URL(window.location.href);
  if (view.name === 'swap') url.searchParams.set('swapId', view.id);
  else url.searchParams.delete('swapId');
  if (url.href !== window.location.href) window.history.pushState(null, '', url);
}

export function Widget() {
  const t = useT();
  // The swap a link opened: set when the page loads, never by a host's config_update.
  const opened = useEmbedStore((state) => state.config.swapId);
  const [view, setView] = useState<View>(() => viewOf(opened));
  // The banner asks for health and polls it; this only reads its answer (no second request).
  const health = useHealth({ enabled: false });
  // The banners watch the browser and the service's answers: nothing the first frame needs, so
  // they start just after it (./firstFrame.ts), like the route step's lower half.
  const banners = useFirstFrameShown();

  // The pickers' lists and the swap and history views are fetched once the page is idle, so
  // opening a picker or creating a swap never waits.
  useEffect(
    () =>
      whenIdle(() => {
        void loadSearchList();
        void loadSwapView();
        void loadHistory();
      }, 2000),
    [],
  );

  useEffect(() => {
    const onPop = () => setView(viewFromUrl());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const go = (next: View) => {
    writeUrl(next);
    setView(next);
  };

  return (
    <main className="portage">
      <header className="portage-header">
        <img src="/portage.svg" alt="" width="28" height="28" />
        <h1>Portage</h1>
        <nav className="portage-nav" aria-label="Portage">
          <button
            type="button"
            className="portage-nav-button"
            aria-current={view.name === 'route' ? 'page' : undefined}
            onClick={() => go({ name: 'route' })}
          >
            {t('app.navSwap')}
          </button>
          <button
            type="button"
            className="portage-nav-button"
            aria-current={view.name === 'history' ? 'page' : undefined}
            onClick={() => go({ name: 'history' })}
          >
            {t('app.navHistory')}
          </button>
        </nav>
      </header>
      {banners ? (
        <>
          <OfflineBanner />
          <HealthBanner />
        </>
      ) : null}
      {/* Each step behind its own error boundary: a broken one never blanks the header or banners. */}
      {view.name === 'swap' ? (
        <StepBoundary key={`swap:${view.id}`} step="swap">
          <Suspense fallback={<ViewLoading />}>
            <SwapView key={view.id} id={view.id} onNewSwap={() => go({ name: 'route' })} />
          </Suspense>
        </StepBoundary>
      ) : view.name === 'history' ? (
        <StepBoundary key="history" step="history">
          <Suspense fallback={<ViewLoading />}>
            <HistoryList onOpen={(id) => go({ name: 'swap', id })} />
          </Suspense>
        </StepBoundary>
      ) : health.isError ? null : (
        <StepBoundary key="route" step="route">
          <RouteStep onCreated={(id) => go({ name: 'swap', id })} />
        </StepBoundary>
      )}
    </main>
  );
}

function ViewLoading() {
  return (
    <section className="portage-step" aria-busy="true">
      <div className="portage-skeleton portage-skeleton-block" />
    </section>
  );
}
