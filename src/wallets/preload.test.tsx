// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Unmount what each test rendered, so no timer of a hook fires after the file's DOM is gone.
afterEach(cleanup);

/** Which wallet modules were fetched and evaluated (each mock's factory runs on its import). */
const loaded: string[] = [];
const fakeModule = (family: string) => {
  loaded.push(family);
  return { default: () => null };
};

/** requestIdleCallback held by the test: a task runs only when the test says the page is idle. */
let idleTasks: Array<() => void> = [];
function runIdleTasks() {
  const tasks = idleTasks;
  idleTasks = [];
  for (const task of tasks) task();
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let readyState: DocumentReadyState = 'complete';

/**
 * What importing the TON module gives, chosen by a test before the import. One mock per path, set
 * in beforeEach: a second `vi.doMock` of the same path in a test raced the first (vitest resolves
 * queued mocks asynchronously), so the test sometimes got the default module.
 */
let tonModule: () => object | Promise<object>;

beforeEach(() => {
  // A fresh host (its once-per-family memory empty) and fresh fake modules for every test.
  vi.resetModules();
  vi.doMock('../chains/evm/wallet', () => fakeModule('evm'));
  tonModule = () => fakeModule('ton');
  vi.doMock('../chains/ton/wallet', () => tonModule());
  vi.doMock('../chains/solana/wallet', () => fakeModule('solana'));
  loaded.length = 0;
  idleTasks = [];
  readyState = 'complete';
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  vi.stubGlobal('requestIdleCallback', (task: () => void) => {
    idleTasks.push(task);
    return idleTasks.length;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The hook under test, from this test's fresh host. */
async function renderPreload(family: string | undefined) {
  const { usePreloadFamilyWallet } = await import('./host');
  return renderHook(({ family }: { family: string | undefined }) => usePreloadFamilyWallet(family), {
    initialProps: { family },
  });
}

describe('usePreloadFamilyWallet', () => {
  it('fetches the chosen family’s module when the page is idle, not before', async () => {
    const hook = await renderPreload(undefined);
    hook.rerender({ family: 'ton' });
    await settle();
    expect(loaded).toEqual([]);
    expect(idleTasks).toHaveLength(1);
    runIdleTasks();
    await vi.waitFor(() => expect(loaded).toEqual(['ton']));
  });

  it('preloads nothing for the family already there on the first render (a preset, not a choice)', async () => {
    const hook = await renderPreload('evm');
    hook.rerender({ family: 'evm' });
    runIdleTasks();
    await settle();
    expect(idleTasks).toHaveLength(0);
    expect(loaded).toEqual([]);
  });

  it('asks once per family, however often the person comes back to it', async () => {
    const hook = await renderPreload(undefined);
    for (const family of ['ton', 'evm', 'ton', 'evm', 'ton']) hook.rerender({ family });
    expect(idleTasks).toHaveLength(2);
    runIdleTasks();
    await vi.waitFor(() => expect([...loaded].sort()).toEqual(['evm', 'ton']));
  });

  it('leaves a family without a wallet module alone', async () => {
    const hook = await renderPreload(undefined);
    hook.rerender({ family: 'cosmos' });
    hook.rerender({ family: undefined });
    expect(idleTasks).toHaveLength(0);
  });

  it('waits for the page to finish loading before it waits for an idle moment', async () => {
    readyState = 'loading';
    const hook = await renderPreload(undefined);
    hook.rerender({ family: 'solana' });
    expect(idleTasks).toHaveLength(0);
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    expect(idleTasks).toHaveLength(1);
    runIdleTasks();
    await vi.waitFor(() => expect(loaded).toEqual(['solana']));
  });
});

/** Shows a family's wallet state, read through this test's fresh host. */
function Probe({ family, useWallet }: { family: string; useWallet(family: string): { status: string } }) {
  const state = useWallet(family);
  return <p data-testid="state">{state.status}</p>;
}

describe('WalletHost', () => {
  async function renderHost(family: string) {
    const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
    const { render } = await import('@testing-library/react');
    const { ApiConfigProvider } = await import('../api/context');
    const { apiKeys } = await import('../api/keys');
    const { useFamilyWallet, WalletHost } = await import('./host');
    const queryClient = new QueryClient();
    queryClient.setQueryData(apiKeys.networks('http://service.test'), [{ name: 'TON_MAINNET', type: 'ton' }]);
    const view = render(
      <QueryClientProvider client={queryClient}>
        <ApiConfigProvider config={{ baseUrl: 'http://service.test', apiKey: 'k' }}>
          <WalletHost>
            <Probe family={family} useWallet={useFamilyWallet} />
          </WalletHost>
        </ApiConfigProvider>
      </QueryClientProvider>,
    );
    return () => view.container.querySelector('[data-testid="state"]')?.textContent;
  }

  it('offers a family whose module cannot be fetched as having no wallet, and says why', async () => {
    tonModule = () => {
      throw new Error('the download dropped');
    };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const state = await renderHost('ton');
    // Generous: the whole suite runs beside chain nodes on two cores; only the outcome matters here.
    await vi.waitFor(() => expect(state()).toBe('none'), { timeout: 10_000 });
    expect(String(logged.mock.calls[0]?.[0])).toContain('the ton wallet module failed to load');
  });

  it('mounts a preloaded module in the same render that asks for it', async () => {
    tonModule = async () => {
      const { useEffect } = await import('react');
      loaded.push('ton');
      return {
        default: ({ onChange }: { onChange(wallet: unknown): void }) => {
          useEffect(() => onChange({ family: 'ton', address: null }), [onChange]);
          return null;
        },
      };
    };
    const { preloadFamilyWallet } = await import('./host');
    preloadFamilyWallet('ton');
    runIdleTasks();
    await vi.waitFor(() => expect(loaded).toEqual(['ton']));
    // The module's factory has run; wait for its import to resolve (the preload's own import
    // resolves with it) and for what the host does with it, before rendering.
    await import('../chains/ton/wallet');
    await settle();
    const state = await renderHost('ton');
    // Ready as the render returns (React Testing Library flushes the module's effect and the state
    // it publishes): no wait for another fetch or for a Suspense boundary to be revealed, however
    // slow the machine.
    expect(state()).toBe('ready');
  });
});
