// @vitest-environment happy-dom
/**
 * The Tron wallet list: which wallets are offered (WalletConnect only with a project id), in which
 * order (found first), that every adapter is made without redirects, and that every wallet signs
 * through the same checked path (`signerOf` + `sendTronDeposit`), with the shared sentences for a
 * wallet that declines, is locked or switches accounts.
 */
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';
import { WalletSignTransactionError } from '@tronweb3/tronwallet-abstract-adapter';
import { TronWeb, utils } from 'tronweb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Network } from '../../api/types';
import {
  type Adapter,
  adapterOf,
  createTronWallets,
  orderTronWallets,
  signerOf,
  type TronWalletEntry,
  type WalletConnectModule,
} from './adapters';
import type { TronTransaction } from './deposit';
import { describeTronError } from './errors';
import type { TronNodeClient } from './node';
import { sendTronDeposit } from './send';
import { TRX_TOKEN, tronDepositAction, tronExpected } from './test-support';

const EXTENSIONS = ['TronLink', 'TokenPocket', 'OKX Wallet', 'Bitget Wallet', 'Trust Wallet'];

/** A WalletConnect package whose adapter records what it was made with. */
function fakeWalletConnect() {
  const made: unknown[] = [];
  class WalletConnectAdapter {
    readonly name = 'WalletConnect';
    readonly readyState = 'Found';
    constructor(config: unknown) {
      made.push(config);
    }
  }
  const load = vi.fn(async () => ({ WalletConnectAdapter }) as unknown as WalletConnectModule);
  return { made, load };
}

// Each extension adapter polls for its wallet every 100 ms for up to 30 s after it is made. Real
// timers would outlive this file and fire after the test environment is gone ("window is not
// defined", which fails the run): here they are fake and cleared after each test.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
});

describe('createTronWallets', () => {
  it('offers the extension wallets and Ledger, and no WalletConnect without a project id', () => {
    const { load } = fakeWalletConnect();
    for (const projectId of [undefined, '', '   ']) {
      const names = createTronWallets({ walletConnect: { projectId, load } }).map((wallet) => wallet.name);
      expect(names).toEqual([...EXTENSIONS, 'Ledger']);
    }
    expect(createTronWallets().map((wallet) => wallet.name)).toEqual([...EXTENSIONS, 'Ledger']);
    expect(load).not.toHaveBeenCalled();
  });

  it('offers WalletConnect with a project id, loading its adapter only when it is picked', async () => {
    const { made, load } = fakeWalletConnect();
    const wallets = createTronWallets({
      walletConnect: { projectId: 'abc123', load },
      origin: 'https://widget.example',
    });
    expect(wallets.map((wallet) => wallet.name)).toEqual([...EXTENSIONS, 'Ledger', 'WalletConnect']);
    const walletConnect = wallets.at(-1) as TronWalletEntry;
    expect(walletConnect.adapter).toBeNull();
    expect(load).not.toHaveBeenCalled();

    const adapter = await adapterOf(walletConnect);
    expect(adapter.name).toBe('WalletConnect');
    expect(await adapterOf(walletConnect)).toBe(adapter);
    expect(load).toHaveBeenCalledTimes(1);
    expect(made).toEqual([
      expect.objectContaining({
        network: 'Mainnet',
        options: expect.objectContaining({
          projectId: 'abc123',
          metadata: expect.objectContaining({ url: 'https://widget.example' }),
        }),
        enableMobileDeepLink: false,
        enableAnalytics: false,
      }),
    ]);
  });

  it('makes every extension wallet adapter at once, none opening a page or an app for a missing wallet', () => {
    const wallets = createTronWallets();
    for (const wallet of wallets.filter((each) => EXTENSIONS.includes(each.name))) {
      const adapter = wallet.adapter as Adapter & { config: Record<string, unknown> };
      expect(adapter, wallet.name).not.toBeNull();
      expect(adapter.config, wallet.name).toMatchObject({
        openUrlWhenWalletNotFound: false,
        openAppWithDeeplink: false,
      });
    }
    // The adapters' own names, which their wallets' errors carry.
    expect(wallets.slice(0, 5).map((wallet) => wallet.adapter?.name)).toEqual([
      'TronLink',
      'TokenPocket',
      'OKX Wallet',
      'Bitget Wallet',
      'Trust',
    ]);
  });

  it("loads Ledger's adapter only when picked, without redirects or modals of its own", async () => {
    const ledger = createTronWallets().find((wallet) => wallet.name === 'Ledger') as TronWalletEntry;
    expect(ledger.adapter).toBeNull();
    const adapter = (await adapterOf(ledger)) as Adapter & {
      config: {
        openUrlWhenWalletNotFound?: boolean;
        beforeConnect?: () => unknown;
        selectAccount?: (input: { accounts: Array<{ index: number; address: string }> }) => Promise<unknown>;
      };
    };
    expect(adapter.name).toBe('Ledger');
    expect(adapter.config.openUrlWhenWalletNotFound).toBe(false);
    // Portage's dialog stays in front: no "prepare your Ledger" modal, the first account is used.
    expect(adapter.config.beforeConnect?.()).toBeUndefined();
    const accounts = [
      { index: 0, address: 'TFirst' },
      { index: 1, address: 'TSecond' },
    ];
    await expect(adapter.config.selectAccount?.({ accounts })).resolves.toEqual(accounts[0]);
    await expect(adapter.config.selectAccount?.({ accounts: [] })).rejects.toThrow(/no Tron account/);
  });
});

