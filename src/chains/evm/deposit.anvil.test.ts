/**
 * Chain test: the widget's ERC-20 depository deposit on a real anvil node with the sandbox's test
 * token and depository deployed (service/chains/evm/setup.ts). The action is the sandbox's own;
 * `buildEvmDeposit` builds it with the allowance read from the chain, as `connected.ts` does, and
 * the user wallet sends the requests in order, as the wallet module does. Afterwards the amount
 * has moved and the depository is left no allowance.
 *
 * The same with a USDT-style token (contracts/ResetFirstToken.sol: `approve` reverts from one
 * non-zero allowance to another) over a stale allowance, larger or smaller than the amount: the
 * builder resets it to 0, approves exactly the amount, deposits, and leaves no allowance. The
 * token's facts and the allowance are read as ./connected.ts reads them, through an EIP-1193
 * provider (here the node's own).
 */
import { type Abi, type Address, decodeFunctionData, erc20Abi, type Hex, maxUint256, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileContract, readArtifact } from '../../../contracts/build.mjs';
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
import { assertTokenFacts, EvmTokenFactsError, walletAllowance } from './token-facts';

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
  describe('a USDT-style token (approve from non-zero to non-zero reverts)', () => {
    let usdt: Address;
    const RESET_FIRST = readArtifact('ResetFirstToken') as unknown as { abi: Abi; bytecode: Hex };

    beforeAll(async () => {
      const hash = await user.deployContract({
        abi: RESET_FIRST.abi,
        bytecode: RESET_FIRST.bytecode,
        args: [parseUnits('1000000', 6)],
      });
      await clients.mine();
      const receipt = await clients.public.waitForTransactionReceipt({ hash, timeout: 20_000 });
      usdt = receipt.contractAddress as Address;
    }, 30_000);

    const usdtAllowance = () => walletAllowance(clients.public, usdt, USER, DEPOSITORY_ADDRESS);
    const approveData = (amount: bigint) =>
      ({
        to: usdt,
        data: encodeApprove(amount),
        value: 0n,
        kind: 'approve',
        chainId: CHAIN_ID,
      }) satisfies EvmTransactionRequest;
    function encodeApprove(amount: bigint): Hex {
      return `0x095ea7b3${DEPOSITORY_ADDRESS.slice(2).toLowerCase().padStart(64, '0')}${amount.toString(16).padStart(64, '0')}`;
    }

    it('is the committed artifact of contracts/ResetFirstToken.sol', () => {
      expect(compileContract('ResetFirstToken').bytecode).toBe(RESET_FIRST.bytecode);
    }, 60_000);

    it('refuses, on the chain itself, a swap whose lists give it 18 decimals', async () => {
      const token = { symbol: 'USDT', contract: usdt, decimals: 6 };
      const spec = usdtSpec(token, 1n);
      const expected = expectedFor({ ...spec, chainId: String(CHAIN_ID), depository: DEPOSITORY_ADDRESS });
      await expect(assertTokenFacts(clients.public, expected, 'Local')).resolves.toBeUndefined();
      const wrong = { ...expected, token: { ...expected.token, decimals: 18 } };
      await expect(assertTokenFacts(clients.public, wrong, 'Local')).rejects.toBeInstanceOf(
        EvmTokenFactsError,
      );
    });

    for (const stale of [parseUnits('500', 6), parseUnits('1', 6), maxUint256]) {
      it(`over a stale allowance of ${stale}: reset to 0, approve exactly, deposit, no allowance left`, async () => {
        const receiver = privateKeyToAccount(generatePrivateKey()).address;
        const amount = parseUnits('12.5', 6);
        // The stale allowance, from an earlier approve (from 0, which the token allows).
        expect(await usdtAllowance()).toBe(0n);
        expect((await send(approveData(stale))).status).toBe('success');
        expect(await usdtAllowance()).toBe(stale);
        // The token's rule is real: approving the amount straight over it reverts.
        await expect(
          clients.public.call({ account: USER, to: usdt, data: encodeApprove(amount) }),
        ).rejects.toThrow(/reset the allowance to 0 first/);

        const spec = usdtSpec({ symbol: 'USDT', contract: usdt, decimals: 6 }, amount, receiver);
        const action = sandboxDepositAction(spec, { gas_limit: DEPOSITORY_GAS_LIMIT.erc20 });
        const expected = expectedFor({ ...spec, chainId: String(CHAIN_ID), depository: DEPOSITORY_ADDRESS });
        await assertTokenFacts(clients.public, expected, 'Local');
        const requests = buildEvmDeposit(action, {
          expected,
          sequenceNumber: spec.sequenceNumber,
          allowance: await usdtAllowance(),
        });
        expect(requests.map((request) => request.kind)).toEqual(['reset', 'approve', 'deposit']);
        const amounts = requests
          .slice(0, 2)
          .map((request) => decodeFunctionData({ abi: erc20Abi, data: request.data }).args?.[1]);
        expect(amounts).toEqual([0n, amount]);

        const [reset, approve, deposit] = requests as [
          EvmTransactionRequest,
          EvmTransactionRequest,
          EvmTransactionRequest,
        ];
        expect((await send(reset)).status).toBe('success');
        expect(await usdtAllowance()).toBe(0n);
        expect((await send(approve)).status).toBe('success');
        expect(await usdtAllowance()).toBe(amount);
        expect((await send(deposit)).status).toBe('success');

        expect(await usdtAllowance()).toBe(0n);
        const balance = await clients.public.readContract({
          address: usdt,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [receiver],
        });
        expect(balance).toBe(amount);
      });
    }

    function usdtSpec(
      token: { symbol: string; contract: Address; decimals: number },
      amount: bigint,
      receiver: Address = privateKeyToAccount(generatePrivateKey()).address,
    ): SandboxActionSpec {
      return {
        family: 'evm',
        amount,
        token,
        depositAddress: receiver,
        sourceAddress: USER,
        sequenceNumber: 7_002n,
        network: { name: 'LOCAL_EVM', chainId: String(CHAIN_ID), depositoryContract: DEPOSITORY_ADDRESS },
        networkView: { chain_id: String(CHAIN_ID) },
      };
    }
  });
});
