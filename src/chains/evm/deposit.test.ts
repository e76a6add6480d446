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
  numberToHex,
  parseAbi,
  parseTransaction,
  serializeTransaction,
  toFunctionSelector,
} from 'viem';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DEPOSITORY_GAS_LIMIT,
  depositoryCall,
  DEPOSITORY_ABI as SERVICE_DEPOSITORY_ABI,
} from '../../../service/deposits/depository';
import { buildEvmCallData, evmSequenceHex as serviceSequenceHex } from '../../../service/deposits/evm';
import { DepositActionSchema, SwapResponseSchema } from '../../api/schemas';
import type { DepositAction } from '../../api/types';
import { formatUnits } from '../../lib/amount';
import type { ExpectedDeposit } from '../kit/expected';
import { DepositRefusal } from '../kit/refusal';
import { expectedFor, type SandboxActionSpec, sandboxDepositAction } from '../sandbox-actions.test-support';
import {
  buildEvmDeposit,
  DEPOSITORY_ABI,
  type EvmDepositContext,
  EvmDepositError,
  type EvmTransactionRequest,
  evmSequenceHex,
  FORBIDDEN_SELECTORS,
  GAS_LIMIT_CEILINGS,
  type Hex,
  PERMIT2_ADDRESS,
  parseEvmChainId,
  SELECTORS,
} from './deposit';

const fixtures = join(import.meta.dirname, '..', '..', 'api', '__fixtures__', 'real');
const readFixture = (file: string): unknown => JSON.parse(readFileSync(join(fixtures, file), 'utf8'));

/** Anvil accounts 0 to 3; USDC and DAI on Ethereum mainnet. */
const DEPOSIT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const DEPOSITORY = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SOURCE = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const ATTACKER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
const ZERO = `0x${'0'.repeat(40)}`;
const SEQUENCE = 11177265n;

const ETH = { symbol: 'ETH', contract: null, decimals: 18 };
const USDC_TOKEN = { symbol: 'USDC', contract: USDC, decimals: 6 };
const MAINNET = { name: 'ETHEREUM_MAINNET', chain_id: '1', type: 'evm' };
const ONE_ETH = 10n ** 18n;
const USDC_AMOUNT = 25_500_000n;

/** The four shapes, each as the sandbox service builds it. */
function spec(kind: 'native' | 'erc20' | 'depository-erc20' | 'depository-native'): SandboxActionSpec {
  const native = kind === 'native' || kind === 'depository-native';
  return {
    family: 'evm',
    amount: native ? ONE_ETH : USDC_AMOUNT,
    token: native ? ETH : USDC_TOKEN,
    depositAddress: DEPOSIT,
    sourceAddress: SOURCE,
    sequenceNumber: SEQUENCE,
    network: {
      name: 'ETHEREUM_MAINNET',
      chainId: '1',
      ...(kind.startsWith('depository') ? { depositoryContract: DEPOSITORY } : {}),
    },
    networkView: { chain_id: '1' },
  };
}

/** What the person chose behind `s`: the route lists advertised DEPOSITORY for the network. */
function expectation(s: SandboxActionSpec, patch: Partial<ExpectedDeposit> = {}): ExpectedDeposit {
  return expectedFor({ ...s, chainId: '1', depository: DEPOSITORY }, patch);
}

function context(s: SandboxActionSpec, extra: Partial<EvmDepositContext> = {}): EvmDepositContext {
  return { expected: expectation(s), sequenceNumber: SEQUENCE, knownContracts: [USDC, DAI], ...extra };
}

/** A native action with its expectation: 1 ETH to DEPOSIT with `0x13e1` (swap 5089). */
const NATIVE_SPEC = spec('native');
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
function nativeContext(extra: Partial<EvmDepositContext> = {}): EvmDepositContext {
  return context(NATIVE_SPEC, { sequenceNumber: 5089n, ...extra });
}

