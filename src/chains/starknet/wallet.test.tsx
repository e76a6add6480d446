// @vitest-environment happy-dom
/**
 * The Starknet wallet module connects through get-starknet (`@starknet-io/get-starknet`, mocked
 * here): the person picks a wallet in Portage's chooser, the wallet's own prompt asks them, and
 * get-starknet's `connect` — never allowed to show its modal — is what hands over the wallet that
 * is then used. A wallet get-starknet does not give back is not connected.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAMILIES, familyDescriptor } from '../families';
import type { FamilyWallet } from '../kit/contract';
import { FamilyContext } from '../kit/family';
import StarknetWalletModule, { injectedStarknetWallets, lastConnectedWalletId } from './wallet';

const getStarknet = vi.hoisted(() => ({ connect: vi.fn(), disconnect: vi.fn() }));
vi.mock('@starknet-io/get-starknet', () => getStarknet);

const ACCOUNT = '0x0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';
const OTHER_ACCOUNT = '0x0777';
const ICON = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E';

/** An injected wallet (`window.starknet_<key>`) answering `wallet_requestAccounts` with `account`. */
function injectedWallet(id: string, name: string, account: string) {
  return {
    id,
    name,
    version: '1.0.0',
    icon: ICON,
    request: vi.fn(async (call: { type: string }) => {
      if (call.type === 'wallet_requestAccounts') return [account];
      if (call.type === 'wallet_getPermissions') return ['accounts'];
      throw new Error(`${call.type} is not supported here`);
    }),
    on: vi.fn(),
    off: vi.fn(),
  };
}

type Injected = ReturnType<typeof injectedWallet>;

function inject(key: string, wallet: unknown) {
  Object.defineProperty(window, key, { value: wallet, configurable: true });
}

function mount() {
  let latest: FamilyWallet | null = null;
  // Mounted as the host mounts it: inside its family's registry entry.
  render(
    <FamilyContext.Provider value={familyDescriptor('starknet', FAMILIES.starknet)}>
      <StarknetWalletModule
        networks={[]}
        onChange={(wallet) => {
          latest = wallet;
        }}
      />
    </FamilyContext.Provider>,
  );
  return { published: () => latest as FamilyWallet | null };
}

/** Opens the chooser as "Connect wallet" does and picks `name`. */
async function choose(published: () => FamilyWallet | null, name: string) {
  await waitFor(() => expect(published()).not.toBeNull());
  act(() => published()?.connect());
  fireEvent.click(await screen.findByRole('button', { name }));
}

let wallet: Injected;

beforeEach(() => {
  localStorage.clear();
  getStarknet.connect.mockReset();
  getStarknet.disconnect.mockReset().mockResolvedValue(undefined);
  wallet = injectedWallet('portage', 'Test Starknet Wallet', ACCOUNT);
  inject('starknet_portage', wallet);
});

afterEach(() => {
  cleanup();
  for (const key of Object.getOwnPropertyNames(window)) {
    if (key.startsWith('starknet')) Reflect.deleteProperty(window, key);
  }
});

