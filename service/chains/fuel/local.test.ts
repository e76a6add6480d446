/**
 * Swaps from Local Fuel, end to end: the sandbox with its verifying ledger and GraphQL facade,
 * and the two anvil chains, on free ports. Deposits go the wallet module's own way
 * (`sendFuelDeposit`: the widget's builder, fuels' `Provider` funding and dry-running against the
 * facade), then the test user's key signs and the request is submitted, as the injected test
 * wallet does. Every result is read back from the ledger and from anvil.
 */
import {
  Address,
  bn,
  type CoinQuantity,
  hexlify,
  Provider,
  ScriptTransactionRequest,
  type Signer,
} from 'fuels';
import { type Address as EvmAddress, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SwapResponse } from '../../../src/api/types';
import { createFuelNode } from '../../../src/chains/fuel/node';
import { sendFuelDeposit } from '../../../src/chains/fuel/send';
import type { TestSandbox } from '../../testing';
import type { LocalEvmChain } from '../evm/local';
import { ANVIL_TEST_ACCOUNTS } from '../evm/setup';
import {
  evmPttBalance,
  expectedOf,
  freshEvmAddress,
  pttSwapBody,
  startChainSandbox,
  transactionOf,
  waitForSwapStatus,
} from '../testing';
import {
  FUEL_TEST_KEYS,
  LOCAL_FUEL_BASE_ASSET_ID,
  LOCAL_FUEL_CHAIN_ID,
  LOCAL_FUEL_PTT_ASSET_ID,
  labelledSigner,
} from './keys';
import { FUEL_START_ETH, FUEL_START_PTT, type LocalFuelChain } from './local';
import { signAndSubmitFuel } from './testing';

const USER = FUEL_TEST_KEYS.user;
const USER_ADDRESS = USER.address.toB256().toLowerCase();
const SWAP_TIMEOUT_MS = 45_000;
const PTT = LOCAL_FUEL_PTT_ASSET_ID;
const ETH = LOCAL_FUEL_BASE_ASSET_ID;

let sandbox: TestSandbox;
let fuel: LocalFuelChain;
let provider: Provider;
let l2: LocalEvmChain;

beforeAll(async () => {
  ({ sandbox, backend: fuel, l2 } = await startChainSandbox<LocalFuelChain>('fuel'));
  provider = new Provider(fuel.url);
}, 90_000);

afterAll(async () => {
  await sandbox?.close();
});

async function balanceOf(owner: string, assetId: string): Promise<bigint> {
  return BigInt((await provider.getBalance(new Address(owner), assetId)).toString());
}

const evmTokenBalance = (owner: EvmAddress) => evmPttBalance(l2, owner);

const body = pttSwapBody('LOCAL_FUEL', USER_ADDRESS);

/** The wallet module's path with the test user's key as the wallet. */
async function depositAsWallet(created: SwapResponse): Promise<{ hash: string; reported: string[] }> {
  const action = created.deposit_actions[0];
  if (!action?.network) throw new Error('no deposit action');
  const reported: string[] = [];
  const hash = await sendFuelDeposit({
    address: USER_ADDRESS,
    action,
    network: action.network,
    node: createFuelNode(fuel.url),
    expected: await expectedOf(sandbox, created),
    sequenceNumber: BigInt(String(created.swap.metadata?.sequence_number)),
    wallet: {
      sendTransaction: (_owner, request) =>
        signAndSubmitFuel(fuel.url, request.toJSON(), USER, LOCAL_FUEL_CHAIN_ID),
    },
    onHash: (each) => reported.push(each),
  });
  return { hash, reported };
}

/** A hand-made transfer: coins of `signer` for `amount` of `assetId` (+ fee), paid to `to`. */
async function transfer(
  signer: Signer,
  to: string,
  amount: bigint,
  assetId: string,
  edit?: (request: ScriptTransactionRequest) => void,
): Promise<string> {
  const request = new ScriptTransactionRequest({ gasLimit: bn(1_000), maxFee: bn(100) });
  request.addCoinOutput(new Address(to), bn(amount.toString()), assetId);
  const quantities: CoinQuantity[] = [{ assetId: ETH, amount: bn(100) }];
  if (assetId !== ETH) quantities.push({ assetId, amount: bn(amount.toString()) });
  else quantities[0] = { assetId: ETH, amount: bn((amount + 100n).toString()) };
  request.addResources(await provider.getResourcesToSpend(USER.address, quantities));
  request.addChangeOutput(USER.address, ETH);
  if (assetId !== ETH) request.addChangeOutput(USER.address, assetId);
  edit?.(request);
  return signAndSubmitFuel(fuel.url, request.toJSON(), signer, LOCAL_FUEL_CHAIN_ID);
}

