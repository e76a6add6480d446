import { describe, expect, it } from 'vitest';
import type { Swap } from '../api/types';
import type { StoredSwap } from '../state/swaps';
import { deliveryTarget } from './delivery';
import { swapPhase } from './phase';

const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const WALLET = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const PTT_B = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const chainA = {
  name: 'LOCAL_L1',
  display_name: 'Local Chain A',
  type: 'evm',
  node_url: 'http://127.0.0.1:8545',
  transaction_explorer_template: 'https://local.invalid/tx/{0}',
};
const chainB = {
  ...chainA,
  name: 'LOCAL_L2',
  display_name: 'Local Chain B',
  node_url: 'http://127.0.0.1:8546',
};
const OUT = `0x${'0b'.repeat(32)}`;
const BACK = `0x${'0c'.repeat(32)}`;

function swap(status: string, transactions: object[], extra: object = {}): Swap {
  return {
    id: 's1',
    status,
    source_network: chainA,
    source_token: { symbol: 'ETH', contract: null, decimals: 18 },
    destination_network: chainB,
    destination_token: { symbol: 'PTT', contract: PTT_B, decimals: 18 },
    destination_address: ME,
    transactions,
    ...extra,
  } as unknown as Swap;
}

const stored: Pick<StoredSwap, 'destinationAddress' | 'payout' | 'expected'> = {
  destinationAddress: ME,
  payout: { token: { symbol: 'PTT', contract: PTT_B, decimals: 18 }, minimum: '990', refundTo: WALLET },
  expected: {
    origin: 'created',
    network: { name: 'LOCAL_L1', family: 'evm', chainId: '31337' },
    token: { symbol: 'ETH', contract: null, decimals: 18 },
    amount: '10000',
    destination: { network: 'LOCAL_L2', address: ME },
    depository: null,
  },
};

const any = () => true;
/** `null`: a swap this browser does not keep (opened by id). */
const target = (s: Swap, st: typeof stored | null = stored, reader = any, mayReach = any) =>
  deliveryTarget(s, swapPhase(s), st ?? undefined, { hasReader: reader, mayReach, now: 5 });

describe('deliveryTarget', () => {
  it('nothing to check while the swap is not completed or refunded', () => {
    expect(target(swap('ls_transfer_pending', []))).toBeNull();
    expect(target(swap('failed', []))).toBeNull();
  });

  it('a completed swap: its output on the destination, held to the stored choice and minimum', () => {
    const found = target(swap('completed', [{ type: 'output', transaction_hash: OUT }]));
    expect(found).toEqual({
      target: {
        kind: 'output',
        hash: OUT,
        network: chainB,
        networkName: 'Local Chain B',
        nodeUrl: 'http://127.0.0.1:8546',
        explorerUrl: `https://local.invalid/tx/${OUT}`,
        claim: {
          family: 'evm',
          recipient: ME,
          token: { symbol: 'PTT', contract: PTT_B, decimals: 18 },
          minimum: 990n,
        },
      },
    });
  });

  it('a swap opened by id: the swap’s own destination and token, no minimum', () => {
    const found = target(swap('completed', [{ type: 'output', transaction_hash: OUT }]), null);
    expect(found && 'target' in found ? found.target.claim : null).toEqual({
      family: 'evm',
      recipient: ME,
      token: { symbol: 'PTT', contract: PTT_B, decimals: 18 },
      minimum: null,
    });
  });

  it('a refund: on the source, to the refund address, at least the deposit less the fee named', () => {
    const s = swap('refunded', [
      { type: 'input', transaction_hash: '0x1', amount: 0.00000000000001, from: '0xsomeone' },
      { type: 'refund', transaction_hash: BACK, amount: 0.000000000000009, fee_amount: 0.000000000000000_1 },
    ]);
    const found = target(s);
    expect(found && 'target' in found ? found.target : null).toMatchObject({
      kind: 'refund',
      networkName: 'Local Chain A',
      claim: { recipient: WALLET, token: { symbol: 'ETH', contract: null }, minimum: 10_000n - 100n },
    });
  });

  it('a refund’s fee above 5 % of the deposit counts as 5 %; less arrived than asked: the smaller', () => {
    const s = swap('refunded', [
      { type: 'input', transaction_hash: '0x1', amount: 0.000000000000008 },
      { type: 'refund', transaction_hash: BACK, fee_amount: 0.000000000000005 },
    ]);
    const found = target(s);
    expect(found && 'target' in found ? found.target.claim.minimum : null).toBe(8_000n - 400n);
  });

  it('a refund of a swap opened by id goes to the deposit’s sender the service names', () => {
    const s = swap('refunded', [
      { type: 'input', transaction_hash: '0x1', amount: 1, from: WALLET },
      { type: 'refund', transaction_hash: BACK },
    ]);
    const found = target(s, null);
    expect(found && 'target' in found ? found.target.claim.recipient : null).toBe(WALLET);
  });

  it('not checked, and why: no transaction, no reader, no node, no refund address', () => {
    const reason = (found: ReturnType<typeof target>) =>
      found && 'unchecked' in found ? found.unchecked.record.verdict : null;
    expect(reason(target(swap('completed', [])))).toEqual({
      verdict: 'not_checked',
      reason: 'no_transaction',
    });
    expect(
      reason(target(swap('completed', [{ type: 'output', transaction_hash: OUT }]), stored, () => false)),
    ).toEqual({
      verdict: 'not_checked',
      reason: 'no_reader',
    });
    const noNode = swap('completed', [{ type: 'output', transaction_hash: OUT }], {
      destination_network: { ...chainB, node_url: 'ws://x', nodes: [] },
    });
    expect(reason(target(noNode))).toEqual({ verdict: 'not_checked', reason: 'no_node' });
    // A node the page's policy bars is none it can ask.
    const barred = target(
      swap('completed', [{ type: 'output', transaction_hash: OUT }]),
      stored,
      any,
      () => false,
    );
    expect(reason(barred)).toEqual({ verdict: 'not_checked', reason: 'no_node' });
    const refund = swap('refunded', [{ type: 'refund', transaction_hash: BACK }]);
    expect(reason(target(refund, null))).toEqual({ verdict: 'not_checked', reason: 'no_recipient' });
    const record = target(swap('completed', []));
    expect(record && 'unchecked' in record ? record.unchecked.record : null).toMatchObject({
      kind: 'output',
      hash: null,
      network: 'Local Chain B',
      checkedAt: 5,
    });
  });
});
