import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import * as v from 'valibot';
import {
  bytesToHex,
  decodeFunctionData,
  encodeFunctionData,
  erc20Abi,
  maxUint256,
  parseTransaction,
  serializeTransaction,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { buildEvmCallData } from '../../../service/deposits/evm';
import { DepositActionSchema, SwapResponseSchema } from '../../api/schemas';
import type { DepositAction } from '../../api/types';
import { formatUnits } from '../../lib/amount';
import {
  buildEvmDeposit,
  EvmDepositError,
  type EvmDepositErrorCode,
  type EvmTransactionRequest,
  type Hex,
  parseEvmChainId,
} from './deposit';

const fixtures = join(import.meta.dirname, '..', '..', 'api', '__fixtures__', 'real');
const readFixture = (file: string): unknown => JSON.parse(readFileSync(join(fixtures, file), 'utf8'));

/** Anvil accounts 0 and 1, USDC on Ethereum mainnet. */
const DEPOSIT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const DEPOSITORY = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

const ETH = { symbol: 'ETH', contract: null, decimals: 18 };
const USDC_TOKEN = { symbol: 'USDC', contract: USDC, decimals: 6 };
const MAINNET = { name: 'ETHEREUM_MAINNET', chain_id: '1', type: 'evm' };

/** A raw deposit action as the service sends it, parsed the way the API client parses it. */
function action(raw: Record<string, unknown> = {}): DepositAction {
  return v.parse(DepositActionSchema, {
    type: 'transfer',
    to_address: DEPOSIT,
    amount: 1,
    amount_in_base_units: '1000000000000000000',
    order: 0,
    network: MAINNET,
    token: ETH,
    fee_token: ETH,
    call_data: '0x13e1',
    ...raw,
  });
}

/** A direct ERC-20 deposit built by the sandbox: transfer(DEPOSIT, amount) + sequence word. */
function directUsdc(amount: bigint, raw: Record<string, unknown> = {}): DepositAction {
  const built = buildEvmCallData({
    family: 'evm',
    sequenceNumber: 11177265n,
    depositAddress: DEPOSIT,
    sourceAddress: DEPOSITORY,
    amount,
    token: { symbol: 'USDC', contract: USDC, decimals: 6 },
    network: { name: 'ETHEREUM_MAINNET', chainId: '1' },
  });
  return action({
    to_address: built.toAddress,
    call_data: built.callData,
    token: USDC_TOKEN,
    amount: Number(formatUnits(amount, 6)),
    amount_in_base_units: amount.toString(),
    ...raw,
  });
}

function refusal(run: () => unknown): EvmDepositError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(EvmDepositError);
    const refused = error as EvmDepositError;
    expect(refused.name).toBe('EvmDepositError');
    // A sentence for a person: no programmer's leftovers.
    expect(refused.message).toMatch(/^[A-Z"].*\.$/);
    expect(refused.message).not.toMatch(/undefined|null|NaN|\[object/);
    return refused;
  }
  throw new Error('expected buildEvmDeposit to refuse');
}

function expectRefused(a: DepositAction, code: EvmDepositErrorCode, ctx = { chainId: 1 }): EvmDepositError {
  const refused = refusal(() => buildEvmDeposit(a, ctx));
  expect(refused.code).toBe(code);
  return refused;
}

function only(requests: EvmTransactionRequest[]): EvmTransactionRequest {
  expect(requests).toHaveLength(1);
  const [request] = requests;
  if (!request) throw new Error('no request');
  return request;
}

describe('buildEvmDeposit: native token', () => {
  it('sends amount_in_base_units as the value with call_data exactly as the data', () => {
    const request = only(buildEvmDeposit(action({ call_data: '0x13E1aB' }), { chainId: 1 }));
    expect(request).toEqual({
      kind: 'deposit',
      chainId: 1,
      to: DEPOSIT,
      data: '0x13E1aB',
      value: 1_000_000_000_000_000_000n,
    });
    expect(request).not.toHaveProperty('gas');
  });

  it('builds the storybook fixture: Sepolia, call_data 0x13e1 (sequence number 5089)', () => {
    const response = v.parse(
      SwapResponseSchema,
      (readFixture('swap.user_transfer_pending.evm-sepolia.storybook-mock.json') as { data: unknown }).data,
    );
    const deposit = response.deposit_actions.find((a) => a.type === 'transfer');
    if (!deposit) throw new Error('no transfer action in the fixture');
    expect(deposit.token?.contract).toBeUndefined();
    const request = only(buildEvmDeposit(deposit, { chainId: 11155111 }));
    expect(request).toEqual({
      kind: 'deposit',
      chainId: 11155111,
      to: '0x5dA5C2a98e26FD28914b91212b1232D58eb9bbab',
      data: '0x13e1',
      value: 373_000_000_000_000n,
    });
    expect(BigInt(request.data)).toBe(5089n);
    // The same action is refused on any other chain.
    expect(refusal(() => buildEvmDeposit(deposit, { chainId: 1 })).code).toBe('CHAIN_MISMATCH');
  });

  it('treats the zero address as the native token', () => {
    const request = only(
      buildEvmDeposit(action({ token: { ...ETH, contract: `0x${'0'.repeat(40)}` } }), { chainId: 1 }),
    );
    expect(request.value).toBe(1_000_000_000_000_000_000n);
    expect(request.to).toBe(DEPOSIT);
  });

  it('sends native value to a depository contract too, with its data', () => {
    const request = only(
      buildEvmDeposit(action({ to_address: DEPOSITORY, gas_limit: '45000' }), { chainId: 1 }),
    );
    expect(request).toMatchObject({ to: DEPOSITORY, value: 1_000_000_000_000_000_000n, gas: 45_000n });
  });

  it('accepts an empty 0x data and a hex chain id', () => {
    const request = only(
      buildEvmDeposit(action({ call_data: '0x', network: { ...MAINNET, chain_id: '0xa4b1' } }), {
        chainId: 42161,
      }),
    );
    expect(request.data).toBe('0x');
    expect(request.chainId).toBe(42161);
  });

  it('takes gas_limit as the gas, from a string or a number', () => {
    expect(only(buildEvmDeposit(action({ gas_limit: '120000' }), { chainId: 1 })).gas).toBe(120_000n);
    expect(only(buildEvmDeposit(action({ gas_limit: 21000 }), { chainId: 1 })).gas).toBe(21_000n);
    expect(only(buildEvmDeposit(action({ gas_limit: null }), { chainId: 1 }))).not.toHaveProperty('gas');
  });

  it('agrees on amounts past double precision: 0.123456789012345678 ETH', () => {
    // The double JSON.parse makes of the service's number, which cannot hold all 18 digits.
    const amount: number = JSON.parse('0.123456789012345678');
    const exact = action({ amount, amount_in_base_units: '123456789012345678' });
    expect(only(buildEvmDeposit(exact, { chainId: 1 })).value).toBe(123_456_789_012_345_678n);
    // 100 wei off in the 16th decimal is within what a double shows: refused.
    const off = action({ amount, amount_in_base_units: '123456789012345578' });
    expectRefused(off, 'AMOUNT_MISMATCH');
  });

  it('builds a transaction a wallet can serialize and that parses back to the same value and data', () => {
    const request = only(buildEvmDeposit(action(), { chainId: 1 }));
    const parsed = parseTransaction(
      serializeTransaction({
        chainId: request.chainId,
        type: 'eip1559',
        to: request.to,
        data: request.data,
        value: request.value,
        gas: 30_000n,
        maxFeePerGas: 1n,
        maxPriorityFeePerGas: 1n,
        nonce: 0,
      }),
    );
    expect(parsed.value).toBe(request.value);
    expect(parsed.data).toBe('0x13e1');
    expect(parsed.to).toBe(DEPOSIT.toLowerCase());
  });
});

describe('buildEvmDeposit: ERC-20', () => {
  it('direct: one call on the token contract with value 0 and call_data exactly', () => {
    const a = directUsdc(25_500_000n);
    const request = only(buildEvmDeposit(a, { chainId: 1 }));
    expect(request).toEqual({ kind: 'deposit', chainId: 1, to: USDC, data: a.call_data, value: 0n });
    const transfer = decodeFunctionData({ abi: erc20Abi, data: request.data });
    expect(transfer.functionName).toBe('transfer');
    expect(transfer.args).toEqual([DEPOSIT, 25_500_000n]);
    // The sequence number rides in the last 32 bytes.
    expect(BigInt(`0x${request.data.slice(-64)}`)).toBe(11177265n);
  });

  it('direct: the token contract is matched without regard to case, and no approve is needed', () => {
    const a = directUsdc(1_000_000n, { to_address: USDC.toLowerCase() });
    expect(only(buildEvmDeposit(a, { chainId: 1 })).kind).toBe('deposit');
  });

  it('direct: refuses a transfer of another amount than announced', () => {
    const a = directUsdc(1_000_000n, { amount: 10, amount_in_base_units: '10000000' });
    const refused = expectRefused(a, 'AMOUNT_MISMATCH');
    expect(refused.message).toContain('1 USDC');
    expect(refused.message).toContain('10 USDC');
  });

  it('direct: refuses a call that is not a transfer', () => {
    const approve = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [DEPOSIT, 1_000_000n],
    });
    expectRefused(directUsdc(1_000_000n, { call_data: approve }), 'BAD_CALL_DATA');
    expectRefused(directUsdc(1_000_000n, { call_data: '0xa9059cbb' }), 'BAD_CALL_DATA');
    const dirtyAddress = `0xa9059cbb${'ff'.repeat(32)}${1_000_000n.toString(16).padStart(64, '0')}`;
    expectRefused(directUsdc(1_000_000n, { call_data: dirtyAddress }), 'BAD_CALL_DATA');
  });

  it('depository: approve(to_address, amount) on the token first, then the depository call', () => {
    const calldata = `0x12345678${'00'.repeat(32)}`;
    const a = action({
      to_address: DEPOSITORY,
      token: USDC_TOKEN,
      amount: 42.5,
      amount_in_base_units: '42500000',
      call_data: calldata,
      gas_limit: '120000',
    });
    const [approve, deposit, ...rest] = buildEvmDeposit(a, { chainId: 1 });
    expect(rest).toEqual([]);
    expect(approve).toMatchObject({ kind: 'approve', chainId: 1, to: USDC, value: 0n });
    expect(approve).not.toHaveProperty('gas');
    if (!approve) throw new Error('no approve');
    const decoded = decodeFunctionData({ abi: erc20Abi, data: approve.data });
    expect(decoded.functionName).toBe('approve');
    expect(decoded.args).toEqual([DEPOSITORY, 42_500_000n]);
    expect(deposit).toEqual({
      kind: 'deposit',
      chainId: 1,
      to: DEPOSITORY,
      data: calldata,
      value: 0n,
      gas: 120_000n,
    });
  });

  it('depository: skips the approve when the allowance is already enough, not when it is short', () => {
    const a = action({
      to_address: DEPOSITORY,
      token: USDC_TOKEN,
      amount: 42.5,
      amount_in_base_units: '42500000',
    });
    expect(buildEvmDeposit(a, { chainId: 1, allowance: 42_500_000n }).map((r) => r.kind)).toEqual([
      'deposit',
    ]);
    expect(buildEvmDeposit(a, { chainId: 1, allowance: maxUint256 }).map((r) => r.kind)).toEqual(['deposit']);
    expect(buildEvmDeposit(a, { chainId: 1, allowance: 42_499_999n }).map((r) => r.kind)).toEqual([
      'approve',
      'deposit',
    ]);
    expect(buildEvmDeposit(a, { chainId: 1, allowance: 0n }).map((r) => r.kind)).toEqual([
      'approve',
      'deposit',
    ]);
  });

  it('depository: encodes a spender whose checksum is wrong (non-strict address) without throwing', () => {
    const badCase = '0x70997970c51812DC3A010C7d01b50e0d17dc79C8';
    const a = action({ to_address: badCase, token: USDC_TOKEN, amount: 1, amount_in_base_units: '1000000' });
    const [approve] = buildEvmDeposit(a, { chainId: 1 });
    if (!approve) throw new Error('no approve');
    expect(decodeFunctionData({ abi: erc20Abi, data: approve.data }).args).toEqual([DEPOSITORY, 1_000_000n]);
  });
});

