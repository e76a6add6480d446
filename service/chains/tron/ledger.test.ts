/**
 * The verifying ledger on its own: what it accepts moves exactly the amount, into the next block;
 * what a Tron node would refuse is refused with the node's code and moves nothing; a token transfer
 * that cannot run lands and fails, as on Tron.
 */
import { describe, expect, it } from 'vitest';
import { labelledTronAccount } from './keys';
import { type SignedTronTransaction, TronLedger, type TronLedgerError } from './ledger';
import { signedTransfer } from './transfer';

const ALICE = labelledTronAccount('ledger test alice');
const BOB = labelledTronAccount('ledger test bob');
const TOKEN = labelledTronAccount('ledger test token').address;
const OTHER_TOKEN = labelledTronAccount('ledger test other token').address;

function setUp() {
  let clock = 1_800_000_000_000;
  const ledger = new TronLedger({
    trx: { [ALICE.address]: 100_000_000n },
    tokens: { [TOKEN]: { [ALICE.address]: 5n * 10n ** 18n } },
    now: () => clock,
  });
  ledger.mine();
  return {
    ledger,
    advance: (ms: number) => {
      clock += ms;
    },
    send: (spec: Partial<Parameters<typeof signedTransfer>[0]> = {}) =>
      signedTransfer({
        privateKey: ALICE.privateKey,
        from: ALICE.address,
        to: BOB.address,
        amount: 1_000_000n,
        memo: '42',
        refBlock: ledger.head(),
        ...spec,
      }),
  };
}

function refusal(run: () => unknown): TronLedgerError {
  try {
    run();
  } catch (error) {
    return error as TronLedgerError;
  }
  throw new Error('expected a refusal');
}

describe('TronLedger', () => {
  it('applies a signed TRX transfer exactly and puts it, with its memo, in the next block', () => {
    const { ledger, send } = setUp();
    const tx = send();
    const entry = ledger.submit(tx);
    expect(entry).toMatchObject({
      kind: 'trx',
      amount: 1_000_000n,
      memo: '42',
      result: 'SUCCESS',
      blockNumber: null,
    });
    expect(ledger.trxBalance(ALICE.address)).toBe(99_000_000n);
    expect(ledger.trxBalance(BOB.address)).toBe(1_000_000n);
    const block = ledger.mine();
    expect(block.txIds).toEqual([tx.txID]);
    expect(ledger.entry(tx.txID)?.blockNumber).toBe(block.number);
    // Tron's block id layout: the height in the first 8 bytes.
    expect(Number.parseInt(block.id.slice(0, 16), 16)).toBe(block.number);
  });

  it('refuses what a node refuses, moving nothing', () => {
    const { ledger, send, advance } = setUp();
    const cases: [string, SignedTronTransaction, string][] = [
      ['another key', { ...send(), signature: send({ privateKey: BOB.privateKey }).signature }, 'SIGERROR'],
      ['more TRX than the balance', send({ amount: 100_000_001n }), 'CONTRACT_VALIDATE_ERROR'],
      ['a token that is not deployed', send({ token: OTHER_TOKEN }), 'CONTRACT_VALIDATE_ERROR'],
      [
        'a reference block of another chain',
        send({ refBlock: { ...ledger.head(), id: `${ledger.head().id.slice(0, 16)}${'00'.repeat(24)}` } }),
        'TAPOS_ERROR',
      ],
    ];
    for (const [what, tx, code] of cases) {
      expect(refusal(() => ledger.submit(tx)).code, what).toBe(code);
    }
    const twoContracts = send();
    twoContracts.raw_data.contract.push(twoContracts.raw_data.contract[0] as never);
    expect(refusal(() => ledger.submit(twoContracts)).code).toBe('CONTRACT_VALIDATE_ERROR');

    const once = send({ amount: 5n });
    ledger.submit(once);
    expect(refusal(() => ledger.submit(once)).code).toBe('DUP_TRANSACTION_ERROR');
    const late = send({ amount: 6n });
    advance(61_000);
    ledger.mine();
    expect(refusal(() => ledger.submit(late)).code).toBe('TRANSACTION_EXPIRATION_ERROR');
    expect(ledger.trxBalance(ALICE.address)).toBe(100_000_000n - 5n);
  });

  it('lands a token transfer that cannot run, failed, with balances untouched', () => {
    const { ledger, send } = setUp();
    const tooMuch = ledger.submit(send({ token: TOKEN, amount: 5n * 10n ** 18n + 1n }));
    expect(tooMuch.result).toBe('REVERT');
    const noFeeLimit = ledger.submit(send({ token: TOKEN, amount: 1n, feeLimit: 0 }));
    expect(noFeeLimit.result).toBe('OUT_OF_ENERGY');
    expect(ledger.tokenBalance(TOKEN, ALICE.address)).toBe(5n * 10n ** 18n);
    const fine = ledger.submit(send({ token: TOKEN, amount: 2n * 10n ** 18n + 3n }));
    expect(fine).toMatchObject({ kind: 'trc20', result: 'SUCCESS', amount: 2n * 10n ** 18n + 3n });
    expect(ledger.tokenBalance(TOKEN, BOB.address)).toBe(2n * 10n ** 18n + 3n);
    expect(ledger.mine().txIds).toHaveLength(3);
  });
});
