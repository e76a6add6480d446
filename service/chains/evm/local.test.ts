/**
 * Swaps between the local EVM chains, end to end: two real anvil nodes on free ports, the sandbox
 * over HTTP, deposits sent with viem from the user wallet (anvil account #0) exactly as the
 * deposit action says, and every result checked on both chains.
 *
 * Blocks come once a second, so a swap takes about seven seconds (three confirmations in, the
 * output, three confirmations out): the swaps run concurrently.
 */
import {
  type Account,
  type Address,
  type Chain,
  createWalletClient,
  decodeEventLog,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseUnits,
  type Transport,
  toEventSelector,
  type WalletClient,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateSwapBody, SwapResponse } from '../../../src/api/types';
import { DEPOSITORY_ABI, depositoryId } from '../../deposits';
import { hostilePayee, type PayoutLie } from '../../swaps/hostile';
import { startTestSandbox, type TestSandbox } from '../../testing';
import { evmPttBalance, freshEvmAddress, transactionOf } from '../testing';
import type { LocalEvmChain, LocalEvmChains } from './local';
import {
  ANVIL_TEST_ACCOUNTS,
  DEPOSITORY_ADDRESS,
  erc20TransferAbi,
  localChain,
  TEST_TOKEN_ADDRESS,
  TEST_TOKEN_SUPPLY,
  USER_TOKEN_FLOAT,
} from './setup';

const USER = ANVIL_TEST_ACCOUNTS.user.address;
const HOT_WALLET = ANVIL_TEST_ACCOUNTS.hotWallet.address;
const SWAP_TIMEOUT_MS = 45_000;
const TRANSFER_TOPIC = toEventSelector('Transfer(address,address,uint256)');

let sandbox: TestSandbox;
let l1: LocalEvmChain;
let l2: LocalEvmChain;
const userWallets = new Map<string, WalletClient<Transport, Chain, Account>>();
/** The user's sends, one at a time per chain (concurrent tests share account #0's nonces). */
const sendQueues = new Map<string, Promise<unknown>>();

beforeAll(async () => {
  sandbox = await startTestSandbox({ localChains: true });
  const chains = sandbox.backend<LocalEvmChains>('evm')?.chains ?? [];
  [l1, l2] = chains as [LocalEvmChain, LocalEvmChain];
  for (const chain of chains) {
    userWallets.set(
      chain.name,
      createWalletClient({
        chain: localChain(chain.chainId, chain.url),
        transport: http(chain.url),
        account: privateKeyToAccount(ANVIL_TEST_ACCOUNTS.user.privateKey),
        pollingInterval: 250,
      }),
    );
  }
}, 60_000);

afterAll(async () => {
  await sandbox?.close();
});

function chainNamed(name: string): LocalEvmChain {
  return name === l1.name ? l1 : l2;
}

/** Sends from the user wallet and waits until it is mined. */
async function sendAsUser(chain: LocalEvmChain, request: { to: Address; data?: Hex; value?: bigint }) {
  const wallet = userWallets.get(chain.name);
  if (!wallet) throw new Error(`no wallet for ${chain.name}`);
  const previous = sendQueues.get(chain.name) ?? Promise.resolve();
  const sent = previous.then(() => wallet.sendTransaction(request));
  sendQueues.set(
    chain.name,
    sent.catch(() => {}),
  );
  const hash = await sent;
  const receipt = await chain.clients.public.waitForTransactionReceipt({ hash, timeout: 20_000 });
  expect(receipt.status).toBe('success');
  return { hash, receipt };
}

/** The transaction a swap's deposit action describes, as a wallet sends it (with its gas limit, if any). */
function depositRequest(created: SwapResponse) {
  const action = created.deposit_actions[0];
  if (!action?.to_address || !action.amount_in_base_units) throw new Error('no deposit action');
  const isToken = action.token?.contract != null;
  return {
    to: action.to_address as Address,
    data: (action.call_data ?? undefined) as Hex | undefined,
    value: isToken ? 0n : BigInt(action.amount_in_base_units),
    ...(action.gas_limit ? { gas: BigInt(action.gas_limit) } : {}),
  };
}

