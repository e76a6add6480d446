/**
 * The TON deposit builder on the sandbox's own call_data: the TonConnect request it returns is
 * decoded with @ton/core (addresses, amounts, comment and jetton transfer bodies), and every
 * way an action can disagree with itself is refused with a sentence.
 */
import { Address, Cell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import type { DepositAction } from '../../api/types';
import { formatUnits } from '../../lib/amount';
import {
  buildTonDeposit,
  COINS_MAX,
  JETTON_FORWARD_AMOUNT,
  JETTON_TRANSFER_ATTACHED,
  JETTON_TRANSFER_OP,
  TonDepositError,
  type TonDepositErrorCode,
} from './deposit';
import { TON_TOKEN, type TokenSpec, tonDepositAction } from './testing';

/** Basechain accounts 0x11…, 0x22…, 0x33…, 0x44… (the deposit, the sender, a jetton master, its wallet). */
const DEPOSIT = new Address(0, Buffer.alloc(32, 0x11));
const SENDER = new Address(0, Buffer.alloc(32, 0x22));
const MASTER = new Address(0, Buffer.alloc(32, 0x33));
const JETTON_WALLET = new Address(0, Buffer.alloc(32, 0x44));
const SEQUENCE = 11177265n;
const NOW = 1_790_000_000;
const TON = TON_TOKEN;
const PTT = { symbol: 'PTT', contract: MASTER.toString(), decimals: 9 };

/** A deposit action whose call_data the sandbox itself built, parsed as the API client parses it. */
function action(
  spec: { amount?: bigint; token?: TokenSpec; deposit?: string } = {},
  raw: Record<string, unknown> = {},
): DepositAction {
  return tonDepositAction(
    {
      amount: spec.amount ?? 1_500_000_000n,
      token: spec.token ?? TON,
      depositAddress: spec.deposit ?? DEPOSIT.toString(),
      sourceAddress: SENDER.toString({ bounceable: false }),
      sequenceNumber: SEQUENCE,
    },
    raw,
  );
}

const context = { sender: SENDER.toString({ bounceable: false }), now: NOW };
const jettonContext = { ...context, jettonWallet: JETTON_WALLET.toString() };

/** The action with its call_data JSON edited. */
function withCallData(a: DepositAction, edit: (callData: Record<string, unknown>) => unknown): DepositAction {
  const parsed = JSON.parse(a.call_data ?? '{}') as Record<string, unknown>;
  const edited = edit(parsed) ?? parsed;
  return { ...a, call_data: JSON.stringify(edited) };
}

function refusal(run: () => unknown): TonDepositError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(TonDepositError);
    const refused = error as TonDepositError;
    expect(refused.name).toBe('TonDepositError');
    // A sentence for a person: no programmer's leftovers.
    expect(refused.message).toMatch(/^[A-Z].*\.$/);
    expect(refused.message).not.toMatch(/undefined|null|NaN|\[object/);
    return refused;
  }
  throw new Error('expected buildTonDeposit to refuse');
}

function expectRefused(run: () => unknown, code: TonDepositErrorCode, message?: RegExp) {
  const refused = refusal(run);
  expect(refused.code).toBe(code);
  if (message) expect(refused.message).toMatch(message);
}

function cellOf(payload: string): Cell {
  return Cell.fromBase64(payload);
}

function readText(cell: Cell): string {
  const slice = cell.beginParse();
  expect(slice.loadUint(32)).toBe(0);
  return slice.loadStringTail();
}

