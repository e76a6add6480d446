import { describe, expect, it } from 'vitest';
import type { Swap, SwapResponse, Transaction } from '../api/types';
import type { StatusLogEntry } from '../state/swaps';
import { swapPhase } from './phase';
import {
  firstSeenIn,
  type NextStep,
  refundFacts,
  refundRecipient,
  type SinceSource,
  slowAfter,
  statusTime,
} from './status-time';

const MIN = 60_000;
const CREATED = Date.parse('2026-11-27T10:00:00Z');
const DEPOSITED = CREATED + 2 * MIN;
const SENT = CREATED + 4 * MIN;
const NOW = CREATED + 6 * MIN;
const iso = (ms: number) => new Date(ms).toISOString();

const ETH = { symbol: 'ETH', decimals: 18 };
const ETHEREUM = { name: 'ETHEREUM_MAINNET', display_name: 'Ethereum', type: 'evm' };

const input = (overrides: Partial<Transaction> = {}): Transaction => ({
  type: 'input',
  from: '0xsender',
  to: '0xdeposit',
  transaction_hash: '0xin',
  timestamp: iso(DEPOSITED),
  amount: 0.5,
  confirmations: 3,
  max_confirmations: 3,
  ...overrides,
});
const output = (overrides: Partial<Transaction> = {}): Transaction => ({
  type: 'output',
  transaction_hash: '0xout',
  timestamp: iso(SENT),
  confirmations: 1,
  max_confirmations: 1,
  ...overrides,
});
const refund = (overrides: Partial<Transaction> = {}): Transaction => ({
  type: 'refund',
  from: '0xdeposit',
  to: '0xrefunded-to',
  transaction_hash: '0xrefund',
  timestamp: iso(SENT),
  amount: 0.4995,
  fee_amount: 0.0005,
  token: ETH,
  network: ETHEREUM,
  confirmations: 3,
  max_confirmations: 3,
  ...overrides,
});

function data(
  status: string | undefined,
  transactions: Transaction[] = [],
  extra: Partial<Swap> = {},
  avg: string | null = '00:01:30.0000000',
): Pick<SwapResponse, 'swap' | 'quote'> {
  return {
    swap: {
      id: 'swap-1',
      status,
      created_date: iso(CREATED),
      source_token: ETH,
      source_network: ETHEREUM,
      transactions,
      ...extra,
    } as Swap,
    quote: avg === null ? undefined : ({ avg_completion_time: avg } as SwapResponse['quote']),
  };
}

const log = (...entries: [string, number][]): { statusLog: StatusLogEntry[] } => ({
  statusLog: entries.map(([status, at]) => ({ status, at })),
});