/** An adapter as the list reads it: a name and a ready state. */
function listed(name: string, readyState: 'Found' | 'Loading' | 'NotFound'): TronWalletEntry {
  return { name, adapter: { name, readyState } as unknown as Adapter };
}

describe('orderTronWallets', () => {
  it('lists the wallets found first, then those still looked for, then the missing ones, each in list order', () => {
    const order = orderTronWallets([
      listed('TronLink', 'NotFound'),
      listed('TokenPocket', 'Found'),
      listed('OKX Wallet', 'Loading'),
      listed('Bitget Wallet', 'NotFound'),
      listed('Trust Wallet', 'Found'),
    ]);
    expect(order.map(({ entry, presence }) => `${entry.name}:${presence}`)).toEqual([
      'TokenPocket:found',
      'Trust Wallet:found',
      'OKX Wallet:looking',
      'TronLink:missing',
      'Bitget Wallet:missing',
    ]);
  });

  it('counts Ledger as there where the browser has WebHID, before its adapter is loaded', () => {
    const withHid = createTronWallets({ hasWebHid: () => true });
    const withoutHid = createTronWallets({ hasWebHid: () => false });
    // In a page without those extensions, their adapters are still looking (for up to 3 s).
    expect(orderTronWallets(withHid).map(({ entry, presence }) => `${entry.name}:${presence}`)).toEqual([
      'Ledger:found',
      ...EXTENSIONS.map((name) => `${name}:looking`),
    ]);
    expect(orderTronWallets(withoutHid).at(-1)).toMatchObject({
      entry: { name: 'Ledger' },
      presence: 'missing',
    });
  });
});

const KEY = bytesToHex(sha256(new TextEncoder().encode('portage tron adapters unit test')));
const SENDER = TronWeb.address.fromPrivateKey(KEY) as string;
const OTHER = TronWeb.address.fromPrivateKey(
  bytesToHex(sha256(new TextEncoder().encode('another'))),
) as string;
const NETWORK = { name: 'LOCAL_TRON', display_name: 'Local Tron' } as Network;

function deposit() {
  const action = tronDepositAction({
    amount: 5_000_000n,
    token: TRX_TOKEN,
    depositAddress: 'TYBNgWfhGuNzdLtjKtxXTfskAhTbMcqbaG',
    sourceAddress: SENDER,
    sequenceNumber: 7n,
    network: NETWORK.name,
  });
  const expected = tronExpected({ amount: 5_000_000n, token: TRX_TOKEN, network: NETWORK.name });
  return { action, network: NETWORK, expected, sequenceNumber: 7n, onHash: vi.fn() };
}

