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
import {
  buildTronDeposit,
  DEFAULT_FEE_LIMIT,
  DEFAULT_VALID_FOR_MS,
  decodeAddress,
  encodeAddress,
  type TronDepositContext,
  TronDepositError,
  type TronDepositErrorCode,
  type TronTransaction,
  transactionId,
} from './deposit';
import { type TokenSpec, TRX_TOKEN, tronDepositAction } from './testing';

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
const context: TronDepositContext = { sender: SENDER, refBlock: BLOCK, now: NOW };

function action(
  spec: { amount?: bigint; token?: TokenSpec } = {},
  raw: Record<string, unknown> = {},
): DepositAction {
  return tronDepositAction(
    {
      amount: spec.amount ?? 12_500_000n,
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

function refusal(run: () => unknown): TronDepositError {
  try {
    run();
  } catch (error) {
    if (error instanceof TronDepositError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

function expectRefused(run: () => unknown, code: TronDepositErrorCode, words: RegExp): void {
  const error = refusal(run);
  expect(error.code).toBe(code);
  expect(error.message).toMatch(words);
  expect(error.message).toMatch(/Portage (?:will not|refuses to) sign them\.$/);
}

describe('buildTronDeposit: TRX', () => {
  const built = buildTronDeposit(action(), context);
  const { transaction } = built;

  it('is a TransferContract that tronweb encodes to the same bytes and id', () => {
    expect(utils.transaction.txCheck(transaction)).toBe(true);
    expect(transaction.txID).toBe(transactionId(transaction.raw_data_hex));
    expect(built).toMatchObject({ kind: 'trx', amount: 12_500_000n, feeLimit: 0n, memo: '11177265' });
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
  const built = buildTronDeposit(action({ amount, token: { ...USDT_TOKEN, decimals: 18 } }), context);
  const { transaction } = built;

  it('is a TriggerSmartContract on the token that tronweb encodes to the same bytes, with a fee limit', () => {
    expect(utils.transaction.txCheck(transaction)).toBe(true);
    expect(built).toMatchObject({ kind: 'trc20', amount, feeLimit: DEFAULT_FEE_LIMIT, memo: '11177265' });
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

  it('takes a fee limit from the caller', () => {
    const limited = buildTronDeposit(action({ token: USDT_TOKEN }), { ...context, feeLimit: 30_000_000n });
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
  });

  it('amounts that disagree, are zero, or exceed what Tron carries', () => {
    expectRefused(
      () => buildTronDeposit(action({}, { amount: 12.6 }), context),
      'AMOUNT_MISMATCH',
      /disagree on the amount \(12\.6 TRX, but 12\.5 TRX/,
    );
    expectRefused(
      () => buildTronDeposit(action({}, { amount_in_base_units: '0', amount: 0 }), context),
      'AMOUNT_MISMATCH',
      /zero/,
    );
    expectRefused(
      // Beyond int64: the sandbox would not build it, so the service's amount is overridden.
      () => buildTronDeposit(action({}, overAmount(2n ** 63n, 6)), context),
      'AMOUNT_MISMATCH',
      /larger than any Tron amount/,
    );
    expectRefused(
      () => buildTronDeposit(action({ amount: 2n ** 53n }), context),
      'AMOUNT_MISMATCH',
      /cannot|exactly/,
    );
    expectRefused(
      () => buildTronDeposit(action({ token: USDT_TOKEN }, overAmount(2n ** 256n, 6)), context),
      'AMOUNT_MISMATCH',
      /larger than any Tron amount/,
    );
    expectRefused(
      () => buildTronDeposit(action({}, { amount_in_base_units: undefined }), context),
      'MISSING_FIELD',
      /exact amount/,
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
    expectRefused(
      () => buildTronDeposit(action({ token: { ...TRX_TOKEN, decimals: 18 } }), context),
      'WRONG_TOKEN',
      /TRX has 6/,
    );
    expectRefused(
      () =>
        buildTronDeposit(
          action(
            { token: USDT_TOKEN },
            { token: { ...USDT_TOKEN, contract: '0xdAC17F958D2ee523a2206206994597C13D831ec7' } },
          ),
          context,
        ),
      'WRONG_TOKEN',
      /not a Tron address/,
    );
    expectRefused(
      () => buildTronDeposit(action({ token: USDT_TOKEN }, { to_address: USDT }), context),
      'WRONG_RECIPIENT',
      /token contract/,
    );
    expectRefused(
      () => buildTronDeposit(action({}, { token: undefined }), context),
      'MISSING_FIELD',
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