/** Submits signed bytes as they are; resolves to the GraphQL answer. */
async function submitRaw(encodedTransaction: string): Promise<unknown> {
  const response = await fetch(fuel.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationName: 'submit', variables: { encodedTransaction } }),
  });
  return response.json();
}

const waitForSwap = (id: string, until: readonly string[]) =>
  waitForSwapStatus(sandbox, id, until, { timeoutMs: SWAP_TIMEOUT_MS });

describe('Local Fuel (a verifying ledger)', () => {
  it('is a catalog network with ETH and PTT, whose facade fuels reads as a node', async () => {
    const networks = await sandbox.api.getNetworks();
    const local = networks.find((network) => network.name === 'LOCAL_FUEL');
    expect(local).toMatchObject({
      display_name: 'Local Fuel',
      type: 'fuel',
      chain_id: '0',
      node_url: fuel.url,
      deposit_methods: ['wallet', 'deposit_address'],
    });
    expect(local?.metadata).toMatchObject({ base_asset_id: ETH });
    expect(
      local?.tokens?.map((token) => [token.symbol, token.contract, token.decimals, token.group]),
    ).toEqual([
      ['ETH', undefined, 9, 'ETH'],
      ['PTT', PTT, 9, 'PTT'],
    ]);
    expect(await provider.getChainId()).toBe(LOCAL_FUEL_CHAIN_ID);
    expect(await provider.getBaseAssetId()).toBe(ETH);
    expect(await balanceOf(fuel.hotWallet, PTT)).toBe(FUEL_START_PTT);
    expect(await balanceOf(USER_ADDRESS, ETH)).toBeLessThanOrEqual(FUEL_START_ETH);
  });

  it('refuses what fuel-core would: a signature by someone else, a replay, an overspend', async () => {
    const stranger = labelledSigner('stranger');
    const to = labelledSigner('receiver').address.toB256();
    const before = await balanceOf(USER_ADDRESS, PTT);
    // The stranger cannot sign for the user's coins (the test wallet refuses, so sign by hand).
    const request = new ScriptTransactionRequest({ gasLimit: bn(1_000), maxFee: bn(100) });
    request.addCoinOutput(new Address(to), bn(5), PTT);
    request.addResources(
      await provider.getResourcesToSpend(USER.address, [
        { assetId: PTT, amount: bn(5) },
        { assetId: ETH, amount: bn(100) },
      ]),
    );
    request.addChangeOutput(USER.address, PTT);
    request.addChangeOutput(USER.address, ETH);
    request.updateWitnessByOwner(USER.address, stranger.sign(request.getTransactionId(LOCAL_FUEL_CHAIN_ID)));
    await expect(submitRaw(hexlify(request.toTransactionBytes()))).resolves.toMatchObject({
      errors: [{ message: expect.stringMatching(/is not by 0x/) }],
    });
    expect(await balanceOf(USER_ADDRESS, PTT)).toBe(before);

    const id = await transfer(USER, to, 5n, PTT);
    expect(fuel.ledger.transaction(id)?.payments).toEqual([
      { to: to.toLowerCase(), assetId: PTT, amount: 5n },
    ]);
    expect(await balanceOf(to, PTT)).toBe(5n);
    expect(await balanceOf(USER_ADDRESS, PTT)).toBe(before - 5n);
    // The same signed transaction again: its coins are spent.
    const replay = fuel.ledger.transaction(id)?.raw ?? '';
    await expect(submitRaw(replay)).resolves.toMatchObject({
      errors: [{ message: expect.stringMatching(/already applied/) }],
    });
    // An output larger than the coins it spends: nothing is created from nothing.
    await expect(
      transfer(USER, to, 5n, PTT, (each) => {
        const [output] = each.outputs;
        if (output && 'amount' in output) output.amount = bn(FUEL_START_PTT.toString()).mul(2);
      }),
    ).rejects.toThrow(/do not cover the outputs/);
    expect(await balanceOf(to, PTT)).toBe(5n);
  });
});

