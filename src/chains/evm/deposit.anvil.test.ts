/**
 * Chain test: the widget's ERC-20 depository deposit on a real anvil node with the sandbox's test
 * token and depository deployed (service/chains/evm/setup.ts). The action is the sandbox's own;
 * `buildEvmDeposit` builds it with the allowance read from the chain, as `connected.ts` does, and
 * the user wallet sends the requests in order, as the wallet module does. Afterwards the amount
 * has moved and the depository is left no allowance.
 */
import { type Address, decodeFunctionData, erc20Abi, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnvilNode, freePort, startAnvil } from '../../../service/chains/evm/anvil';
import {
  ANVIL_TEST_ACCOUNTS,
  type ChainClients,
  chainClients,
  DEPOSITORY_ADDRESS,
  setupLocalChain,
  TEST_TOKEN_ADDRESS,
} from '../../../service/chains/evm/setup';
import { DEPOSITORY_GAS_LIMIT } from '../../../service/deposits/depository';
import { expectedFor, type SandboxActionSpec, sandboxDepositAction } from '../sandbox-actions.test-support';
import { buildEvmDeposit, type EvmTransactionRequest } from './deposit';

const CHAIN_ID = 31995;
const USER = ANVIL_TEST_ACCOUNTS.user.address as Address;
const PTT = { symbol: 'PTT', contract: TEST_TOKEN_ADDRESS, decimals: 18 };

describe('an ERC-20 depository deposit as the widget builds it, on anvil', () => {
  let node: AnvilNode;
  let clients: ChainClients;
  let user: ChainClients['wallet'];

  beforeAll(async () => {
    node = await startAnvil({ chainId: CHAIN_ID, port: await freePort() });
    clients = chainClients(CHAIN_ID, node.url, ANVIL_TEST_ACCOUNTS.hotWallet.privateKey);
    // The user's wallet: the same clients, signing with the user's key.
    user = chainClients(CHAIN_ID, node.url, ANVIL_TEST_ACCOUNTS.user.privateKey).wallet;
    await setupLocalChain(clients);
  }, 60_000);

  afterAll(async () => {
    await node?.close();
  });

  const allowance = () =>
    clients.public.readContract({
      address: TEST_TOKEN_ADDRESS,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [USER, DEPOSITORY_ADDRESS],
    });
  const balanceOf = (owner: Address) =>
    clients.public.readContract({
      address: TEST_TOKEN_ADDRESS,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    });

  /** Sends one built request exactly as built (target, data, value, gas) and waits for it. */
  async function send(request: EvmTransactionRequest) {
    const hash = await user.sendTransaction({
      to: request.to,
      data: request.data,
      value: request.value,
      ...(request.gas === undefined ? {} : { gas: request.gas }),
    });
    await clients.mine();
    return clients.public.waitForTransactionReceipt({ hash, timeout: 20_000 });
  }

  it('approves exactly the amount, deposits it, and leaves the depository no allowance', async () => {
    const receiver = privateKeyToAccount(generatePrivateKey()).address;
    const amount = parseUnits('12.5', 18);
    const spec: SandboxActionSpec = {
      family: 'evm',
      amount,
      token: PTT,
      depositAddress: receiver,
      sourceAddress: USER,
      sequenceNumber: 7_001n,
      network: { name: 'LOCAL_EVM', chainId: String(CHAIN_ID), depositoryContract: DEPOSITORY_ADDRESS },
      networkView: { chain_id: String(CHAIN_ID) },
    };
    // With the gas limit the sandbox gives a depository call.
    const action = sandboxDepositAction(spec, { gas_limit: DEPOSITORY_GAS_LIMIT.erc20 });
    const expected = expectedFor({ ...spec, chainId: String(CHAIN_ID), depository: DEPOSITORY_ADDRESS });
    const before = await balanceOf(USER);

    expect(await allowance()).toBe(0n);
    const requests = buildEvmDeposit(action, {
      expected,
      sequenceNumber: spec.sequenceNumber,
      allowance: await allowance(),
    });
    expect(requests.map((request) => request.kind)).toEqual(['approve', 'deposit']);
    const [approve, deposit] = requests as [EvmTransactionRequest, EvmTransactionRequest];
    // The approve: on the token, to the depository, of exactly the amount; no gas of the service's.
    expect(approve.to.toLowerCase()).toBe(TEST_TOKEN_ADDRESS.toLowerCase());
    expect(approve.value).toBe(0n);
    expect(approve).not.toHaveProperty('gas');
    const decoded = decodeFunctionData({ abi: erc20Abi, data: approve.data });
    expect(decoded.functionName).toBe('approve');
    expect(decoded.args).toEqual([DEPOSITORY_ADDRESS, amount]);
    expect(deposit.to.toLowerCase()).toBe(DEPOSITORY_ADDRESS.toLowerCase());
    expect(deposit.gas).toBe(BigInt(DEPOSITORY_GAS_LIMIT.erc20));

    expect((await send(approve)).status).toBe('success');
    expect(await allowance()).toBe(amount);
    const receipt = await send(deposit);
    expect(receipt.status).toBe('success');
    expect(receipt.gasUsed).toBeLessThan(BigInt(DEPOSITORY_GAS_LIMIT.erc20));

    expect(await allowance()).toBe(0n);
    expect(await balanceOf(receiver)).toBe(amount);
    expect(await balanceOf(USER)).toBe(before - amount);
    expect(await balanceOf(DEPOSITORY_ADDRESS)).toBe(0n);
  });
});
