import { describe, expect, it } from 'vitest';
import type { ObservedPayout } from './payout';
import { isFinalVerdict, judgePayout, type PayoutClaim, refundMinimum } from './payout-judge';

const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const OTHER = '0x000000000000000000000000000000000000bEEF';
const PTT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

const tokenClaim: PayoutClaim = {
  family: 'evm',
  recipient: ME,
  token: { symbol: 'PTT', contract: PTT, decimals: 18 },
  minimum: 1_000n,
};
const nativeClaim: PayoutClaim = { ...tokenClaim, token: { symbol: 'ETH', contract: null, decimals: 18 } };

const confirmed = (...payments: { to: string; token: string | null; amount: bigint }[]): ObservedPayout => ({
  found: true,
  state: 'confirmed',
  payments,
});

describe('judgePayout', () => {
  it('delivered: confirmed, to the recipient, in the token, at least the minimum', () => {
    expect(judgePayout(tokenClaim, confirmed({ to: ME, token: PTT, amount: 1_000n }))).toEqual({
      verdict: 'delivered',
      paid: '1000',
      minimum: '1000',
    });
  });

  it('compares addresses and contracts as the family writes them (EVM: any case)', () => {
    const verdict = judgePayout(
      tokenClaim,
      confirmed({ to: ME.toLowerCase(), token: PTT.toUpperCase().replace('0X', '0x'), amount: 5_000n }),
    );
    expect(verdict).toEqual({ verdict: 'delivered', paid: '5000', minimum: '1000' });
  });

  it('the native coin: a payment with no token (or the zero address) is the native coin', () => {
    expect(judgePayout(nativeClaim, confirmed({ to: ME, token: null, amount: 1_000n })).verdict).toBe(
      'delivered',
    );
    expect(
      judgePayout(
        nativeClaim,
        confirmed({ to: ME, token: '0x0000000000000000000000000000000000000000', amount: 1_000n }),
      ).verdict,
    ).toBe('delivered');
  });

  it('adds up several transfers to the recipient in the token, and ignores other payments', () => {
    const verdict = judgePayout(
      tokenClaim,
      confirmed(
        { to: ME, token: PTT, amount: 600n },
        { to: OTHER, token: PTT, amount: 9_999n },
        { to: ME, token: PTT, amount: 400n },
        { to: ME, token: null, amount: 1n },
      ),
    );
    expect(verdict).toEqual({ verdict: 'delivered', paid: '1000', minimum: '1000' });
  });

  it('not found: the node does not know the transaction', () => {
    expect(judgePayout(tokenClaim, { found: false })).toEqual({
      verdict: 'not_confirmed',
      differences: [{ code: 'not_found' }],
    });
  });

  it('failed: reverted, whatever it says it paid', () => {
    expect(judgePayout(tokenClaim, { found: true, state: 'failed', payments: [] })).toEqual({
      verdict: 'not_confirmed',
      differences: [{ code: 'failed' }],
    });
  });

  it('pending: not yet confirmed, even when the payment itself is right', () => {
    expect(
      judgePayout(tokenClaim, {
        found: true,
        state: 'pending',
        payments: [{ to: ME, token: PTT, amount: 1_000n }],
      }),
    ).toEqual({ verdict: 'not_confirmed', differences: [{ code: 'pending' }] });
  });

  it('pending and paid another address: both said', () => {
    expect(
      judgePayout(tokenClaim, {
        found: true,
        state: 'pending',
        payments: [{ to: OTHER, token: PTT, amount: 1_000n }],
      }),
    ).toEqual({
      verdict: 'not_confirmed',
      differences: [{ code: 'pending' }, { code: 'recipient', expected: ME, paid: [OTHER] }],
    });
  });

  it('another address: names whom it paid, each once, at most three', () => {
    const many = ['0x01', '0x02', '0x03', '0x04'].map((n) => `0x${n.slice(2).padStart(40, '0')}`);
    const verdict = judgePayout(
      tokenClaim,
      confirmed(
        { to: OTHER, token: PTT, amount: 1_000n },
        { to: OTHER.toLowerCase(), token: PTT, amount: 1n },
        ...many.map((to) => ({ to, token: PTT, amount: 1n })),
      ),
    );
    expect(verdict).toEqual({
      verdict: 'not_confirmed',
      differences: [{ code: 'recipient', expected: ME, paid: [OTHER, many[0], many[1]] }],
    });
  });

  it('a transaction that paid nobody: another address, with none named', () => {
    expect(judgePayout(tokenClaim, confirmed())).toEqual({
      verdict: 'not_confirmed',
      differences: [{ code: 'recipient', expected: ME, paid: [] }],
    });
  });

  it('another token: paid the recipient, in something else (the native coin named as null)', () => {
    expect(
      judgePayout(
        tokenClaim,
        confirmed({ to: ME, token: USDC, amount: 1_000n }, { to: ME, token: null, amount: 5n }),
      ),
    ).toEqual({
      verdict: 'not_confirmed',
      differences: [{ code: 'token', expected: PTT, paid: [USDC, null] }],
    });
    expect(judgePayout(nativeClaim, confirmed({ to: ME, token: PTT, amount: 1_000n }))).toEqual({
      verdict: 'not_confirmed',
      differences: [{ code: 'token', expected: null, paid: [PTT] }],
    });
  });

  it('less than the minimum: both figures, in base units', () => {
    expect(judgePayout(tokenClaim, confirmed({ to: ME, token: PTT, amount: 999n }))).toEqual({
      verdict: 'not_confirmed',
      differences: [{ code: 'amount', minimum: '1000', paid: '999' }],
    });
  });

  it('no minimum known: delivered on recipient, token and confirmation, said as unchecked', () => {
    expect(
      judgePayout({ ...tokenClaim, minimum: null }, confirmed({ to: ME, token: PTT, amount: 1n })),
    ).toEqual({
      verdict: 'delivered',
      paid: '1',
      minimum: null,
    });
  });

  it('other families: Solana addresses exactly, TON by account', () => {
    const solana: PayoutClaim = {
      family: 'solana',
      recipient: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
      token: { symbol: 'SOL', contract: null, decimals: 9 },
      minimum: 10n,
    };
    expect(judgePayout(solana, confirmed({ to: solana.recipient, token: null, amount: 10n })).verdict).toBe(
      'delivered',
    );
    expect(
      judgePayout(solana, confirmed({ to: solana.recipient.toLowerCase(), token: null, amount: 10n }))
        .verdict,
    ).toBe('not_confirmed');
    const raw = `0:${'ab'.repeat(32)}`;
    const ton: PayoutClaim = { ...solana, family: 'ton', recipient: raw.toUpperCase().replace('0:', '0:') };
    expect(judgePayout(ton, confirmed({ to: raw, token: null, amount: 10n })).verdict).toBe('delivered');
  });

  it('is JSON-safe: a verdict survives a round trip', () => {
    const verdict = judgePayout(tokenClaim, confirmed({ to: ME, token: PTT, amount: 999n }));
    expect(JSON.parse(JSON.stringify(verdict))).toEqual(verdict);
  });
});

