/** How the watcher reads a transaction as a deposit: the deposit builder's output, read back. */
import {
  encodeAbiParameters,
  encodeEventTopics,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { buildEvmCallData, DEPOSITORY_ABI, depositoryId } from '../../deposits';
import type { DepositTarget } from '../../swaps/chain-backed';
import { erc20TransferAbi } from './setup';
import {
  depositCandidate,
  depositoryDeposits,
  matchesDepositoryTarget,
  matchesTarget,
  tokenAmountReceived,
} from './watcher';

const TOKEN = getAddress('0x95bd8d42f30351685e96c62eddc0d0613bf9a87a');
const DEPOSIT = getAddress('0x1111111111111111111111111111111111111111');
const USER = getAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266');

function built(contract: string | null, sequenceNumber = 100_042n, amount = 5n * 10n ** 17n) {
  return buildEvmCallData({
    family: 'evm',
    sequenceNumber,
    depositAddress: DEPOSIT,
    sourceAddress: USER,
    amount,
    token: { symbol: contract ? 'PTT' : 'ETH', contract, decimals: 18 },
    network: { name: 'LOCAL_L1', chainId: '31337' },
  });
}

const target = (tokenContract: string | null, sequenceNumber = 100_042n): DepositTarget => ({
  swapId: 'swap',
  network: 'LOCAL_L1',
  depositAddress: DEPOSIT,
  sequenceNumber,
  memo: null,
  tokenContract,
});

describe('depositCandidate', () => {
  it('reads a wallet deposit of the native token: to the deposit address, the sequence number as data', () => {
    const action = built(null);
    const candidate = depositCandidate(
      { to: action.toAddress as Hex, input: action.callData as Hex, value: 1n },
      TOKEN,
    );
    expect(candidate).toEqual({ kind: 'native', depositAddress: DEPOSIT, sequenceNumber: 100_042n });
    expect(candidate && matchesTarget(candidate, target(null))).toBe(true);
    expect(candidate && matchesTarget(candidate, target(null, 7n))).toBe(false);
    expect(candidate && matchesTarget(candidate, target(TOKEN))).toBe(false);
  });

  it('reads a wallet deposit of the token: transfer(deposit, amount) and the sequence word', () => {
    const action = built(TOKEN);
    expect(action.toAddress).toBe(TOKEN);
    const candidate = depositCandidate({ to: TOKEN, input: action.callData as Hex, value: 0n }, TOKEN);
    expect(candidate).toEqual({ kind: 'token', depositAddress: DEPOSIT, sequenceNumber: 100_042n });
    expect(candidate && matchesTarget(candidate, target(TOKEN))).toBe(true);
    expect(candidate && matchesTarget(candidate, target(null))).toBe(false);
  });

  it('reads manual transfers (no memo): matched by the address alone', () => {
    const native = depositCandidate({ to: DEPOSIT, input: '0x', value: 1n }, TOKEN);
    expect(native).toEqual({ kind: 'native', depositAddress: DEPOSIT, sequenceNumber: null });
    expect(native && matchesTarget(native, target(null, 5n))).toBe(true);
    const plainTransfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [DEPOSIT, 3n],
    });
    const token = depositCandidate({ to: TOKEN, input: plainTransfer, value: 0n }, TOKEN);
    expect(token).toEqual({ kind: 'token', depositAddress: DEPOSIT, sequenceNumber: null });
  });

  it('is null for what cannot be a deposit', () => {
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [DEPOSIT, 3n] });
    expect(depositCandidate({ to: TOKEN, input: approve, value: 0n }, TOKEN)).toBeNull();
    expect(depositCandidate({ to: null, input: '0x6080', value: 0n }, TOKEN)).toBeNull();
    expect(depositCandidate({ to: DEPOSIT, input: `0x${'ab'.repeat(33)}`, value: 1n }, TOKEN)).toBeNull();
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [DEPOSIT, 3n] });
    expect(depositCandidate({ to: TOKEN, input: `${transfer}abcd`, value: 0n }, TOKEN)).toBeNull();
  });
});