function fakeNode() {
  const broadcasts: unknown[] = [];
  const node: TronNodeClient = {
    latestBlock: async () => ({
      number: 99,
      id: `0000000000000063${'cd'.repeat(24)}`,
      timestamp: 1_790_000_000_000,
    }),
    trxBalance: async () => 10_000_000n,
    trc20Balance: async () => 0n,
    broadcast: async (signed) => {
      broadcasts.push(signed);
    },
    receipt: async () => ({ blockNumber: 100, result: 'SUCCESS' }),
    hasTransaction: async () => false,
  };
  return { node, broadcasts };
}

/** A wallet behind the adapters' API: signs with the test key, or does what `sign` says. */
function fakeAdapter(sign?: (adapter: { address: string | null }) => Promise<unknown>) {
  const adapter = {
    address: SENDER as string | null,
    signTransaction: vi.fn(async (transaction: TronTransaction) =>
      sign ? sign(adapter) : utils.crypto.signTransaction(KEY, transaction),
    ),
  };
  return adapter;
}

describe('signerOf: every wallet through the checked sending path', () => {
  it('has the adapter sign the transaction Portage built, then broadcasts it', async () => {
    const { node, broadcasts } = fakeNode();
    const adapter = fakeAdapter();
    const input = deposit();
    const txId = await sendTronDeposit(node, signerOf(adapter as unknown as Adapter, SENDER), input);
    expect(adapter.signTransaction).toHaveBeenCalledTimes(1);
    expect(broadcasts).toEqual([expect.objectContaining({ txID: txId })]);
    expect(input.onHash).toHaveBeenCalledWith(txId);
  });

  it('says a declined signature in the shared words, and sends nothing', async () => {
    const { node, broadcasts } = fakeNode();
    const adapter = fakeAdapter(async () => {
      // What the adapters throw when the wallet says the person declined.
      throw new WalletSignTransactionError(
        'Confirmation declined by user',
        new Error('Confirmation declined by user'),
      );
    });
    const error = await sendTronDeposit(
      node,
      signerOf(adapter as unknown as Adapter, SENDER),
      deposit(),
    ).catch((e: unknown) => e);
    expect(describeTronError(error)).toEqual({
      kind: 'rejected',
      message: 'You declined the request in your wallet. Nothing was sent; you can try again.',
    });
    expect(broadcasts).toEqual([]);
  });

  it('does not ask a wallet that locked itself (no account any more)', async () => {
    const { node, broadcasts } = fakeNode();
    const adapter = fakeAdapter();
    adapter.address = null;
    const error = await sendTronDeposit(
      node,
      signerOf(adapter as unknown as Adapter, SENDER),
      deposit(),
    ).catch((e: unknown) => e);
    expect(describeTronError(error)).toEqual({
      kind: 'not_connected',
      message: 'Your Tron wallet is not connected. Connect it and try again.',
    });
    expect(adapter.signTransaction).not.toHaveBeenCalled();
    expect(broadcasts).toEqual([]);
  });

  it('refuses, before broadcast, an answer given after the wallet switched accounts', async () => {
    const { node, broadcasts } = fakeNode();
    const adapter = fakeAdapter(async (self) => {
      self.address = OTHER;
      return { signature: ['00'.repeat(65)] };
    });
    const input = deposit();
    const error = await sendTronDeposit(node, signerOf(adapter as unknown as Adapter, SENDER), input).catch(
      (e: unknown) => e,
    );
    const described = describeTronError(error);
    expect(described.kind).toBe('not_connected');
    expect(described.message).toBe(
      `Your Tron wallet switched to another account (${OTHER}), so Portage did not send the deposit prepared for ${SENDER}. Nothing was sent; try again.`,
    );
    expect(broadcasts).toEqual([]);
    expect(input.onHash).not.toHaveBeenCalled();
  });
});
