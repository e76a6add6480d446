/**
 * The depository contract: its committed artifact is what its source compiles to (solc-js,
 * offline, under a second), its ABI is the one the service encodes and decodes with, and on a
 * real anvil node it moves exactly what it says and refuses what it must.
 */
import solc from 'solc';
import {
  type Abi,
  type Account,
  type Address,
  type Chain,
  createWalletClient,
  decodeEventLog,
  encodeFunctionData,
  type Hex,
  http,
  parseAbi,
  parseUnits,
  type Transport,
  type WalletClient,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileDepository, readArtifact, SETTINGS } from '../../../contracts/build.mjs';
import { DEPOSITORY_ABI, DEPOSITORY_GAS_LIMIT, depositoryCall, depositoryId } from '../../deposits';
import { type AnvilNode, freePort, startAnvil } from './anvil';
import {
  ANVIL_TEST_ACCOUNTS,
  type ChainClients,
  chainClients,
  DEPOSITORY_ADDRESS,
  depositoryArtifact,
  erc20TransferAbi,
  localChain,
  setupLocalChain,
  TEST_TOKEN_ADDRESS,
} from './setup';

/** The ABI's shape without solc's `internalType`s: what encoding and decoding depend on. */
function shape(abi: Abi | readonly Record<string, unknown>[]) {
  type Param = { name?: string; type: string; indexed?: boolean };
  return (abi as readonly Record<string, unknown>[])
    .map((item) => ({
      type: item.type,
      name: item.name,
      stateMutability: item.stateMutability ?? null,
      anonymous: item.anonymous ?? (item.type === 'event' ? false : null),
      inputs: ((item.inputs ?? []) as Param[]).map((input) => ({
        name: input.name ?? '',
        type: input.type,
        indexed: item.type === 'event' ? (input.indexed ?? false) : null,
      })),
      outputs: ((item.outputs ?? []) as Param[]).map((output) => ({
        name: output.name ?? '',
        type: output.type,
      })),
    }))
    .sort((a, b) => `${a.type}:${a.name}`.localeCompare(`${b.type}:${b.name}`));
}

describe('the depository artifact', () => {
  it('is what the source compiles to now, with the recorded compiler and settings', () => {
    const started = Date.now();
    const fresh = compileDepository();
    // Well under CI's patience (about 1 s here): the comparison below needs no shortcut.
    expect(Date.now() - started).toBeLessThan(20_000);
    const committed = readArtifact();
    expect(committed.compiler).toEqual({ name: 'solc-js', version: solc.version(), settings: SETTINGS });
    expect(committed.compiler.settings.optimizer.enabled).toBe(true);
    expect(committed.bytecode).toBe(fresh.bytecode);
    expect(committed.abi).toEqual(fresh.abi);
    // What the sandbox deploys is that artifact.
    expect(depositoryArtifact().bytecode).toBe(committed.bytecode);
  }, 60_000);

  it('has the ABI the service encodes deposit calls and decodes Deposit events with', () => {
    expect(shape(readArtifact().abi)).toEqual(shape(DEPOSITORY_ABI));
  });
});

