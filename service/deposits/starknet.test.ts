import {
  type Call,
  CallData,
  constants,
  hash,
  transaction,
  uint256,
  validateAndParseAddress,
} from 'starknet';
import { describe, expect, it } from 'vitest';
import { buildStarknetCallData, type StarknetDepositCall } from './starknet';
import {
  expectDepositError,
  STARKNET_DEPOSIT,
  STARKNET_ETH,
  STARKNET_WATCHDOG,
  sampleInput,
} from './testing';

function parseCalls(callData: string): StarknetDepositCall[] {
  return JSON.parse(callData) as StarknetDepositCall[];
}

function call(calls: StarknetDepositCall[], index: number): StarknetDepositCall {
  const found = calls[index];
  if (!found) throw new Error(`no call ${index}`);
  return found;
}

describe('Starknet deposit call data', () => {
  const amount = 2n ** 200n + 12_345n; // needs the high half of the u256

  it('is exactly [transfer, watch] with the documented keys', () => {
    const built = buildStarknetCallData(sampleInput('starknet', { amount }));
    expect(built.toAddress).toBe(STARKNET_DEPOSIT);
    const calls = parseCalls(built.callData);
    expect(calls).toHaveLength(2);
    for (const each of calls)
      expect(Object.keys(each).sort()).toEqual(['calldata', 'contractAddress', 'entrypoint']);

    const transfer = call(calls, 0);
    expect(transfer.contractAddress).toBe(STARKNET_ETH);
    expect(transfer.entrypoint).toBe('transfer');
    expect(transfer.calldata).toHaveLength(3);
    expect(transfer.calldata[0]).toBe(STARKNET_DEPOSIT);
    expect(uint256.uint256ToBN({ low: transfer.calldata[1] ?? '', high: transfer.calldata[2] ?? '' })).toBe(
      amount,
    );

    const watch = call(calls, 1);
    expect(watch.contractAddress).toBe(STARKNET_WATCHDOG);
    expect(watch.entrypoint).toBe('watch');
    expect(watch.calldata).toEqual(['11177265']);
  });

  it('starknet.js compiles the calls into account __execute__ calldata', () => {
    const built = buildStarknetCallData(sampleInput('starknet', { amount }));
    const calls: Call[] = parseCalls(built.callData);
    const executeCalldata = transaction.getExecuteCalldata(calls, '1').map((felt) => BigInt(felt));
    expect(executeCalldata).toEqual([
      2n, // number of calls
      BigInt(STARKNET_ETH),
      BigInt(hash.getSelectorFromName('transfer')),
      3n,
      BigInt(STARKNET_DEPOSIT),
      amount & (2n ** 128n - 1n),
      amount >> 128n,
      BigInt(STARKNET_WATCHDOG),
      BigInt(hash.getSelectorFromName('watch')),
      1n,
      11177265n,
    ]);
    const transferArgs = CallData.toCalldata(call(parseCalls(built.callData), 0).calldata);
    const [, low, high] = transferArgs;
    expect(uint256.uint256ToBN({ low: low ?? '', high: high ?? '' })).toBe(amount);
  });

  it('normalizes short hex addresses', () => {
    const built = buildStarknetCallData(
      sampleInput('starknet', {
        depositAddress: '0xabc123',
        network: { name: 'SN', watchdogContract: '0x777777' },
      }),
    );
    const calls = parseCalls(built.callData);
    expect(call(calls, 0).calldata[0]).toBe(validateAndParseAddress('0xabc123'));
    expect(call(calls, 1).contractAddress).toBe(STARKNET_WATCHDOG);
  });

  it('refuses a token without contract (even ETH) and a network without watchdog', () => {
    const eth = { symbol: 'ETH', contract: null, decimals: 18 };
    const error = expectDepositError(
      () => buildStarknetCallData(sampleInput('starknet', { token: eth })),
      'MISSING_CONTRACT',
    );
    expect(error.message).toContain('ERC-20');
    expectDepositError(
      () =>
        buildStarknetCallData(sampleInput('starknet', { network: { name: 'SN', watchdogContract: null } })),
      'MISSING_WATCHDOG_CONTRACT',
    );
    expectDepositError(
      () => buildStarknetCallData(sampleInput('starknet', { network: { name: 'SN' } })),
      'MISSING_WATCHDOG_CONTRACT',
    );
  });

  it('refuses non-hex addresses, a sequence number beyond a felt and amounts beyond u256', () => {
    // starknet.js would read '12345' as 0x12345; the builder refuses it instead.
    expectDepositError(
      () => buildStarknetCallData(sampleInput('starknet', { depositAddress: '12345' })),
      'INVALID_ADDRESS',
    );
    expectDepositError(
      () => buildStarknetCallData(sampleInput('starknet', { depositAddress: `0x${'f'.repeat(64)}` })),
      'INVALID_ADDRESS',
    );
    expectDepositError(
      () => buildStarknetCallData(sampleInput('starknet', { sequenceNumber: constants.PRIME })),
      'SEQUENCE_NUMBER_OUT_OF_RANGE',
    );
    expectDepositError(
      () => buildStarknetCallData(sampleInput('starknet', { amount: 2n ** 256n })),
      'AMOUNT_OUT_OF_RANGE',
    );
  });
});