/** The refusal `run` throws: a DepositRefusal whose message is a sentence for a person. */
function refusal(run: () => unknown): DepositRefusal {
  let result: unknown;
  try {
    result = run();
  } catch (error) {
    expect(error).toBeInstanceOf(DepositRefusal);
    const refused = error as DepositRefusal;
    expect(refused.name).toMatch(/^(EvmDepositError|ExpectedDepositError)$/);
    // A sentence for a person: no programmer's leftovers.
    expect(refused.message).toMatch(/^[A-Z"].*\.$/);
    expect(refused.message).not.toMatch(/undefined|null|NaN|\[object/);
    return refused;
  }
  throw new Error(
    `expected a refusal, got ${JSON.stringify(result, (_, x) => (typeof x === 'bigint' ? `${x}n` : x))}`,
  );
}

function expectRefused(
  a: DepositAction,
  code: string,
  ctx: EvmDepositContext = nativeContext(),
): DepositRefusal {
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

function transferData(to: string, amount: bigint, sequence?: bigint): Hex {
  const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to as Hex, amount] });
  return sequence === undefined
    ? transfer
    : (`${transfer}${numberToHex(sequence, { size: 32 }).slice(2)}` as Hex);
}

function depositErc20Data(
  args: { id?: bigint; token?: string; receiver?: string; amount?: bigint } = {},
): Hex {
  return encodeFunctionData({
    abi: DEPOSITORY_ABI,
    functionName: 'depositERC20',
    args: [
      numberToHex(args.id ?? SEQUENCE, { size: 32 }),
      (args.token ?? USDC) as Hex,
      (args.receiver ?? DEPOSIT) as Hex,
      args.amount ?? USDC_AMOUNT,
    ],
  });
}

function depositNativeData(args: { id?: bigint; receiver?: string } = {}): Hex {
  return encodeFunctionData({
    abi: DEPOSITORY_ABI,
    functionName: 'depositNative',
    args: [numberToHex(args.id ?? SEQUENCE, { size: 32 }), (args.receiver ?? DEPOSIT) as Hex],
  });
}

describe('buildEvmDeposit: every action the sandbox builds is accepted as it is', () => {
  it('native direct: the amount as value to the deposit address, data = the sequence number', () => {
    const s = spec('native');
    const a = sandboxDepositAction(s);
    expect(buildEvmDeposit(a, context(s))).toEqual([
      { kind: 'deposit', chainId: 1, to: DEPOSIT, data: serviceSequenceHex(SEQUENCE), value: ONE_ETH },
    ]);
    expect(evmSequenceHex(SEQUENCE)).toBe('0xaa8d31');
  });

  it('ERC-20 direct: transfer(deposit address, amount) + the sequence word on the token, value 0', () => {
    const s = spec('erc20');
    const a = sandboxDepositAction(s);
    expect(a.to_address).toBe(USDC);
    expect(buildEvmDeposit(a, context(s))).toEqual([
      {
        kind: 'deposit',
        chainId: 1,
        to: USDC,
        data: transferData(DEPOSIT, USDC_AMOUNT, SEQUENCE),
        value: 0n,
      },
    ]);
    expect(a.call_data).toBe(transferData(DEPOSIT, USDC_AMOUNT, SEQUENCE));
  });

  it('ERC-20 direct: the transfer without the sequence word is accepted too', () => {
    const s = spec('erc20');
    const a = sandboxDepositAction(s, { call_data: transferData(DEPOSIT, USDC_AMOUNT) });
    expect(only(buildEvmDeposit(a, context(s))).data).toBe(transferData(DEPOSIT, USDC_AMOUNT));
    // Without the sequence word the swap's number is not needed either.
    expect(only(buildEvmDeposit(a, context(s, { sequenceNumber: undefined }))).kind).toBe('deposit');
  });

  it('depository ERC-20: approve(depository, exactly the amount) on the token, then depositERC20', () => {
    const s = spec('depository-erc20');
    const a = sandboxDepositAction(s, { gas_limit: '120000' });
    const serviceCall = depositoryCall({
      sequenceNumber: SEQUENCE,
      token: USDC,
      receiver: DEPOSIT,
      amount: USDC_AMOUNT,
    });
    expect(a.to_address).toBe(DEPOSITORY);
    expect(a.call_data).toBe(serviceCall.callData);
    expect(buildEvmDeposit(a, context(s))).toEqual([
      {
        kind: 'approve',
        chainId: 1,
        to: USDC,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [DEPOSITORY, USDC_AMOUNT] }),
        value: 0n,
      },
      { kind: 'deposit', chainId: 1, to: DEPOSITORY, data: serviceCall.callData, value: 0n, gas: 120_000n },
    ]);
  });

  it('depository ERC-20: no approve only for an allowance of exactly the amount; another one is reset to 0 first', () => {
    const s = spec('depository-erc20');
    const a = sandboxDepositAction(s);
    const kinds = (allowance: bigint | undefined) =>
      buildEvmDeposit(a, context(s, { allowance })).map((request) => request.kind);
    expect(kinds(USDC_AMOUNT)).toEqual(['deposit']);
    // A larger allowance would outlive the deposit; a smaller one is not enough. USDT-style tokens
    // revert an approve from one non-zero value to another: reset first, for every token.
    expect(kinds(maxUint256)).toEqual(['reset', 'approve', 'deposit']);
    expect(kinds(USDC_AMOUNT + 1n)).toEqual(['reset', 'approve', 'deposit']);
    expect(kinds(USDC_AMOUNT - 1n)).toEqual(['reset', 'approve', 'deposit']);
    expect(kinds(1n)).toEqual(['reset', 'approve', 'deposit']);
    expect(kinds(0n)).toEqual(['approve', 'deposit']);
    expect(kinds(undefined)).toEqual(['approve', 'deposit']);
  });

  it('depository ERC-20: the reset is approve(depository, 0) on the token, then approve of exactly the amount', () => {
    const s = spec('depository-erc20');
    const requests = buildEvmDeposit(sandboxDepositAction(s), context(s, { allowance: maxUint256 }));
    const approves = requests.slice(0, 2).map((request) => {
      expect(request.to).toBe(USDC);
      expect(request.value).toBe(0n);
      expect(request).not.toHaveProperty('gas');
      return decodeFunctionData({ abi: erc20Abi, data: request.data }).args;
    });
    expect(approves).toEqual([
      [DEPOSITORY, 0n],
      [DEPOSITORY, USDC_AMOUNT],
    ]);
  });

  it('depository native: depositNative(id, receiver) with the amount as value, no approve', () => {
    const s = spec('depository-native');
    const a = sandboxDepositAction(s);
    const serviceCall = depositoryCall({
      sequenceNumber: SEQUENCE,
      token: null,
      receiver: DEPOSIT,
      amount: ONE_ETH,
    });
    expect(buildEvmDeposit(a, context(s))).toEqual([
      { kind: 'deposit', chainId: 1, to: DEPOSITORY, data: serviceCall.callData, value: ONE_ETH },
    ]);
  });

  it('a depository pinned by the build is accepted even when the route lists advertised none', () => {
    const s = spec('depository-erc20');
    const a = sandboxDepositAction(s);
    const ctx = context(s, { expected: expectation(s, { depository: null }), pinnedDepository: DEPOSITORY });
    expect(buildEvmDeposit(a, ctx).map((r) => r.kind)).toEqual(['approve', 'deposit']);
  });

  it('a depository spelled with a wrong checksum is matched without regard to case', () => {
    const badCase = '0x70997970c51812DC3A010C7d01b50e0d17dc79C8';
    const s = spec('depository-erc20');
    const a = sandboxDepositAction(s, { to_address: badCase });
    const [approve, deposit] = buildEvmDeposit(
      a,
      context(s, { expected: expectation(s, { depository: badCase }) }),
    );
    if (!approve || !deposit) throw new Error('no approve');
    expect(decodeFunctionData({ abi: erc20Abi, data: approve.data }).args).toEqual([DEPOSITORY, USDC_AMOUNT]);
    expect(deposit.to).toBe(DEPOSITORY);
  });

  it('the depository ABI here encodes exactly as the service does', () => {
    const service = encodeFunctionData({
      abi: SERVICE_DEPOSITORY_ABI,
      functionName: 'depositERC20',
      args: [numberToHex(5n, { size: 32 }), USDC, DEPOSIT, 7n],
    });
    expect(depositErc20Data({ id: 5n, amount: 7n })).toBe(service);
    expect(SELECTORS.depositERC20).toBe(toFunctionSelector('depositERC20(bytes32,address,address,uint256)'));
    expect(SELECTORS.depositNative).toBe(toFunctionSelector('depositNative(bytes32,address)'));
    expect(SELECTORS.transfer).toBe(toFunctionSelector('transfer(address,uint256)'));
    for (const [selector, signature] of Object.entries(FORBIDDEN_SELECTORS)) {
      expect(toFunctionSelector(signature)).toBe(selector);
    }
  });
});

