import { useEffect, useState } from 'react';
import { useHealth } from '../api/hooks';
import { useT } from '../i18n';
import { HealthBanner } from './HealthBanner';
import { HistoryList } from './history/HistoryList';
import { RouteStep } from './steps/RouteStep';
import { SwapView } from './steps/SwapView';

type View = { name: 'route' } | { name: 'swap'; id: string } | { name: 'history' };

function viewFromUrl(): View {
  const id = new URLSearchParams(window.location.search).get('swapId');
  return id ? { name: 'swap', id } : { name: 'route' };
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
  const [view, setView] = useState<View>(viewFromUrl);
  const health = useHealth({ retry: false });

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
      <HealthBanner />
      {view.name === 'swap' ? (
        <SwapView key={view.id} id={view.id} onNewSwap={() => go({ name: 'route' })} />
      ) : view.name === 'history' ? (
        <HistoryList onOpen={(id) => go({ name: 'swap', id })} />
      ) : health.isError ? null : (
        <RouteStep onCreated={(id) => go({ name: 'swap', id })} />
      )}
    </main>
  );
}
