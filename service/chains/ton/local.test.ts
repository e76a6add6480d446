/**
 * Swaps from the local TON chain, end to end: the sandbox over HTTP with Local TON (@ton/sandbox
 * in process, its toncenter-style API on a free port) and the local EVM chains (anvil); deposits
 * built by the widget's own builder (`buildTonDeposit`) from the swap's deposit action, signed by
 * the test user's WalletV4 as a TonConnect wallet signs them and sent to the API; every result
 * checked on the chains.
 */
import { randomBytes } from 'node:crypto';
import { Address, Cell } from '@ton/core';
import { createWalletClient, type Address as EvmAddress, type Hex, http, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SwapResponse } from '../../../src/api/types';
import { createTonNodeClient, type TonNodeClient } from '../../../src/chains/ton/node';
import { prepareTonDeposit } from '../../../src/chains/ton/send';
import type { TestSandbox } from '../../testing';
import type { LocalEvmChain } from '../evm/local';
import { ANVIL_TEST_ACCOUNTS, localChain } from '../evm/setup';
import {
  evmPttBalance,
  expectedOf,
  pttSwapBody,
  startChainSandbox,
  transactionOf,
  waitForSwapStatus,
} from '../testing';
import { loadEitherRef, OP, readComment, TON, TON_TEST_ACCOUNTS, type TonTestAccount } from './contracts';
import type { LocalTonChain } from './local';
import { sendAsTonConnectWallet } from './testing';

const USER = TON_TEST_ACCOUNTS.user;
const USER_ADDRESS = USER.wallet.address.toString({ bounceable: false });
const SWAP_TIMEOUT_MS = 40_000;

let sandbox: TestSandbox;
let ton: LocalTonChain;
let l2: LocalEvmChain;
let node: TonNodeClient;
let master: Address;
/** Each wallet's sends, one at a time: concurrent tests share its seqno. */
const sendQueues = new Map<TonTestAccount, Promise<unknown>>();

beforeAll(async () => {
  ({ sandbox, backend: ton, l2 } = await startChainSandbox<LocalTonChain>('ton'));
  node = createTonNodeClient(ton.network.node_url);
  master = Address.parse(ton.jettonMaster);
}, 60_000);

afterAll(async () => {
  await sandbox?.close();
});

const body = pttSwapBody('LOCAL_TON', USER_ADDRESS);

/** Builds the deposit with the widget's builder and sends it as the sender's TonConnect wallet would. */
async function deposit(
  created: SwapResponse,
  {
    account = USER,
    change,
    sequenceNumber = BigInt(created.swap.metadata?.sequence_number ?? -1),
  }: {
    account?: TonTestAccount;
    change?: (callData: Record<string, string>) => void;
    /** The swap's number the widget's builder is given (another swap's, for a deposit not meant for it). */
    sequenceNumber?: bigint;
  } = {},
) {
  const sender = account.wallet.address;
  const action = created.deposit_actions[0];
  if (!action) throw new Error('no deposit action');
  let callData = action.call_data;
  if (change) {
    const parsed = JSON.parse(callData ?? '{}') as Record<string, string>;
    change(parsed);
    callData = JSON.stringify(parsed);
  }
  // The wallet module's whole preparation: the choice checked, the jetton wallet computed from
  // the master's code (one Portage knows: the local PTT's), the balances read, then the builder.
  const { deposit: built } = await prepareTonDeposit({
    node,
    sender: sender.toString({ bounceable: false }),
    action: { ...action, call_data: callData },
    expected: await expectedOf(sandbox, created),
    sequenceNumber,
    networkName: 'Local TON',
  });
  const sent = (sendQueues.get(account) ?? Promise.resolve()).then(() =>
    sendAsTonConnectWallet(ton.network.node_url, account, built.request),
  );
  sendQueues.set(
    account,
    sent.catch(() => {}),
  );
  return sent;
}

const waitForSwap = (id: string, until: readonly string[]) =>
  waitForSwapStatus(sandbox, id, until, { timeoutMs: SWAP_TIMEOUT_MS, pollMs: 200 });

/** An account nobody has used: its balances start at zero. */
function freshTonAddress(): Address {
  return new Address(0, randomBytes(32));
}

/** The service wallet's latest incoming message from `source`, as the API shows it. */
async function lastMessageFrom(to: string, source: Address) {
  const transactions = await node.call<
    { in_msg?: { source: string; value: string; msg_data: { body?: string } } }[]
  >('getTransactions', { address: to, limit: 20 });
  return transactions.find(
    (transaction) => transaction.in_msg?.source && Address.parse(transaction.in_msg.source).equals(source),
  )?.in_msg;
}

