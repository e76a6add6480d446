// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseConfig, rawConfigFrom } from '../embed/config';
import { useEmbedStore } from '../embed/store';
import { Widget } from './Widget';

// The views themselves are tested on their own: here they only say what they were asked to show.
vi.mock('./route/RouteStep', () => ({
  RouteStep: ({ onCreated }: { onCreated(id: string): void }) => (
    <section>
      <h2>Route step</h2>
      <button type="button" onClick={() => onCreated('swap-2')}>
        Create
      </button>
    </section>
  ),
}));
vi.mock('./swap/SwapView', () => ({ SwapView: ({ id }: { id: string }) => <h2>{`Swap ${id}`}</h2> }));
vi.mock('./history/HistoryList', () => ({ HistoryList: () => <h2>History</h2> }));
vi.mock('./route/RoutePicker', () => ({ loadSearchList: () => Promise.resolve() }));
vi.mock('./HealthBanner', () => ({ HealthBanner: () => null }));
vi.mock('./OfflineBanner', () => ({ OfflineBanner: () => null }));
vi.mock('../api/hooks', () => ({ useHealth: () => ({ isError: false }) }));

/** The page loaded at `search`: its parameters checked as the widget checks them at start-up. */
function loadPage(search: string) {
  window.history.replaceState(null, '', `/${search}`);
  const { config, warnings } = parseConfig(rawConfigFrom(window.location.search).raw, {
    defaultApi: { baseUrl: 'http://service.test', apiKey: 'k' },
    allowedApiOrigins: [],
    selfOrigin: window.location.origin,
  });
  useEmbedStore.setState({ config });
  render(<Widget />);
  return { warnings };
}

const heading = () => screen.getByRole('heading', { level: 2 }).textContent;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the swap a link opens', () => {
  it('a swapId the configuration checked opens that swap', async () => {
    loadPage('?swapId=swap_1-a');
    expect(await screen.findByRole('heading', { name: 'Swap swap_1-a' })).toBeTruthy();
  });

  it('an invalid swapId is not opened: the route step shows, as without one', async () => {
    const { warnings } = loadPage('?swapId=../../admin');
    expect(warnings.join(' ')).toContain('"swapId" ignored');
    expect(heading()).toBe('Route step');
    // Nothing comes later either: no swap view was asked for.
    await act(() => new Promise((done) => setTimeout(done, 20)));
    expect(screen.queryByRole('heading', { name: /^Swap / })).toBeNull();
  });

  it('back to the page an invalid link loaded: the route step again, not the address bar’s swapId', async () => {
    loadPage('?swapId=../../admin');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { name: 'Swap swap-2' })).toBeTruthy();
    expect(new URLSearchParams(window.location.search).get('swapId')).toBe('swap-2');

    act(() => window.history.back());
    await waitFor(() => expect(heading()).toBe('Route step'));
    expect(new URLSearchParams(window.location.search).get('swapId')).toBe('../../admin');

    // And forward again: the swap that entry showed.
    act(() => window.history.forward());
    expect(await screen.findByRole('heading', { name: 'Swap swap-2' })).toBeTruthy();
  });
});