describe('buildEvmDeposit: real fixtures', () => {
  const response = v.parse(
    SwapResponseSchema,
    (readFixture('swap.user_transfer_pending.evm-sepolia.storybook-mock.json') as { data: unknown }).data,
  );
  const deposit = response.deposit_actions.find((a) => a.type === 'transfer');
  if (!deposit) throw new Error('no transfer action in the fixture');
  const sequenceNumber = BigInt(String(response.swap.metadata?.sequence_number));
  const expected: ExpectedDeposit = {
    origin: 'confirmed',
    network: { name: 'ETHEREUM_SEPOLIA', family: 'evm', chainId: '11155111' },
    token: { symbol: 'ETH', contract: null, decimals: 18 },
    amount: '373000000000000',
    destination: { network: 'DESTINATION_NETWORK', address: 'destination-address' },
    depository: null,
  };

  it('builds the storybook fixture: Sepolia, call_data 0x13e1 (sequence number 5089)', () => {
    expect(sequenceNumber).toBe(5089n);
    expect(deposit.token?.contract).toBeUndefined();
    const request = only(buildEvmDeposit(deposit, { expected, sequenceNumber }));
    expect(request).toEqual({
      kind: 'deposit',
      chainId: 11155111,
      to: '0x5dA5C2a98e26FD28914b91212b1232D58eb9bbab',
      data: '0x13e1',
      value: 373_000_000_000_000n,
    });
    expect(BigInt(request.data)).toBe(5089n);
  });

  it('refuses the same fixture for another swap number, without a swap number, or on another chain', () => {
    expect(refusal(() => buildEvmDeposit(deposit, { expected, sequenceNumber: 5090n })).code).toBe(
      'SEQUENCE_MISMATCH',
    );
    expect(refusal(() => buildEvmDeposit(deposit, { expected })).code).toBe('NO_SEQUENCE');
    const mainnet = { ...expected, network: { ...expected.network, chainId: '1' } };
    expect(refusal(() => buildEvmDeposit(deposit, { expected: mainnet, sequenceNumber })).code).toBe(
      'WRONG_NETWORK',
    );
  });

  it('refuses the docs depository fixtures (placeholders, not hex) with a sentence, not a crash', () => {
    const erc20 = v.parse(DepositActionSchema, readFixture('deposit_action.depository-erc20.docs.json'));
    const native = v.parse(DepositActionSchema, readFixture('deposit_action.depository-native.docs.json'));
    const usdcSpec = spec('depository-erc20');
    const ethSpec = spec('depository-native');
    const asChosen = { network: MAINNET };
    // As they are: the ERC-20 one names a placeholder contract, so it is not the chosen USDC.
    expectRefused({ ...erc20, ...asChosen }, 'WRONG_TOKEN', context(usdcSpec));
    // The native one is for 0.05 ETH, not the 1 ETH chosen; chosen as 0.05 ETH, it gets as far as
    // its placeholder address.
    expectRefused({ ...native, ...asChosen }, 'WRONG_AMOUNT', context(ethSpec));
    const ethDocs = expectedFor(
      { ...ethSpec, chainId: '1', depository: DEPOSITORY },
      { amount: '50000000000000000' },
    );
    const refused = expectRefused(
      { ...native, ...asChosen },
      'BAD_ADDRESS',
      context(ethSpec, { expected: ethDocs }),
    );
    expect(refused.message).toContain('0x<DepositoryContract>');
    // Given real addresses and amounts, the placeholder data is still refused.
    const realErc20 = {
      ...erc20,
      ...asChosen,
      to_address: DEPOSITORY,
      token: USDC_TOKEN,
      amount: 25.5,
      amount_in_base_units: String(USDC_AMOUNT),
    };
    expectRefused(realErc20, 'BAD_CALL_DATA', context(usdcSpec));
    expectRefused(
      { ...native, ...asChosen, to_address: DEPOSITORY },
      'BAD_CALL_DATA',
      context(ethSpec, { expected: ethDocs }),
    );
    // Without its placeholder gas limit too.
    expectRefused({ ...realErc20, gas_limit: undefined }, 'BAD_CALL_DATA', context(usdcSpec));
  });
});