describe('statusTime: since when, what next, how long usually, per status', () => {
  // [status, transactions, since source, since at, next step, usual ms]
  it.each<[string, Transaction[], SinceSource | null, number | null, NextStep, number | null]>([
    ['created', [], 'created', CREATED, 'send_deposit', null],
    ['user_transfer_pending', [], 'created', CREATED, 'send_deposit', null],
    ['user_transfer_pending', [input({ confirmations: 1 })], 'created', CREATED, 'confirm_deposit', null],
    ['user_transfer_delayed', [input({ confirmations: 1 })], 'seen', CREATED + 5 * MIN, 'delayed', null],
    ['ls_transfer_pending', [input()], 'deposit', DEPOSITED, 'service_sends', 90_000],
    [
      'ls_transfer_pending',
      [input(), output({ confirmations: 0 })],
      'deposit',
      DEPOSITED,
      'service_sends',
      90_000,
    ],
    ['refund_pending', [input()], 'seen', CREATED + 5 * MIN, 'refund_sends', 90_000],
    ['pending_refund', [input()], 'seen', CREATED + 5 * MIN, 'refund_sends', 90_000],
    ['completed', [input(), output()], 'output', SENT, 'completed', null],
    ['refunded', [input(), refund()], 'refund', SENT, 'refunded', null],
    ['failed', [], 'seen', CREATED + 5 * MIN, 'failed', null],
    ['failed', [input()], 'seen', CREATED + 5 * MIN, 'failed_deposit', null],
    ['expired', [], 'seen', CREATED + 5 * MIN, 'expired', null],
    ['cancelled', [], 'seen', CREATED + 5 * MIN, 'cancelled', null],
    ['something_new', [], 'seen', CREATED + 5 * MIN, 'unknown', null],
  ])('%s (case %#)', (status, transactions, from, at, next, usual) => {
    const stored = log(['user_transfer_pending', CREATED], [status, CREATED + 5 * MIN]);
    const time = statusTime(data(status, transactions), stored, NOW);
    expect(time.since).toEqual(from === null ? null : { from, at });
    expect(time.inStatusMs).toBe(at === null ? null : NOW - at);
    expect(time.next).toBe(next);
    expect(time.usualMs).toBe(usual);
    expect(time.slow).toBe(false);
  });

  it('a wallet deposit sent from here, not yet seen: on its way, no usual time invented', () => {
    const time = statusTime(
      data('user_transfer_pending'),
      { deposit: { txHash: '0xsent' }, ...log(['user_transfer_pending', CREATED]) },
      NOW,
    );
    expect(time).toMatchObject({ next: 'deposit_on_its_way', usualMs: null, expiry: null });
  });

  it('the deposit being confirmed says its confirmations, and no time of its own', () => {
    const time = statusTime(data('user_transfer_pending', [input({ confirmations: 1 })]), undefined, NOW);
    expect(time.confirmations).toEqual({ done: 1, required: 3 });
    expect(time.usualMs).toBeNull();
    const unknownTarget = statusTime(
      data('user_transfer_pending', [
        input({ confirmations: 0, max_confirmations: undefined, status: 'pending' }),
      ]),
      undefined,
      NOW,
    );
    expect(unknownTarget.confirmations).toEqual({ done: 0, required: null });
  });

  it('the two refund spellings are one status in the log, in any case', () => {
    const stored = log(
      ['ls_transfer_pending', CREATED],
      ['refund_pending', CREATED + MIN],
      ['Pending_Refund', CREATED + 3 * MIN],
    );
    for (const status of ['refund_pending', 'pending_refund', ' PENDING_REFUND ']) {
      expect(statusTime(data(status, [input()]), stored, NOW).since).toEqual({
        from: 'seen',
        at: CREATED + MIN,
      });
    }
  });

  it('without a date from the service or the log, the time in status is not known', () => {
    for (const status of [
      'refund_pending',
      'pending_refund',
      'failed',
      'something_new',
      'user_transfer_delayed',
    ]) {
      const time = statusTime(data(status, [input()]), undefined, NOW);
      expect(time.since).toBeNull();
      expect(time.inStatusMs).toBeNull();
      expect(time.slow).toBe(false);
    }
    // A log that ends with another status says nothing of this one.
    expect(statusTime(data('failed'), log(['ls_transfer_pending', CREATED]), NOW).since).toBeNull();
    // A date the service gives wins over the log; a missing or broken one falls back to it.
    expect(
      statusTime(
        data('completed', [input(), output({ timestamp: 'soon' })]),
        log(['completed', NOW - MIN]),
        NOW,
      ).since,
    ).toEqual({
      from: 'seen',
      at: NOW - MIN,
    });
  });

  it('a start in the future of this clock is no negative time', () => {
    const time = statusTime(
      data('user_transfer_pending', [], { created_date: iso(NOW + MIN) }),
      undefined,
      NOW,
    );
    expect(time.inStatusMs).toBe(0);
  });

  it('without the quote’s completion time, no usual time and never slow', () => {
    for (const avg of [null, 'soon', '-00:01:00']) {
      const time = statusTime(
        data('ls_transfer_pending', [input()], {}, avg),
        undefined,
        NOW + 10 * 60 * MIN,
      );
      expect(time).toMatchObject({ usualMs: null, usualOf: null, slow: false, slowAfterMs: null });
    }
  });

  it('a refund’s usual time is the route’s swap time, said as such', () => {
    expect(statusTime(data('pending_refund', [input()]), undefined, NOW)).toMatchObject({
      usualMs: 90_000,
      usualOf: 'refund',
    });
    expect(statusTime(data('ls_transfer_pending', [input()]), undefined, NOW).usualOf).toBe('swap');
  });
});