/** Sends the transaction a swap's deposit action describes, as a wallet would. */
async function depositAsWallet(created: SwapResponse) {
  return sendAsUser(chainNamed(created.swap.source_network?.name ?? ''), depositRequest(created));
}

/** DESIGN §1: a depository deposit of a token is `approve(depository, amount)` on the token first. */
function approveRequest(created: SwapResponse) {
  const action = created.deposit_actions[0];
  if (!action?.token?.contract || !action.to_address || !action.amount_in_base_units) {
    throw new Error('not a token deposit action');
  }
  return {
    to: action.token.contract as Address,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [action.to_address as Address, BigInt(action.amount_in_base_units)],
    }),
  };
}

/** The depository's Deposit events in a mined transaction. */
async function depositoryEventsOf(chain: LocalEvmChain, hash: Hex) {
  const receipt = await chain.clients.public.getTransactionReceipt({ hash });
  return receipt.logs
    .filter((log) => log.address.toLowerCase() === DEPOSITORY_ADDRESS.toLowerCase())
    .map((log) => decodeEventLog({ abi: DEPOSITORY_ABI, topics: log.topics, data: log.data }).args);
}

/** How many outputs the hot wallet sent for a swap (one log line per transfer sent). */
function outputsSent(id: string): number {
  return sandbox.logs.filter((line) => line.includes(`swap ${id} output sent`)).length;
}

interface Observed {
  final: SwapResponse;
  statuses: string[];
  /** Every confirmation count seen, per transaction type. */
  confirmations: Record<string, number[]>;
}