describe('Local TON', () => {
  it('is a catalog network with TON and the PTT jetton, wallet deposits only', async () => {
    const networks = await sandbox.api.getNetworks();
    const local = networks.find((network) => network.name === 'LOCAL_TON');
    expect(local).toMatchObject({
      display_name: 'Local TON',
      type: 'ton',
      node_url: `${ton.apiUrl}/api/v2/jsonRPC`,
    });
    expect(local?.chain_id).toBeUndefined();
    expect(local?.deposit_methods).toEqual(['wallet']);
    expect(
      local?.tokens?.map((token) => [token.symbol, token.contract, token.decimals, token.group]),
    ).toEqual([
      ['TON', undefined, 9, 'TON'],
      ['PTT', ton.jettonMaster, 9, 'PTT'],
    ]);
    // The user starts with TON and PTT, read through the API the widget uses.
    expect(await node.balance(USER.wallet.address)).toBeGreaterThan(1_000n * TON);
    expect(await node.jettonBalance(master, USER.wallet.address)).toBeGreaterThanOrEqual(100_000n * TON);
  });

  it('refuses a deposit address: TON deposits come from a wallet', async () => {
    await expect(sandbox.api.createSwap(body({ use_deposit_address: true }))).rejects.toMatchObject({
      code: 'QUOTE_REQUIRES_NO_DEPOSIT_ADDRESS',
    });
  });
});

