// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiConfigProvider } from '../api/context';
import { createFakeFetch, jsonResponse } from '../api/test-support';
import { createQueryClient } from '../queryClient';
import { HealthBanner } from './HealthBanner';

let idleTasks: Array<() => void> = [];

beforeEach(() => {
  idleTasks = [];
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idleTasks.push(task));
  vi.stubGlobal('cancelIdleCallback', () => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderBanner() {
  const fake = createFakeFetch(() => jsonResponse({ data: null, error: null }, { status: 500 }));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ApiConfigProvider config={{ baseUrl: 'http://svc.test', apiKey: 'k', fetch: fake.fetch }}>
        <HealthBanner />
      </ApiConfigProvider>
    </QueryClientProvider>,
  );
  return () => fake.requests.filter((request) => request.url.pathname === '/api/v2/health');
}

describe('HealthBanner', () => {
  it('asks for the health check only once the page is idle after its first frame', async () => {
    const healthRequests = renderBanner();
    await act(async () => {});
    // Mounted and effects run: nothing asked yet, the check waits for the page to be idle.
    expect(healthRequests()).toHaveLength(0);
    expect(idleTasks).toHaveLength(1);

    await act(async () => idleTasks[0]?.());
    expect(healthRequests()).toHaveLength(1);
    // A failing check is then said, as before.
    expect((await screen.findByRole('alert')).textContent).toMatch(/unavailable/i);
  });
});
