/**
 * The TON deposit builder on the sandbox's own call_data: the TonConnect request it returns is
 * decoded with @ton/core (addresses, amounts, comment and jetton transfer bodies), every way an
 * action can disagree with itself or with what the person chose is refused with a sentence, and
 * the jetton wallet is the one computed from a jetton wallet code Portage knows: a node's other
 * wallet, hidden code or code of its own is refused.
 */
import { Address, beginCell, Cell, contractAddress } from '@ton/core';
import { JettonWallet } from '@ton-community/assets-sdk/dist/jetton/JettonWallet.js';
import { describe, expect, it } from 'vitest';
import { JETTON_WALLET_CODE } from '../../../service/chains/ton/contracts';
import type { DepositAction } from '../../api/types';
import { formatUnits } from '../../lib/amount';
import type { ExpectedDeposit } from '../kit/expected';
import { DepositRefusal } from '../kit/refusal';
import { expectedFor } from '../sandbox-actions.test-support';
import {
  buildTonDeposit,
  COINS_MAX,
  commentCell,
  describeTonDeposit,
  JETTON_FORWARD_AMOUNT,
  JETTON_TRANSFER_ATTACHED,
  JETTON_TRANSFER_OP,
  type TonDeposit,
  type TonDepositContext,
  TonDepositError,
  type TonDepositErrorCode,
} from './deposit';
import { computeJettonWallet, KNOWN_JETTON_WALLET_CODES } from './jetton-wallets';
import { TON_TOKEN, type TokenSpec, tonDepositAction } from './test-support';

/** Basechain accounts 0x11…, 0x22…, 0x33… (the deposit, the sender, a jetton master), and others. */
const DEPOSIT = new Address(0, Buffer.alloc(32, 0x11));
const SENDER = new Address(0, Buffer.alloc(32, 0x22));
const MASTER = new Address(0, Buffer.alloc(32, 0x33));
const OTHER_MASTER = new Address(0, Buffer.alloc(32, 0x55));
const OTHER_OWNER = new Address(0, Buffer.alloc(32, 0x66));
/**
 * The sender's PTT wallet, as @ton-community/assets-sdk (the sandbox's jetton) computes it from
 * the standard wallet code: independently of the builder's own recomputation.
 */
const walletOf = (owner: Address, master: Address) =>
  JettonWallet.createFromConfig({ owner, jettonMaster: master }, JETTON_WALLET_CODE).address;
const JETTON_WALLET = walletOf(SENDER, MASTER);
const SEQUENCE = 11177265n;
const NOW = 1_790_000_000;
const TON = TON_TOKEN;
const PTT = { symbol: 'PTT', contract: MASTER.toString(), decimals: 9 };
/** USDT's wallet code as its master hands it out: a library cell (tag 2, the code's hash). */
const USDT_LIBRARY = (() => {
  const usdt = KNOWN_JETTON_WALLET_CODES.find((known) => known.layout === 'stablecoin');
  const bits = beginCell()
    .storeUint(2, 8)
    .storeBuffer(Buffer.from(usdt?.library ?? '', 'hex'))
    .endCell().bits;
  return new Cell({ exotic: true, bits });
})();
/**
 * Code a lying node could hand out, and the address it makes "recompute" for the sender and the
 * chosen master in the TEP-74 layout: an account whose code the node chose.
 */
const NODE_CODE = beginCell().storeUint(0x0badc0de, 32).endCell();
const NODE_MADE_WALLET = contractAddress(0, {
  code: NODE_CODE,
  data: beginCell().storeCoins(0).storeAddress(SENDER).storeAddress(MASTER).storeRef(NODE_CODE).endCell(),
});

/** A deposit action whose call_data the sandbox itself built, parsed as the API client parses it. */
function action(
  spec: { amount?: bigint; token?: TokenSpec; deposit?: string; sequence?: bigint } = {},
  raw: Record<string, unknown> = {},
): DepositAction {
  return tonDepositAction(
    {
      amount: spec.amount ?? 1_500_000_000n,
      token: spec.token ?? TON,
      depositAddress: spec.deposit ?? DEPOSIT.toString(),
      sourceAddress: SENDER.toString({ bounceable: false }),
      sequenceNumber: spec.sequence ?? SEQUENCE,
    },
    raw,
  );
}

