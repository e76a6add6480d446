/**
 * Swaps from Local Starknet (the verifying ledger) end to end: the sandbox with the ledger and its
 * JSON-RPC facade, and the two anvil chains, on free ports. Deposits are built by the widget's own
 * builder (`buildStarknetDeposit`) from the service's deposit action, signed as a v3 invoke with
 * the test user's key and sent with `starknet_addInvokeTransaction`, as the injected test wallet
 * does. Balances are read back through the facade (`balanceOf`) and from the EVM chain.
 */
import { type Address, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStarknetDeposit } from '../../../src/chains/starknet/deposit';
import { selectorFromName } from '../../../src/chains/starknet/felt';
import { createStarknetNodeClient, type StarknetNodeClient } from '../../../src/chains/starknet/node';
import type { TestSandbox } from '../../testing';
import type { LocalEvmChain } from '../evm/local';
import { evmPttBalance, expectedOf, pttSwapBody, startChainSandbox, waitForSwapStatus } from '../testing';
import { type InvokeTransactionV3, signInvoke, unsignedInvoke } from './invoke';
import { LOCAL_STARKNET_CONTRACTS, STARKNET_TEST_ACCOUNTS } from './keys';
import { LOCAL_STARKNET_CHAIN_ID, type LocalStarknetChain, USER_FUNDS } from './local';

const { user: USER, serviceWallet: SERVICE_WALLET } = STARKNET_TEST_ACCOUNTS;
const { ptt: PTT, watchdog: WATCHDOG } = LOCAL_STARKNET_CONTRACTS;
const SWAP_TIMEOUT_MS = 45_000;

let sandbox: TestSandbox;
let starknet: LocalStarknetChain;
let node: StarknetNodeClient;
let l2: LocalEvmChain;

beforeAll(async () => {
  ({ sandbox, backend: starknet, l2 } = await startChainSandbox<LocalStarknetChain>('starknet'));
  node = createStarknetNodeClient(starknet.url);
}, 90_000);

afterAll(async () => {
  await sandbox?.close();
});