describe('statusTime: longer than usual', () => {
  it('is twice the usual time, never before five minutes', () => {
    expect(slowAfter(90_000)).toBe(5 * MIN);
    expect(slowAfter(20 * MIN)).toBe(40 * MIN);
  });

  it('says so past the threshold, for the service sending and for a refund', () => {
    const sending = data('ls_transfer_pending', [input()]);
    expect(statusTime(sending, undefined, DEPOSITED + 5 * MIN).slow).toBe(false);
    expect(statusTime(sending, undefined, DEPOSITED + 5 * MIN + 1).slow).toBe(true);
    const long = data('ls_transfer_pending', [input()], {}, '00:20:00');
    expect(statusTime(long, undefined, DEPOSITED + 39 * MIN).slow).toBe(false);
    expect(statusTime(long, undefined, DEPOSITED + 41 * MIN).slow).toBe(true);
    for (const status of ['refund_pending', 'pending_refund']) {
      const stored = log([status, CREATED]);
      expect(statusTime(data(status, [input()]), stored, CREATED + 4 * MIN).slow).toBe(false);
      expect(statusTime(data(status, [input()]), stored, CREATED + 6 * MIN).slow).toBe(true);
    }
  });

  it('never for a swap waiting on the person, a deposit confirming, an ending or an unknown status', () => {
    const late = NOW + 24 * 60 * MIN;
    for (const [status, transactions] of [
      ['user_transfer_pending', []],
      ['user_transfer_pending', [input({ confirmations: 0 })]],
      ['user_transfer_delayed', [input({ confirmations: 0 })]],
      ['completed', [input(), output()]],
      ['refunded', [input(), refund()]],
      ['failed', [input()]],
      ['expired', []],
      ['something_new', []],
    ] as [string, Transaction[]][]) {
      expect(statusTime(data(status, transactions), log([status, CREATED]), late).slow).toBe(false);
    }
  });
});

describe('statusTime: when an unfunded swap expires', () => {
  it('from the service’s expires_date while it awaits a deposit', () => {
    const at = CREATED + 120 * MIN;
    const time = statusTime(data('user_transfer_pending', [], { expires_date: iso(at) }), undefined, NOW);
    expect(time.expiry).toEqual({ known: true, at, inMs: at - NOW, passed: false });
    const passed = statusTime(data('created', [], { expires_date: iso(at) }), undefined, at + 1);
    expect(passed.expiry).toEqual({ known: true, at, inMs: 0, passed: true });
  });

  it('not known without it (or with a broken one): never an invented time', () => {
    expect(statusTime(data('user_transfer_pending'), undefined, NOW).expiry).toEqual({ known: false });
    expect(
      statusTime(data('user_transfer_pending', [], { expires_date: 'tomorrow' }), undefined, NOW).expiry,
    ).toEqual({ known: false });
  });

  it('only while it awaits a deposit', () => {
    const extra = { expires_date: iso(CREATED + 120 * MIN) };
    expect(
      statusTime(data('user_transfer_pending', [input({ confirmations: 0 })], extra), undefined, NOW).expiry,
    ).toBeNull();
    expect(
      statusTime(data('user_transfer_pending', [], extra), { deposit: { txHash: '0xsent' } }, NOW).expiry,
    ).toBeNull();
    expect(statusTime(data('ls_transfer_pending', [input()], extra), undefined, NOW).expiry).toBeNull();
    expect(statusTime(data('pending_refund', [input()], extra), undefined, NOW).expiry).toBeNull();
  });

  it('an expired swap is dated by its expiry once passed, else by when it was seen', () => {
    const at = CREATED + 5 * MIN;
    expect(statusTime(data('expired', [], { expires_date: iso(at) }), undefined, NOW).since).toEqual({
      from: 'expiry',
      at,
    });
    expect(
      statusTime(data('expired', [], { expires_date: iso(NOW + MIN) }), log(['expired', NOW - MIN]), NOW)
        .since,
    ).toEqual({ from: 'seen', at: NOW - MIN });
  });
});