/** What the person chose: the route lists' TON_MAINNET and token, and the amount typed. */
function chosen(spec: { amount?: bigint; token?: TokenSpec } = {}, patch: Partial<ExpectedDeposit> = {}) {
  return expectedFor(
    {
      family: 'ton',
      amount: spec.amount ?? 1_500_000_000n,
      token: spec.token ?? TON,
      network: { name: 'TON_MAINNET' },
    },
    patch,
  );
}

const context: TonDepositContext = {
  expected: chosen(),
  sender: SENDER.toString({ bounceable: false }),
  now: NOW,
  sequenceNumber: SEQUENCE,
};
function jettonContext(amount: bigint = 1_500_000_000n): TonDepositContext {
  return {
    ...context,
    expected: chosen({ amount, token: PTT }),
    jettonWallet: JETTON_WALLET.toString(),
    jettonWalletCode: JETTON_WALLET_CODE,
  };
}

/** The action with its call_data JSON edited. */
function withCallData(a: DepositAction, edit: (callData: Record<string, unknown>) => unknown): DepositAction {
  const parsed = JSON.parse(a.call_data ?? '{}') as Record<string, unknown>;
  const edited = edit(parsed) ?? parsed;
  return { ...a, call_data: JSON.stringify(edited) };
}

/** The refusal `run` throws; `built` stays empty, since nothing was built. */
function refusal(run: () => TonDeposit): DepositRefusal {
  let built: TonDeposit | undefined;
  try {
    built = run();
  } catch (error) {
    expect(built).toBeUndefined();
    expect(error).toBeInstanceOf(DepositRefusal);
    const refused = error as DepositRefusal;
    // The builder's own refusals, and the expectation's.
    expect(['TonDepositError', 'ExpectedDepositError']).toContain(refused.name);
    if (refused.name === 'TonDepositError') expect(refused).toBeInstanceOf(TonDepositError);
    // A sentence for a person: no programmer's leftovers.
    expect(refused.message).toMatch(/^[A-Z].*\.$/);
    expect(refused.message).not.toMatch(/undefined|null|NaN|\[object/);
    return refused;
  }
  throw new Error('expected buildTonDeposit to refuse');
}

function expectRefused(
  run: () => TonDeposit,
  code: TonDepositErrorCode | ExpectedCode,
  message?: RegExp,
): DepositRefusal {
  const refused = refusal(run);
  expect(refused.code).toBe(code);
  if (message) expect(refused.message).toMatch(message);
  return refused;
}

type ExpectedCode = 'NO_EXPECTATION' | 'WRONG_NETWORK' | 'WRONG_TOKEN' | 'WRONG_DECIMALS' | 'WRONG_AMOUNT';

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

  it("sends the swap's number as plain digits, whatever zeros the service's comment led with", () => {
    const padded = withCallData(action(), (c) => ({ ...c, comment: '00011177265' }));
    const built = buildTonDeposit(padded, context);
    expect(built.comment).toBe('11177265');
    expect(readText(cellOf(built.request.messages[0].payload))).toBe('11177265');
  });

  it('takes the validity it is given', () => {
    expect(buildTonDeposit(action(), { ...context, validForSeconds: 60 }).request.validUntil).toBe(NOW + 60);
  });
});

