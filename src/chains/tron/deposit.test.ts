/**
 * The Tron deposit builder on the sandbox's own call_data: the transaction it returns is checked
 * with tronweb (its encoder's `txCheck`, which TronLink runs before signing; its decoder for the
 * contract, owner, recipient, amount and memo; the ABI decoder for the TRC-20 call), signed with
 * a test key and its signer recovered; every way an action can disagree with itself is refused
 * with a sentence.
 */
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';
import { TronWeb, Trx, utils } from 'tronweb';
import { describe, expect, it } from 'vitest';
import type { DepositAction } from '../../api/types';
import { formatUnits } from '../../lib/amount';
import { type ExpectedDeposit, ExpectedDepositError } from '../kit/expected';
import type { DepositRefusal } from '../kit/refusal';
import { expectEachRefused, type HostileAction } from '../sandbox-actions.test-support';
import {
  buildTronDeposit,
  DEFAULT_FEE_LIMIT,
  DEFAULT_VALID_FOR_MS,
  decodeAddress,
  describeTronDeposit,
  encodeAddress,
  type TronDepositContext,
  TronDepositError,
  type TronDepositErrorCode,
  type TronTransaction,
  transactionId,
} from './deposit';
import { type TokenSpec, TRX_TOKEN, tronDepositAction, tronExpected } from './test-support';

/** Test-only keys: SHA-256 of public labels. */
const SENDER_KEY = bytesToHex(sha256(new TextEncoder().encode('portage tron unit test sender')));
const OTHER_KEY = bytesToHex(sha256(new TextEncoder().encode('portage tron unit test other')));
const SENDER = TronWeb.address.fromPrivateKey(SENDER_KEY) as string;
const DEPOSIT = 'TYBNgWfhGuNzdLtjKtxXTfskAhTbMcqbaG';
const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const USDT_TOKEN: TokenSpec = { symbol: 'USDT', contract: USDT, decimals: 6 };
const SEQUENCE = 11177265n;
const NOW = 1_790_000_000_000;
const BLOCK = { number: 70_123_456, id: `0000000004${'2c'.repeat(27)}` };
const AMOUNT = 12_500_000n;
/** The context of the TRX deposit `action()` makes: the person chose that token and amount. */
const context: TronDepositContext = {
  sender: SENDER,
  refBlock: BLOCK,
  now: NOW,
  sequenceNumber: SEQUENCE.toString(),
  expected: tronExpected({ amount: AMOUNT, token: TRX_TOKEN }),
};
const contextFor = (amount: bigint, token: TokenSpec = TRX_TOKEN): TronDepositContext => ({
  ...context,
  expected: tronExpected({ amount, token }),
});

function action(
  spec: { amount?: bigint; token?: TokenSpec } = {},
  raw: Record<string, unknown> = {},
): DepositAction {
  return tronDepositAction(
    {
      amount: spec.amount ?? AMOUNT,
      token: spec.token ?? TRX_TOKEN,
      depositAddress: DEPOSIT,
      sourceAddress: SENDER,
      sequenceNumber: SEQUENCE,
    },
    raw,
  );
}

function hexAddress(base58: string): string {
  return TronWeb.address.toHex(base58).toLowerCase();
}

/** tronweb's decoder writes hex in capitals. */
function decoded(type: 'TransferContract' | 'TriggerSmartContract', rawDataHex: string) {
  const raw = utils.deserializeTx.deserializeTransaction(type, rawDataHex);
  const value = raw.contract[0].parameter.value as Record<string, unknown>;
  const lower = Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      typeof field === 'string' ? field.toLowerCase() : field,
    ]),
  );
  return {
    ...raw,
    data: String(raw.data).toLowerCase(),
    value: lower,
    typeUrl: raw.contract[0].parameter.type_url as string,
  };
}

/** Signed as TronLink signs (tronweb's `signTransaction` over the txID), signer recovered by tronweb. */
function signAndRecover(transaction: TronTransaction, key = SENDER_KEY): string {
  const signed = utils.crypto.signTransaction(key, structuredClone(transaction));
  return Trx.ecRecover(signed) as string;
}