describe('the depository on a real chain', () => {
  let node: AnvilNode;
  let clients: ChainClients;
  let user: WalletClient<Transport, Chain, Account>;
  const USER = ANVIL_TEST_ACCOUNTS.user.address;
  const approveAbi = parseAbi([
    'function approve(address spender, uint256 amount) returns (bool)',
    'function allowance(address owner, address spender) view returns (uint256)',
  ]);

  beforeAll(async () => {
    node = await startAnvil({ chainId: 31997, port: await freePort() });
    clients = chainClients(31997, node.url, ANVIL_TEST_ACCOUNTS.hotWallet.privateKey);
    user = createWalletClient({
      chain: localChain(31997, node.url),
      transport: http(node.url),
      account: privateKeyToAccount(ANVIL_TEST_ACCOUNTS.user.privateKey),
      pollingInterval: 250,
    });
    await setupLocalChain(clients);
  }, 60_000);

  afterAll(async () => {
    await node?.close();
  });

  /** Sends from the user wallet with the action's gas limit (no estimate: a revert is mined too). */
  async function send(request: { to: Address; data: Hex; value?: bigint; gas?: bigint }) {
    const hash = await user.sendTransaction({ gas: 200_000n, ...request });
    await clients.mine();
    return clients.public.waitForTransactionReceipt({ hash, timeout: 20_000 });
  }

  const balanceOf = (owner: Address) =>
    clients.public.readContract({
      address: TEST_TOKEN_ADDRESS,
      abi: erc20TransferAbi,
      functionName: 'balanceOf',
      args: [owner],
    });

  function depositEvents(receipt: { logs: readonly { address: Address; topics: Hex[]; data: Hex }[] }) {
    return receipt.logs
      .filter((log) => log.address.toLowerCase() === DEPOSITORY_ADDRESS.toLowerCase())
      .map((log) => decodeEventLog({ abi: DEPOSITORY_ABI, topics: log.topics as [Hex], data: log.data }));
  }

  it('is deployed at its deterministic address, after the token, with the committed code', async () => {
    expect(DEPOSITORY_ADDRESS).toBe('0x2B574555158337Cd46d47c2Ca57E4698A1f04e70');
    expect(TEST_TOKEN_ADDRESS).toBe('0x95bD8D42f30351685e96C62EDdc0d0613bf9a87A');
    const code = await clients.public.getCode({ address: DEPOSITORY_ADDRESS });
    expect(code && code.length > 2).toBe(true);
    // The runtime code is the tail of the creation code.
    expect(depositoryArtifact().bytecode.endsWith((code as Hex).slice(2))).toBe(true);
    expect(await clients.public.getTransactionCount({ address: ANVIL_TEST_ACCOUNTS.hotWallet.address })).toBe(
      3,
    );
    // No storage, no balance.
    expect(await clients.public.getBalance({ address: DEPOSITORY_ADDRESS })).toBe(0n);
  });

  it('depositERC20: pulls the approved amount to the receiver and emits Deposit, within the gas limit', async () => {
    const receiver = privateKeyToAccount(generatePrivateKey()).address;
    const amount = parseUnits('12.5', 18);
    const before = await balanceOf(USER);
    const call = depositoryCall({ sequenceNumber: 100_001n, token: TEST_TOKEN_ADDRESS, receiver, amount });
    const approve = await send({
      to: TEST_TOKEN_ADDRESS,
      data: encodeFunctionData({
        abi: approveAbi,
        functionName: 'approve',
        args: [DEPOSITORY_ADDRESS, amount],
      }),
    });
    expect(approve.status).toBe('success');
    const receipt = await send({ to: DEPOSITORY_ADDRESS, data: call.callData, gas: BigInt(call.gasLimit) });
    expect(receipt.status).toBe('success');
    expect(await balanceOf(receiver)).toBe(amount);
    expect(await balanceOf(USER)).toBe(before - amount);
    expect(await balanceOf(DEPOSITORY_ADDRESS)).toBe(0n);
    expect(
      await clients.public.readContract({
        address: TEST_TOKEN_ADDRESS,
        abi: approveAbi,
        functionName: 'allowance',
        args: [USER, DEPOSITORY_ADDRESS],
      }),
    ).toBe(0n);
    expect(depositEvents(receipt)).toEqual([
      {
        eventName: 'Deposit',
        args: { id: depositoryId(100_001n), token: TEST_TOKEN_ADDRESS, receiver, amount },
      },
    ]);
    // The limit the action gives is at least 1.5 times what the call used (about 61k).
    expect(receipt.gasUsed * 3n).toBeLessThan(BigInt(DEPOSITORY_GAS_LIMIT.erc20) * 2n);
  });

  it('depositNative: forwards the value to the receiver and emits Deposit with token address(0)', async () => {
    const receiver = privateKeyToAccount(generatePrivateKey()).address;
    const amount = parseUnits('0.25', 18);
    const call = depositoryCall({ sequenceNumber: 100_002n, token: null, receiver, amount });
    const receipt = await send({
      to: DEPOSITORY_ADDRESS,
      data: call.callData,
      value: amount,
      gas: BigInt(call.gasLimit),
    });
    expect(receipt.status).toBe('success');
    expect(await clients.public.getBalance({ address: receiver })).toBe(amount);
    expect(await clients.public.getBalance({ address: DEPOSITORY_ADDRESS })).toBe(0n);
    expect(depositEvents(receipt)).toEqual([
      {
        eventName: 'Deposit',
        args: {
          id: depositoryId(100_002n),
          token: '0x0000000000000000000000000000000000000000',
          receiver,
          amount,
        },
      },
    ]);
    // At least 1.5 times what the call used (about 58k: 25k of them create the receiver's account).
    expect(receipt.gasUsed * 3n).toBeLessThan(BigInt(DEPOSITORY_GAS_LIMIT.native) * 2n);
  });

  it('reverts, moving nothing, without an approve, for an address that is not a token, and with value', async () => {
    const receiver = privateKeyToAccount(generatePrivateKey()).address;
    const amount = parseUnits('3', 18);
    const unapproved = depositoryCall({
      sequenceNumber: 100_003n,
      token: TEST_TOKEN_ADDRESS,
      receiver,
      amount,
    });
    expect((await send({ to: DEPOSITORY_ADDRESS, data: unapproved.callData })).status).toBe('reverted');
    const noCode = depositoryCall({ sequenceNumber: 100_003n, token: receiver, receiver, amount });
    expect((await send({ to: DEPOSITORY_ADDRESS, data: noCode.callData })).status).toBe('reverted');
    // depositERC20 is not payable: ETH sent along is refused, not kept.
    const withValue = depositoryCall({
      sequenceNumber: 100_003n,
      token: TEST_TOKEN_ADDRESS,
      receiver,
      amount: 0n,
    });
    expect((await send({ to: DEPOSITORY_ADDRESS, data: withValue.callData, value: 1n })).status).toBe(
      'reverted',
    );
    // Plain ETH to the depository (no function) is refused too.
    expect((await send({ to: DEPOSITORY_ADDRESS, data: '0x', value: 1n })).status).toBe('reverted');
    expect(await balanceOf(receiver)).toBe(0n);
    expect(await clients.public.getBalance({ address: DEPOSITORY_ADDRESS })).toBe(0n);
  });
});
