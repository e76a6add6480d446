/**
 * The swaps of some addresses (./by-address.ts): which swaps an address matches (source or
 * destination, compared as the family writes addresses), newest first, 20 a page, and the
 * `statuses` and `networks` filters.
 */
import { Keypair } from '@solana/web3.js';
import { Address as TonAddress } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { ADDRESS_PAGE_SIZE, STATUS_FILTERS } from './by-address';
import { createSwapStore } from './store';
import type { CreateSwapRequest } from './types';

const EVM_USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const EVM_OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const EVM_THIRD = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const SOLANA_USER = Keypair.fromSeed(new Uint8Array(32).fill(7)).publicKey.toBase58();
const TON_USER = 'EQDtFpEwcFAEcRe5mLVh2N6C0x-_hJEM7W61_JLnSF74p4q2';

function setUp() {
  let now = Date.parse('2026-11-21T12:00:00Z');
  const store = createSwapStore({ timeScale: 1, now: () => now });
  const create = (overrides: Partial<CreateSwapRequest> = {}) => {
    now += 1_000;
    return store.create({
      source_network: 'ETHEREUM_MAINNET',
      source_token: 'ETH',
      destination_network: 'ARBITRUM_MAINNET',
      destination_token: 'ETH',
      destination_address: EVM_OTHER,
      amount: '0.5',
      source_address: EVM_USER,
      ...overrides,
    }).swap;
  };
  const ids = (
    addresses: string[],
    extra: { page?: number; statuses?: string[]; networks?: string[] } = {},
  ) => store.ofAddresses({ addresses, page: extra.page ?? 1, ...extra }).map((entry) => entry.swap.id);
  return { store, create, ids, advance: (ms: number) => (now += ms) };
}

describe('which swaps an address matches', () => {
  it('an EVM address as the source or the destination, in any case, and nothing else', () => {
    const { create, ids } = setUp();
    const fromUser = create();
    const toUser = create({ source_address: EVM_THIRD, destination_address: EVM_USER });
    const neither = create({ source_address: EVM_THIRD, destination_address: EVM_OTHER });
    expect(ids([EVM_USER])).toEqual([toUser.id, fromUser.id]);
    expect(ids([EVM_USER.toLowerCase()])).toEqual([toUser.id, fromUser.id]);
    expect(ids([`  ${EVM_USER.toUpperCase().replace('0X', '0x')} `])).toEqual([toUser.id, fromUser.id]);
    expect(ids([EVM_THIRD])).toEqual([neither.id, toUser.id]);
    expect(ids([EVM_THIRD, EVM_USER])).toEqual([neither.id, toUser.id, fromUser.id]);
    expect(ids(['0x0000000000000000000000000000000000000001'])).toEqual([]);
  });

  it('a base58 Solana address only exactly as written: its case is part of the address', () => {
    const { create, ids } = setUp();
    const solana = create({
      source_network: 'SOLANA_MAINNET',
      source_token: 'SOL',
      destination_network: 'ETHEREUM_MAINNET',
      source_address: SOLANA_USER,
      refund_address: SOLANA_USER,
      amount: '3',
    });
    expect(ids([SOLANA_USER])).toEqual([solana.id]);
    expect(ids([SOLANA_USER.toLowerCase()])).toEqual([]);
    expect(ids([SOLANA_USER.toUpperCase()])).toEqual([]);
  });

  it('a TON address in its raw form finds the swap given its friendly form', () => {
    const { create, ids } = setUp();
    const ton = create({
      source_network: 'TON_MAINNET',
      source_token: 'USDT',
      destination_network: 'ARBITRUM_MAINNET',
      destination_token: 'USDT',
      source_address: TON_USER,
      amount: '30',
    });
    expect(ids([TON_USER])).toEqual([ton.id]);
    expect(ids([TonAddress.parse(TON_USER).toRawString()])).toEqual([ton.id]);
  });

  it('the wallet that sent the deposit, when no source address was given at create', () => {
    const { store, create, ids } = setUp();
    const swap = create({ source_address: null, use_deposit_address: true });
    expect(ids([EVM_USER])).toEqual([]);
    const deposited = store.deposit(swap.id, {});
    const sender = (deposited.swap.transactions as { type: string; from: string }[]).find(
      (transaction) => transaction.type === 'input',
    )?.from;
    if (!sender) throw new Error('no input transaction');
    expect(ids([sender])).toEqual([swap.id]);
    expect(ids([sender.toLowerCase()])).toEqual([swap.id]);
  });
});

