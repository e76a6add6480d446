/**
 * The Tron sending path against a fake node and a signer that signs as TronLink does (tronweb's
 * `signTransaction`): what reaches the node, when the hash is reported, and what is refused
 * before anything is sent. Also the error sentences.
 */
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';
import { TronWeb, Trx, utils } from 'tronweb';
import { describe, expect, it, vi } from 'vitest';
import type { DepositAction, Network } from '../../api/types';
import { ExpectedDepositError } from '../kit/expected';
import type { TronTransaction } from './deposit';
import { describeTronError } from './errors';
import { createTronNodeClient, type TronNodeClient, TronNodeError } from './node';
import { previewTronDeposit, type SignedTronTransaction, sendTronDeposit } from './send';
import { TRX_TOKEN, tronDepositAction, tronExpected } from './test-support';

const KEY = bytesToHex(sha256(new TextEncoder().encode('portage tron unit test sender')));
const SENDER = TronWeb.address.fromPrivateKey(KEY) as string;
const DEPOSIT = 'TYBNgWfhGuNzdLtjKtxXTfskAhTbMcqbaG';
const NETWORK = { name: 'LOCAL_TRON', display_name: 'Local Tron' } as Network;

const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const USDT_TOKEN = { symbol: 'USDT', contract: USDT, decimals: 6 };

function action(amount = 5_000_000n, token = TRX_TOKEN): DepositAction {
  return tronDepositAction({
    amount,
    token,
    depositAddress: DEPOSIT,
    sourceAddress: SENDER,
    sequenceNumber: 42n,
    network: NETWORK.name,
  });
}

/** What the person chose: by default the TRX deposit `action()` makes. */
const expected = (amount = 5_000_000n, token = TRX_TOKEN) =>
  tronExpected({ amount, token, network: NETWORK.name });

function fakeNode(overrides: Partial<TronNodeClient> = {}) {
  const broadcasts: SignedTronTransaction[] = [];
  const node: TronNodeClient = {
    latestBlock: async () => ({
      number: 1234,
      id: `00000000000004d2${'ab'.repeat(24)}`,
      timestamp: 1_790_000_000_000,
    }),
    trxBalance: async () => 10_000_000n,
    trc20Balance: async () => 0n,
    broadcast: async (signed) => {
      broadcasts.push(signed);
    },
    receipt: async () => ({ blockNumber: 1235, result: 'SUCCESS' }),
    hasTransaction: async () => false,
    ...overrides,
  };
  return { node, broadcasts };
}

const signer = {
  address: SENDER,
  signTransaction: async (transaction: TronTransaction) => utils.crypto.signTransaction(KEY, transaction),
};