async function rpc(
  method: string,
  params: unknown,
): Promise<{ result?: unknown; error?: { code: number; message: string } }> {
  const response = await fetch(starknet.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
}

async function nonceOf(address: string): Promise<bigint> {
  const { result } = await rpc('starknet_getNonce', { block_id: 'latest', contract_address: address });
  return BigInt(result as string);
}

/** The user's signed invoke of `calls`, at its next nonce. */
async function signedByUser(calls: Parameters<typeof unsignedInvoke>[1], privateKey = USER.privateKey) {
  const tx = unsignedInvoke(USER.address, calls, await nonceOf(USER.address));
  return signInvoke(tx, LOCAL_STARKNET_CHAIN_ID, privateKey);
}

async function submit(tx: InvokeTransactionV3) {
  return rpc('starknet_addInvokeTransaction', { invoke_transaction: tx });
}

const body = pttSwapBody('LOCAL_STARKNET', USER.address);

const waitForSwap = (id: string, until: readonly string[]) =>
  waitForSwapStatus(sandbox, id, until, { timeoutMs: SWAP_TIMEOUT_MS });

const evmPtt = (owner: Address) => evmPttBalance(l2, owner);

describe('Local Starknet (verifying ledger)', () => {
  it('is a catalog network with STRK and PTT and a watchdog, wallet deposits only', async () => {
    const networks = await sandbox.api.getNetworks();
    const local = networks.find((network) => network.name === 'LOCAL_STARKNET');
    expect(local).toMatchObject({
      display_name: 'Local Starknet',
      type: 'starknet',
      chain_id: LOCAL_STARKNET_CHAIN_ID,
      node_url: starknet.url,
      metadata: { watchdog_contract: WATCHDOG },
    });
    expect(local?.deposit_methods).not.toContain('deposit_address');
    expect(
      local?.tokens?.map((token) => [token.symbol, token.contract, token.decimals, token.group]),
    ).toEqual([
      ['STRK', LOCAL_STARKNET_CONTRACTS.strk, 18, 'STRK'],
      ['PTT', PTT, 18, 'PTT'],
    ]);
    expect((await rpc('starknet_chainId', [])).result).toBe(LOCAL_STARKNET_CHAIN_ID);
    expect(await node.balanceOf(PTT, USER.address)).toBe(USER_FUNDS);
  });

  it('refuses a transaction signed with another key, and one at a used nonce; nothing moves', async () => {
    const calls = [
      { contractAddress: PTT, entrypoint: 'transfer', calldata: [SERVICE_WALLET.address, '5', '0'] },
    ];
    const before = await node.balanceOf(PTT, USER.address);
    const forged = await signedByUser(calls, STARKNET_TEST_ACCOUNTS.hotWallet.privateKey);
    expect((await submit(forged)).error).toMatchObject({
      code: 55,
      message: expect.stringMatching(/signature/),
    });
    // A signature over one transaction does not cover an edited one (the amount raised).
    const honest = await signedByUser(calls);
    const edited = {
      ...honest,
      calldata: unsignedInvoke(
        USER.address,
        [{ ...calls[0], calldata: [SERVICE_WALLET.address, '6', '0'] } as (typeof calls)[0]],
        0n,
      ).calldata,
    };
    expect((await submit(edited)).error?.code).toBe(55);
    expect((await submit(honest)).result).toMatchObject({ transaction_hash: expect.stringMatching(/^0x/) });
    expect((await submit(honest)).error?.code).toBe(52);
    expect(await node.balanceOf(PTT, USER.address)).toBe(before - 5n);
  });

  it('reverts a multicall atomically when a call fails: the transfer does not happen without the rest', async () => {
    const before = await node.balanceOf(PTT, USER.address);
    const tx = await signedByUser([
      { contractAddress: PTT, entrypoint: 'transfer', calldata: [SERVICE_WALLET.address, '7', '0'] },
      { contractAddress: WATCHDOG, entrypoint: 'unwatch', calldata: ['1'] },
    ]);
    const { result } = await submit(tx);
    const receipt = await node.receipt((result as { transaction_hash: string }).transaction_hash);
    expect(receipt).toMatchObject({
      execution_status: 'REVERTED',
      revert_reason: expect.stringMatching(/ENTRYPOINT_NOT_FOUND/),
      // Nothing moved, so no Transfer event (this ledger charges no fee).
      events: [],
    });
    expect(await node.balanceOf(PTT, USER.address)).toBe(before);
  });

  it('completes a PTT swap to Local Chain B from the widget builder’s multicall', async () => {
    const created = await sandbox.api.createSwap(body());
    const action = created.deposit_actions[0];
    if (!action) throw new Error('no deposit action');
    expect(action.to_address).toBe(SERVICE_WALLET.address);
    const deposit = buildStarknetDeposit(action, {
      watchdogContract: WATCHDOG,
      sequenceNumber: BigInt(created.swap.metadata?.sequence_number ?? -1),
      expected: await expectedOf(sandbox, created),
    });
    const userBefore = await node.balanceOf(PTT, USER.address);
    const serviceBefore = await node.balanceOf(PTT, SERVICE_WALLET.address);
    const { result } = await submit(await signedByUser(deposit.calls));
    const txHash = (result as { transaction_hash: string }).transaction_hash;
    // The transfer is in the receipt as a Cairo 1 ERC-20 event: keys [Transfer, from, to], data [low, high].
    expect(await node.receipt(txHash)).toMatchObject({
      execution_status: 'SUCCEEDED',
      events: [
        {
          from_address: expect.stringMatching(/^0x/),
          keys: [selectorFromName('Transfer'), expect.any(String), expect.any(String)],
          data: [`0x${parseUnits('250', 18).toString(16)}`, '0x0'],
        },
      ],
    });
    await sandbox.api.depositSpeedup(created.swap.id, { transaction_id: txHash });

    const done = await waitForSwap(created.swap.id, ['completed']);
    expect(await node.balanceOf(PTT, USER.address)).toBe(userBefore - parseUnits('250', 18));
    expect(await node.balanceOf(PTT, SERVICE_WALLET.address)).toBe(serviceBefore + parseUnits('250', 18));
    const output = done.swap.transactions.find((candidate) => candidate.type === 'output');
    expect(output).toBeDefined();
    expect(await evmPtt(created.swap.destination_address as Address)).toBeGreaterThan(0n);
  });

  it('ignores a payment to the service wallet that records no awaited sequence number', async () => {
    const created = await sandbox.api.createSwap(body());
    const tx = await signedByUser([
      {
        contractAddress: PTT,
        entrypoint: 'transfer',
        calldata: [SERVICE_WALLET.address, (250n * 10n ** 18n).toString(), '0'],
      },
      { contractAddress: WATCHDOG, entrypoint: 'watch', calldata: ['999999999'] },
    ]);
    await submit(tx);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await sandbox.api.getSwap(created.swap.id)).swap.status).toBe('user_transfer_pending');
    expect(sandbox.logs.join('\n')).toMatch(/names no swap awaiting a deposit/);
  });
});