describe('buildEvmDeposit: native token', () => {
  it('takes the sequence number without regard to case, and signs it in lowercase', () => {
    const request = only(buildEvmDeposit(action({ call_data: '0x13E1' }), nativeContext()));
    expect(request).toEqual({ kind: 'deposit', chainId: 1, to: DEPOSIT, data: '0x13e1', value: ONE_ETH });
    expect(request).not.toHaveProperty('gas');
  });

  it('treats the zero address as the native token', () => {
    const request = only(buildEvmDeposit(action({ token: { ...ETH, contract: ZERO } }), nativeContext()));
    expect(request.value).toBe(ONE_ETH);
    expect(request.to).toBe(DEPOSIT);
  });

  it('accepts no data (0x or empty), even without the swap number', () => {
    for (const data of ['0x', '']) {
      const request = only(
        buildEvmDeposit(action({ call_data: data }), nativeContext({ sequenceNumber: undefined })),
      );
      expect(request.data).toBe('0x');
    }
  });

  it('takes the chain from what the person chose; a hex chain id in the action is the same chain', () => {
    const arbitrum = expectedFor(
      { ...NATIVE_SPEC, network: { name: 'ETHEREUM_MAINNET' }, chainId: '42161' },
      { depository: null },
    );
    const request = only(
      buildEvmDeposit(action({ network: { ...MAINNET, chain_id: '0xa4b1' } }), {
        expected: arbitrum,
        sequenceNumber: 5089n,
      }),
    );
    expect(request.chainId).toBe(42161);
    // An action that does not repeat its chain id is built for the chosen chain.
    expect(
      only(buildEvmDeposit(action({ network: { name: 'ETHEREUM_MAINNET' } }), nativeContext())).chainId,
    ).toBe(1);
  });

  it('takes gas_limit as the gas, from a string or a number', () => {
    expect(only(buildEvmDeposit(action({ gas_limit: '100000' }), nativeContext())).gas).toBe(100_000n);
    expect(only(buildEvmDeposit(action({ gas_limit: 21000 }), nativeContext())).gas).toBe(21_000n);
    expect(only(buildEvmDeposit(action({ gas_limit: null }), nativeContext()))).not.toHaveProperty('gas');
  });

  it('agrees on amounts past double precision: 0.123456789012345678 ETH', () => {
    // The double JSON.parse makes of the service's number, which cannot hold all 18 digits.
    const amount: number = JSON.parse('0.123456789012345678');
    const exact = action({ amount, amount_in_base_units: '123456789012345678' });
    const chosen = (base: string) => nativeContext({ expected: expectation(NATIVE_SPEC, { amount: base }) });
    expect(only(buildEvmDeposit(exact, chosen('123456789012345678'))).value).toBe(123_456_789_012_345_678n);
    // 100 wei off in the 16th decimal is within what a double shows: refused.
    const off = action({ amount, amount_in_base_units: '123456789012345578' });
    expectRefused(off, 'AMOUNT_MISMATCH', chosen('123456789012345578'));
  });

  it('builds a transaction a wallet can serialize and that parses back to the same value and data', () => {
    const request = only(buildEvmDeposit(action(), nativeContext()));
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

describe('buildEvmDeposit: ERC-20 direct', () => {
  const s = spec('erc20');

  it('decodes as transfer(deposit address, amount) with the sequence number in the last word', () => {
    const request = only(buildEvmDeposit(sandboxDepositAction(s), context(s)));
    const transfer = decodeFunctionData({ abi: erc20Abi, data: request.data });
    expect(transfer.functionName).toBe('transfer');
    expect(transfer.args).toEqual([DEPOSIT, USDC_AMOUNT]);
    expect(BigInt(`0x${request.data.slice(-64)}`)).toBe(SEQUENCE);
  });

  it('matches the token contract without regard to case, and needs no approve', () => {
    const a = sandboxDepositAction(s, { to_address: USDC.toLowerCase() });
    expect(only(buildEvmDeposit(a, context(s)))).toMatchObject({ kind: 'deposit', to: USDC });
  });

  it('refuses a transfer of another amount than announced, saying both', () => {
    const a = sandboxDepositAction(s, { call_data: transferData(DEPOSIT, 1_000_000n, SEQUENCE) });
    const refused = expectRefused(a, 'AMOUNT_MISMATCH', context(s));
    expect(refused.message).toContain('1 USDC');
    expect(refused.message).toContain('25.5 USDC');
  });
});

describe('buildEvmDeposit: refusals of malformed actions', () => {
  it('NOT_A_TRANSFER: a manual transfer is not signed', () => {
    expectRefused(action({ type: 'manual_transfer', call_data: null }), 'NOT_A_TRANSFER');
    expectRefused(action({ type: 'TRANSFER' }), 'NOT_A_TRANSFER');
  });

  it('BAD_ADDRESS: to_address is not a 20-byte hex address', () => {
    for (const to of ['0x1234', 'vitalik.eth', `${DEPOSIT} `, `0x${'g'.repeat(40)}`, DEPOSIT.slice(2)]) {
      expectRefused(action({ to_address: to }), 'BAD_ADDRESS');
    }
  });

  it('BAD_CALL_DATA: call_data must be 0x and whole bytes of hex', () => {
    for (const data of ['0x123', '13e1', '0X13e1', '0x13e1 ', '0xzz', '0x<seq>']) {
      expectRefused(action({ call_data: data }), 'BAD_CALL_DATA');
    }
  });

  it('MISSING_FIELD: no chain id for the chosen network, no address, no data', () => {
    const noChain = (chainId: string | null) =>
      nativeContext({
        expected: expectation(NATIVE_SPEC, { network: { ...expectation(NATIVE_SPEC).network, chainId } }),
      });
    expectRefused(action({ network: { name: 'ETHEREUM_MAINNET' } }), 'MISSING_FIELD', noChain(null));
    expectRefused(action({ network: { ...MAINNET, chain_id: '0' } }), 'MISSING_FIELD', noChain('0'));
    expectRefused(action({ network: { ...MAINNET, chain_id: 'abc' } }), 'MISSING_FIELD', noChain('abc'));
    expectRefused(action({ to_address: null }), 'MISSING_FIELD');
    expectRefused(action({ call_data: null }), 'MISSING_FIELD');
  });

  it('the expected check: no amount, no decimals, no token are refused before anything else', () => {
    expectRefused(action({ amount_in_base_units: null }), 'WRONG_AMOUNT');
    // Not digits: the schema drops it, the check sees it missing.
    expectRefused(action({ amount_in_base_units: '1e18' }), 'WRONG_AMOUNT');
    // Checked by code only: the shared check's sentence names the missing decimals "undefined".
    const noDecimals = action({ token: { symbol: 'ETH', contract: null } });
    expect(() => buildEvmDeposit(noDecimals, nativeContext())).toThrow(
      expect.objectContaining({ code: 'WRONG_DECIMALS' }),
    );
    expectRefused(action({ token: null }), 'WRONG_TOKEN');
    const refused = expectRefused(action({ network: { ...MAINNET, chain_id: '42161' } }), 'WRONG_NETWORK');
    expect(refused.message).toBe(
      'The service asks for a deposit on chain 42161, but ETHEREUM_MAINNET is chain 1: Portage will not sign it.',
    );
  });

  it('AMOUNT_MISMATCH: amount and amount_in_base_units disagree, and the widget says it refuses', () => {
    const half = nativeContext({ expected: expectation(NATIVE_SPEC, { amount: '50000000000000000' }) });
    const refused = expectRefused(
      action({ amount: 0.5, amount_in_base_units: '50000000000000000' }),
      'AMOUNT_MISMATCH',
      half,
    );
    expect(refused.message).toContain('refuses to sign');
    expect(refused.message).toContain('0.5 ETH');
    expect(refused.message).toContain('0.05 ETH');
    const zero = nativeContext({ expected: expectation(NATIVE_SPEC, { amount: '0' }) });
    expectRefused(action({ amount: 0, amount_in_base_units: '0' }), 'AMOUNT_MISMATCH', zero);
    const huge = (maxUint256 + 1n).toString();
    expectRefused(
      action({ amount: null, amount_in_base_units: huge }),
      'AMOUNT_MISMATCH',
      nativeContext({ expected: expectation(NATIVE_SPEC, { amount: huge }) }),
    );
  });

  it('signs on amount_in_base_units alone when amount is missing', () => {
    expect(only(buildEvmDeposit(action({ amount: null }), nativeContext())).value).toBe(ONE_ETH);
  });

  it('BAD_GAS_LIMIT: a gas limit that is not a positive whole number', () => {
    for (const gas of ['0', '-1', 'abc', '1.5', '', ' 21000', 21000.5, (2n ** 64n).toString()]) {
      expectRefused(action({ gas_limit: gas }), 'BAD_GAS_LIMIT');
    }
  });
});

describe('buildEvmDeposit: the gas limit has a ceiling per kind of deposit', () => {
  const cases = [
    { kind: 'native', spec: spec('native'), ceiling: 100_000n, what: "a transfer of the network's coin" },
    { kind: 'transfer', spec: spec('erc20'), ceiling: 200_000n, what: 'a token transfer' },
    {
      kind: 'depository',
      spec: spec('depository-erc20'),
      ceiling: 500_000n,
      what: 'a deposit through the depository',
    },
    {
      kind: 'depository',
      spec: spec('depository-native'),
      ceiling: 500_000n,
      what: 'a deposit through the depository',
    },
  ] as const;

  it.each(cases)('$kind ($spec.token.symbol): at $ceiling it builds, one above is refused', (c) => {
    expect(GAS_LIMIT_CEILINGS[c.kind]).toBe(c.ceiling);
    const withGas = (gas: bigint) => sandboxDepositAction(c.spec, { gas_limit: gas.toString() });
    const requests = buildEvmDeposit(withGas(c.ceiling), context(c.spec));
    expect(requests.at(-1)?.gas).toBe(c.ceiling);
    // An approve before a depository call never carries the service's gas.
    for (const request of requests.slice(0, -1)) expect(request).not.toHaveProperty('gas');
    const refused = expectRefused(withGas(c.ceiling + 1n), 'GAS_LIMIT_TOO_HIGH', context(c.spec));
    expect(refused.message).toBe(
      `The service's deposit instructions set a gas limit of ${c.ceiling + 1n}, above the ${c.ceiling} Portage allows for ${c.what}: Portage will not sign them.`,
    );
    // Far above, as a hostile service might: refused the same way.
    expectRefused(withGas(30_000_000n), 'GAS_LIMIT_TOO_HIGH', context(c.spec));
  });

  it('the gas limits the sandbox and the docs give depository calls are within the ceiling', () => {
    for (const name of [
      'deposit_action.depository-erc20.docs.json',
      'deposit_action.depository-native.docs.json',
    ]) {
      const gas = BigInt(String((readFixture(name) as { gas_limit: string }).gas_limit));
      expect(gas).toBeLessThanOrEqual(GAS_LIMIT_CEILINGS.depository);
    }
    for (const gas of Object.values(DEPOSITORY_GAS_LIMIT)) {
      expect(BigInt(gas)).toBeLessThanOrEqual(GAS_LIMIT_CEILINGS.depository);
    }
  });
});

/**
 * Hostile actions: each one is what a compromised or buggy service could send, and each must be
 * refused with its own code before any transaction exists.
 */
interface Hostile {
  name: string;
  kind: 'native' | 'erc20' | 'depository-erc20' | 'depository-native';
  raw?: Record<string, unknown>;
  ctx?: Partial<EvmDepositContext>;
  expected?: Partial<ExpectedDeposit>;
  code: string;
}

const MAX_APPROVE = (spender: string) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender as Hex, maxUint256] });
const DIRTY = (data: Hex, wordIndex: number) => {
  const at = 10 + wordIndex * 64;
  return `${data.slice(0, at)}ff${data.slice(at + 2)}` as Hex;
};
const OTHER_DEPOSITORY = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';
const transferFromAbi = parseAbi(['function transferFrom(address from, address to, uint256 amount)']);
const increaseAllowanceAbi = parseAbi(['function increaseAllowance(address spender, uint256 added)']);
const permitAbi = parseAbi([
  'function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
]);
const setApprovalAbi = parseAbi(['function setApprovalForAll(address operator, bool approved)']);
const permit2ApproveAbi = parseAbi([
  'function approve(address token, address spender, uint160 amount, uint48 expiration)',
]);
const ZERO_WORD = `0x${'00'.repeat(32)}` as Hex;

const HOSTILE: Hostile[] = [
  // Approvals and allowance-moving calls, wherever they are sent.
  {
    name: 'approve(attacker, max) sent to another token contract',
    kind: 'erc20',
    raw: { to_address: DAI, call_data: MAX_APPROVE(ATTACKER) },
    code: 'FORBIDDEN_CALL',
  },
  {
    name: 'approve(attacker, max) sent to the chosen token',
    kind: 'erc20',
    raw: { call_data: MAX_APPROVE(ATTACKER) },
    code: 'FORBIDDEN_CALL',
  },
  {
    name: 'approve(depository, amount) as the call data itself',
    kind: 'erc20',
    raw: {
      call_data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [DEPOSITORY, USDC_AMOUNT],
      }),
    },
    code: 'FORBIDDEN_CALL',
  },
  {
    name: 'approve sent to the depository',
    kind: 'depository-erc20',
    raw: { call_data: MAX_APPROVE(ATTACKER) },
    code: 'FORBIDDEN_CALL',
  },
  {
    name: 'transferFrom(victim, attacker, amount) on the token',
    kind: 'erc20',
    raw: {
      call_data: encodeFunctionData({
        abi: transferFromAbi,
        functionName: 'transferFrom',
        args: [SOURCE, ATTACKER, USDC_AMOUNT],
      }),
    },
    code: 'FORBIDDEN_CALL',
  },
  {
    name: 'increaseAllowance(attacker, max) on the token',
    kind: 'erc20',
    raw: {
      call_data: encodeFunctionData({
        abi: increaseAllowanceAbi,
        functionName: 'increaseAllowance',
        args: [ATTACKER, maxUint256],
      }),
    },
    code: 'FORBIDDEN_CALL',
  },
  {
    name: 'EIP-2612 permit on the token',
    kind: 'erc20',
    raw: {
      call_data: encodeFunctionData({
        abi: permitAbi,
        functionName: 'permit',
        args: [SOURCE, ATTACKER, maxUint256, maxUint256, 27, ZERO_WORD, ZERO_WORD],
      }),
    },
    code: 'FORBIDDEN_CALL',
  },
  {
    name: 'setApprovalForAll on an unknown contract',
    kind: 'erc20',
    raw: {
      to_address: ATTACKER,
      call_data: encodeFunctionData({
        abi: setApprovalAbi,
        functionName: 'setApprovalForAll',
        args: [ATTACKER, true],
      }),
    },
    code: 'FORBIDDEN_CALL',
  },
  {
    name: 'approve(attacker, max) as the data of a native deposit',
    kind: 'native',
    raw: { call_data: MAX_APPROVE(ATTACKER) },
    code: 'FORBIDDEN_CALL',
  },
  // Permit2, the zero address and token contracts as targets.
  {
    name: 'Permit2 as to_address with a depository call and a standing allowance',
    kind: 'depository-erc20',
    raw: { to_address: PERMIT2_ADDRESS },
    ctx: { allowance: maxUint256 },
    code: 'WRONG_TARGET',
  },
  {
    name: 'Permit2 approve(token, attacker, …) sent to Permit2',
    kind: 'erc20',
    raw: {
      to_address: PERMIT2_ADDRESS,
      call_data: encodeFunctionData({
        abi: permit2ApproveAbi,
        functionName: 'approve',
        args: [USDC, ATTACKER, 2n ** 160n - 1n, 2 ** 48 - 1],
      }),
    },
    code: 'WRONG_TARGET',
  },
  {
    name: 'native coin to Permit2',
    kind: 'native',
    raw: { to_address: PERMIT2_ADDRESS },
    code: 'WRONG_TARGET',
  },
  {
    name: 'native coin to the zero address',
    kind: 'native',
    raw: { to_address: ZERO },
    code: 'WRONG_TARGET',
  },
  {
    name: 'native coin to a token contract of the network',
    kind: 'native',
    raw: { to_address: DAI },
    code: 'WRONG_TARGET',
  },
  {
    name: 'native coin to the USDC contract, empty data',
    kind: 'native',
    raw: { to_address: USDC, call_data: '0x' },
    code: 'WRONG_TARGET',
  },
  {
    name: 'a transfer sent to another token contract',
    kind: 'erc20',
    raw: { to_address: DAI },
    code: 'WRONG_TARGET',
  },
  {
    name: 'a transfer sent to an address that is neither the token nor the depository',
    kind: 'erc20',
    raw: { to_address: ATTACKER },
    code: 'WRONG_TARGET',
  },
  {
    name: 'a depository pinned by the build that is a token contract',
    kind: 'depository-erc20',
    raw: { to_address: DAI },
    ctx: { pinnedDepository: DAI },
    code: 'WRONG_TARGET',
  },
  // Native data other than the swap's number.
  {
    name: 'native 0xdeadbeef to the deposit address',
    kind: 'native',
    raw: { call_data: '0xdeadbeef' },
    code: 'SEQUENCE_MISMATCH',
  },
  {
    name: 'native data of another swap number',
    kind: 'native',
    raw: { call_data: evmSequenceHex(SEQUENCE + 1n) },
    code: 'SEQUENCE_MISMATCH',
  },
  {
    name: 'native data: the swap number with a trailing byte',
    kind: 'native',
    raw: { call_data: `${evmSequenceHex(SEQUENCE)}00` },
    code: 'SEQUENCE_MISMATCH',
  },
  {
    name: 'native data: the swap number padded to a word',
    kind: 'native',
    raw: { call_data: numberToHex(SEQUENCE, { size: 32 }) },
    code: 'SEQUENCE_MISMATCH',
  },
  {
    name: 'native data when the swap number is unknown',
    kind: 'native',
    ctx: { sequenceNumber: undefined },
    code: 'NO_SEQUENCE',
  },
  {
    name: 'native sequence data sent to the depository instead of depositNative',
    kind: 'native',
    raw: { to_address: DEPOSITORY },
    code: 'BAD_CALL_DATA',
  },
  {
    name: 'depositNative to a contract the network never advertised',
    kind: 'depository-native',
    raw: { to_address: ATTACKER },
    code: 'UNKNOWN_DEPOSITORY',
  },
  // ERC-20 transfer data.
  {
    name: 'an unknown selector on the token',
    kind: 'erc20',
    raw: { call_data: `0x12345678${'00'.repeat(64)}` },
    code: 'BAD_CALL_DATA',
  },
  {
    name: 'a bare transfer selector',
    kind: 'erc20',
    raw: { call_data: SELECTORS.transfer },
    code: 'BAD_CALL_DATA',
  },
  {
    name: 'a transfer with one stray byte after the sequence word',
    kind: 'erc20',
    raw: { call_data: `${transferData(DEPOSIT, USDC_AMOUNT, SEQUENCE)}00` },
    code: 'BAD_CALL_DATA',
  },
  {
    name: 'a transfer with a second word after the sequence word',
    kind: 'erc20',
    raw: { call_data: `${transferData(DEPOSIT, USDC_AMOUNT, SEQUENCE)}${'00'.repeat(32)}` },
    code: 'BAD_CALL_DATA',
  },
  {
    name: 'a transfer whose address word has dirty upper bytes',
    kind: 'erc20',
    raw: { call_data: DIRTY(transferData(DEPOSIT, USDC_AMOUNT, SEQUENCE), 0) },
    code: 'BAD_CALL_DATA',
  },
  {
    name: 'a transfer followed by another swap number',
    kind: 'erc20',
    raw: { call_data: transferData(DEPOSIT, USDC_AMOUNT, SEQUENCE + 1n) },
    code: 'SEQUENCE_MISMATCH',
  },
  {
    name: 'a transfer followed by a word when the swap number is unknown',
    kind: 'erc20',
    ctx: { sequenceNumber: undefined },
    code: 'NO_SEQUENCE',
  },
  {
    name: 'a transfer to the zero address',
    kind: 'erc20',
    raw: { call_data: transferData(ZERO, USDC_AMOUNT, SEQUENCE) },
    code: 'BAD_RECIPIENT',
  },
  {
    name: 'a transfer to the token contract itself',
    kind: 'erc20',
    raw: { call_data: transferData(USDC, USDC_AMOUNT, SEQUENCE) },
    code: 'BAD_RECIPIENT',
  },
  {
    name: 'a transfer to the depository',
    kind: 'erc20',
    raw: { call_data: transferData(DEPOSITORY, USDC_AMOUNT, SEQUENCE) },
    code: 'BAD_RECIPIENT',
  },
  {
    name: 'a transfer to Permit2',
    kind: 'erc20',
    raw: { call_data: transferData(PERMIT2_ADDRESS, USDC_AMOUNT, SEQUENCE) },
    code: 'BAD_RECIPIENT',
  },
  {
    name: 'a transfer of one base unit more than announced',
    kind: 'erc20',
    raw: { call_data: transferData(DEPOSIT, USDC_AMOUNT + 1n, SEQUENCE) },
    code: 'AMOUNT_MISMATCH',
  },
  {
    name: 'a depositERC20 call sent to the token contract',
    kind: 'erc20',
    raw: { call_data: depositErc20Data() },
    code: 'BAD_CALL_DATA',
  },
  // Depository calls.
  {
    name: 'depositERC20 to a contract the network never advertised',
    kind: 'depository-erc20',
    raw: { to_address: ATTACKER },
    code: 'UNKNOWN_DEPOSITORY',
  },
  {
    name: 'the depository when the route lists advertised none',
    kind: 'depository-erc20',
    expected: { depository: null },
    code: 'UNKNOWN_DEPOSITORY',
  },
  {
    name: 'the advertised depository when the build pins another one',
    kind: 'depository-erc20',
    ctx: { pinnedDepository: OTHER_DEPOSITORY },
    code: 'UNKNOWN_DEPOSITORY',
  },
  {
    name: 'native coin straight to the advertised depository when the build pins another one',
    kind: 'native',
    raw: { to_address: DEPOSITORY },
    ctx: { pinnedDepository: OTHER_DEPOSITORY },
    code: 'UNKNOWN_DEPOSITORY',
  },
  {
    name: 'a depository deposit without the swap number',
    kind: 'depository-erc20',
    ctx: { sequenceNumber: undefined },
    code: 'NO_SEQUENCE',
  },
  {
    name: 'a depository id of another swap',
    kind: 'depository-erc20',
    raw: { call_data: depositErc20Data({ id: SEQUENCE + 1n }) },
    code: 'SEQUENCE_MISMATCH',
  },
  {
    name: 'a depository call for another token',
    kind: 'depository-erc20',
    raw: { call_data: depositErc20Data({ token: DAI }) },
    code: 'TOKEN_MISMATCH',
  },
  {
    name: 'a depository call of one base unit less',
    kind: 'depository-erc20',
    raw: { call_data: depositErc20Data({ amount: USDC_AMOUNT - 1n }) },
    code: 'AMOUNT_MISMATCH',
  },
  {
    name: 'a depository call crediting the zero address',
    kind: 'depository-erc20',
    raw: { call_data: depositErc20Data({ receiver: ZERO }) },
    code: 'BAD_RECIPIENT',
  },
  {
    name: 'a depository call crediting the token contract',
    kind: 'depository-erc20',
    raw: { call_data: depositErc20Data({ receiver: USDC }) },
    code: 'BAD_RECIPIENT',
  },
  {
    name: 'a depository call crediting the depository',
    kind: 'depository-native',
    raw: { call_data: depositNativeData({ receiver: DEPOSITORY }) },
    code: 'BAD_RECIPIENT',
  },
  {
    name: 'a depository call whose receiver word has dirty upper bytes',
    kind: 'depository-erc20',
    raw: { call_data: DIRTY(depositErc20Data(), 2) },
    code: 'BAD_CALL_DATA',
  },
  {
    name: 'a depository call with a stray byte',
    kind: 'depository-erc20',
    raw: { call_data: `${depositErc20Data()}00` },
    code: 'BAD_CALL_DATA',
  },
  {
    name: 'a depository call with an extra word',
    kind: 'depository-native',
    raw: { call_data: `${depositNativeData()}${'00'.repeat(32)}` },
    code: 'BAD_CALL_DATA',
  },
  {
    name: 'depositNative for a token deposit',
    kind: 'depository-erc20',
    raw: { call_data: depositNativeData() },
    code: 'BAD_CALL_DATA',
  },
  {
    name: 'depositERC20 for a native deposit',
    kind: 'depository-native',
    raw: { call_data: depositErc20Data({ token: ZERO, amount: ONE_ETH }) },
    code: 'BAD_CALL_DATA',
  },
  {
    name: 'a transfer sent to the depository',
    kind: 'depository-erc20',
    raw: { call_data: transferData(DEPOSIT, USDC_AMOUNT, SEQUENCE) },
    code: 'BAD_CALL_DATA',
  },
  // Value.
  {
    name: 'a value attached to a token deposit',
    kind: 'erc20',
    raw: { value: '1' },
    code: 'UNEXPECTED_VALUE',
  },
  {
    name: 'a value other than the amount on a native depository deposit',
    kind: 'depository-native',
    raw: { value: String(ONE_ETH + 1n) },
    code: 'UNEXPECTED_VALUE',
  },
  // What the person chose.
  {
    name: 'a native action for a token choice',
    kind: 'erc20',
    raw: { token: { symbol: 'USDC', contract: null, decimals: 6 } },
    code: 'WRONG_TOKEN',
  },
  {
    name: 'another token contract under the chosen symbol',
    kind: 'erc20',
    raw: { token: { ...USDC_TOKEN, contract: DAI } },
    code: 'WRONG_TOKEN',
  },
  {
    name: 'a token contract that is not an address',
    kind: 'erc20',
    raw: { token: { ...USDC_TOKEN, contract: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' } },
    code: 'WRONG_TOKEN',
  },
  {
    name: 'wrong decimals',
    kind: 'erc20',
    raw: { token: { ...USDC_TOKEN, decimals: 18 } },
    code: 'WRONG_DECIMALS',
  },
  {
    name: 'one base unit more than chosen',
    kind: 'erc20',
    raw: { amount: null, amount_in_base_units: String(USDC_AMOUNT + 1n) },
    code: 'WRONG_AMOUNT',
  },
  {
    name: 'one wei less than chosen',
    kind: 'native',
    raw: { amount: null, amount_in_base_units: String(ONE_ETH - 1n) },
    code: 'WRONG_AMOUNT',
  },
  {
    name: 'another chain id',
    kind: 'depository-erc20',
    raw: { network: { ...MAINNET, chain_id: '42161' } },
    code: 'WRONG_NETWORK',
  },
  {
    name: 'another network name',
    kind: 'native',
    raw: { network: { ...MAINNET, name: 'ARBITRUM_MAINNET' } },
    code: 'WRONG_NETWORK',
  },
  {
    name: 'no chain id for the chosen network',
    kind: 'native',
    raw: { network: { name: 'ETHEREUM_MAINNET' } },
    expected: { network: { name: 'ETHEREUM_MAINNET', family: 'evm', chainId: null } },
    code: 'MISSING_FIELD',
  },
];

describe('buildEvmDeposit: hostile actions', () => {
  const tally = { tried: 0, refused: 0 };
  afterAll(() => {
    console.info(`EVM deposit: hostile actions tried / refused: ${tally.tried} / ${tally.refused}`);
  });

  it('has at least 25 of them', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(25);
  });

  it.each(HOSTILE.map((h) => [h.name, h] as const))('refuses %s', (_, h) => {
    const s = spec(h.kind);
    // Each one replaces parts of what the sandbox built.
    const a = sandboxDepositAction(s, h.raw ?? {});
    const ctx = context(s, { expected: expectation(s, h.expected), ...h.ctx });
    tally.tried += 1;
    let requests: EvmTransactionRequest[] | undefined;
    const refused = refusal(() => {
      requests = buildEvmDeposit(a, ctx);
      return requests;
    });
    expect(requests).toBeUndefined();
    expect(refused.code).toBe(h.code);
    tally.refused += 1;
  });

  it('every change to a byte of an accepted depository call but the receiver, and every byte added, is refused', () => {
    const s = spec('depository-erc20');
    const good = sandboxDepositAction(s).call_data as Hex;
    // The receiver's 20 bytes (word 2, after its 12 zero bytes) are the deposit address, which only
    // the service knows: another plain address there is a well-formed call.
    const receiver = { from: 4 + 2 * 32 + 12, to: 4 + 3 * 32 };
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: (good.length - 2) / 2 - 1 })
          .filter((index) => index < receiver.from || index >= receiver.to),
        fc.integer({ min: 1, max: 255 }),
        fc.boolean(),
        (index, delta, append) => {
          const bytes = Buffer.from(good.slice(2), 'hex');
          if (append) {
            const longer = Buffer.concat([bytes, Buffer.from([delta])]);
            const data = `0x${longer.toString('hex')}`;
            refusal(() => buildEvmDeposit(sandboxDepositAction(s, { call_data: data }), context(s)));
            return;
          }
          bytes[index] = ((bytes[index] ?? 0) + delta) % 256;
          const data = `0x${bytes.toString('hex')}`;
          refusal(() => buildEvmDeposit(sandboxDepositAction(s, { call_data: data }), context(s)));
        },
      ),
      { numRuns: 300 },
    );
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