describe('the Starknet wallet module', () => {
  it('connects the chosen wallet through get-starknet, never its modal, and uses what it returns', async () => {
    // get-starknet's enabled wallet answers with its own account: the published address must be
    // that one, so a module that kept the injected object instead fails here.
    const enabled = injectedWallet('portage', 'Test Starknet Wallet', OTHER_ACCOUNT);
    getStarknet.connect.mockResolvedValue(enabled);
    const { published } = mount();
    // Nothing remembered: get-starknet is not asked at start.
    expect(getStarknet.connect).not.toHaveBeenCalled();

    await choose(published, 'Test Starknet Wallet');

    await waitFor(() => expect(published()?.address).toBe(`0x${'0'.repeat(61)}777`));
    // The wallet's own prompt came first (not silent), then get-starknet's connect for that wallet.
    expect(wallet.request).toHaveBeenCalledWith({
      type: 'wallet_requestAccounts',
      params: { silent_mode: false },
    });
    expect(getStarknet.connect).toHaveBeenCalledTimes(1);
    expect(getStarknet.connect).toHaveBeenCalledWith({ modalMode: 'neverAsk', include: ['portage'] });
    expect(enabled.on).toHaveBeenCalledWith('accountsChanged', expect.any(Function));
    expect(screen.queryByRole('dialog')).toBeNull();
    // get-starknet found the name of MetaMask's Snap taken (its code is off limits by the CSP).
    expect('starknet_metamask' in window).toBe(true);
    expect(Reflect.get(window, 'starknet_metamask')).toBeUndefined();
  });

  it('does not connect a wallet get-starknet does not give back, and says why', async () => {
    getStarknet.connect.mockResolvedValue(null);
    const { published } = mount();

    await choose(published, 'Test Starknet Wallet');

    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Test Starknet Wallet did not give this site access to its Starknet account. Allow it in the wallet, then try again.',
    );
    expect(getStarknet.connect).toHaveBeenCalledWith({ modalMode: 'neverAsk', include: ['portage'] });
    expect(published()?.address).toBeNull();
  });

  it('keeps the wallet’s own refusal sentence and never asks get-starknet after it', async () => {
    wallet.request.mockRejectedValueOnce({ code: 113, message: 'An error occurred (USER_REFUSED_OP)' });
    const { published } = mount();

    await choose(published, 'Test Starknet Wallet');

    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'You declined the request in your wallet. Nothing was sent; you can try again.',
    );
    expect(getStarknet.connect).not.toHaveBeenCalled();
    expect(published()?.address).toBeNull();
  });

  it('reconnects the wallet get-starknet remembers, silently and only that one', async () => {
    localStorage.setItem('gsw-last-abc123', 'portage');
    getStarknet.connect.mockResolvedValue(wallet);
    const { published } = mount();

    await waitFor(() => expect(published()?.address).toBe(ACCOUNT));
    expect(getStarknet.connect).toHaveBeenCalledWith({ modalMode: 'neverAsk', include: ['portage'] });
    // Only silent requests: the person is not asked again.
    for (const [call] of wallet.request.mock.calls) {
      expect(call).toMatchObject({ params: { silent_mode: true } });
    }
  });

  it('disconnecting makes get-starknet forget the wallet', async () => {
    getStarknet.connect.mockResolvedValue(wallet);
    const { published } = mount();
    await choose(published, 'Test Starknet Wallet');
    await waitFor(() => expect(published()?.address).toBe(ACCOUNT));

    act(() => published()?.disconnect?.());

    await waitFor(() => expect(getStarknet.disconnect).toHaveBeenCalledWith({ clearLastWallet: true }));
    await waitFor(() => expect(published()?.address).toBeNull());
  });
});

describe('injectedStarknetWallets', () => {
  it('lists each starknet* wallet object once, leaving out virtual wallets and other values', () => {
    const scope = {
      starknet: injectedWallet('argentX', 'Argent X', ACCOUNT),
      starknet_argentX: injectedWallet('argentX', 'Argent X', ACCOUNT),
      starknet_braavos: injectedWallet('braavos', 'Braavos', ACCOUNT),
      // get-starknet's MetaMask Snap: its code would come from a CDN the CSP does not allow.
      starknet_metamask: {
        ...injectedWallet('metamask', 'MetaMask', ACCOUNT),
        loadWallet() {},
        hasSupport() {},
      },
      starknet_broken: { id: 'broken', name: 'Broken' },
      notStarknet: injectedWallet('other', 'Other', ACCOUNT),
    };
    expect(injectedStarknetWallets(scope).map((found) => found.name)).toEqual(['Argent X', 'Braavos']);
  });
});

describe('lastConnectedWalletId', () => {
  it('reads the id get-starknet stored, or null', () => {
    expect(lastConnectedWalletId()).toBeNull();
    localStorage.setItem('gsw-last-xyz', 'braavos');
    expect(lastConnectedWalletId()).toBe('braavos');
  });
});