describe('swaps from Local Fuel', () => {
  it('PTT → LOCAL_L2 PTT: the wallet deposit is found, the output is really paid on anvil', async () => {
    const destination = freshEvmAddress();
    const created = await sandbox.api.createSwap(body({ destination_address: destination, amount: '250' }));
    const depositAddress = created.deposit_actions[0]?.to_address ?? '';
    const userBefore = await balanceOf(USER_ADDRESS, PTT);
    const ethBefore = await balanceOf(USER_ADDRESS, ETH);
    const { hash, reported } = await depositAsWallet(created);
    expect(reported).toEqual([hash]);

    const final = await waitForSwap(created.swap.id, ['completed', 'failed', 'refunded']);
    expect(final.swap.status).toBe('completed');
    expect(await balanceOf(depositAddress, PTT)).toBe(250_000_000_000n);
    expect(await balanceOf(USER_ADDRESS, PTT)).toBe(userBefore - 250_000_000_000n);
    // ETH: only the fee the transaction's max fee policy set.
    const landed = fuel.ledger.transaction(hash);
    expect(landed?.owners).toEqual([USER_ADDRESS]);
    expect(await balanceOf(USER_ADDRESS, ETH)).toBe(ethBefore - (landed?.fee ?? -1n));
    expect(transactionOf(final, 'input')).toMatchObject({
      transaction_hash: hash,
      from: USER_ADDRESS,
      to: depositAddress,
      amount: 250,
    });
    const receive = parseUnits(String(created.quote?.receive_amount), 18);
    expect(receive).toBeLessThan(parseUnits('250', 18));
    expect(await evmTokenBalance(destination)).toBe(receive);
    expect(transactionOf(final, 'output').from?.toLowerCase()).toBe(
      ANVIL_TEST_ACCOUNTS.hotWallet.address.toLowerCase(),
    );
  }, 60_000);

  it('ETH → LOCAL_L2 ETH: exact base units in, the ETH output paid', async () => {
    const destination = freshEvmAddress();
    const created = await sandbox.api.createSwap(
      body({
        source_token: 'ETH',
        destination_token: 'ETH',
        destination_address: destination,
        amount: '0.5',
      }),
    );
    const depositAddress = created.deposit_actions[0]?.to_address ?? '';
    const { hash } = await depositAsWallet(created);
    const final = await waitForSwap(created.swap.id, ['completed', 'failed', 'refunded']);
    expect(final.swap.status).toBe('completed');
    expect(await balanceOf(depositAddress, ETH)).toBe(500_000_000n);
    expect(transactionOf(final, 'input').transaction_hash).toBe(hash);
    const receive = parseUnits(String(created.quote?.receive_amount), 18);
    expect(await l2.clients.public.getBalance({ address: destination })).toBe(receive);
  }, 60_000);

  it('does not count the wrong asset, or a deposit carrying another swap’s number; then the real one', async () => {
    const created = await sandbox.api.createSwap(body({ amount: '30' }));
    const depositAddress = created.deposit_actions[0]?.to_address ?? '';
    const sequence = BigInt(String(created.swap.metadata?.sequence_number));
    await transfer(USER, depositAddress, 30_000_000_000n, ETH);
    await transfer(USER, depositAddress, 30_000_000_000n, PTT, (request) => {
      request.scriptData = bn((sequence + 1n).toString()).toBytes(8);
    });
    const waiting = await sandbox.api.getSwap(created.swap.id);
    expect(waiting.swap.status).toBe('user_transfer_pending');
    expect(waiting.swap.transactions).toEqual([]);
    expect(sandbox.logs.some((line) => line.includes(`not swap ${created.swap.id}'s deposit`))).toBe(true);

    const { hash } = await depositAsWallet(created);
    const final = await waitForSwap(created.swap.id, ['completed', 'failed', 'refunded']);
    expect(final.swap.status).toBe('completed');
    expect(transactionOf(final, 'input')).toMatchObject({ transaction_hash: hash, amount: 30 });
  }, 60_000);

  it('refunds PTT on Fuel from the hot wallet: a transaction the ledger verified like any other', async () => {
    const refundTo = labelledSigner(`refund:${Date.now()}`).address.toB256().toLowerCase();
    const created = await sandbox.api.createSwap(body({ amount: '40', refund_address: refundTo }));
    const scenario = await sandbox.call(`/sandbox/swaps/${created.swap.id}/scenario`, {
      body: { scenario: 'refund' },
    });
    expect(scenario.status).toBe(200);
    await depositAsWallet(created);
    const final = await waitForSwap(created.swap.id, ['completed', 'failed', 'refunded']);
    expect(final.swap.status).toBe('refunded');
    expect(await balanceOf(refundTo, PTT)).toBe(39_500_000_000n);
    const refund = transactionOf(final, 'refund');
    expect(refund).toMatchObject({ from: fuel.hotWallet, to: refundTo, amount: 39.5 });
    expect(fuel.ledger.transaction(refund.transaction_hash ?? '')?.owners).toEqual([fuel.hotWallet]);
  }, 60_000);
});