describe('pages', () => {
  it('newest first, 20 a page from page 1, the rest on the next, then none', () => {
    const { create, ids } = setUp();
    const made = Array.from({ length: ADDRESS_PAGE_SIZE + 3 }, () => create().id);
    const newestFirst = [...made].reverse();
    expect(ids([EVM_USER])).toEqual(newestFirst.slice(0, 20));
    expect(ids([EVM_USER], { page: 2 })).toEqual(newestFirst.slice(20));
    expect(ids([EVM_USER], { page: 3 })).toEqual([]);
  });

  it('each entry is the swap as GET /swaps/{id} shows it without deposit actions', () => {
    const { store, create } = setUp();
    const swap = create();
    const [entry] = store.ofAddresses({ addresses: [EVM_USER], page: 1 });
    expect(Object.keys(entry ?? {}).sort()).toEqual(['quote', 'refuel', 'reward', 'swap']);
    expect(entry).toEqual(store.get(swap.id, true));
  });
});

describe('filters', () => {
  it('statuses: the service’s own names and the public widget’s groups', () => {
    const { store, create, ids, advance } = setUp();
    const done = create();
    store.deposit(done.id, {});
    advance(10 * 60_000);
    const waiting = create();
    expect(ids([EVM_USER], { statuses: ['completed'] })).toEqual([done.id]);
    expect(
      ids([EVM_USER], { statuses: ['Completed', 'Refunded', 'PendingWithdrawal', 'PendingRefund'] }),
    ).toEqual([done.id]);
    expect(ids([EVM_USER], { statuses: ['PendingDeposit'] })).toEqual([waiting.id]);
    expect(ids([EVM_USER], { statuses: ['user_transfer_pending', 'completed'] })).toEqual([
      waiting.id,
      done.id,
    ]);
    expect(ids([EVM_USER], { statuses: ['refunded'] })).toEqual([]);
    expect(ids([EVM_USER], { statuses: [] })).toEqual([waiting.id, done.id]);
  });

  it('a refund in progress answers to both spellings of its status', () => {
    const { store, create, ids, advance } = setUp();
    const refunding = create();
    store.setScenario(refunding.id, 'refund');
    store.deposit(refunding.id, {});
    // Moved on a second at a time until the refund is on its way (it then stays so a while).
    for (let i = 0; i < 120 && store.get(refunding.id).swap.status !== 'refund_pending'; i++) advance(1_000);
    expect(store.get(refunding.id).swap.status).toBe('refund_pending');
    expect(STATUS_FILTERS.pending_refund).toEqual(STATUS_FILTERS.refund_pending);
    expect(ids([EVM_USER], { statuses: ['pending_refund'] })).toEqual([refunding.id]);
    expect(ids([EVM_USER], { statuses: ['refund_pending'] })).toEqual([refunding.id]);
    expect(ids([EVM_USER], { statuses: ['PendingRefund'] })).toEqual([refunding.id]);
  });

  it('networks: either side of the route, in any case', () => {
    const { create, ids } = setUp();
    const toArbitrum = create();
    const toOptimism = create({ destination_network: 'OPTIMISM_MAINNET' });
    expect(ids([EVM_USER], { networks: ['OPTIMISM_MAINNET'] })).toEqual([toOptimism.id]);
    expect(ids([EVM_USER], { networks: ['arbitrum_mainnet'] })).toEqual([toArbitrum.id]);
    expect(ids([EVM_USER], { networks: ['ETHEREUM_MAINNET'] })).toEqual([toOptimism.id, toArbitrum.id]);
    expect(ids([EVM_USER], { networks: ['BASE_MAINNET'] })).toEqual([]);
  });
});
