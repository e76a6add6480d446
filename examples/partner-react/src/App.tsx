/**
 * A partner's shop in React, embedding Portage with @portage/embed the way its README says:
 * a typed config held in React state, typed callbacks, and a log of every event.
 *
 * Its own query string says where the widget is (`widget=`, default http://127.0.0.1:4173/) and
 * may preset the route (`from`, `fromAsset`, `to`, `toAsset`, `amount`, `destAddress`); the browser
 * test (e2e/partner-react.spec.ts) uses both. It reads what the page shows and `window.partnerEvents`.
 */
import type { PortageConfig, PortageEvent, PortageEventPayloads } from '@portage/embed';
import { PortageWidget } from '@portage/embed/react';
import { useMemo, useState } from 'react';

const query = new URLSearchParams(window.location.search);
const WIDGET = query.get('widget') ?? 'http://127.0.0.1:4173/';

/** The route and amount this shop presets: typed fields, from its own query string. */
const preset: PortageConfig = {};
for (const key of ['from', 'fromAsset', 'to', 'toAsset', 'destAddress', 'amount'] as const) {
  const value = query.get(key);
  if (value) preset[key] = value;
}

declare global {
  interface Window {
    partnerEvents: PortageEvent[];
  }
}
window.partnerEvents = [];

/** One line per event, written from its typed payload (no casts: the union narrows on `type`). */
function describe(event: PortageEvent): string {
  switch (event.type) {
    case 'ready':
      return `ready (${event.payload.lang ?? 'no language'})`;
    case 'resize':
      return `resize ${event.payload.height}px`;
    case 'route_changed':
      return `route ${event.payload.from.network ?? '?'} → ${event.payload.to.network ?? '?'}`;
    case 'quote_updated':
      return `quote ${event.payload.amount} → ${event.payload.receiveAmount ?? '?'}`;
    case 'swap_created':
      return `swap ${event.payload.swapId} created (${event.payload.depositMethod})`;
    case 'deposit_submitted':
      return `deposit ${event.payload.txHash ?? 'seen'} on ${event.payload.network ?? '?'}`;
    case 'swap_status_changed':
      return `status ${event.payload.previousStatus} → ${event.payload.status}`;
    case 'swap_completed':
      return `completed: received ${event.payload.receivedAmount ?? '?'}`;
    case 'swap_failed':
      return `ended: ${event.payload.status}`;
    case 'swap_refunded':
      return `refunded ${event.payload.txHash ?? ''}`;
    case 'help_opened':
      return `help opened${event.payload.swapId ? ` on swap ${event.payload.swapId}` : ' in history'}`;
    case 'error':
      return `error ${event.payload.code}${event.payload.step ? ` in ${event.payload.step}` : ''}: ${event.payload.message}`;
  }
}

export function App() {
  const [theme, setTheme] = useState<'light' | 'dark'>('light');
  const [amount, setAmount] = useState(preset.amount ?? '');
  const [log, setLog] = useState<string[]>([]);
  const [receipt, setReceipt] = useState<PortageEventPayloads['swap_completed'] | null>(null);

  // A new object only when a value changes; the component sends just the change either way.
  const config = useMemo<PortageConfig>(
    () => ({ ...preset, theme, ...(amount ? { amount } : {}), lang: 'en' }),
    [theme, amount],
  );

  return (
    <main style={{ display: 'grid', gridTemplateColumns: 'minmax(320px, 480px) 1fr', gap: 24, padding: 24 }}>
      <section>
        <h1>Top up your shop balance</h1>
        <PortageWidget
          src={WIDGET}
          config={config}
          minHeight={320}
          title="Portage swap"
          onEvent={(event) => {
            window.partnerEvents.push(event);
            setLog((lines) => [...lines, describe(event)]);
          }}
          on={{
            swap_completed: (payload) => setReceipt(payload),
          }}
        />
      </section>
      <section>
        <h2>Shop controls</h2>
        <button type="button" onClick={() => setTheme(theme === 'light' ? 'dark' : 'light')}>
          Widget theme: {theme}
        </button>
        <label style={{ display: 'block', marginTop: 12 }}>
          Amount for the widget{' '}
          <input value={amount} inputMode="decimal" onChange={(event) => setAmount(event.target.value)} />
        </label>
        {receipt && (
          <p role="status">
            Thank you: swap {receipt.swapId} delivered {receipt.receivedAmount ?? 'your funds'}.
          </p>
        )}
        <h2>Events</h2>
        <ol aria-label="Events from the widget">
          {log.map((line, index) => (
            // The log only grows: an index is a stable key here.
            // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
            <li key={index}>{line}</li>
          ))}
        </ol>
      </section>
    </main>
  );
}