describe.concurrent('swaps from Local TON', () => {
  it('PTT → LOCAL_L2 PTT: a jetton transfer with the comment, detected and paid out on anvil', async () => {
    const userBefore = await node.jettonBalance(master, USER.wallet.address);
    const serviceBefore = await node.jettonBalance(master, TON_TEST_ACCOUNTS.service.wallet.address);
    const created = await sandbox.api.createSwap(body({ amount: '250' }));
    const action = created.deposit_actions[0];
    expect(action?.to_address).toBe(ton.serviceWallet);
    const sequence = String(created.swap.metadata?.sequence_number);
    expect(JSON.parse(action?.call_data ?? '')).toEqual({
      amount: '250000000000',
      asset: 'PTT',
      comment: sequence,
    });

    const { hash } = await deposit(created);
    const final = await waitForSwap(created.swap.id, ['completed', 'failed', 'refunded']);
    expect(final.swap.status).toBe('completed');

    const amount = 250_000_000_000n;
    // Exactly the amount moved from the user's jetton wallet to the service's.
    expect(userBefore - (await node.jettonBalance(master, USER.wallet.address))).toBe(amount);
    expect((await node.jettonBalance(master, TON_TEST_ACCOUNTS.service.wallet.address)) - serviceBefore).toBe(
      amount,
    );
    const input = transactionOf(final, 'input');
    expect(input.transaction_hash).toBe(hash);
    expect(input.amount).toBe(250);
    expect(Address.parse(input.from ?? '').equals(USER.wallet.address)).toBe(true);
    // The service wallet got the transfer notification, its forward payload the swap's comment.
    const serviceJettonWallet = await node.jettonWallet(master, TON_TEST_ACCOUNTS.service.wallet.address);
    const notification = await lastMessageFrom(ton.serviceWallet, serviceJettonWallet);
    const slice = Cell.fromBase64(notification?.msg_data.body ?? '').beginParse();
    expect(slice.loadUint(32)).toBe(OP.transferNotification);
    slice.loadUintBig(64);
    expect(slice.loadCoins()).toBe(amount);
    expect(slice.loadAddress().equals(USER.wallet.address)).toBe(true);
    expect(readComment(loadEitherRef(slice))).toBe(sequence);

    // LOCAL_L2: the destination received exactly the output the swap reports.
    const output = transactionOf(final, 'output');
    const received = await evmPttBalance(l2, created.swap.destination_address as EvmAddress);
    expect(received).toBe(parseUnits(String(output.amount), 18));
    expect(received).toBeLessThan(parseUnits('250', 18));
    expect(received).toBeGreaterThan(parseUnits('249', 18));
  }, 60_000);

  it('TON → LOCAL_L2 ETH: a payment with the comment, the amount as received', async () => {
    const serviceWallet = TON_TEST_ACCOUNTS.service.wallet.address;
    const created = await sandbox.api.createSwap(
      body({ source_token: 'TON', destination_token: 'ETH', amount: '10', refund_address: USER_ADDRESS }),
    );
    const { hash } = await deposit(created);
    const final = await waitForSwap(created.swap.id, ['completed', 'failed', 'refunded']);
    expect(final.swap.status).toBe('completed');
    const input = transactionOf(final, 'input');
    expect(input.transaction_hash).toBe(hash);
    expect(input.amount).toBe(10);
    // The service wallet's incoming message carried exactly 10 TON and the swap's comment.
    const payment = (
      await node.call<{ in_msg?: { source: string; value: string; message: string } }[]>('getTransactions', {
        address: serviceWallet.toString(),
        limit: 50,
      })
    ).find((transaction) => transaction.in_msg?.message === String(created.swap.metadata?.sequence_number));
    expect(payment?.in_msg?.value).toBe('10000000000');
    expect(Address.parse(payment?.in_msg?.source ?? '').equals(USER.wallet.address)).toBe(true);
    const output = transactionOf(final, 'output');
    expect(
      await l2.clients.public.getBalance({ address: created.swap.destination_address as EvmAddress }),
    ).toBe(parseUnits(String(output.amount), 18));
  }, 60_000);

  it('a deposit whose comment names no swap is not counted; the one with its comment is', async () => {
    // Another sender, whose seqno the other tests do not share.
    const other = TON_TEST_ACCOUNTS.other;
    const otherAddress = other.wallet.address.toString({ bounceable: false });
    // In TON, so that the PTT test's exact balances see only its own jetton deposit.
    const created = await sandbox.api.createSwap(
      body({
        source_token: 'TON',
        destination_token: 'ETH',
        amount: '5',
        source_address: otherAddress,
        refund_address: otherAddress,
      }),
    );
    // The widget sends no comment but the swap's own: as the deposit of a swap numbered 424242.
    const wrong = await deposit(created, {
      account: other,
      change: (callData) => {
        callData.comment = '424242';
      },
      sequenceNumber: 424242n,
    });
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const pending = await sandbox.api.getSwap(created.swap.id);
    expect(pending.swap.status).toBe('user_transfer_pending');
    expect(pending.swap.transactions).toEqual([]);
    expect(sandbox.logs.some((line) => line.includes(wrong.hash) && line.includes('"424242"'))).toBe(true);

    const right = await deposit(created, { account: other });
    const final = await waitForSwap(created.swap.id, ['completed', 'failed', 'refunded']);
    expect(final.swap.status).toBe('completed');
    expect(transactionOf(final, 'input').transaction_hash).toBe(right.hash);
  }, 60_000);

  it('LOCAL_L2 PTT → PTT on Local TON: the hot wallet pays the output as a jetton transfer', async () => {
    const receiver = freshTonAddress();
    const created = await sandbox.api.createSwap(
      body({
        source_network: 'LOCAL_L2',
        destination_network: 'LOCAL_TON',
        destination_address: receiver.toString({ bounceable: false }),
        source_address: ANVIL_TEST_ACCOUNTS.user.address,
        amount: '40',
      }),
    );
    const action = created.deposit_actions[0];
    if (!action?.to_address) throw new Error('no deposit action');
    const wallet = createWalletClient({
      chain: localChain(l2.chainId, l2.url),
      transport: http(l2.url),
      account: privateKeyToAccount(ANVIL_TEST_ACCOUNTS.user.privateKey),
    });
    await wallet.sendTransaction({ to: action.to_address as EvmAddress, data: action.call_data as Hex });

    const final = await waitForSwap(created.swap.id, ['completed', 'failed', 'refunded']);
    expect(final.swap.status).toBe('completed');
    const output = transactionOf(final, 'output');
    expect(output.from).toBe(ton.hotWallet);
    // Exactly the output's amount reached the receiver's jetton wallet (PTT has 9 decimals here).
    const received = await node.jettonBalance(master, receiver);
    expect(received).toBe(parseUnits(String(output.amount), 9));
    expect(received).toBeLessThan(40_000_000_000n);
    expect(received).toBeGreaterThan(39_000_000_000n);
  }, 60_000);

  it('refund: the hot wallet pays the deposit back on TON, less the refund fee', async () => {
    // A fresh, empty account as the refund address: nothing but the refund can change its balance.
    const refundTo = freshTonAddress();
    const created = await sandbox.api.createSwap(
      body({
        source_token: 'TON',
        destination_token: 'ETH',
        amount: '20',
        refund_address: refundTo.toString({ bounceable: false }),
      }),
    );
    const scenario = await sandbox.call(`/sandbox/swaps/${created.swap.id}/scenario`, {
      body: { scenario: 'refund' },
    });
    expect(scenario.status).toBe(200);
    await deposit(created);
    const final = await waitForSwap(created.swap.id, ['refunded', 'completed', 'failed']);
    expect(final.swap.status).toBe('refunded');
    const refund = transactionOf(final, 'refund');
    // $0.50 of refund fee at $5 a TON: 0.1 TON kept.
    expect(refund.amount).toBe(19.9);
    expect(await node.balance(refundTo)).toBe(19_900_000_000n);
    expect(refund.from).toBe(ton.hotWallet);
  }, 60_000);
});