describe('buildTonDeposit: TON', () => {
  it('is one message to the deposit address with the exact nanotons and the comment', () => {
    const built = buildTonDeposit(action(), context);
    expect(built.kind).toBe('native');
    expect(built.amount).toBe(1_500_000_000n);
    expect(built.tonAttached).toBe(1_500_000_000n);
    expect(built.comment).toBe('11177265');
    const { request } = built;
    expect(request.validUntil).toBe(NOW + 300);
    expect(request.from).toBe(SENDER.toRawString());
    expect(request.messages).toHaveLength(1);
    const [message] = request.messages;
    expect(message.amount).toBe('1500000000');
    // The deposit address as the service gave it: bounceable.
    const to = Address.parseFriendly(message.address);
    expect(to.address.equals(DEPOSIT)).toBe(true);
    expect(to.isBounceable).toBe(true);
    expect(readText(cellOf(message.payload))).toBe('11177265');
  });

  it('keeps a non-bounceable deposit address non-bounceable, and sends to a raw one bounceable', () => {
    const nonBounceable = DEPOSIT.toString({ bounceable: false });
    const kept = buildTonDeposit(action({ deposit: nonBounceable }), context).request.messages[0];
    expect(kept.address).toBe(nonBounceable);
    const raw = buildTonDeposit(action({ deposit: DEPOSIT.toRawString() }), context).request.messages[0];
    expect(Address.parseFriendly(raw.address).isBounceable).toBe(true);
    expect(Address.parse(raw.address).equals(DEPOSIT)).toBe(true);
  });

  it('takes the validity it is given', () => {
    expect(buildTonDeposit(action(), { ...context, validForSeconds: 60 }).request.validUntil).toBe(NOW + 60);
  });
});

describe('buildTonDeposit: a jetton', () => {
  it("is a jetton transfer sent to the sender's own jetton wallet, the comment in the forward payload", () => {
    const built = buildTonDeposit(action({ amount: 250_000_000_000n, token: PTT }), jettonContext);
    expect(built.kind).toBe('jetton');
    expect(built.tonAttached).toBe(JETTON_TRANSFER_ATTACHED);
    const [message] = built.request.messages;
    const to = Address.parseFriendly(message.address);
    expect(to.address.equals(JETTON_WALLET)).toBe(true);
    expect(to.isBounceable).toBe(true);
    expect(message.amount).toBe('50000000');

    const body = cellOf(message.payload).beginParse();
    expect(body.loadUint(32)).toBe(JETTON_TRANSFER_OP);
    expect(body.loadUintBig(64)).toBe(SEQUENCE);
    expect(body.loadCoins()).toBe(250_000_000_000n);
    expect(body.loadAddress().equals(DEPOSIT)).toBe(true);
    // Excess back to the sender; no custom payload.
    expect(body.loadAddress().equals(SENDER)).toBe(true);
    expect(body.loadMaybeRef()).toBeNull();
    expect(body.loadCoins()).toBe(JETTON_FORWARD_AMOUNT);
    expect(body.loadBit()).toBe(true);
    expect(readText(body.loadRef())).toBe('11177265');
    expect(body.remainingBits).toBe(0);
    expect(body.remainingRefs).toBe(0);
  });

  it("needs the sender's jetton wallet from the caller", () => {
    expect(() => buildTonDeposit(action({ token: PTT }), context)).toThrow(RangeError);
    expect(() => buildTonDeposit(action({ token: PTT }), { ...context, jettonWallet: 'nope' })).toThrow(
      RangeError,
    );
  });
});