describe('buildTonDeposit: a jetton', () => {
  it("is a jetton transfer sent to the sender's own jetton wallet, the comment in the forward payload", () => {
    const built = buildTonDeposit(
      action({ amount: 250_000_000_000n, token: PTT }),
      jettonContext(250_000_000_000n),
    );
    expect(built.kind).toBe('jetton');
    expect(built.jettonWalletCode?.hash).toBe(JETTON_WALLET_CODE.hash().toString('hex'));
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

  it("needs the node's answers for the sender's jetton wallet and the master's code from the caller", () => {
    const { jettonWallet: _wallet, ...noWallet } = jettonContext();
    expect(() => buildTonDeposit(action({ token: PTT }), noWallet)).toThrow(RangeError);
    expect(() =>
      buildTonDeposit(action({ token: PTT }), { ...jettonContext(), jettonWallet: 'nope' }),
    ).toThrow(RangeError);
    const { jettonWalletCode: _code, ...noCode } = jettonContext();
    expect(() => buildTonDeposit(action({ token: PTT }), noCode)).toThrow(RangeError);
  });

  it('takes the jetton master in any spelling of the same account', () => {
    for (const spelling of [
      MASTER.toRawString(),
      MASTER.toString({ bounceable: false }),
      MASTER.toString(),
    ]) {
      const built = buildTonDeposit(action({ token: { ...PTT, contract: spelling } }), jettonContext());
      expect(built.kind).toBe('jetton');
    }
  });

  it("computes the wallet from USDT's code too: a library cell, the stablecoin layout", () => {
    const usdt = computeJettonWallet(USDT_LIBRARY, MASTER, SENDER);
    expect(usdt?.code.layout).toBe('stablecoin');
    const built = buildTonDeposit(action({ token: PTT }), {
      ...jettonContext(),
      jettonWallet: usdt?.address.toString(),
      jettonWalletCode: USDT_LIBRARY,
    });
    expect(Address.parse(built.request.messages[0].address).equals(usdt?.address as Address)).toBe(true);
    expect(built.jettonWalletCode?.layout).toBe('stablecoin');
    // The same sender and master under the sandbox's code is another account.
    expect(usdt?.address.equals(JETTON_WALLET)).toBe(false);
    // Nothing rests on the node's word, so the preview has no caveat.
    expect(describeTonDeposit(built, chosen({ token: PTT }), 'TON').caveat).toBeNull();
  });
});

/**
 * The jetton wallet the transfer goes to: computed from a code on Portage's list, or refused,
 * each case with its own sentence, before anything is built.
 */
describe('buildTonDeposit: the jetton wallet', () => {
  const build = (patch: Partial<TonDepositContext>) => () =>
    buildTonDeposit(action({ token: PTT }), { ...jettonContext(), ...patch });

  it("refuses the node's answer when it is not the wallet computed from the master's code", () => {
    for (const wallet of [walletOf(SENDER, OTHER_MASTER), walletOf(OTHER_OWNER, MASTER), NODE_MADE_WALLET]) {
      const refused = expectRefused(build({ jettonWallet: wallet.toString() }), 'WRONG_JETTON_WALLET');
      expect(refused.message).toBe(
        `The TON node gives ${wallet.toString()} as your PTT jetton wallet, but your wallet for the PTT you chose is ${JETTON_WALLET.toString()}: Portage will not send it.`,
      );
    }
  });

  it('refuses code a node supplies that is not on the list, even when it makes the wallet it gives', () => {
    const refused = expectRefused(
      build({ jettonWallet: NODE_MADE_WALLET.toString(), jettonWalletCode: NODE_CODE }),
      'UNKNOWN_JETTON_CODE',
    );
    expect(refused.message).toBe(
      `The wallet code of the PTT jetton (hash ${NODE_CODE.hash().toString('hex').slice(0, 16)}…) is not one Portage knows, so Portage cannot work out your PTT jetton wallet itself: Portage will not send it.`,
    );
    // The jetton master's own code is no jetton wallet code either.
    const minter = beginCell().storeUint(0x6d696e74, 32).endCell();
    expectRefused(build({ jettonWalletCode: minter }), 'UNKNOWN_JETTON_CODE', /is not one Portage knows/);
  });

  it("refuses when the node hides the master's code, whatever wallet it vouches for", () => {
    for (const wallet of [JETTON_WALLET, walletOf(SENDER, OTHER_MASTER)]) {
      const refused = expectRefused(
        build({ jettonWallet: wallet.toString(), jettonWalletCode: null }),
        'UNKNOWN_JETTON_CODE',
      );
      expect(refused.message).toBe(
        'The TON node does not give the wallet code of the PTT jetton, so Portage cannot work out your PTT jetton wallet itself: Portage will not send it.',
      );
    }
  });

  it('computes with the layout of the listed code, not any layout that happens to match', () => {
    // The sandbox's code with USDT's layout names another account: refused, not "recomputed".
    const stablecoinData = beginCell()
      .storeUint(0, 4)
      .storeCoins(0)
      .storeAddress(SENDER)
      .storeAddress(MASTER)
      .endCell();
    const wrongLayout = contractAddress(0, { code: JETTON_WALLET_CODE, data: stablecoinData });
    expectRefused(build({ jettonWallet: wrongLayout.toString() }), 'WRONG_JETTON_WALLET');
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
      'WRONG_DECIMALS',
    );
  });

  it('TON with other than nine decimals, even when the route lists say so', () => {
    const six = { ...TON, decimals: 6 };
    expectRefused(
      () =>
        buildTonDeposit(action({}, { token: six, amount: 1500 }), {
          ...context,
          expected: chosen({ token: six }),
        }),
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

  it('a comment that is not a swap number: free text, or the number in another form', () => {
    for (const comment of [
      'abc',
      '12a',
      ' 11177265',
      '11177265 ',
      '-5',
      '+11177265',
      '11177265.0',
      '1.1177265e7',
      'swap 11177265',
      42,
      11177265,
    ]) {
      const refused = expectRefused(
        () =>
          buildTonDeposit(
            withCallData(action(), (c) => ({ ...c, comment })),
            context,
          ),
        'BAD_MEMO',
      );
      expect(refused.message).toBe(
        "The service's TON comment is not a swap number, so the deposit could not be matched to this swap: Portage will not send them.",
      );
    }
  });

  it("another swap's number as the comment, TON or jetton, however close", () => {
    const refused = expectRefused(
      () => buildTonDeposit(action({ sequence: SEQUENCE + 1n }), context),
      'WRONG_SEQUENCE',
    );
    expect(refused.message).toBe(
      "The service's TON comment (11177266) is not this swap's number (11177265), so the deposit would be credited to another swap: Portage will not send them.",
    );
    expectRefused(
      () => buildTonDeposit(action({ token: PTT, sequence: 42n }), jettonContext()),
      'WRONG_SEQUENCE',
    );
    for (const comment of ['11177264', '111772650', '0', '1'.repeat(65)]) {
      expectRefused(
        () =>
          buildTonDeposit(
            withCallData(action(), (c) => ({ ...c, comment })),
            context,
          ),
        'WRONG_SEQUENCE',
      );
    }
  });

  it('no comment: the key missing, empty or null', () => {
    const missing = withCallData(action(), ({ comment: _dropped, ...rest }) => rest);
    expect(expectRefused(() => buildTonDeposit(missing, context), 'MISSING_FIELD').message).toBe(
      "The service's deposit instructions carry no TON comment, so the deposit could not be matched to this swap: Portage will not send them.",
    );
    for (const comment of ['', null]) {
      expectRefused(
        () =>
          buildTonDeposit(
            withCallData(action(), (c) => ({ ...c, comment })),
            context,
          ),
        'MISSING_FIELD',
      );
    }
    expectRefused(
      () =>
        buildTonDeposit(
          withCallData(action({ token: PTT }), ({ comment: _c, ...rest }) => rest),
          jettonContext(),
        ),
      'MISSING_FIELD',
    );
  });

  it("any comment while the swap's number is unknown, even the sandbox's own", () => {
    const refused = expectRefused(
      () => buildTonDeposit(action(), { ...context, sequenceNumber: undefined }),
      'NO_SEQUENCE',
    );
    expect(refused.message).toBe(
      "The service did not give this swap's number, so Portage cannot tell whether the TON comment would credit the deposit to this swap: Portage will not send them.",
    );
    expectRefused(
      () => buildTonDeposit(action({ token: PTT }), { ...jettonContext(), sequenceNumber: undefined }),
      'NO_SEQUENCE',
    );
  });

  it('a zero amount, and one beyond what TON Coins can hold (even when that is what was chosen)', () => {
    const as = (amount: bigint) => ({ ...context, expected: chosen({ amount }) });
    expectRefused(
      () =>
        buildTonDeposit(
          withCallData(action({}, { amount: 0, amount_in_base_units: '0' }), (c) => ({ ...c, amount: '0' })),
          as(0n),
        ),
      'AMOUNT_MISMATCH',
      /amount of zero/,
    );
    const huge = COINS_MAX + 1n;
    const beyond = withCallData(
      action({}, { amount: Number(formatUnits(huge, 9)), amount_in_base_units: huge.toString() }),
      (c) => ({ ...c, amount: huge.toString() }),
    );
    expectRefused(() => buildTonDeposit(beyond, as(huge)), 'AMOUNT_MISMATCH', /larger than any TON amount/);
    // The largest Coins value is still sendable.
    const largest = withCallData(
      action({}, { amount: Number(formatUnits(COINS_MAX, 9)), amount_in_base_units: COINS_MAX.toString() }),
      (c) => ({ ...c, amount: COINS_MAX.toString() }),
    );
    expect(buildTonDeposit(largest, as(COINS_MAX)).request.messages[0].amount).toBe(COINS_MAX.toString());
  });

  it('a jetton master that is not a TON address, and a missing token or amount', () => {
    expectRefused(
      () =>
        buildTonDeposit(
          action({ token: PTT }, { token: { ...PTT, contract: '0xdeadbeef' } }),
          jettonContext(),
        ),
      'WRONG_TOKEN',
      /the token contract 0xdeadbeef, not the PTT you chose/,
    );
    expectRefused(
      () => buildTonDeposit(action({}, { token: undefined }), context),
      'WRONG_TOKEN',
      /do not say which token to send/,
    );
    expectRefused(
      () => buildTonDeposit(action({}, { amount_in_base_units: undefined }), context),
      'WRONG_AMOUNT',
      /an unstated amount/,
    );
    expectRefused(() => buildTonDeposit(action({}, { amount_in_base_units: '-5' }), context), 'WRONG_AMOUNT');
  });

  it('nothing from a context it cannot use', () => {
    expect(() => buildTonDeposit(action(), { ...context, sender: '0xabc' })).toThrow(RangeError);
    expect(() => buildTonDeposit(action(), { ...context, now: 0 })).toThrow(RangeError);
    expect(() => buildTonDeposit(action(), { ...context, validForSeconds: -1 })).toThrow(RangeError);
  });
});

describe('describeTonDeposit', () => {
  it("reads the amount, the deposit address and the swap's number back from the TON message", () => {
    const built = buildTonDeposit(action(), context);
    expect(describeTonDeposit(built, context.expected, 'TON')).toEqual({
      amount: 1_500_000_000n,
      decimals: 9,
      symbol: 'TON',
      network: 'TON',
      to: DEPOSIT.toString(),
      fee: null,
      caveat: null,
      memo: '11177265',
    });
  });

  it('reads them from the jetton transfer in the body, not from the message to the jetton wallet', () => {
    const ctx = jettonContext(250_000_000_000n);
    const built = buildTonDeposit(action({ amount: 250_000_000_000n, token: PTT }), ctx);
    const preview = describeTonDeposit(built, ctx.expected, 'TON');
    expect(preview).toMatchObject({
      amount: 250_000_000_000n,
      decimals: 9,
      symbol: 'PTT',
      caveat: null,
      memo: '11177265',
    });
    expect(Address.parse(preview.to).equals(DEPOSIT)).toBe(true);
  });

  it("refuses a request whose comment is not a swap's number", () => {
    const built = buildTonDeposit(action(), context);
    const [message] = built.request.messages;
    const text = commentCell('hello').toBoc().toString('base64');
    const tampered: TonDeposit = {
      ...built,
      request: { ...built.request, messages: [{ ...message, payload: text }] },
    };
    expect(() => describeTonDeposit(tampered, context.expected, 'TON')).toThrow(/swap's number/);
    const empty: TonDeposit = {
      ...built,
      request: {
        ...built.request,
        messages: [{ ...message, payload: beginCell().endCell().toBoc().toString('base64') }],
      },
    };
    expect(() => describeTonDeposit(empty, context.expected, 'TON')).toThrow(TonDepositError);
  });

  it('refuses a request whose amount is not the one chosen', () => {
    const built = buildTonDeposit(action(), context);
    const [message] = built.request.messages;
    const tampered: TonDeposit = {
      ...built,
      request: { ...built.request, messages: [{ ...message, amount: '1500000001' }] },
    };
    expect(() => describeTonDeposit(tampered, context.expected, 'TON')).toThrow(TonDepositError);

    const ctx = jettonContext();
    const jetton = buildTonDeposit(action({ token: PTT }), ctx);
    const [sent] = jetton.request.messages;
    const body = beginCell()
      .storeUint(JETTON_TRANSFER_OP, 32)
      .storeUint(0, 64)
      .storeCoins(1_500_000_001n)
      .storeAddress(DEPOSIT)
      .endCell();
    const more: TonDeposit = {
      ...jetton,
      request: { ...jetton.request, messages: [{ ...sent, payload: body.toBoc().toString('base64') }] },
    };
    expect(() => describeTonDeposit(more, ctx.expected, 'TON')).toThrow(/not the 1\.5 PTT you chose/);
  });
});

/**
 * What a lying service or node could try. Each is refused with a sentence, and nothing is built:
 * the builder returns no request for the wallet to sign.
 */
describe('hostile TON deposits: refused, nothing built', () => {
  const jetton = { token: PTT };
  const cases: { name: string; run: () => TonDeposit; code: string }[] = [
    {
      name: 'another jetton master than the one chosen',
      run: () =>
        buildTonDeposit(
          action(jetton, { token: { ...PTT, contract: OTHER_MASTER.toString() } }),
          jettonContext(),
        ),
      code: 'WRONG_TOKEN',
    },
    {
      name: 'the chosen master under another symbol',
      run: () => buildTonDeposit(action(jetton, { token: { ...PTT, symbol: 'USDT' } }), jettonContext()),
      code: 'WRONG_TOKEN',
    },
    {
      name: 'other decimals than the route lists give',
      run: () =>
        buildTonDeposit(action(jetton, { token: { ...PTT, decimals: 6 }, amount: 1500 }), jettonContext()),
      code: 'WRONG_DECIMALS',
    },
    {
      name: 'another network',
      run: () => buildTonDeposit(action({}, { network: { name: 'TON_TESTNET', type: 'ton' } }), context),
      code: 'WRONG_NETWORK',
    },
    {
      name: 'one nanoton more than chosen',
      run: () => buildTonDeposit(action({ amount: 1_500_000_001n }), context),
      code: 'WRONG_AMOUNT',
    },
    {
      name: 'one jetton base unit less than chosen',
      run: () => buildTonDeposit(action({ amount: 1_499_999_999n, token: PTT }), jettonContext()),
      code: 'WRONG_AMOUNT',
    },
    {
      name: 'TON where the jetton was chosen',
      run: () => buildTonDeposit(action(), jettonContext()),
      code: 'WRONG_TOKEN',
    },
    {
      name: 'the jetton where TON was chosen',
      run: () => buildTonDeposit(action(jetton), { ...jettonContext(), expected: chosen() }),
      code: 'WRONG_TOKEN',
    },
    {
      name: 'no expectation at all',
      run: () => buildTonDeposit(action(), { ...context, expected: undefined as unknown as ExpectedDeposit }),
      code: 'NO_EXPECTATION',
    },
    {
      name: 'the comment of another swap, all else honest',
      run: () => buildTonDeposit(action({ token: PTT, sequence: SEQUENCE + 1n }), jettonContext()),
      code: 'WRONG_SEQUENCE',
    },
    {
      name: 'a free-text comment',
      run: () =>
        buildTonDeposit(
          withCallData(action(), (c) => ({ ...c, comment: 'for swap 11177265' })),
          context,
        ),
      code: 'BAD_MEMO',
    },
    {
      name: 'no comment',
      run: () =>
        buildTonDeposit(
          withCallData(action(), ({ comment: _c, ...rest }) => rest),
          context,
        ),
      code: 'MISSING_FIELD',
    },
    {
      name: "the swap's number unknown",
      run: () => buildTonDeposit(action(), { ...context, sequenceNumber: undefined }),
      code: 'NO_SEQUENCE',
    },
    {
      name: "the sender's jetton wallet of another master",
      run: () =>
        buildTonDeposit(action(jetton), {
          ...jettonContext(),
          jettonWallet: walletOf(SENDER, OTHER_MASTER).toString(),
        }),
      code: 'WRONG_JETTON_WALLET',
    },
    {
      name: "another owner's jetton wallet of the master",
      run: () =>
        buildTonDeposit(action(jetton), {
          ...jettonContext(),
          jettonWallet: walletOf(OTHER_OWNER, MASTER).toString(),
        }),
      code: 'WRONG_JETTON_WALLET',
    },
    {
      name: "the sender's wallet of another master, the master's code hidden",
      run: () =>
        buildTonDeposit(action(jetton), {
          ...jettonContext(),
          jettonWallet: walletOf(SENDER, OTHER_MASTER).toString(),
          jettonWalletCode: null,
        }),
      code: 'UNKNOWN_JETTON_CODE',
    },
    {
      name: 'a wallet made from code the node supplies',
      run: () =>
        buildTonDeposit(action(jetton), {
          ...jettonContext(),
          jettonWallet: NODE_MADE_WALLET.toString(),
          jettonWalletCode: NODE_CODE,
        }),
      code: 'UNKNOWN_JETTON_CODE',
    },
    {
      name: 'a jetton wallet that is not computed from the code',
      run: () =>
        buildTonDeposit(action(jetton), {
          ...jettonContext(),
          jettonWallet: new Address(0, Buffer.alloc(32, 0x44)).toString(),
        }),
      code: 'WRONG_JETTON_WALLET',
    },
  ];
  let refused = 0;

  it.each(cases)('$name', ({ run, code }) => {
    expectRefused(run, code as TonDepositErrorCode);
    refused++;
  });

  it('tried every one and refused every one', () => {
    expect(cases.length).toBeGreaterThanOrEqual(8);
    expect(refused).toBe(cases.length);
  });

  it('and the sandbox-made actions these start from are accepted', () => {
    expect(buildTonDeposit(action(), context).kind).toBe('native');
    expect(buildTonDeposit(action(jetton), jettonContext()).kind).toBe('jetton');
  });
});