/** Polls the swap until it reaches one of `until` (bounded), remembering what it went through. */
async function waitForSwap(id: string, until: readonly string[]): Promise<Observed> {
  const statuses: string[] = [];
  const confirmations: Record<string, number[]> = {};
  const deadline = Date.now() + SWAP_TIMEOUT_MS;
  for (;;) {
    const current = await sandbox.api.getSwap(id);
    const status = current.swap.status ?? '';
    if (statuses.at(-1) !== status) statuses.push(status);
    for (const transaction of current.swap.transactions) {
      const type = transaction.type ?? '?';
      const seen = confirmations[type] ?? [];
      confirmations[type] = seen;
      const count = transaction.confirmations ?? -1;
      if (seen.at(-1) !== count) seen.push(count);
    }
    if (until.includes(status)) return { final: current, statuses, confirmations };
    if (Date.now() > deadline) {
      throw new Error(
        `swap ${id} is still ${status} after ${SWAP_TIMEOUT_MS} ms (seen: ${statuses.join(' → ')})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** The token transfers a mined transaction made, from its receipt's `Transfer` logs (not its `Approval`s). */
async function tokenTransfersOf(chain: LocalEvmChain, hash: Hex) {
  const receipt = await chain.clients.public.getTransactionReceipt({ hash });
  return receipt.logs
    .filter((log) => log.address.toLowerCase() === TEST_TOKEN_ADDRESS.toLowerCase())
    .filter((log) => log.topics[0] === TRANSFER_TOPIC)
    .map((log) => decodeEventLog({ abi: erc20TransferAbi, topics: log.topics, data: log.data }).args);
}

function body(overrides: Partial<CreateSwapBody>): CreateSwapBody {
  return {
    source_network: 'LOCAL_L1',
    source_token: 'ETH',
    destination_network: 'LOCAL_L2',
    destination_token: 'ETH',
    destination_address: freshEvmAddress(),
    amount: '0.5',
    source_address: USER,
    use_deposit_address: false,
    ...overrides,
  };
}

/** Checks a transaction of the swap against the chain: same hash, from, to and confirmations. */
async function expectOnChain(
  chain: LocalEvmChain,
  transaction: ReturnType<typeof transactionOf>,
  expected: { from: Address; to: Address },
) {
  expect(transaction.confirmations).toBe(3);
  expect(transaction.max_confirmations).toBe(3);
  expect(transaction.status).toBe('completed');
  const onChain = await chain.clients.public.getTransaction({ hash: transaction.transaction_hash as Hex });
  expect(onChain.from.toLowerCase()).toBe(expected.from.toLowerCase());
  expect(transaction.from?.toLowerCase()).toBe(expected.from.toLowerCase());
  expect(transaction.to?.toLowerCase()).toBe(expected.to.toLowerCase());
  const receipt = await chain.clients.public.getTransactionReceipt({ hash: onChain.hash });
  expect(receipt.status).toBe('success');
  return onChain;
}

describe('the local chains', () => {
  it('run the test token at the same address on both chains, with the user float', async () => {
    expect(sandbox.backend<LocalEvmChains>('evm')?.tokenContract).toBe(TEST_TOKEN_ADDRESS);
    for (const chain of [l1, l2]) {
      expect(await chain.clients.public.getChainId()).toBe(chain.chainId);
      // Nothing has been swapped yet: the user holds the float, the hot wallet the rest.
      expect(await evmPttBalance(chain, USER)).toBe(USER_TOKEN_FLOAT);
      expect(await evmPttBalance(chain, HOT_WALLET)).toBe(TEST_TOKEN_SUPPLY - USER_TOKEN_FLOAT);
    }
    expect([l1.chainId, l2.chainId]).toEqual([31337, 31338]);
    const networks = await sandbox.api.getNetworks();
    expect(networks.slice(0, 2).map((network) => [network.name, network.chain_id, network.node_url])).toEqual(
      [
        ['LOCAL_L1', '31337', l1.url],
        ['LOCAL_L2', '31338', l2.url],
      ],
    );
    // The depository, at the same address on both chains, advertised in their metadata.
    expect(sandbox.backend<LocalEvmChains>('evm')?.depositoryContract).toBe(DEPOSITORY_ADDRESS);
    for (const [index, chain] of [l1, l2].entries()) {
      expect(networks[index]?.metadata?.depository_contract).toBe(DEPOSITORY_ADDRESS);
      const code = await chain.clients.public.getCode({ address: DEPOSITORY_ADDRESS });
      expect(code?.length ?? 0).toBeGreaterThan(2);
    }
    const ptt = networks[0]?.tokens?.find((token) => token.symbol === 'PTT');
    expect(ptt).toMatchObject({ contract: TEST_TOKEN_ADDRESS, decimals: 18, group: 'PTT', price_in_usd: 1 });
    expect(USER_TOKEN_FLOAT).toBe(parseUnits('1000000', 18));
    expect(TEST_TOKEN_SUPPLY).toBe(parseUnits('1000000000', 18));
  });

  it('the hostile payout modes: the swap names an honest output, the chain holds the lie', async () => {
    // Created one after the other with the switch on (it is global: off again before any other
    // test creates a swap), then deposited and completed together.
    const created = new Map<PayoutLie, { swap: SwapResponse; destination: Address }>();
    try {
      for (const mode of ['payout_address', 'payout_short', 'payout_missing'] as const) {
        await sandbox.call('/sandbox/hostile', { body: { mode } });
        const destination = freshEvmAddress();
        created.set(mode, {
          swap: await sandbox.api.createSwap(body({ destination_address: destination })),
          destination,
        });
      }
    } finally {
      await sandbox.call('/sandbox/hostile', { body: { mode: 'off' } });
    }
    const swaps = [...created.values()];
    for (const { swap } of swaps) await depositAsWallet(swap);
    const finals = await Promise.all(
      swaps.map(({ swap }) => waitForSwap(swap.swap.id, ['completed', 'refunded', 'failed'])),
    );
    const byMode = (mode: PayoutLie) => {
      const index = [...created.keys()].indexOf(mode);
      const made = swaps[index];
      const final = finals[index]?.final;
      if (!made || !final) throw new Error(`${mode} did not finish`);
      return { ...made, final };
    };
    const due = (swap: SwapResponse) => parseUnits(String(swap.quote?.receive_amount), 18);
    const minimum = (swap: SwapResponse) => parseUnits(String(swap.quote?.min_receive_amount), 18);

    // payout_address: the swap names the person's address; the chain paid the hostile payee.
    const address = byMode('payout_address');
    expect(address.final.swap.status).toBe('completed');
    const lied = transactionOf(address.final, 'output');
    expect(lied.to?.toLowerCase()).toBe(address.destination.toLowerCase());
    const paid = await l2.clients.public.getTransaction({ hash: lied.transaction_hash as Hex });
    expect(paid.to?.toLowerCase()).toBe(hostilePayee({ type: 'evm', name: l2.name }).toLowerCase());
    expect(await l2.clients.public.getBalance({ address: address.destination })).toBe(0n);

    // payout_short: the swap names the amount due; the chain carried half of it, below the minimum.
    const short = byMode('payout_short');
    const named = transactionOf(short.final, 'output');
    expect(named.amount).toBe(short.swap.quote?.receive_amount);
    const sent = await l2.clients.public.getTransaction({ hash: named.transaction_hash as Hex });
    expect(sent.value).toBe(due(short.swap) / 2n);
    expect(sent.value).toBeLessThan(minimum(short.swap));
    expect(await l2.clients.public.getBalance({ address: short.destination })).toBe(due(short.swap) / 2n);

    // payout_missing: paid in full, but the swap names a hash the chain never saw.
    const missing = byMode('payout_missing');
    const ghost = transactionOf(missing.final, 'output');
    await expect(l2.clients.public.getTransaction({ hash: ghost.transaction_hash as Hex })).rejects.toThrow();
    expect(await l2.clients.public.getBalance({ address: missing.destination })).toBe(due(missing.swap));
  }, 60_000);

  it('refuse the control deposit: the deposit must be sent on the chain', async () => {
    const created = await sandbox.api.createSwap(body({}));
    const response = await sandbox.call(`/sandbox/swaps/${created.swap.id}/deposit`, { body: {} });
    expect(response.status).toBe(409);
    const answer = (await response.json()) as { error: { message: string } };
    expect(answer.error.message).toMatch(/this swap is on a local chain: send the deposit on the chain/i);
    expect((await sandbox.api.getSwap(created.swap.id)).swap.status).toBe('user_transfer_pending');
  });
});

describe.concurrent('swaps between the local chains', () => {
  it('ETH LOCAL_L1 → LOCAL_L2 from a wallet: deposit found, output really sent, confirmations from blocks', async () => {
    const destination = freshEvmAddress();
    const created = await sandbox.api.createSwap(body({ destination_address: destination, amount: '0.5' }));
    const action = created.deposit_actions[0];
    expect(action?.type).toBe('transfer');
    const depositAddress = action?.to_address as Address;
    const { hash } = await depositAsWallet(created);

    const observed = await waitForSwap(created.swap.id, ['completed', 'failed', 'refunded']);
    expect(observed.final.swap.status).toBe('completed');
    expect(observed.statuses).toEqual(['user_transfer_pending', 'ls_transfer_pending', 'completed']);
    // Confirmations rose block by block to the maximum.
    expect(observed.confirmations.input?.at(-1)).toBe(3);
    expect(observed.confirmations.input?.length).toBeGreaterThan(1);
    expect(observed.confirmations.output?.at(-1)).toBe(3);

    const amount = parseUnits('0.5', 18);
    const receive = parseUnits(String(created.quote?.receive_amount), 18);
    expect(receive).toBeGreaterThan(0n);
    expect(receive).toBeLessThan(amount);
    // Chain A: the deposit address holds exactly the deposit, sent by the user in the reported transaction.
    expect(await l1.clients.public.getBalance({ address: depositAddress })).toBe(amount);
    const input = transactionOf(observed.final, 'input');
    expect(input.transaction_hash).toBe(hash);
    expect(input.amount).toBe(0.5);
    await expectOnChain(l1, input, { from: USER, to: depositAddress });
    // Chain B: the hot wallet sent exactly the receive amount to the destination.
    expect(await l2.clients.public.getBalance({ address: destination })).toBe(receive);
    const output = transactionOf(observed.final, 'output');
    expect(output.amount).toBe(created.quote?.receive_amount);
    const sent = await expectOnChain(l2, output, { from: HOT_WALLET, to: destination });
    expect(sent.to?.toLowerCase()).toBe(destination.toLowerCase());
    expect(sent.value).toBe(receive);
    expect(sandbox.logs.some((line) => line.includes(`swap ${created.swap.id} output sent`))).toBe(true);
  }, 60_000);

  it('PTT LOCAL_L1 → LOCAL_L2 from a wallet: a token transfer carrying the sequence number', async () => {
    const destination = freshEvmAddress();
    const created = await sandbox.api.createSwap(
      body({
        source_token: 'PTT',
        destination_token: 'PTT',
        destination_address: destination,
        amount: '250',
      }),
    );
    const action = created.deposit_actions[0];
    expect(action?.to_address).toBe(TEST_TOKEN_ADDRESS);
    const { hash } = await depositAsWallet(created);
    const [depositTransfer] = await tokenTransfersOf(l1, hash);
    expect(depositTransfer?.from).toBe(USER);
    const depositTo = depositTransfer?.to as Address;

    const observed = await waitForSwap(created.swap.id, ['completed', 'failed', 'refunded']);
    expect(observed.final.swap.status).toBe('completed');
    const amount = parseUnits('250', 18);
    const receive = parseUnits(String(created.quote?.receive_amount), 18);
    expect(await evmPttBalance(l1, depositTo)).toBe(amount);
    expect(await evmPttBalance(l2, destination)).toBe(receive);

    const input = transactionOf(observed.final, 'input');
    expect(input.transaction_hash).toBe(hash);
    expect(input.amount).toBe(250);
    await expectOnChain(l1, input, { from: USER, to: depositTo });
    const output = transactionOf(observed.final, 'output');
    await expectOnChain(l2, output, { from: HOT_WALLET, to: destination });
    expect(await tokenTransfersOf(l2, output.transaction_hash as Hex)).toEqual([
      { from: HOT_WALLET, to: destination, value: receive },
    ]);
  }, 60_000);

  it('PTT LOCAL_L2 → LOCAL_L1 with a refuel: the token output and the ETH refuel, both really sent', async () => {
    const destination = freshEvmAddress();
    const created = await sandbox.api.createSwap(
      body({
        source_network: 'LOCAL_L2',
        destination_network: 'LOCAL_L1',
        source_token: 'PTT',
        destination_token: 'PTT',
        destination_address: destination,
        amount: '100',
        refuel: true,
      }),
    );
    const refuelAmount = created.refuel?.amount;
    expect(refuelAmount).toBeGreaterThan(0);
    await depositAsWallet(created);

    const observed = await waitForSwap(created.swap.id, ['completed', 'failed', 'refunded']);
    expect(observed.final.swap.status).toBe('completed');
    expect(observed.final.swap.transactions.map((transaction) => transaction.type)).toEqual([
      'input',
      'output',
      'refuel',
    ]);
    const receive = parseUnits(String(created.quote?.receive_amount), 18);
    const refuel = parseUnits(String(refuelAmount), 18);
    expect(await evmPttBalance(l1, destination)).toBe(receive);
    expect(await l1.clients.public.getBalance({ address: destination })).toBe(refuel);
    const sent = await expectOnChain(l1, transactionOf(observed.final, 'refuel'), {
      from: HOT_WALLET,
      to: destination,
    });
    expect(sent.value).toBe(refuel);
    await expectOnChain(l1, transactionOf(observed.final, 'output'), { from: HOT_WALLET, to: destination });
  }, 60_000);

  it('a manual deposit: a plain transfer to the deposit address, matched by the address alone', async () => {
    const destination = freshEvmAddress();
    const created = await sandbox.api.createSwap(
      body({
        source_network: 'LOCAL_L2',
        destination_network: 'LOCAL_L1',
        destination_address: destination,
        amount: '0.2',
        use_deposit_address: true,
        source_address: null,
      }),
    );
    const action = created.deposit_actions[0];
    expect(action?.type).toBe('manual_transfer');
    const depositAddress = action?.to_address as Address;
    const { hash } = await sendAsUser(l2, { to: depositAddress, value: parseUnits('0.2', 18) });
    // A speed-up hint with the hash: looked up at once (and harmless if the watcher was first).
    await sandbox.api.depositSpeedup(created.swap.id, { transaction_id: hash });

    const observed = await waitForSwap(created.swap.id, ['completed', 'failed', 'refunded']);
    expect(observed.final.swap.status).toBe('completed');
    const receive = parseUnits(String(created.quote?.receive_amount), 18);
    expect(await l2.clients.public.getBalance({ address: depositAddress })).toBe(parseUnits('0.2', 18));
    expect(await l1.clients.public.getBalance({ address: destination })).toBe(receive);
    const input = transactionOf(observed.final, 'input');
    expect(input.transaction_hash).toBe(hash);
    await expectOnChain(l2, input, { from: USER, to: depositAddress });
    await expectOnChain(l1, transactionOf(observed.final, 'output'), { from: HOT_WALLET, to: destination });
  }, 60_000);

  it('the refund scenario: a real refund of the deposit minus the gas fee, from the hot wallet', async () => {
    const refundAddress = freshEvmAddress();
    const created = await sandbox.api.createSwap(
      body({ source_token: 'PTT', destination_token: 'PTT', amount: '40', refund_address: refundAddress }),
    );
    const scenario = await sandbox.call(`/sandbox/swaps/${created.swap.id}/scenario`, {
      body: { scenario: 'refund' },
    });
    expect(scenario.status).toBe(200);
    const { hash } = await depositAsWallet(created);

    const observed = await waitForSwap(created.swap.id, ['refunded', 'completed', 'failed']);
    expect(observed.final.swap.status).toBe('refunded');
    expect(observed.statuses).toEqual(['user_transfer_pending', 'refund_pending', 'refunded']);
    expect(observed.final.swap.fail_reason).toBe('swap_route_unavailable');
    expect(observed.final.swap.transactions.map((transaction) => transaction.type)).toEqual([
      'input',
      'refund',
    ]);
    expect(transactionOf(observed.final, 'input').transaction_hash).toBe(hash);

    const refund = transactionOf(observed.final, 'refund');
    // 0.50 USD of gas at 1 USD per PTT.
    expect(refund.fee_amount).toBe(0.5);
    expect(refund.amount).toBe(39.5);
    await expectOnChain(l1, refund, { from: HOT_WALLET, to: refundAddress });
    const expected = parseUnits('39.5', 18);
    expect(await evmPttBalance(l1, refundAddress)).toBe(expected);
    expect(await tokenTransfersOf(l1, refund.transaction_hash as Hex)).toEqual([
      { from: HOT_WALLET, to: refundAddress, value: expected },
    ]);
  }, 60_000);

  it('a deposit below the minimum: failed once confirmed, and nothing is sent', async () => {
    const destination = freshEvmAddress();
    const created = await sandbox.api.createSwap(
      body({ destination_address: destination, amount: '0.01', use_deposit_address: true }),
    );
    const depositAddress = created.deposit_actions[0]?.to_address as Address;
    const { hash } = await sendAsUser(l1, { to: depositAddress, value: parseUnits('0.0001', 18) });

    const observed = await waitForSwap(created.swap.id, ['failed', 'completed', 'refunded']);
    expect(observed.final.swap.status).toBe('failed');
    expect(observed.final.swap.fail_reason).toBe('received_less_than_valid_range');
    const input = transactionOf(observed.final, 'input');
    expect(input.transaction_hash).toBe(hash);
    expect(input.amount).toBe(0.0001);
    expect(input.confirmations).toBe(3);
    expect(observed.final.swap.transactions).toHaveLength(1);
    // Give the service a few blocks to misbehave: still nothing at the destination.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await l2.clients.public.getBalance({ address: destination })).toBe(0n);
    expect((await sandbox.api.getSwap(created.swap.id)).swap.status).toBe('failed');
  }, 60_000);

  it('ignores a transfer to the deposit address whose data is another swap’s sequence number', async () => {
    const created = await sandbox.api.createSwap(body({ amount: '0.05' }));
    const action = created.deposit_actions[0];
    const depositAddress = action?.to_address as Address;
    await sendAsUser(l1, { to: depositAddress, data: '0x01', value: parseUnits('0.05', 18) });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const current = await sandbox.api.getSwap(created.swap.id);
    expect(current.swap.status).toBe('user_transfer_pending');
    expect(current.swap.transactions).toHaveLength(0);
    // The real deposit still counts.
    await depositAsWallet(created);
    const observed = await waitForSwap(created.swap.id, ['completed', 'failed', 'refunded']);
    expect(observed.final.swap.status).toBe('completed');
  }, 60_000);

  it('PTT LOCAL_L1 → LOCAL_L2 through the depository: approve, then depositERC20, counted once', async () => {
    const destination = freshEvmAddress();
    const created = await sandbox.api.createSwap(
      body({
        source_token: 'PTT',
        destination_token: 'PTT',
        destination_address: destination,
        amount: '250',
        use_depository: true,
      }),
    );
    const action = created.deposit_actions[0];
    expect(action?.to_address).toBe(DEPOSITORY_ADDRESS);
    expect(action?.gas_limit).toBe('120000');
    expect(action?.encoded_args).toHaveLength(4);
    const amount = parseUnits('250', 18);
    const sequence = BigInt(created.swap.metadata?.sequence_number ?? -1);

    await sendAsUser(l1, approveRequest(created));
    const { hash } = await depositAsWallet(created);
    // The depository pulled the amount from the user straight to the deposit address, and said so.
    const [pulled, ...others] = await tokenTransfersOf(l1, hash);
    expect(others).toEqual([]);
    expect(pulled).toMatchObject({ from: USER, value: amount });
    const depositAddress = pulled?.to as Address;
    expect(await depositoryEventsOf(l1, hash)).toEqual([
      { id: depositoryId(sequence), token: TEST_TOKEN_ADDRESS, receiver: depositAddress, amount },
    ]);

    const observed = await waitForSwap(created.swap.id, ['completed', 'failed', 'refunded']);
    expect(observed.final.swap.status).toBe('completed');
    expect(observed.statuses).toEqual(['user_transfer_pending', 'ls_transfer_pending', 'completed']);
    const receive = parseUnits(String(created.quote?.receive_amount), 18);
    // Chain A: exactly the amount moved (the Transfer and the Deposit event are one deposit).
    expect(await evmPttBalance(l1, depositAddress)).toBe(amount);
    expect(await evmPttBalance(l1, DEPOSITORY_ADDRESS)).toBe(0n);
    expect(observed.final.swap.transactions.map((transaction) => transaction.type)).toEqual([
      'input',
      'output',
    ]);
    const input = transactionOf(observed.final, 'input');
    expect(input.transaction_hash).toBe(hash);
    expect(input.amount).toBe(250);
    await expectOnChain(l1, input, { from: USER, to: depositAddress });
    // Chain B: one output of the receive amount, from the hot wallet.
    expect(await evmPttBalance(l2, destination)).toBe(receive);
    const output = transactionOf(observed.final, 'output');
    await expectOnChain(l2, output, { from: HOT_WALLET, to: destination });
    expect(await tokenTransfersOf(l2, output.transaction_hash as Hex)).toEqual([
      { from: HOT_WALLET, to: destination, value: receive },
    ]);
    expect(outputsSent(created.swap.id)).toBe(1);
  }, 60_000);

  it('ETH LOCAL_L2 → LOCAL_L1 through the depository: depositNative with the amount as value', async () => {
    const destination = freshEvmAddress();
    const created = await sandbox.api.createSwap(
      body({
        source_network: 'LOCAL_L2',
        destination_network: 'LOCAL_L1',
        destination_address: destination,
        amount: '0.3',
        use_depository: true,
      }),
    );
    const action = created.deposit_actions[0];
    expect(action?.to_address).toBe(DEPOSITORY_ADDRESS);
    expect(action?.encoded_args).toHaveLength(2);
    const amount = parseUnits('0.3', 18);
    const { hash } = await depositAsWallet(created);
    const [event, ...others] = await depositoryEventsOf(l2, hash);
    expect(others).toEqual([]);
    expect(event).toMatchObject({
      id: depositoryId(BigInt(created.swap.metadata?.sequence_number ?? -1)),
      token: '0x0000000000000000000000000000000000000000',
      amount,
    });
    const depositAddress = event?.receiver as Address;

    const observed = await waitForSwap(created.swap.id, ['completed', 'failed', 'refunded']);
    expect(observed.final.swap.status).toBe('completed');
    const receive = parseUnits(String(created.quote?.receive_amount), 18);
    expect(await l2.clients.public.getBalance({ address: depositAddress })).toBe(amount);
    expect(await l2.clients.public.getBalance({ address: DEPOSITORY_ADDRESS })).toBe(0n);
    expect(await l1.clients.public.getBalance({ address: destination })).toBe(receive);
    const input = transactionOf(observed.final, 'input');
    expect(input.transaction_hash).toBe(hash);
    expect(input.amount).toBe(0.3);
    await expectOnChain(l2, input, { from: USER, to: depositAddress });
    const sent = await expectOnChain(l1, transactionOf(observed.final, 'output'), {
      from: HOT_WALLET,
      to: destination,
    });
    expect(sent.value).toBe(receive);
    expect(outputsSent(created.swap.id)).toBe(1);
  }, 60_000);

  it('a depository deposit without approve reverts and is not counted; with the approve it is', async () => {
    // A wallet of its own (funded by the user), so no other test's allowance can be involved.
    const key = generatePrivateKey();
    const payer = privateKeyToAccount(key);
    await sendAsUser(l1, { to: payer.address, value: parseUnits('1', 18) });
    await sendAsUser(l1, {
      to: TEST_TOKEN_ADDRESS,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [payer.address, parseUnits('20', 18)],
      }),
    });
    const wallet = createWalletClient({
      chain: localChain(l1.chainId, l1.url),
      transport: http(l1.url),
      account: payer,
      pollingInterval: 250,
    });
    const send = async (request: ReturnType<typeof depositRequest> | ReturnType<typeof approveRequest>) => {
      const hash = await wallet.sendTransaction(request);
      return l1.clients.public.waitForTransactionReceipt({ hash, timeout: 20_000 });
    };
    const created = await sandbox.api.createSwap(
      body({
        source_token: 'PTT',
        destination_token: 'PTT',
        amount: '20',
        source_address: payer.address,
        use_depository: true,
      }),
    );

    // The action's gas limit is set, so the wallet sends without estimating: the revert is mined.
    const reverted = await send(depositRequest(created));
    expect(reverted.status).toBe('reverted');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const pending = await sandbox.api.getSwap(created.swap.id);
    expect(pending.swap.status).toBe('user_transfer_pending');
    expect(pending.swap.transactions).toHaveLength(0);
    expect(await evmPttBalance(l1, payer.address)).toBe(parseUnits('20', 18));
    expect(
      sandbox.logs.some(
        (line) => line.includes(reverted.transactionHash) && line.includes(`swap ${created.swap.id}`),
      ),
    ).toBe(true);

    expect((await send(approveRequest(created))).status).toBe('success');
    const deposited = await send(depositRequest(created));
    expect(deposited.status).toBe('success');
    const observed = await waitForSwap(created.swap.id, ['completed', 'failed', 'refunded']);
    expect(observed.final.swap.status).toBe('completed');
    expect(transactionOf(observed.final, 'input').transaction_hash).toBe(deposited.transactionHash);
    expect(await evmPttBalance(l1, payer.address)).toBe(0n);
    expect(outputsSent(created.swap.id)).toBe(1);
  }, 60_000);

  it('accepts a speed-up hint with an unknown hash quietly', async () => {
    const created = await sandbox.api.createSwap(body({}));
    await expect(
      sandbox.api.depositSpeedup(created.swap.id, { transaction_id: `0x${'12'.repeat(32)}` }),
    ).resolves.toBeDefined();
    await expect(
      sandbox.api.depositSpeedup(created.swap.id, { transaction_id: 'not-a-hash' }),
    ).resolves.toBeDefined();
    expect((await sandbox.api.getSwap(created.swap.id)).swap.status).toBe('user_transfer_pending');
  });
});

describe('after the swaps', () => {
  it('sent every output, refuel and refund exactly once: one hot-wallet transaction each', async () => {
    const sent = sandbox.logs.filter((line) => / (output|refuel|refund) sent: /.test(line));
    const labels = sent.map((line) => line.replace(/ sent: .*/, ''));
    expect(new Set(labels).size).toBe(labels.length);
    for (const chain of [l1, l2]) {
      const nonce = await chain.clients.public.getTransactionCount({ address: HOT_WALLET });
      // Three set-up transactions (the token, the user's float, the depository), then one per transfer sent.
      const onThisChain = sent.filter((line) => line.includes(`chains: evm: ${chain.name}: `)).length;
      expect(onThisChain).toBeGreaterThan(0);
      expect(nonce).toBe(3 + onThisChain);
    }
  });
});
