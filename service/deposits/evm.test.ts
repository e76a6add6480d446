import {
  concatHex,
  decodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  hexToBigInt,
  numberToHex,
  pad,
  parseTransaction,
  serializeTransaction,
  size,
  slice,
  toFunctionSelector,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { DEPOSITORY_ABI, depositoryId } from './depository';
import { buildEvmCallData, evmSequenceHex } from './evm';
import { EVM_DEPOSIT, EVM_SOURCE, EVM_USDC, expectDepositError, sampleInput } from './testing';

const usdc = { symbol: 'USDC', contract: EVM_USDC, decimals: 6 };

describe('EVM deposit call data', () => {
  it('native: sends to the deposit address with the sequence number as minimal hex data', () => {
    const built = buildEvmCallData(sampleInput('evm', { sequenceNumber: 5089n }));
    expect(built.toAddress).toBe(EVM_DEPOSIT);
    expect(built.callData).toBe('0x13e1');
    expect(hexToBigInt(built.callData as Hex)).toBe(5089n);
    expect(built.gasLimit).toBeUndefined();
  });

  it('native: pads odd hex to whole bytes', () => {
    expect(evmSequenceHex(0xfffn)).toBe('0x0fff');
    expect(evmSequenceHex(0n)).toBe('0x00');
    expect(evmSequenceHex(11177265n)).toBe('0xaa8d31');
    const built = buildEvmCallData(sampleInput('evm', { sequenceNumber: 0xfffn }));
    expect(hexToBigInt(built.callData as Hex)).toBe(0xfffn);
  });

  it('native: the client transaction (value = amount, data = call data) serializes and parses back', () => {
    const input = sampleInput('evm');
    const built = buildEvmCallData(input);
    const serialized = serializeTransaction({
      chainId: 1,
      type: 'eip1559',
      to: built.toAddress as Hex,
      value: input.amount,
      data: built.callData as Hex,
      maxFeePerGas: 1n,
      maxPriorityFeePerGas: 1n,
      gas: 30_000n,
      nonce: 0,
    });
    const parsed = parseTransaction(serialized);
    expect(parsed.to).toBe(EVM_DEPOSIT.toLowerCase());
    expect(parsed.value).toBe(input.amount);
    expect(parsed.data).toBe('0x13e1');
  });

  it('ERC-20: transfer(depositAddress, amount) to the token contract, then 32 bytes of sequence number', () => {
    const amount = 123_456_789_012_345_678_901_234_567_890n; // far beyond 2^53: must stay exact
    const input = sampleInput('evm', { amount, sequenceNumber: 11177265n, token: usdc });
    const built = buildEvmCallData(input);
    expect(built.toAddress).toBe(EVM_USDC);

    const data = built.callData as Hex;
    expect(size(data)).toBe(4 + 32 + 32 + 32);
    const abiPart = slice(data, 0, size(data) - 32);
    const trailing = slice(data, size(data) - 32);

    const decoded = decodeFunctionData({ abi: erc20Abi, data: abiPart });
    expect(decoded.functionName).toBe('transfer');
    expect(decoded.args).toEqual([getAddress(EVM_DEPOSIT), amount]);
    expect(size(trailing)).toBe(32);
    expect(hexToBigInt(trailing)).toBe(11177265n);
  });

  it('ERC-20: the trailing word holds sequence numbers up to 2^256 - 1', () => {
    const sequenceNumber = 2n ** 256n - 1n;
    const built = buildEvmCallData(sampleInput('evm', { sequenceNumber, token: usdc }));
    expect(hexToBigInt(slice(built.callData as Hex, -32))).toBe(sequenceNumber);
    expectDepositError(
      () => buildEvmCallData(sampleInput('evm', { sequenceNumber: 2n ** 256n, token: usdc })),
      'SEQUENCE_NUMBER_OUT_OF_RANGE',
    );
  });

  it('normalizes lowercase addresses to EIP-55 checksums', () => {
    const built = buildEvmCallData(
      sampleInput('evm', {
        depositAddress: EVM_DEPOSIT.toLowerCase(),
        token: { ...usdc, contract: EVM_USDC.toLowerCase() },
      }),
    );
    expect(built.toAddress).toBe(EVM_USDC);
  });

  it('refuses bad addresses and amounts beyond uint256', () => {
    const badChecksum = EVM_DEPOSIT.replace('f39Fd6', 'F39fd6');
    expectDepositError(
      () => buildEvmCallData(sampleInput('evm', { depositAddress: badChecksum })),
      'INVALID_ADDRESS',
    );
    expectDepositError(
      () => buildEvmCallData(sampleInput('evm', { sourceAddress: '0x1234' })),
      'INVALID_ADDRESS',
    );
    expectDepositError(
      () => buildEvmCallData(sampleInput('evm', { token: { ...usdc, contract: '' } })),
      'INVALID_ADDRESS',
    );
    expectDepositError(
      () => buildEvmCallData(sampleInput('evm', { amount: 2n ** 256n, token: usdc })),
      'AMOUNT_OUT_OF_RANGE',
    );
    expect(() =>
      buildEvmCallData(sampleInput('evm', { sourceAddress: EVM_SOURCE.toLowerCase() })),
    ).not.toThrow();
  });
});

describe('EVM deposit through a depository (use_depository on the local chains)', () => {
  const DEPOSITORY = getAddress('0x2b574555158337cd46d47c2ca57e4698a1f04e70');
  const network = { name: 'LOCAL_L1', chainId: '31337', depositoryContract: DEPOSITORY };

  it('ERC-20: depositERC20(id, token, depositAddress, amount) to the depository, with its encoded args', () => {
    const built = buildEvmCallData(
      sampleInput('evm', { sequenceNumber: 100_007n, amount: 42_500_000n, token: usdc, network }),
    );
    expect(built.toAddress).toBe(DEPOSITORY);
    expect(built.gasLimit).toBe('120000');
    const decoded = decodeFunctionData({ abi: DEPOSITORY_ABI, data: built.callData as Hex });
    expect(decoded.functionName).toBe('depositERC20');
    expect(decoded.args).toEqual([depositoryId(100_007n), EVM_USDC, EVM_DEPOSIT, 42_500_000n]);
    expect(depositoryId(100_007n)).toBe(`0x${'0'.repeat(59)}186a7`);
    expect(slice(built.callData as Hex, 0, 4)).toBe(
      toFunctionSelector('depositERC20(bytes32,address,address,uint256)'),
    );
    // One 32-byte word per argument; together they are the call data after the selector.
    expect(built.encodedArgs).toEqual([
      depositoryId(100_007n),
      pad(EVM_USDC.toLowerCase() as Hex),
      pad(EVM_DEPOSIT.toLowerCase() as Hex),
      pad(numberToHex(42_500_000n)),
    ]);
    expect(concatHex((built.encodedArgs ?? []) as Hex[])).toBe(slice(built.callData as Hex, 4));
  });

  it('native: depositNative(id, depositAddress); the client sends the amount as value', () => {
    const built = buildEvmCallData(sampleInput('evm', { sequenceNumber: 5089n, network }));
    expect(built.toAddress).toBe(DEPOSITORY);
    expect(built.gasLimit).toBe('100000');
    const decoded = decodeFunctionData({ abi: DEPOSITORY_ABI, data: built.callData as Hex });
    expect(decoded.functionName).toBe('depositNative');
    expect(decoded.args).toEqual([depositoryId(5089n), EVM_DEPOSIT]);
    expect(built.encodedArgs).toEqual([depositoryId(5089n), pad(EVM_DEPOSIT.toLowerCase() as Hex)]);
    expect(concatHex((built.encodedArgs ?? []) as Hex[])).toBe(slice(built.callData as Hex, 4));
  });

  it('without a depository nothing changes, and a bad depository address is refused', () => {
    expect(
      buildEvmCallData(sampleInput('evm', { network: { ...network, depositoryContract: null } })),
    ).toEqual(buildEvmCallData(sampleInput('evm')));
    expect(buildEvmCallData(sampleInput('evm')).encodedArgs).toBeUndefined();
    expectDepositError(
      () => buildEvmCallData(sampleInput('evm', { network: { ...network, depositoryContract: '0x1234' } })),
      'INVALID_ADDRESS',
    );
  });
});
