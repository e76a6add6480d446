/**
 * Swaps from the sandbox's local Bitcoin network, end to end: a litecoind regtest node and two
 * anvil nodes on free ports, the sandbox over HTTP, deposits built by the widget's own builder
 * from coins its own Esplora client reads at the network's node_url, signed with test keys,
 * broadcast through that node_url, and every result checked on the chains.
 */
import { sha256 } from '@noble/hashes/sha2';
import { hex, utf8 } from '@scure/base';
import { p2tr, p2wpkh, Transaction } from '@scure/btc-signer';
import { pubECDSA, pubSchnorr } from '@scure/btc-signer/utils.js';
import { parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/client';
import type { CreateSwapBody, DepositAction, SwapResponse } from '../../../src/api/types';
import { buildBitcoinDeposit } from '../../../src/chains/bitcoin/deposit';
import { type BitcoinNodeClient, createBitcoinNodeClient } from '../../../src/chains/bitcoin/node';
import { startTestSandbox, type TestSandbox } from '../../testing';
import type { LocalEvmChain, LocalEvmChains } from '../evm/local';
import { expectedOf, freshEvmAddress, transactionOf, waitForSwapStatus } from '../testing';
import { litecoindBinaryPath } from './litecoind';
import { BITCOIN_REGTEST_NETWORK, type LocalBitcoinChain, TEST_USER_COINS } from './local';
import { BITCOIN_REGTEST } from './regtest';

const installed = litecoindBinaryPath() !== null;
if (!installed) {
  console.warn(
    'Skipping the local Bitcoin network tests: litecoind is not installed (apt-get install litecoind).',
  );
}
const SWAP_TIMEOUT_MS = 45_000;
/** The refund's gas, $0.50 at $90,000 per BTC, rounded up to a satoshi. */
const REFUND_GAS_SATS = 556n;

let sandbox: TestSandbox;
let btc: LocalBitcoinChain;
let l2: LocalEvmChain;
let node: BitcoinNodeClient;

interface Sender {
  priv: Uint8Array;
  address: string;
  publicKey: string;
}

function p2wpkhSender(label: string): Sender {
  const priv = sha256(utf8.decode(`portage sandbox bitcoin test ${label}`));
  const address = p2wpkh(pubECDSA(priv), BITCOIN_REGTEST).address ?? '';
  return { priv, address, publicKey: hex.encode(pubECDSA(priv)) };
}

function p2trAddress(label: string): string {
  return p2tr(pubSchnorr(sha256(utf8.decode(label))), undefined, BITCOIN_REGTEST).address ?? '';
}

/** A funded sender: `satoshis` in one coin from the hot wallet, mined. */
async function fundedSender(label: string, satoshis = 10_000_000n): Promise<Sender> {
  const sender = p2wpkhSender(label);
  await btc.pay(sender.address, satoshis);
  await btc.mine();
  return sender;
}

function swapBody(sender: Sender, overrides: Partial<CreateSwapBody> = {}): CreateSwapBody {
  return {
    source_network: BITCOIN_REGTEST_NETWORK,
    source_token: 'BTC',
    destination_network: 'LOCAL_L2',
    destination_token: 'ETH',
    destination_address: freshEvmAddress(),
    amount: '0.01',
    source_address: sender.address,
    refund_address: sender.address,
    ...overrides,
  };
}

function transferAction(created: SwapResponse): DepositAction {
  const action = created.deposit_actions[0];
  if (action?.type !== 'transfer') throw new Error('no transfer action');
  return action;
}

/**
 * What the widget does: coins and fee rate from node_url, the builder, a signature, POST /tx.
 * `sequenceNumber` is the swap's own unless a test stands for a deposit another swap's page built.
 */
async function deposit(
  sender: Sender,
  action: DepositAction,
  created: SwapResponse,
  sequenceNumber = BigInt(created.swap.metadata?.sequence_number ?? -1),
): Promise<string> {
  const expected = await expectedOf(sandbox, created);
  const coins = await node.utxos(sender.address);
  const built = buildBitcoinDeposit(action, {
    sender: sender.address,
    senderPublicKey: sender.publicKey,
    utxos: coins.map((coin) => ({ txid: coin.txid, vout: coin.vout, value: coin.value })),
    feeRate: await node.feeRate(),
    network: 'regtest',
    expected,
    sequenceNumber,
  });
  const tx = Transaction.fromPSBT(built.psbt, { allowUnknownOutputs: true });
  for (const { index, sighash } of built.inputsToSign) tx.signIdx(sender.priv, index, [sighash]);
  tx.finalize();
  const txid = await node.broadcast(hex.encode(tx.extract()));
  expect(txid).toBe(tx.id);
  return txid;
}

async function balanceOf(address: string): Promise<bigint> {
  return (await node.utxos(address)).reduce((sum, coin) => sum + coin.value, 0n);
}

const waitForSwap = (id: string, until: readonly string[]) =>
  waitForSwapStatus(sandbox, id, until, { timeoutMs: SWAP_TIMEOUT_MS, pollMs: 200 });

describe.skipIf(!installed)('the local Bitcoin network (litecoind regtest) in the sandbox', () => {
  beforeAll(async () => {
    sandbox = await startTestSandbox({ localChains: ['bitcoin', 'evm'] });
    const bitcoin = sandbox.backend<LocalBitcoinChain>('bitcoin');
    const evm = sandbox.backend<LocalEvmChains>('evm');
    if (!bitcoin || !evm) throw new Error(`local chains missing: ${sandbox.logs.join('\n')}`);
    btc = bitcoin;
    l2 = evm.chains.find((chain) => chain.name === 'LOCAL_L2') as LocalEvmChain;
    node = createBitcoinNodeClient({ baseUrl: btc.esploraUrl });
  }, 90_000);

  afterAll(async () => {
    await sandbox?.close();
  });

  it('lists BITCOIN_REGTEST with its Esplora node_url, and the test user holds its coins', async () => {
    const networks = await sandbox.api.getNetworks({ network_types: ['bitcoin'] });
    const local = networks.find((network) => network.name === BITCOIN_REGTEST_NETWORK);
    expect(local?.display_name).toBe('Local Bitcoin (regtest)');
    expect(local?.node_url).toBe(btc.esploraUrl);
    expect(local?.tokens?.map((token) => [token.symbol, token.decimals, token.contract ?? null])).toEqual([
      ['BTC', 8, null],
    ]);
    const coins = await node.utxos(btc.testUser.address);
    expect(coins.map((coin) => coin.value).sort((a, b) => (a < b ? -1 : 1))).toEqual(
      [...TEST_USER_COINS].map((btcAmount) => parseUnits(btcAmount, 8)).sort((a, b) => (a < b ? -1 : 1)),
    );
    const before = await node.tipHeight();
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    // A block a second, and the backend's height follows the chain.
    expect(await node.tipHeight()).toBeGreaterThan(before);
    expect(Number(btc.height(BITCOIN_REGTEST_NETWORK))).toBeGreaterThan(before);
  });

  it('checks addresses on regtest: refund address required, a mainnet one refused', async () => {
    const sender = p2wpkhSender('address rules');
    const { refund_address: _none, ...withoutRefund } = swapBody(sender);
    await expect(sandbox.api.createSwap(withoutRefund)).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    const mainnet = p2wpkh(pubECDSA(sender.priv)).address ?? '';
    const refused = await sandbox.api
      .createSwap(swapBody(sender, { refund_address: mainnet }))
      .catch((e) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe('INVALID_ADDRESS_ERROR');
    const created = await sandbox.api.createSwap(swapBody(sender));
    const action = transferAction(created);
    // A deposit address of its own, in Bitcoin regtest's form; the memo is the sequence number.
    expect(action.to_address).toMatch(/^bcrt1q[02-9ac-hj-np-z]{38}$/);
    expect(action.call_data).toBe(String(created.swap.metadata?.sequence_number));
    expect(action.amount_in_base_units).toBe('1000000');
  });

  it('BTC → ETH on Local Chain B: the deposit is found, the output paid on anvil, completed', async () => {
    const sender = await fundedSender('completed');
    const destination = freshEvmAddress();
    const created = await sandbox.api.createSwap(swapBody(sender, { destination_address: destination }));
    const action = transferAction(created);
    const receive = parseUnits(String(created.quote?.receive_amount), 18);
    expect(receive).toBeGreaterThan(0n);

    const txid = await deposit(sender, action, created);
    await sandbox.api.depositSpeedup(created.swap.id, { transaction_id: txid });
    const done = await waitForSwap(created.swap.id, ['completed', 'failed', 'refunded']);
    expect(done.swap.status).toBe('completed');

    const input = transactionOf(done, 'input');
    expect(input.transaction_hash).toBe(txid);
    expect(input.amount).toBe(0.01);
    expect(input.from).toBe(sender.address);
    expect(await balanceOf(action.to_address ?? '')).toBe(1_000_000n);
    const output = transactionOf(done, 'output');
    expect(await l2.clients.public.getBalance({ address: destination })).toBe(receive);
    const sent = await l2.clients.public.getTransaction({ hash: output.transaction_hash as `0x${string}` });
    expect(sent.to?.toLowerCase()).toBe(destination.toLowerCase());
    expect(sent.value).toBe(receive);
  });

  it('refund: the hot wallet pays the deposit back on regtest, minus the refund gas', async () => {
    const sender = await fundedSender('refund');
    const refundTo = p2trAddress('portage sandbox bitcoin refund address');
    const created = await sandbox.api.createSwap(swapBody(sender, { refund_address: refundTo }));
    const scenario = await sandbox.call(`/sandbox/swaps/${created.swap.id}/scenario`, {
      body: { scenario: 'refund' },
    });
    expect(scenario.status).toBe(200);

    await deposit(sender, transferAction(created), created);
    const done = await waitForSwap(created.swap.id, ['refunded', 'completed', 'failed']);
    expect(done.swap.status).toBe('refunded');
    const refund = transactionOf(done, 'refund');
    expect(refund.to).toBe(refundTo);
    expect(refund.from).toBe(btc.hotWallet);
    expect(await balanceOf(refundTo)).toBe(1_000_000n - REFUND_GAS_SATS);
    const status = await node.transactionStatus(refund.transaction_hash ?? '');
    expect(status?.confirmed).toBe(true);
  });

  it('does not count a payment to another address, nor one with another swap’s memo', async () => {
    const sender = await fundedSender('not counted', 20_000_000n);
    const created = await sandbox.api.createSwap(swapBody(sender));
    const action = transferAction(created);
    const elsewhere = p2trAddress('portage sandbox bitcoin somewhere else');

    const wrongAddress = await deposit(sender, { ...action, to_address: elsewhere }, created);
    // The second payment spends the first one's change: mined (mine() waits for the indexer's look),
    // its coins are settled, where the indexer's view of the mempool may still list the spent coin.
    await btc.mine(1);
    // Another swap's number, as the widget would build it for that swap (it refuses it for this one).
    const otherSwap = BigInt(action.call_data ?? '0') + 1n;
    const wrongMemo = await deposit(sender, { ...action, call_data: String(otherSwap) }, created, otherSwap);
    await btc.mine(3);
    await sandbox.api.depositSpeedup(created.swap.id, { transaction_id: wrongMemo });
    const pending = await sandbox.api.getSwap(created.swap.id);
    expect(pending.swap.status).toBe('user_transfer_pending');
    expect(pending.swap.transactions).toEqual([]);
    expect(await balanceOf(elsewhere)).toBe(1_000_000n);
    expect((await node.transactionStatus(wrongAddress))?.confirmed).toBe(true);
    expect(sandbox.logs.some((line) => line.includes(`${wrongMemo} pays ${action.to_address}`))).toBe(true);
  });

  it('counts a manual transfer (no memo) to a deposit address by its address alone', async () => {
    const created = await sandbox.api.createSwap({
      ...swapBody(p2wpkhSender('manual')),
      source_address: null,
      use_deposit_address: true,
    });
    const action = created.deposit_actions[0];
    expect(action?.type).toBe('manual_transfer');
    const txid = await btc.pay(action?.to_address ?? '', 1_500_000n);
    const seen = await waitForSwap(created.swap.id, ['ls_transfer_pending', 'completed']);
    const input = transactionOf(seen, 'input');
    expect(input.transaction_hash).toBe(txid);
    // The amount really paid, not the one asked.
    expect(input.amount).toBe(0.015);
  });
});