describe('tokenAmountReceived', () => {
  const transferLog = (address: Hex, to: Hex, value: bigint) => ({
    address,
    topics: encodeEventTopics({
      abi: erc20TransferAbi,
      eventName: 'Transfer',
      args: { from: USER, to },
    }) as Hex[],
    data: encodeAbiParameters([{ type: 'uint256' }], [value]),
  });

  it('sums the token’s Transfer logs to the recipient, ignoring other tokens and recipients', () => {
    const receipt = {
      status: 'success' as const,
      logs: [
        transferLog(TOKEN, DEPOSIT, 7n),
        transferLog(TOKEN, USER, 100n),
        transferLog(getAddress('0x2222222222222222222222222222222222222222'), DEPOSIT, 1000n),
        { address: TOKEN, topics: [`0x${'00'.repeat(32)}`] as Hex[], data: '0x' as Hex },
      ],
    };
    expect(tokenAmountReceived(receipt, TOKEN, DEPOSIT)).toBe(7n);
  });
});

describe('depository deposits', () => {
  const DEPOSITORY = getAddress('0x2b574555158337cd46d47c2ca57e4698a1f04e70');
  const ZERO = '0x0000000000000000000000000000000000000000';
  const depositLog = (address: Hex, id: bigint, token: Hex, receiver: Hex, amount: bigint) => ({
    address,
    topics: encodeEventTopics({
      abi: DEPOSITORY_ABI,
      eventName: 'Deposit',
      args: { id: depositoryId(id), token },
    }) as Hex[],
    data: encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [receiver, amount]),
  });
  const transferLog = (to: Hex, value: bigint) => ({
    address: TOKEN,
    topics: encodeEventTopics({
      abi: erc20TransferAbi,
      eventName: 'Transfer',
      args: { from: USER, to },
    }) as Hex[],
    data: encodeAbiParameters([{ type: 'uint256' }], [value]),
  });

  it('reads the Deposit event once, next to the token’s Transfer to the same deposit address', () => {
    const receipt = {
      status: 'success' as const,
      logs: [transferLog(DEPOSIT, 9n), depositLog(DEPOSITORY, 100_042n, TOKEN, DEPOSIT, 9n)],
    };
    const deposits = depositoryDeposits(receipt, DEPOSITORY);
    expect(deposits).toEqual([{ sequenceNumber: 100_042n, token: TOKEN, receiver: DEPOSIT, amount: 9n }]);
    const [deposit] = deposits;
    expect(deposit && matchesDepositoryTarget(deposit, target(TOKEN))).toBe(true);
    expect(deposit && matchesDepositoryTarget(deposit, target(TOKEN, 100_043n))).toBe(false);
    expect(deposit && matchesDepositoryTarget(deposit, target(null))).toBe(false);
    // The depository's call is never a plain-transfer candidate: it is not sent to the token.
    const call = buildEvmCallData({
      family: 'evm',
      sequenceNumber: 100_042n,
      depositAddress: DEPOSIT,
      sourceAddress: USER,
      amount: 9n,
      token: { symbol: 'PTT', contract: TOKEN, decimals: 18 },
      network: { name: 'LOCAL_L1', chainId: '31337', depositoryContract: DEPOSITORY },
    });
    expect(call.toAddress).toBe(DEPOSITORY);
    expect(depositCandidate({ to: DEPOSITORY, input: call.callData as Hex, value: 0n }, TOKEN)).toBeNull();
  });

  it('reads a native deposit (token address(0)) and matches native targets only', () => {
    const receipt = {
      status: 'success' as const,
      logs: [depositLog(DEPOSITORY, 100_042n, ZERO, DEPOSIT, 5n)],
    };
    const [deposit] = depositoryDeposits(receipt, DEPOSITORY);
    expect(deposit).toEqual({ sequenceNumber: 100_042n, token: null, receiver: DEPOSIT, amount: 5n });
    expect(deposit && matchesDepositoryTarget(deposit, target(null))).toBe(true);
    expect(deposit && matchesDepositoryTarget(deposit, target(TOKEN))).toBe(false);
  });

  it('ignores reverted receipts, other contracts’ Deposit events and other events', () => {
    const log = depositLog(DEPOSITORY, 100_042n, TOKEN, DEPOSIT, 9n);
    expect(depositoryDeposits({ status: 'reverted', logs: [log] }, DEPOSITORY)).toEqual([]);
    const elsewhere = depositLog(
      getAddress('0x3333333333333333333333333333333333333333'),
      1n,
      TOKEN,
      DEPOSIT,
      9n,
    );
    expect(depositoryDeposits({ status: 'success', logs: [elsewhere] }, DEPOSITORY)).toEqual([]);
    const notADeposit = { ...transferLog(DEPOSIT, 9n), address: DEPOSITORY };
    expect(depositoryDeposits({ status: 'success', logs: [notADeposit] }, DEPOSITORY)).toEqual([]);
  });
});
