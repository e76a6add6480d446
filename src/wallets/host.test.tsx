// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiConfigProvider } from '../api/context';
import { apiKeys } from '../api/keys';
import type { FamilyWallet, WalletModuleProps } from '../chains/kit/contract';
import { useFamilyWallet, WalletHost } from './host';

// Unmount what each test rendered, so no timer of a hook fires after the file's DOM is gone.
afterEach(cleanup);

const BASE = 'http://service.test';
const published = vi.hoisted(() => ({ count: 0 }));

// A wallet module that publishes from an effect depending on `onChange`, as the real ones do.
vi.mock('../chains/evm/wallet', () => ({
  default: function FakeBridge({ onChange }: WalletModuleProps) {
    useEffect(() => {
      published.count += 1;
      // Bounded, so that a looping host fails this test instead of hanging it.
      if (published.count <= 20) onChange({ family: 'evm', address: '0xabc' } as FamilyWallet);
    }, [onChange]);
    return null;
  },
}));

function Probe() {
  const state = useFamilyWallet('evm');
  return <p data-testid="state">{state.status === 'ready' ? state.wallet.address : state.status}</p>;
}

describe('WalletHost', () => {
  it('publishes a loaded wallet once, without re-rendering in a loop', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(apiKeys.networks(BASE), [{ name: 'ETHEREUM_MAINNET', type: 'evm' }]);
    render(
      <QueryClientProvider client={queryClient}>
        <ApiConfigProvider config={{ baseUrl: BASE, apiKey: 'k' }}>
          <WalletHost>
            <Probe />
          </WalletHost>
        </ApiConfigProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('0xabc')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    // A host that handed out a new onChange on each render would publish again and again.
    expect(published.count).toBe(1);
  });
});