describe('sendTronDeposit', () => {
  it('broadcasts the signed deposit to the node, then reports its id', async () => {
    const { node, broadcasts } = fakeNode();
    const events: string[] = [];
    const txId = await sendTronDeposit(node, signer, {
      action: action(),
      sequenceNumber: 42n,
      network: NETWORK,
      expected: expected(),
      onHash: (hash) => events.push(`hash ${hash}`),
      onStage: (stage) => events.push(stage),
    });
    expect(broadcasts).toHaveLength(1);
    const [sent] = broadcasts;
    expect(sent?.txID).toBe(txId);
    expect(Trx.ecRecover(sent as never)).toBe(SENDER);
    expect(events).toEqual(['preparing', 'sending', 'broadcasting', `hash ${txId}`]);
  });

  it('refuses, unsent, a transaction the wallet changed', async () => {
    const { node, broadcasts } = fakeNode();
    const onHash = vi.fn();
    const altering = {
      address: SENDER,
      signTransaction: async (transaction: TronTransaction) => {
        const edited = structuredClone(transaction);
        edited.raw_data_hex = edited.raw_data_hex.replace(/.{2}$/, '00');
        return utils.crypto.signTransaction(KEY, edited);
      },
    };
    const error = await sendTronDeposit(node, altering, {
      action: action(),
      sequenceNumber: 42n,
      network: NETWORK,
      expected: expected(),
      onHash,
    }).catch((e: unknown) => e);
    expect(describeTronError(error).kind).toBe('refused');
    expect(broadcasts).toHaveLength(0);
    expect(onHash).not.toHaveBeenCalled();
  });

  it('does not ask the wallet when the balance is short', async () => {
    const { node } = fakeNode({ trxBalance: async () => 4_999_999n });
    const sign = vi.fn();
    const error = await sendTronDeposit(
      node,
      { address: SENDER, signTransaction: sign },
      { action: action(), sequenceNumber: 42n, network: NETWORK, expected: expected(), onHash: vi.fn() },
    ).catch((e: unknown) => e);
    expect(describeTronError(error)).toEqual({
      kind: 'insufficient_funds',
      message: 'Your wallet does not have enough TRX for this deposit. Nothing was sent.',
    });
    expect(sign).not.toHaveBeenCalled();
  });

  it('does not report a hash the node refused, and says why', async () => {
    const { node } = fakeNode({
      broadcast: async () => {
        throw new TronNodeError(
          'node',
          'The Tron node refused the deposit: validate signature error',
          'SIGERROR',
        );
      },
    });
    const onHash = vi.fn();
    const error = await sendTronDeposit(node, signer, {
      action: action(),
      sequenceNumber: 42n,
      network: NETWORK,
      expected: expected(),
      onHash,
    }).catch((e: unknown) => e);
    expect(onHash).not.toHaveBeenCalled();
    expect(describeTronError(error, 'Local Tron')).toEqual({
      kind: 'node_refused',
      message:
        'Local Tron refused the deposit, so nothing was sent: The Tron node refused the deposit: validate signature error.',
    });
  });

  it('sends a deposit whose broadcast got no answer again, and never has a second one signed', async () => {
    let reachable = false;
    const broadcasts: string[] = [];
    const { node } = fakeNode({
      broadcast: async (signed) => {
        if (!reachable)
          throw new TronNodeError('unreachable', 'The Tron node did not answer (fetch failed).');
        broadcasts.push(signed.txID);
      },
    });
    const sign = vi.fn(signer.signTransaction);
    const onHash = vi.fn();
    const input = { action: action(), sequenceNumber: 42n, network: NETWORK, expected: expected(), onHash };
    const options = { retryDelayMs: 1, now: () => 1_790_000_000_000 };
    const first = await sendTronDeposit(
      node,
      { address: SENDER, signTransaction: sign },
      input,
      options,
    ).catch((e: unknown) => e);
    expect(describeTronError(first).kind).toBe('node_unreachable');
    expect(onHash).not.toHaveBeenCalled();
    reachable = true;
    const txId = await sendTronDeposit(node, { address: SENDER, signTransaction: sign }, input, options);
    expect(sign).toHaveBeenCalledOnce();
    expect(broadcasts).toEqual([txId]);
    expect(onHash).toHaveBeenCalledWith(txId);
  });

  it('reports the hash, then fails when the transaction failed in its block', async () => {
    const { node } = fakeNode({ receipt: async () => ({ blockNumber: 9, result: 'OUT_OF_ENERGY' }) });
    const onHash = vi.fn();
    const error = await sendTronDeposit(node, signer, {
      action: action(),
      sequenceNumber: 42n,
      network: NETWORK,
      expected: expected(),
      onHash,
    }).catch((e: unknown) => e);
    expect(onHash).toHaveBeenCalledOnce();
    expect(describeTronError(error, 'Local Tron')).toMatchObject({
      kind: 'failed_onchain',
      message: expect.stringMatching(/failed on Local Tron \(reason: OUT_OF_ENERGY\)/),
    });
  });
});