function overAmount(baseUnits: bigint, decimals: number): Record<string, unknown> {
  return { amount_in_base_units: baseUnits.toString(), amount: Number(formatUnits(baseUnits, decimals)) };
}

/** The builder's own refusal, or the shared one of an action that is not what the person chose. */
function refusal(run: () => unknown): DepositRefusal {
  try {
    run();
  } catch (error) {
    if (error instanceof TronDepositError || error instanceof ExpectedDepositError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

function expectRefused(run: () => unknown, code: TronDepositErrorCode, words: RegExp): void {
  const error = refusal(run);
  expect(error).toBeInstanceOf(TronDepositError);
  expect(error.code).toBe(code);
  expect(error.message).toMatch(words);
  expect(error.message).toMatch(/Portage (?:will not|refuses to) sign them\.$/);
}

/** Refused by the check against what the person chose, before anything else is read. */
function expectNotChosen(run: () => unknown, code: ExpectedDepositError['code'], words: RegExp): void {
  const error = refusal(run);
  expect(error).toBeInstanceOf(ExpectedDepositError);
  expect(error.code).toBe(code);
  expect(error.message).toMatch(words);
  expect(error.message).toMatch(/^[A-Z].*: Portage will not sign them\.$/);
}

describe('buildTronDeposit: TRX', () => {
  const built = buildTronDeposit(action(), context);
  const { transaction } = built;

  it('is a TransferContract that tronweb encodes to the same bytes and id', () => {
    expect(utils.transaction.txCheck(transaction)).toBe(true);
    expect(transaction.txID).toBe(transactionId(transaction.raw_data_hex));
    expect(built).toMatchObject({
      kind: 'trx',
      amount: 12_500_000n,
      feeLimit: 0n,
      memo: '11177265',
      recipient: DEPOSIT,
      token: null,
    });
    expect(describeTronDeposit(built, context.expected, 'Tron')).toEqual({
      amount: 12_500_000n,
      decimals: 6,
      symbol: 'TRX',
      network: 'Tron',
      to: DEPOSIT,
      memo: '11177265',
    });
  });

  it('decodes to the sender, the deposit address, the exact sun and the memo', () => {
    const raw = decoded('TransferContract', transaction.raw_data_hex);
    expect(raw.value).toEqual({
      owner_address: hexAddress(SENDER),
      to_address: hexAddress(DEPOSIT),
      amount: 12_500_000,
    });
    expect(raw.typeUrl).toBe('type.googleapis.com/protocol.TransferContract');
    expect(Buffer.from(raw.data, 'hex').toString('utf8')).toBe('11177265');
    expect(raw.fee_limit).toBe(0);
    // TaPoS: the block's last two height bytes and the second 8 bytes of its id.
    expect(raw.ref_block_bytes.toLowerCase()).toBe((BLOCK.number & 0xffff).toString(16).padStart(4, '0'));
    expect(raw.ref_block_hash.toLowerCase()).toBe(BLOCK.id.slice(16, 32));
    expect(raw.timestamp).toBe(NOW);
    expect(raw.expiration).toBe(NOW + DEFAULT_VALID_FOR_MS);
  });

  it('is signed by the sender: the signer is recovered from the signature', () => {
    expect(signAndRecover(transaction)).toBe(SENDER);
    expect(signAndRecover(transaction, OTHER_KEY)).not.toBe(SENDER);
  });

  it('is the same TRX deposit when the service writes TRX’s contract as the zero address', () => {
    // The shared native rule (src/chains/kit/expected.ts): Tron used to refuse this as another token.
    const zero = { ...TRX_TOKEN, contract: `0x${'0'.repeat(40)}` };
    const fromZero = buildTronDeposit(action({}, { token: zero }), context);
    expect(fromZero).toMatchObject({ kind: 'trx', token: null, amount: AMOUNT, recipient: DEPOSIT });
    expect(fromZero.transaction.raw_data_hex).toBe(transaction.raw_data_hex);
  });

  it('changes its id when anything signed changes (another block, another time)', () => {
    const other = buildTronDeposit(action(), { ...context, now: NOW + 1 });
    expect(other.transaction.txID).not.toBe(transaction.txID);
    const otherBlock = buildTronDeposit(action(), {
      ...context,
      refBlock: { ...BLOCK, number: BLOCK.number + 1 },
    });
    expect(otherBlock.transaction.raw_data.ref_block_bytes).not.toBe(transaction.raw_data.ref_block_bytes);
  });
});

describe('buildTronDeposit: TRC-20', () => {
  const amount = 2n ** 70n + 3n;
  const usdt18 = { ...USDT_TOKEN, decimals: 18 };
  const built = buildTronDeposit(action({ amount, token: usdt18 }), contextFor(amount, usdt18));
  const { transaction } = built;

  it('is a TriggerSmartContract on the token that tronweb encodes to the same bytes, with a fee limit', () => {
    expect(utils.transaction.txCheck(transaction)).toBe(true);
    expect(built).toMatchObject({
      kind: 'trc20',
      amount,
      feeLimit: DEFAULT_FEE_LIMIT,
      memo: '11177265',
      recipient: DEPOSIT,
      token: USDT,
    });
    const raw = decoded('TriggerSmartContract', transaction.raw_data_hex);
    const value = raw.value;
    expect(value.owner_address).toBe(hexAddress(SENDER));
    expect(value.contract_address).toBe(hexAddress(USDT));
    expect(value.call_value).toBe(0);
    expect(raw.fee_limit).toBe(Number(DEFAULT_FEE_LIMIT));
    expect(Buffer.from(raw.data, 'hex').toString('utf8')).toBe('11177265');
  });

  it('calls transfer(address,uint256) toward the deposit address for the exact base units (beyond 2^53)', () => {
    const data = String(decoded('TriggerSmartContract', transaction.raw_data_hex).value.data);
    expect(data.slice(0, 8)).toBe(utils.ethersUtils.id('transfer(address,uint256)').slice(2, 10));
    const { to, value } = utils.abi.decodeParams(
      ['to', 'value'],
      ['address', 'uint256'],
      `0x${data.slice(8)}`,
    );
    expect(TronWeb.address.fromHex(to as string)).toBe(DEPOSIT);
    expect(BigInt((value as { toString(): string }).toString())).toBe(amount);
  });

  it('is signed by the sender', () => {
    expect(signAndRecover(transaction)).toBe(SENDER);
  });

  it('is described from its call: the recipient and the amount beyond 2^53', () => {
    expect(describeTronDeposit(built, contextFor(amount, usdt18).expected, 'Tron')).toEqual({
      amount,
      decimals: 18,
      symbol: 'USDT',
      network: 'Tron',
      to: DEPOSIT,
      memo: '11177265',
    });
    // A transaction on another contract than the chosen one is not described (a bug, not a refusal).
    expect(() => describeTronDeposit(built, tronExpected({ amount, token: TRX_TOKEN }), 'Tron')).toThrow(
      /not made on the TRX contract/,
    );
  });

  it('calls the chosen contract, its 41-hex spelling being the same address', () => {
    // The action in hex, the choice in base58, and the other way round: the call is made on the
    // base58 contract the person chose either way.
    const hexAction = action({ token: USDT_TOKEN }, { token: { ...USDT_TOKEN, contract: hexAddress(USDT) } });
    const fromHexAction = buildTronDeposit(hexAction, contextFor(AMOUNT, USDT_TOKEN));
    expect(fromHexAction.token).toBe(USDT);
    const hexChoice = { ...USDT_TOKEN, contract: hexAddress(USDT) };
    const fromHexChoice = buildTronDeposit(action({ token: USDT_TOKEN }), contextFor(AMOUNT, hexChoice));
    expect(fromHexChoice.token).toBe(USDT);
    for (const { transaction: tx } of [fromHexAction, fromHexChoice]) {
      expect(decoded('TriggerSmartContract', tx.raw_data_hex).value.contract_address).toBe(hexAddress(USDT));
    }
    // But base58 is compared exactly: one letter's case changed is another (invalid) address.
    const swapped = USDT.replace('q', 'Q');
    expectNotChosen(
      () =>
        buildTronDeposit(
          action({ token: USDT_TOKEN }, { token: { ...USDT_TOKEN, contract: swapped } }),
          contextFor(AMOUNT, USDT_TOKEN),
        ),
      'WRONG_TOKEN',
      /not the USDT you chose/,
    );
  });

  it('takes a fee limit from the caller', () => {
    const limited = buildTronDeposit(action({ token: USDT_TOKEN }), {
      ...contextFor(AMOUNT, USDT_TOKEN),
      feeLimit: 30_000_000n,
    });
    expect(utils.transaction.txCheck(limited.transaction)).toBe(true);
    expect(limited.transaction.raw_data.fee_limit).toBe(30_000_000);
  });
});

describe('buildTronDeposit refuses', () => {
  it('an action that is not a transfer', () => {
    expect(refusal(() => buildTronDeposit(action({}, { type: 'deposit_address' }), context)).code).toBe(
      'NOT_A_TRANSFER',
    );
  });

  it('a malformed or missing memo', () => {
    for (const callData of ['{"memo":"1"}', '11177265 ', '-1', '0x1234', '1'.repeat(65)]) {
      expectRefused(() => buildTronDeposit(action({}, { call_data: callData }), context), 'BAD_MEMO', /memo/);
    }
    expectRefused(
      () => buildTronDeposit(action({}, { call_data: undefined }), context),
      'MISSING_FIELD',
      /memo/,
    );
  });

  it("a memo that is not the swap's sequence number", () => {
    expect(buildTronDeposit(action(), { ...context, sequenceNumber: '11177265' }).memo).toBe('11177265');
    expectRefused(
      () => buildTronDeposit(action(), { ...context, sequenceNumber: '11177266' }),
      'WRONG_SEQUENCE',
      /another swap/,
    );
    // Without the swap's number nothing can be checked, so nothing is signed.
    const { sequenceNumber: _unknown, ...withoutNumber } = context;
    expectRefused(
      () => buildTronDeposit(action(), withoutNumber),
      'NO_SEQUENCE',
      /did not give this swap's number/,
    );
  });

  it('amounts that disagree, are zero, or exceed what Tron carries', () => {
    expectRefused(
      () => buildTronDeposit(action({}, { amount: 12.6 }), context),
      'AMOUNT_MISMATCH',
      /disagree on the amount \(12\.6 TRX, but 12\.5 TRX/,
    );
    // Even when the person's choice itself says so (a bug upstream): zero, or beyond what Tron carries.
    expectRefused(
      () => buildTronDeposit(action({}, { amount_in_base_units: '0', amount: 0 }), contextFor(0n)),
      'AMOUNT_MISMATCH',
      /zero/,
    );
    expectRefused(
      // Beyond int64: the sandbox would not build it, so the service's amount is overridden.
      () => buildTronDeposit(action({}, overAmount(2n ** 63n, 6)), contextFor(2n ** 63n)),
      'AMOUNT_MISMATCH',
      /larger than any Tron amount/,
    );
    expectRefused(
      () => buildTronDeposit(action({ amount: 2n ** 53n }), contextFor(2n ** 53n)),
      'AMOUNT_MISMATCH',
      /cannot|exactly/,
    );
    expectRefused(
      () =>
        buildTronDeposit(
          action({ token: USDT_TOKEN }, overAmount(2n ** 256n, 6)),
          contextFor(2n ** 256n, USDT_TOKEN),
        ),
      'AMOUNT_MISMATCH',
      /larger than any Tron amount/,
    );
    expectNotChosen(
      () => buildTronDeposit(action({}, { amount_in_base_units: undefined }), context),
      'WRONG_AMOUNT',
      /an unstated amount/,
    );
  });

  it('a wrong or broken recipient, hex form included', () => {
    for (const to of [
      hexAddress(DEPOSIT),
      `${DEPOSIT.slice(0, -1)}H`,
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    ]) {
      expectRefused(
        () => buildTronDeposit(action({}, { to_address: to }), context),
        'WRONG_RECIPIENT',
        /not a Tron address/,
      );
    }
    expectRefused(
      () => buildTronDeposit(action({}, { to_address: undefined }), context),
      'MISSING_FIELD',
      /no address/,
    );
  });

  it('a wrong token: TRX with other decimals, a contract that is not a Tron address, a transfer to the token itself', () => {
    // TRX with other decimals: not what the person chose, and refused even if the choice said so.
    const trx18 = { ...TRX_TOKEN, decimals: 18 };
    expectNotChosen(() => buildTronDeposit(action({ token: trx18 }), context), 'WRONG_DECIMALS', /has 6/);
    expectRefused(
      () => buildTronDeposit(action({ token: trx18 }), contextFor(AMOUNT, trx18)),
      'WRONG_TOKEN',
      /TRX has 6/,
    );
    const ethereum = { ...USDT_TOKEN, contract: '0xdAC17F958D2ee523a2206206994597C13D831ec7' };
    expectNotChosen(
      () =>
        buildTronDeposit(action({ token: USDT_TOKEN }, { token: ethereum }), contextFor(AMOUNT, USDT_TOKEN)),
      'WRONG_TOKEN',
      /token contract 0xdAC/,
    );
    // A chosen contract that is not a Tron address (a route list gone wrong) matches nothing.
    expectNotChosen(
      () =>
        buildTronDeposit(action({ token: USDT_TOKEN }, { token: ethereum }), contextFor(AMOUNT, ethereum)),
      'WRONG_TOKEN',
      /not the USDT you chose/,
    );
    expectRefused(
      () =>
        buildTronDeposit(action({ token: USDT_TOKEN }, { to_address: USDT }), contextFor(AMOUNT, USDT_TOKEN)),
      'WRONG_RECIPIENT',
      /token contract/,
    );
    expectNotChosen(
      () => buildTronDeposit(action({}, { token: undefined }), context),
      'WRONG_TOKEN',
      /which token/,
    );
  });

  it('a context it cannot use, with a RangeError (the caller is wrong, not the service)', () => {
    expect(() => buildTronDeposit(action(), { ...context, sender: hexAddress(SENDER) })).toThrow(RangeError);
    expect(() => buildTronDeposit(action(), { ...context, refBlock: { number: 1, id: 'abc' } })).toThrow(
      RangeError,
    );
    expect(() => buildTronDeposit(action(), { ...context, now: 0 })).toThrow(RangeError);
  });
});

describe('Tron addresses', () => {
  it('decode to 0x41 + 20 bytes and encode back, as tronweb does', () => {
    const bytes = decodeAddress(DEPOSIT);
    expect(bytes && bytesToHex(bytes)).toBe(hexAddress(DEPOSIT));
    expect(encodeAddress(hexAddress(DEPOSIT))).toBe(DEPOSIT);
    expect(decodeAddress(`${DEPOSIT.slice(0, -1)}H`)).toBeNull();
  });
});

/**
 * The security review's table: deposit actions that do not send what the person chose, each of
 * which must be refused with its code before anything is built. The figures are printed.
 *
 * A Tron action's call data is only the memo: the amount it carries is `amount_in_base_units`
 * (and its human `amount`), and the transfer is built from the expected amount.
 */
describe('buildTronDeposit: hostile actions', () => {
  const HUNDRED = 100_000_000n;
  const usdtChoice = contextFor(HUNDRED, USDT_TOKEN);
  const trxChoice = contextFor(HUNDRED, TRX_TOKEN);
  const usdt = (raw: Record<string, unknown> = {}, spec: { amount?: bigint; token?: TokenSpec } = {}) =>
    action({ amount: HUNDRED, token: USDT_TOKEN, ...spec }, raw);
  /** Another TRC-20 contract (USDC on Tron). */
  const USDC_TRON = 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8';

  type Case = HostileAction<TronDepositContext> & { by: 'ExpectedDepositError' | 'TronDepositError' };
  const cases: Case[] = [
    {
      name: 'the review’s attack: "USDT, 9 decimals" for 100 USDT, 100,000 USDT in base units',
      action: usdt({}, { amount: HUNDRED * 1000n, token: { ...USDT_TOKEN, decimals: 9 } }),
      ctx: usdtChoice,
      by: 'ExpectedDepositError',
      code: 'WRONG_DECIMALS',
    },
    {
      name: 'another token contract, with the chosen symbol',
      action: usdt({}, { token: { ...USDT_TOKEN, contract: USDC_TRON } }),
      ctx: usdtChoice,
      by: 'ExpectedDepositError',
      code: 'WRONG_TOKEN',
    },
    {
      name: 'another token contract in 41-hex form',
      action: usdt({ token: { ...USDT_TOKEN, contract: hexAddress(USDC_TRON) } }),
      ctx: usdtChoice,
      by: 'ExpectedDepositError',
      code: 'WRONG_TOKEN',
    },
    {
      name: 'the chosen contract under another symbol',
      action: usdt({ token: { ...USDT_TOKEN, symbol: 'USDC' } }),
      ctx: usdtChoice,
      by: 'ExpectedDepositError',
      code: 'WRONG_TOKEN',
    },
    {
      name: 'wrong decimals in token.decimals, the amounts agreeing with them',
      action: usdt({}, { token: { ...USDT_TOKEN, decimals: 18 } }),
      ctx: usdtChoice,
      by: 'ExpectedDepositError',
      code: 'WRONG_DECIMALS',
    },
    {
      name: 'another network',
      action: usdt({ network: { name: 'TRON_SHASTA', type: 'tron' } }),
      ctx: usdtChoice,
      by: 'ExpectedDepositError',
      code: 'WRONG_NETWORK',
    },
    {
      name: 'the action’s amount one base unit more',
      action: usdt({}, { amount: HUNDRED + 1n }),
      ctx: usdtChoice,
      by: 'ExpectedDepositError',
      code: 'WRONG_AMOUNT',
    },
    {
      name: 'the action’s amount one base unit less',
      action: usdt({}, { amount: HUNDRED - 1n }),
      ctx: usdtChoice,
      by: 'ExpectedDepositError',
      code: 'WRONG_AMOUNT',
    },
    {
      name: 'the human amount one base unit more, the exact amount honest',
      action: usdt({ amount: 100.000001 }),
      ctx: usdtChoice,
      by: 'TronDepositError',
      code: 'AMOUNT_MISMATCH',
    },
    {
      name: 'one sun more of TRX',
      action: action({ amount: HUNDRED + 1n }),
      ctx: trxChoice,
      by: 'ExpectedDepositError',
      code: 'WRONG_AMOUNT',
    },
    {
      name: 'a TRX deposit when USDT was chosen',
      action: usdt({}, { token: { ...TRX_TOKEN, symbol: 'USDT' } }),
      ctx: usdtChoice,
      by: 'ExpectedDepositError',
      code: 'WRONG_TOKEN',
    },
    {
      name: 'a USDT deposit when TRX was chosen',
      action: usdt({}, { token: { ...USDT_TOKEN, symbol: 'TRX' } }),
      ctx: trxChoice,
      by: 'ExpectedDepositError',
      code: 'WRONG_TOKEN',
    },
    {
      name: 'no token named',
      action: usdt({ token: undefined }),
      ctx: usdtChoice,
      by: 'ExpectedDepositError',
      code: 'WRONG_TOKEN',
    },
    {
      name: 'no exact amount',
      action: usdt({ amount_in_base_units: undefined }),
      ctx: usdtChoice,
      by: 'ExpectedDepositError',
      code: 'WRONG_AMOUNT',
    },
    {
      name: 'no expectation at all',
      action: usdt(),
      ctx: { ...usdtChoice, expected: undefined as unknown as ExpectedDeposit },
      by: 'ExpectedDepositError',
      code: 'NO_EXPECTATION',
    },
  ];

  it('refuses every one with its code, and builds nothing', () => {
    const refused = expectEachRefused(
      cases,
      buildTronDeposit,
      /^[A-Z].*Portage (?:will not|refuses to) sign them\.$/,
    );
    console.info(`Tron hostile deposit actions: ${cases.length} tried, ${refused} refused`);
    expect(cases.length).toBeGreaterThanOrEqual(10);
    expect(refused).toBe(cases.length);
  });

  it('accepts the honest actions of the same table, for exactly the chosen amount', () => {
    expect(buildTronDeposit(usdt(), usdtChoice)).toMatchObject({ amount: HUNDRED, token: USDT });
    expect(buildTronDeposit(action({ amount: HUNDRED }), trxChoice)).toMatchObject({
      amount: HUNDRED,
      token: null,
    });
  });
});