describe('buildEvmDeposit: refusals', () => {
  it('NOT_A_TRANSFER: a manual transfer is not signed', () => {
    expectRefused(action({ type: 'manual_transfer', call_data: null }), 'NOT_A_TRANSFER');
    expectRefused(action({ type: 'TRANSFER' }), 'NOT_A_TRANSFER');
  });

  it('BAD_ADDRESS: to_address or the token contract is not a 20-byte hex address', () => {
    for (const to of ['0x1234', 'vitalik.eth', `${DEPOSIT} `, `0x${'g'.repeat(40)}`, DEPOSIT.slice(2)]) {
      expectRefused(action({ to_address: to }), 'BAD_ADDRESS');
    }
    expectRefused(
      action({ token: { ...USDC_TOKEN, contract: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' } }),
      'BAD_ADDRESS',
    );
    expectRefused(action({ token: { ...USDC_TOKEN, contract: '' } }), 'BAD_ADDRESS');
  });

  it('BAD_ADDRESS: the docs depository fixtures (placeholders, amount 0) are refused cleanly', () => {
    const erc20 = v.parse(DepositActionSchema, readFixture('deposit_action.depository-erc20.docs.json'));
    const refused = expectRefused(erc20, 'BAD_ADDRESS');
    expect(refused.message).toContain('0x<DepositoryContract>');
    const native = v.parse(DepositActionSchema, readFixture('deposit_action.depository-native.docs.json'));
    expectRefused(native, 'BAD_ADDRESS');
    // Even with a real address, the fixture still carries placeholder data and no chain.
    expectRefused(
      { ...erc20, to_address: DEPOSITORY, token: { symbol: 'USDC', decimals: 6, contract: USDC } },
      'BAD_CALL_DATA',
    );
  });

  it('BAD_CALL_DATA: call_data must be 0x and whole bytes of hex', () => {
    for (const data of ['0x123', '13e1', '0X13e1', '', '0x13e1 ', '0xzz', '0x<seq>']) {
      expectRefused(action({ call_data: data }), 'BAD_CALL_DATA');
    }
  });

  it('CHAIN_MISMATCH: the action is for another chain than the one the widget expects', () => {
    const refused = expectRefused(action({ network: { ...MAINNET, chain_id: '42161' } }), 'CHAIN_MISMATCH');
    expect(refused.message).toBe(
      "The service's deposit instructions are for chain 42161, but this network is chain 1: Portage will not sign them.",
    );
    expectRefused(action({ network: { ...MAINNET, chain_id: 'abc' } }), 'CHAIN_MISMATCH');
    expectRefused(action({ network: { ...MAINNET, chain_id: '-1' } }), 'CHAIN_MISMATCH');
  });

  it('MISSING_FIELD: no network, chain id, amount, decimals, token, address or data', () => {
    expectRefused(action({ network: null }), 'MISSING_FIELD');
    expectRefused(action({ network: { name: 'X' } }), 'MISSING_FIELD');
    expectRefused(action({ network: { ...MAINNET, chain_id: '' } }), 'MISSING_FIELD');
    expectRefused(action({ network: { ...MAINNET, chain_id: null } }), 'MISSING_FIELD');
    expectRefused(action({ amount_in_base_units: null }), 'MISSING_FIELD');
    // Not digits: the schema drops it, the builder sees it missing.
    expectRefused(action({ amount_in_base_units: '1e18' }), 'MISSING_FIELD');
    expectRefused(action({ amount_in_base_units: 1e18 }), 'MISSING_FIELD');
    expectRefused(action({ token: { symbol: 'ETH', contract: null } }), 'MISSING_FIELD');
    expectRefused(action({ token: null }), 'MISSING_FIELD');
    expectRefused(action({ to_address: null }), 'MISSING_FIELD');
    expectRefused(action({ call_data: null }), 'MISSING_FIELD');
  });

  it('AMOUNT_MISMATCH: amount and amount_in_base_units disagree, and the widget says it refuses', () => {
    const refused = expectRefused(
      action({ amount: 0.5, amount_in_base_units: '50000000000000000' }),
      'AMOUNT_MISMATCH',
    );
    expect(refused.message).toContain('refuses to sign');
    expect(refused.message).toContain('0.5 ETH');
    expect(refused.message).toContain('0.05 ETH');
    // Wrong decimals are a disagreement too.
    expectRefused(action({ token: { ...ETH, decimals: 6 } }), 'AMOUNT_MISMATCH');
    expectRefused(action({ amount: 0, amount_in_base_units: '0' }), 'AMOUNT_MISMATCH');
    expectRefused(
      action({ amount: null, amount_in_base_units: (maxUint256 + 1n).toString() }),
      'AMOUNT_MISMATCH',
    );
  });

  it('signs on amount_in_base_units alone when amount is missing', () => {
    expect(only(buildEvmDeposit(action({ amount: null }), { chainId: 1 })).value).toBe(10n ** 18n);
  });

  it('BAD_GAS_LIMIT: a gas limit that is not a positive whole number', () => {
    for (const gas of ['0', '-1', 'abc', '1.5', '', ' 21000', 21000.5, (2n ** 64n).toString()]) {
      expectRefused(action({ gas_limit: gas }), 'BAD_GAS_LIMIT');
    }
  });

  it('rejects a context chain id that is not a chain id (a caller bug, not a service problem)', () => {
    expect(() => buildEvmDeposit(action(), { chainId: 0 })).toThrow(RangeError);
    expect(() => buildEvmDeposit(action(), { chainId: Number.NaN })).toThrow(RangeError);
  });
});

describe('parseEvmChainId', () => {
  it.each([
    ['1', 1],
    ['0x1', 1],
    [1, 1],
    ['42161', 42161],
    ['0xa4b1', 42161],
    ['0XA4B1', 42161],
    ['11155111', 11155111],
    [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  ] as const)('%j → %j', (input, expected) => {
    expect(parseEvmChainId(input)).toBe(expected);
  });

  it.each([
    '',
    null,
    undefined,
    'abc',
    '-1',
    -1,
    0,
    '0',
    '0x0',
    '0x',
    1.5,
    '1.5',
    '1e3',
    ' 1',
    'SN_MAIN',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    '9007199254740993',
  ])('%j → null', (input) => {
    expect(parseEvmChainId(input)).toBeNull();
  });
});

describe('buildEvmDeposit: property', () => {
  const address = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => bytesToHex(bytes));
  const scenario = fc.record({
    kind: fc.constantFrom('native', 'direct', 'depository'),
    chainId: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
    to: address,
    contract: address.filter((a) => BigInt(a) !== 0n),
    decimals: fc.integer({ min: 0, max: 36 }),
    base: fc.bigInt({ min: 1n, max: maxUint256 }),
    withAmount: fc.boolean(),
    sequence: fc.bigInt({ min: 0n, max: 2n ** 64n }),
    depositoryData: fc.uint8Array({ maxLength: 200 }).map((bytes) => bytesToHex(bytes)),
    gas: fc.option(fc.bigInt({ min: 1n, max: 30_000_000n }), { nil: undefined }),
    allowance: fc.option(fc.bigInt({ min: 0n, max: maxUint256 }), { nil: undefined }),
  });

  it('the deposit round-trips value, data, address and chain; an approve appears exactly when needed', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const native = s.kind === 'native';
        const built =
          s.kind === 'depository'
            ? { toAddress: s.to, callData: s.depositoryData }
            : buildEvmCallData({
                family: 'evm',
                sequenceNumber: s.sequence,
                depositAddress: s.to,
                sourceAddress: DEPOSITORY,
                amount: s.base,
                token: { symbol: 'T', contract: native ? null : s.contract, decimals: s.decimals },
                network: { name: 'N', chainId: String(s.chainId) },
              });
        const a = action({
          to_address: built.toAddress,
          call_data: built.callData,
          network: { name: 'N', type: 'evm', chain_id: String(s.chainId) },
          token: { symbol: 'T', contract: native ? null : s.contract, decimals: s.decimals },
          amount: s.withAmount ? Number(formatUnits(s.base, s.decimals)) : null,
          amount_in_base_units: s.base.toString(),
          gas_limit: s.gas?.toString() ?? null,
        });
        const requests = buildEvmDeposit(a, { chainId: s.chainId, allowance: s.allowance });
        const deposit = requests.at(-1);
        expect(deposit).toEqual({
          kind: 'deposit',
          chainId: s.chainId,
          to: built.toAddress,
          data: built.callData,
          value: native ? s.base : 0n,
          ...(s.gas === undefined ? {} : { gas: s.gas }),
        });
        const needsApprove = s.kind === 'depository' && (s.allowance === undefined || s.allowance < s.base);
        expect(requests).toHaveLength(needsApprove ? 2 : 1);
        if (s.kind === 'direct') {
          const transfer = decodeFunctionData({ abi: erc20Abi, data: deposit?.data ?? '0x' });
          expect(transfer.args?.[1]).toBe(s.base);
          expect(deposit?.data.slice(-64)).toBe(s.sequence.toString(16).padStart(64, '0'));
        }
        if (needsApprove) {
          const [approve] = requests;
          expect(approve?.to).toBe(s.contract);
          const decoded = decodeFunctionData({ abi: erc20Abi, data: (approve?.data ?? '0x') as Hex });
          expect(decoded.functionName).toBe('approve');
          expect(decoded.args?.[0]?.toLowerCase()).toBe(s.to.toLowerCase());
          expect(decoded.args?.[1]).toBe(s.base);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never throws anything but EvmDepositError on arbitrary service data', () => {
    const anything = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.constant(null), fc.boolean());
    fc.assert(
      fc.property(
        fc.record(
          {
            type: fc.constantFrom('transfer', 'manual_transfer', ''),
            to_address: fc.oneof(address, anything),
            amount: anything,
            amount_in_base_units: fc.oneof(
              fc.bigInt({ min: 0n, max: maxUint256 * 2n }).map(String),
              anything,
            ),
            network: fc.record({ name: fc.constant('N'), chain_id: fc.oneof(fc.constant('1'), anything) }),
            token: fc.record(
              { symbol: fc.string(), contract: fc.oneof(address, anything), decimals: anything },
              { requiredKeys: ['symbol'] },
            ),
            call_data: fc.oneof(fc.constant('0x13e1'), anything),
            gas_limit: anything,
          },
          { requiredKeys: ['type'] },
        ),
        (raw) => {
          const parsed = v.safeParse(DepositActionSchema, raw);
          if (!parsed.success) return;
          try {
            buildEvmDeposit(parsed.output, { chainId: 1 });
          } catch (error) {
            expect(error).toBeInstanceOf(EvmDepositError);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