describe('evmSequenceHex', () => {
  it('is the service rule: minimal even-length hex', () => {
    for (const n of [0n, 1n, 15n, 16n, 255n, 256n, 5089n, SEQUENCE, 2n ** 64n, maxUint256]) {
      expect(evmSequenceHex(n)).toBe(serviceSequenceHex(n));
    }
    expect(evmSequenceHex(5089n)).toBe('0x13e1');
  });
});

describe('buildEvmDeposit: property', () => {
  const address = fc
    .uint8Array({ minLength: 20, maxLength: 20 })
    .map((bytes) => bytesToHex(bytes))
    .filter((a) => BigInt(a) !== 0n);
  const scenario = fc.record({
    kind: fc.constantFrom('native', 'direct', 'depository'),
    chainId: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
    to: address,
    contract: address,
    depository: address,
    decimals: fc.integer({ min: 0, max: 36 }),
    base: fc.bigInt({ min: 1n, max: maxUint256 }),
    withAmount: fc.boolean(),
    sequence: fc.bigInt({ min: 0n, max: 2n ** 64n }),
    gas: fc.option(fc.bigInt({ min: 1n, max: 1_000_000n }), { nil: undefined }),
    allowance: fc.option(fc.bigInt({ min: 0n, max: maxUint256 }), { nil: undefined }),
    native: fc.boolean(),
  });

  it('every sandbox action round-trips value, data, address and chain; an approve appears exactly when needed', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const distinct = new Set([s.to, s.contract, s.depository].map((a) => a.toLowerCase()));
        fc.pre(distinct.size === 3);
        const native = s.kind === 'native' || (s.kind === 'depository' && s.native);
        const token = { symbol: 'T', contract: native ? null : s.contract, decimals: s.decimals };
        const network = {
          name: 'N',
          chainId: String(s.chainId),
          ...(s.kind === 'depository' ? { depositoryContract: s.depository } : {}),
        };
        const built = buildEvmCallData({
          family: 'evm',
          sequenceNumber: s.sequence,
          depositAddress: s.to,
          sourceAddress: DEPOSITORY,
          amount: s.base,
          token,
          network,
        });
        const a = v.parse(DepositActionSchema, {
          type: 'transfer',
          to_address: built.toAddress,
          call_data: built.callData,
          network: { name: 'N', type: 'evm', chain_id: String(s.chainId) },
          token,
          amount: s.withAmount ? Number(formatUnits(s.base, s.decimals)) : null,
          amount_in_base_units: s.base.toString(),
          gas_limit: s.gas?.toString() ?? null,
        });
        const expected = expectedFor({
          family: 'evm',
          amount: s.base,
          token,
          network,
          chainId: String(s.chainId),
          depository: s.depository,
        });
        const build = () =>
          buildEvmDeposit(a, { expected, sequenceNumber: s.sequence, allowance: s.allowance });
        const ceiling =
          GAS_LIMIT_CEILINGS[
            s.kind === 'native' ? 'native' : s.kind === 'direct' ? 'transfer' : 'depository'
          ];
        if (s.gas !== undefined && s.gas > ceiling) {
          expect(build).toThrow(EvmDepositError);
          return;
        }
        const requests = build();
        const deposit = requests.at(-1);
        expect(deposit).toEqual({
          kind: 'deposit',
          chainId: s.chainId,
          to: built.toAddress,
          data: built.callData,
          value: native ? s.base : 0n,
          ...(s.gas === undefined ? {} : { gas: s.gas }),
        });
        const needsApprove = s.kind === 'depository' && !native && s.allowance !== s.base;
        const needsReset = needsApprove && s.allowance !== undefined && s.allowance > 0n;
        expect(requests).toHaveLength(needsApprove ? (needsReset ? 3 : 2) : 1);
        if (needsReset) {
          const [reset] = requests;
          expect(reset?.kind).toBe('reset');
          const args = decodeFunctionData({ abi: erc20Abi, data: (reset?.data ?? '0x') as Hex }).args;
          expect(args?.[0]?.toLowerCase()).toBe(s.depository);
          expect(args?.[1]).toBe(0n);
        }
        if (needsApprove) {
          const approve = requests.at(-2);
          expect(approve?.kind).toBe('approve');
          expect(approve?.to.toLowerCase()).toBe(s.contract);
          const decoded = decodeFunctionData({ abi: erc20Abi, data: (approve?.data ?? '0x') as Hex });
          expect(decoded.functionName).toBe('approve');
          expect(decoded.args?.[0]?.toLowerCase()).toBe(s.depository);
          expect(decoded.args?.[1]).toBe(s.base);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never throws anything but a DepositRefusal on arbitrary service data', () => {
    const anything = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.constant(null), fc.boolean());
    const s = spec('depository-erc20');
    fc.assert(
      fc.property(
        fc.record(
          {
            type: fc.constantFrom('transfer', 'manual_transfer', ''),
            to_address: fc.oneof(address, fc.constant(DEPOSITORY), fc.constant(USDC), anything),
            amount: anything,
            amount_in_base_units: fc.oneof(
              fc.constant(String(USDC_AMOUNT)),
              fc.bigInt({ min: 0n, max: maxUint256 * 2n }).map(String),
              anything,
            ),
            network: fc.record({
              name: fc.constant('ETHEREUM_MAINNET'),
              chain_id: fc.oneof(fc.constant('1'), anything),
            }),
            token: fc.record(
              {
                symbol: fc.constantFrom('USDC', 'ETH', ''),
                contract: fc.oneof(fc.constant(USDC), address, anything),
                decimals: fc.oneof(fc.constant(6), anything),
              },
              { requiredKeys: ['symbol'] },
            ),
            call_data: fc.oneof(
              fc.constant(depositErc20Data()),
              fc.uint8Array({ maxLength: 200 }).map((bytes) => bytesToHex(bytes)),
              anything,
            ),
            gas_limit: anything,
            value: anything,
          },
          { requiredKeys: ['type'] },
        ),
        (raw) => {
          const parsed = v.safeParse(DepositActionSchema, raw);
          if (!parsed.success) return;
          try {
            buildEvmDeposit(parsed.output, context(s));
          } catch (error) {
            expect(error).toBeInstanceOf(DepositRefusal);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('EvmDepositError', () => {
  it('is a DepositRefusal with its own name', () => {
    const error = new EvmDepositError('BAD_CALL_DATA', 'No.');
    expect(error).toBeInstanceOf(DepositRefusal);
    expect(error.name).toBe('EvmDepositError');
  });
});