describe('buildTonDeposit refuses', () => {
  it('a manual transfer: TON deposits come from a wallet', () => {
    expectRefused(() => buildTonDeposit(action({}, { type: 'manual_transfer' }), context), 'NOT_A_TRANSFER');
  });

  it('a missing or unreadable deposit address', () => {
    expectRefused(() => buildTonDeposit(action({}, { to_address: undefined }), context), 'MISSING_FIELD');
    expectRefused(
      () => buildTonDeposit(action({}, { to_address: 'EQ-not-an-address' }), context),
      'WRONG_RECIPIENT',
      /"EQ-not-an-address", which is not a TON address/,
    );
    // One character off: the checksum fails.
    const bad = `${DEPOSIT.toString().slice(0, -1)}A`;
    expectRefused(() => buildTonDeposit(action({}, { to_address: bad }), context), 'WRONG_RECIPIENT');
  });

  it('call_data that is not the expected JSON object', () => {
    for (const callData of ['not json', '[1,2]', '"11177265"', 'null']) {
      expectRefused(() => buildTonDeposit(action({}, { call_data: callData }), context), 'BAD_CALL_DATA');
    }
    expectRefused(() => buildTonDeposit(action({}, { call_data: undefined }), context), 'MISSING_FIELD');
    expectRefused(
      () =>
        buildTonDeposit(
          withCallData(action(), (c) => ({ ...c, forward_amount: '1000' })),
          context,
        ),
      'BAD_CALL_DATA',
      /fields Portage does not know \(forward_amount\)/,
    );
    // An amount as a JSON number could already have lost digits: only exact text is accepted.
    expectRefused(
      () =>
        buildTonDeposit(
          withCallData(action(), (c) => ({ ...c, amount: 1500000000 })),
          context,
        ),
      'BAD_CALL_DATA',
    );
  });

  it('a call_data amount other than amount_in_base_units', () => {
    expectRefused(
      () =>
        buildTonDeposit(
          withCallData(action(), (c) => ({ ...c, amount: '1500000001' })),
          context,
        ),
      'WRONG_AMOUNT',
      /send 1\.500000001 TON, but the deposit is for 1\.5 TON/,
    );
  });

  it('amount_in_base_units that disagrees with amount and the decimals', () => {
    expectRefused(
      () => buildTonDeposit(action({}, { amount: 15 }), context),
      'AMOUNT_MISMATCH',
      /disagree on the amount \(15 TON, but 1\.5 TON in exact units\)/,
    );
    // TON has nine decimals: the same digits read with six are another amount.
    expectRefused(
      () => buildTonDeposit(action({}, { token: { ...TON, decimals: 6 } }), context),
      'AMOUNT_MISMATCH',
    );
  });

  it('TON with other than nine decimals', () => {
    expectRefused(
      () => buildTonDeposit(action({}, { token: { ...TON, decimals: 6 }, amount: 1500 }), context),
      'WRONG_TOKEN',
      /give TON 6 decimals, but TON has 9/,
    );
  });

  it('an asset other than the token', () => {
    expectRefused(
      () =>
        buildTonDeposit(
          withCallData(action(), (c) => ({ ...c, asset: 'USDT' })),
          context,
        ),
      'WRONG_TOKEN',
      /name the asset "USDT", but the deposit is in TON/,
    );
  });

  it('a comment that is not the swap number', () => {
    for (const comment of ['', 'abc', '12a', ' 123', '-5', '1'.repeat(65), 42]) {
      expectRefused(
        () =>
          buildTonDeposit(
            withCallData(action(), (c) => ({ ...c, comment })),
            context,
          ),
        'BAD_COMMENT',
      );
    }
  });

  it('a zero amount, and one beyond what TON Coins can hold', () => {
    expectRefused(
      () =>
        buildTonDeposit(
          withCallData(action({}, { amount: 0, amount_in_base_units: '0' }), (c) => ({ ...c, amount: '0' })),
          context,
        ),
      'AMOUNT_MISMATCH',
      /amount of zero/,
    );
    const huge = COINS_MAX + 1n;
    const beyond = withCallData(
      action({}, { amount: Number(formatUnits(huge, 9)), amount_in_base_units: huge.toString() }),
      (c) => ({ ...c, amount: huge.toString() }),
    );
    expectRefused(() => buildTonDeposit(beyond, context), 'AMOUNT_MISMATCH', /larger than any TON amount/);
    // The largest Coins value is still sendable.
    const largest = withCallData(
      action({}, { amount: Number(formatUnits(COINS_MAX, 9)), amount_in_base_units: COINS_MAX.toString() }),
      (c) => ({ ...c, amount: COINS_MAX.toString() }),
    );
    expect(buildTonDeposit(largest, context).request.messages[0].amount).toBe(COINS_MAX.toString());
  });

  it('a jetton master that is not a TON address, and a missing token or amount', () => {
    expectRefused(
      () =>
        buildTonDeposit(action({ token: PTT }, { token: { ...PTT, contract: '0xdeadbeef' } }), jettonContext),
      'WRONG_TOKEN',
      /"0xdeadbeef" as the jetton master of PTT/,
    );
    expectRefused(() => buildTonDeposit(action({}, { token: undefined }), context), 'MISSING_FIELD');
    expectRefused(
      () => buildTonDeposit(action({}, { amount_in_base_units: undefined }), context),
      'MISSING_FIELD',
    );
    expectRefused(
      () => buildTonDeposit(action({}, { amount_in_base_units: '-5' }), context),
      'MISSING_FIELD',
    );
  });

  it('nothing from a context it cannot use', () => {
    expect(() => buildTonDeposit(action(), { ...context, sender: '0xabc' })).toThrow(RangeError);
    expect(() => buildTonDeposit(action(), { ...context, now: 0 })).toThrow(RangeError);
    expect(() => buildTonDeposit(action(), { ...context, validForSeconds: -1 })).toThrow(RangeError);
  });
});