describe('isFinalVerdict', () => {
  it('a pending or unknown transaction and an unreachable node may change; the rest is final', () => {
    expect(isFinalVerdict({ verdict: 'delivered', paid: '1', minimum: null })).toBe(true);
    expect(isFinalVerdict({ verdict: 'not_confirmed', differences: [{ code: 'failed' }] })).toBe(true);
    expect(isFinalVerdict({ verdict: 'not_confirmed', differences: [{ code: 'pending' }] })).toBe(false);
    expect(isFinalVerdict({ verdict: 'not_confirmed', differences: [{ code: 'not_found' }] })).toBe(false);
    expect(isFinalVerdict({ verdict: 'not_checked', reason: 'node_error' })).toBe(false);
    expect(isFinalVerdict({ verdict: 'not_checked', reason: 'no_reader' })).toBe(true);
  });
});

describe('refundMinimum', () => {
  it('the deposit less the fee the service names', () => {
    expect(refundMinimum(10_000n, 100n)).toBe(9_900n);
    expect(refundMinimum(10_000n, 0n)).toBe(10_000n);
  });
  it('a fee above 5 % of the deposit, or none named, counts as 5 %', () => {
    expect(refundMinimum(10_000n, 9_000n)).toBe(9_500n);
    expect(refundMinimum(10_000n, null)).toBe(9_500n);
    expect(refundMinimum(10_000n, -5n)).toBe(9_500n);
  });
});