describe('sendTronDeposit and previewTronDeposit: what the person chose', () => {
  it('refuses an action that is not what the person chose before the wallet is asked', async () => {
    const { node, broadcasts } = fakeNode();
    const sign = vi.fn();
    const onHash = vi.fn();
    // The service asks for one sun more than the person typed.
    const error = await sendTronDeposit(
      node,
      { address: SENDER, signTransaction: sign },
      { action: action(5_000_001n), sequenceNumber: 42n, network: NETWORK, expected: expected(), onHash },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExpectedDepositError);
    expect((error as ExpectedDepositError).code).toBe('WRONG_AMOUNT');
    expect(describeTronError(error).kind).toBe('refused');
    expect(sign).not.toHaveBeenCalled();
    expect(broadcasts).toHaveLength(0);
    expect(onHash).not.toHaveBeenCalled();
  });

  it('previews the TRC-20 deposit from the built call, reading the chosen contract’s balance', async () => {
    const asked: string[] = [];
    const { node, broadcasts } = fakeNode({
      trc20Balance: async (_owner, token) => {
        asked.push(token);
        return 10n ** 12n;
      },
    });
    const preview = await previewTronDeposit(node, SENDER, {
      action: action(7_000_000n, USDT_TOKEN),
      sequenceNumber: 42n,
      network: NETWORK,
      expected: expected(7_000_000n, USDT_TOKEN),
    });
    expect(preview).toEqual({
      amount: 7_000_000n,
      decimals: 6,
      symbol: 'USDT',
      network: 'Local Tron',
      to: DEPOSIT,
      memo: '42',
    });
    expect(asked).toEqual([USDT]);
    expect(broadcasts).toHaveLength(0);
  });

  it('previews refuse what sending would refuse: a short balance, an action for another token', async () => {
    const { node } = fakeNode({ trxBalance: async () => 1n });
    const short = await previewTronDeposit(node, SENDER, {
      action: action(),
      sequenceNumber: 42n,
      network: NETWORK,
      expected: expected(),
    }).catch((e: unknown) => e);
    expect(describeTronError(short).kind).toBe('insufficient_funds');
    await expect(
      previewTronDeposit(fakeNode().node, SENDER, {
        action: action(5_000_000n, USDT_TOKEN),
        sequenceNumber: 42n,
        network: NETWORK,
        expected: expected(),
      }),
    ).rejects.toMatchObject({ name: 'ExpectedDepositError', code: 'WRONG_TOKEN' });
  });
});

describe('describeTronError', () => {
  it('reads TronLink declining and the adapter errors', () => {
    expect(describeTronError('Confirmation declined by user').kind).toBe('rejected');
    expect(
      describeTronError({
        name: 'WalletSignTransactionError',
        message: 'x',
        error: { code: 4001, message: 'no' },
      }).kind,
    ).toBe('rejected');
    expect(describeTronError({ name: 'WalletDisconnectedError', message: 'Wallet disconnected' }).kind).toBe(
      'not_connected',
    );
    expect(describeTronError(new TronNodeError('unreachable', 'down'), 'Local Tron').message).toMatch(
      /could not reach Local Tron/,
    );
    expect(describeTronError(new Error('boom\u202e')).message).toBe(
      'Your wallet could not send the deposit: boom.',
    );
  });
});

describe('createTronNodeClient', () => {
  const answering =
    (text: string): typeof fetch =>
    async () =>
      new Response(text, { status: 200 });

  it('reads a balance beyond 2^53 sun exactly, and 0 for an account the chain has never seen', async () => {
    const big = 2n ** 60n + 7n;
    const node = createTronNodeClient('http://node.test/', answering(`{"address":"T…","balance":${big}}`));
    expect(await node.trxBalance(SENDER)).toBe(big);
    expect(await createTronNodeClient('http://node.test', answering('{}')).trxBalance(SENDER)).toBe(0n);
  });

  it("turns a refused broadcast into the node's code and its hex-encoded words", async () => {
    const message = Buffer.from('Validate TransferContract error, balance is not sufficient.').toString(
      'hex',
    );
    const node = createTronNodeClient(
      'http://node.test',
      answering(JSON.stringify({ code: 'CONTRACT_VALIDATE_ERROR', txid: 'ab', message })),
    );
    const error = await node.broadcast({} as SignedTronTransaction).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'node', code: 'CONTRACT_VALIDATE_ERROR' });
    expect(describeTronError(error).kind).toBe('insufficient_funds');
  });

  it('says the node is unreachable when it does not answer JSON', async () => {
    const node = createTronNodeClient('http://node.test', answering('<html>'));
    await expect(node.latestBlock()).rejects.toMatchObject({ kind: 'unreachable' });
  });
});