describe('firstSeenIn', () => {
  it('is the start of the log’s last run of the status', () => {
    const entries = log(
      ['created', 1],
      ['refund_pending', 2],
      ['ls_transfer_pending', 3],
      ['refund_pending', 4],
    ).statusLog;
    expect(firstSeenIn(entries, 'refund_pending')).toBe(4);
    expect(firstSeenIn(entries, 'created')).toBeNull();
    expect(firstSeenIn(undefined, 'created')).toBeNull();
    expect(firstSeenIn([], 'created')).toBeNull();
  });
});

describe('refundFacts: what comes back, in which token, on which network, to which address', () => {
  const swap = data('refund_pending').swap;
  const facts = (status: string, transactions: Transaction[], stored?: Parameters<typeof refundFacts>[2]) =>
    refundFacts(swap, swapPhase({ status, transactions }), stored);

  it.each(['refund_pending', 'pending_refund'])(
    'while %s with no refund transaction yet: about the deposit, less the refund’s fee',
    (status) => {
      const result = facts(status, [input()]);
      expect(result).toMatchObject({
        done: false,
        amount: { kind: 'deposit_less_fee', value: 0.5 },
        fee: null,
        token: ETH,
        network: ETHEREUM,
        address: { value: '0xsender', from: 'sender' },
        transaction: undefined,
      });
    },
  );

  it.each(['refund_pending', 'pending_refund'])(
    'while %s with the refund sent and confirming: its amount, fee and recipient',
    (status) => {
      const result = facts(status, [input(), refund({ confirmations: 1 })]);
      expect(result).toMatchObject({
        done: false,
        amount: { kind: 'refund', value: 0.4995 },
        fee: 0.0005,
        address: { value: '0xrefunded-to', from: 'refund' },
      });
      expect(result.transaction?.transaction_hash).toBe('0xrefund');
    },
  );

  it('refunded: the refund transaction’s amount and address', () => {
    expect(facts('refunded', [input(), refund()])).toMatchObject({
      done: true,
      amount: { kind: 'refund', value: 0.4995 },
      address: { value: '0xrefunded-to', from: 'refund' },
    });
  });

  it('the address: the refund’s to, else the refund address given, else the wallet, else the sender', () => {
    const given = { refundAddress: '0xgiven', payout: { refundTo: '0xgiven' } };
    const wallet = { payout: { refundTo: '0xwallet' } };
    expect(facts('refund_pending', [input()], given).address).toEqual({
      value: '0xgiven',
      from: 'refund_address',
    });
    expect(facts('refund_pending', [input()], wallet).address).toEqual({ value: '0xwallet', from: 'wallet' });
    expect(facts('refund_pending', [input({ from: undefined })], {}).address).toBeNull();
    expect(facts('refund_pending', [input(), refund({ to: undefined })], given).address).toEqual({
      value: '0xgiven',
      from: 'refund_address',
    });
    expect(refundRecipient({ payout: { refundTo: null } }, undefined)).toBeNull();
  });

  it('the token and network: the source’s, as the refund names them when it does', () => {
    const other = { symbol: 'WETH', decimals: 18, contract: '0xweth' };
    expect(facts('refunded', [input(), refund({ token: other, network: undefined })])).toMatchObject({
      token: other,
      network: ETHEREUM,
    });
  });

  it('no deposit and no refund known: no amount invented', () => {
    expect(facts('pending_refund', []).amount).toBeNull();
  });
});
