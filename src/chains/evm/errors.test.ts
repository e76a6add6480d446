import {
  BaseError,
  ChainMismatchError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  custom,
  ExecutionRevertedError,
  encodeErrorResult,
  erc20Abi,
  type Hex,
  InsufficientFundsError,
  SwitchChainError,
  TransactionNotFoundError,
  type TransactionReceipt,
  TransactionReceiptNotFoundError,
  UserRejectedRequestError,
  WaitForTransactionReceiptTimeoutError,
} from 'viem';
import { arbitrum, mainnet } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { describeEvmSendError, type EvmSendErrorKind } from './errors';

const SENDER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const DEPOSIT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const HASH: Hex = `0x${'ab'.repeat(32)}`;

const REJECTED = 'You declined the request in your wallet. Nothing was sent; you can try again.';
const DROPPED =
  "The network dropped the transaction before it was included. Check your wallet's activity before trying again.";

/** A wallet whose provider is on `chainId` and answers every other request with `failure`. */
function walletThrowing(failure: unknown, chainId = '0x1') {
  return createWalletClient({
    account: SENDER,
    chain: mainnet,
    transport: custom(
      {
        async request({ method }) {
          if (method === 'eth_chainId') return chainId;
          throw failure;
        },
      },
      { retryCount: 0 },
    ),
  });
}

function nodeAnswering(answer: () => unknown) {
  return createPublicClient({
    chain: mainnet,
    transport: custom({ request: async () => answer() }, { retryCount: 0 }),
  });
}

/** The error a real viem wallet client throws when its provider fails with `failure`. */
async function sendFailure(failure: unknown, chainId = '0x1'): Promise<unknown> {
  try {
    await walletThrowing(failure, chainId).sendTransaction({ to: DEPOSIT, value: 1n });
  } catch (error) {
    return error;
  }
  throw new Error('expected the send to fail');
}

async function caught(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

function kindOf(error: unknown): EvmSendErrorKind {
  return describeEvmSendError(error).kind;
}

/** `Error(reason)` as a contract reverts with it. */
const revertData = (reason: string) =>
  encodeErrorResult({
    abi: [{ type: 'error', name: 'Error', inputs: [{ name: 'message', type: 'string' }] }],
    errorName: 'Error',
    args: [reason],
  });

/** A mined transaction's receipt, as a node returns it and as viem formats it. */
const RPC_RECEIPT = { status: '0x0', transactionHash: HASH, blockNumber: '0x1', gasUsed: '0x5208', logs: [] };
const revertedReceipt = {
  status: 'reverted',
  transactionHash: HASH,
  blockNumber: 1n,
  gasUsed: 21_000n,
} as unknown as TransactionReceipt;

describe('describeEvmSendError: rejected', () => {
  it('a viem wallet client whose wallet answers 4001', async () => {
    const error = await sendFailure({ code: 4001, message: 'User rejected the request.' });
    expect(error).toBeInstanceOf(BaseError);
    expect((error as BaseError).walk((e) => e instanceof UserRejectedRequestError)).not.toBeNull();
    expect(describeEvmSendError(error)).toEqual({ kind: 'rejected', message: REJECTED });
  });

  it('viem and wagmi error instances, raw EIP-1193 objects and wallet wordings', () => {
    const rejections: unknown[] = [
      new UserRejectedRequestError(new Error('denied')),
      { code: 4001 },
      { code: 4001, message: 'MetaMask Tx Signature: User denied transaction signature.' },
      // Older MetaMask: the 4001 nested inside an internal error.
      { code: -32603, message: 'Internal JSON-RPC error.', data: { originalError: { code: 4001 } } },
      { code: 'ACTION_REJECTED', message: 'user rejected action' },
      new Error('User rejected.'),
      new Error('Transaction was cancelled by the user'),
      new Error('wrapped', { cause: { code: 4001 } }),
    ];
    for (const rejection of rejections) expect(kindOf(rejection)).toBe('rejected');
  });

  it('wins over whatever else the chain holds', () => {
    const error = new InsufficientFundsError({ cause: new UserRejectedRequestError(new Error('no')) });
    expect(kindOf(error)).toBe('rejected');
  });
});

describe('describeEvmSendError: insufficient funds', () => {
  it('a viem wallet client whose node says insufficient funds (-32000)', async () => {
    const error = await sendFailure({
      code: -32000,
      message: 'insufficient funds for gas * price + value: have 0 want 1',
    });
    expect((error as BaseError).walk((e) => e instanceof InsufficientFundsError)).not.toBeNull();
    expect(describeEvmSendError(error, 'Ethereum', 'ETH')).toEqual({
      kind: 'insufficient_funds',
      message:
        'Your wallet does not have enough ETH to pay this amount and the network fee. Nothing was sent.',
    });
  });

  it('raw EIP-1193 -32003 from an injected wallet, and viem instances', () => {
    expect(describeEvmSendError({ code: -32003, message: 'insufficient funds' })).toEqual({
      kind: 'insufficient_funds',
      message:
        'Your wallet does not have enough funds to pay this amount and the network fee. Nothing was sent.',
    });
    expect(kindOf(new InsufficientFundsError())).toBe('insufficient_funds');
    expect(kindOf({ code: -32000, message: 'err: insufficient funds for gas * price + value' })).toBe(
      'insufficient_funds',
    );
  });

  it('an ERC-20 that reverts for lack of balance is a lack of funds, not a mystery revert', async () => {
    const error = await caught(() =>
      nodeAnswering(() => {
        throw {
          code: 3,
          message: 'execution reverted: ERC20: transfer amount exceeds balance',
          data: revertData('ERC20: transfer amount exceeds balance'),
        };
      }).simulateContract({
        address: USDC,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [DEPOSIT, 1n],
        account: SENDER,
      }),
    );
    expect(kindOf(error)).toBe('insufficient_funds');
  });
});

describe('describeEvmSendError: wrong chain', () => {
  it('a viem wallet client whose wallet is on Polygon while the transaction is for Ethereum', async () => {
    const error = await sendFailure({}, '0x89');
    expect((error as BaseError).walk((e) => e instanceof ChainMismatchError)).not.toBeNull();
    expect(describeEvmSendError(error, 'Ethereum')).toEqual({
      kind: 'wrong_chain',
      message: 'Your wallet is on another network. Switch it to Ethereum and try again.',
    });
  });

  it('a switch to a chain the wallet does not know (4902), through viem and raw', async () => {
    const error = await caught(() =>
      walletThrowing({ code: 4902, message: 'Unrecognized chain ID "0xa4b1".' }).switchChain({
        id: arbitrum.id,
      }),
    );
    expect(error).toBeInstanceOf(SwitchChainError);
    for (const e of [error, { code: 4902, message: 'Unrecognized chain ID "0xa4b1".' }]) {
      const described = describeEvmSendError(e, 'Arbitrum One');
      expect(described.kind).toBe('wrong_chain');
      expect(described.message).toMatch(
        /^Your wallet is on another network\. Switch it to Arbitrum One and try again; .*add the network/,
      );
    }
  });

  it('viem and wagmi chain errors, with a neutral target when no chain name is given', () => {
    const mismatch = new ChainMismatchError({ chain: arbitrum, currentChainId: 1 });
    expect(describeEvmSendError(mismatch)).toEqual({
      kind: 'wrong_chain',
      message: 'Your wallet is on another network. Switch it to the network of this swap and try again.',
    });
    expect(kindOf(new SwitchChainError(new Error('nope')))).toBe('wrong_chain');
    expect(
      kindOf({
        name: 'SwitchChainNotSupportedError',
        message: '"Safe" does not support programmatic chain switching.',
      }),
    ).toBe('wrong_chain');
    expect(
      kindOf({ name: 'ConnectorChainMismatchError', message: 'The current chain of the connector' }),
    ).toBe('wrong_chain');
    expect(describeEvmSendError(mismatch, '   ').message).toContain('the network of this swap');
  });
});

describe('describeEvmSendError: dropped', () => {
  it('viem: the transaction or its receipt cannot be found', async () => {
    const missing = await caught(() => nodeAnswering(() => null).getTransaction({ hash: HASH }));
    expect(missing).toBeInstanceOf(TransactionNotFoundError);
    const noReceipt = await caught(() => nodeAnswering(() => null).getTransactionReceipt({ hash: HASH }));
    expect(noReceipt).toBeInstanceOf(TransactionReceiptNotFoundError);
    for (const error of [missing, noReceipt, new WaitForTransactionReceiptTimeoutError({ hash: HASH })]) {
      expect(describeEvmSendError(error)).toEqual({ kind: 'dropped', message: DROPPED });
    }
  });
});

describe('describeEvmSendError: reverted', () => {
  it('a simulation that reverts: nothing was sent, and the reason is shown', async () => {
    const error = await caught(() =>
      nodeAnswering(() => {
        throw {
          code: 3,
          message: 'execution reverted: ERC20: transfer to the zero address',
          data: revertData('ERC20: transfer to the zero address'),
        };
      }).simulateContract({
        address: USDC,
        abi: erc20Abi,
        functionName: 'transfer',
        args: ['0x0000000000000000000000000000000000000000', 1n],
        account: SENDER,
      }),
    );
    expect((error as BaseError).walk((e) => e instanceof ContractFunctionRevertedError)).not.toBeNull();
    const described = describeEvmSendError(error);
    expect(described.kind).toBe('reverted');
    expect(described.message).toContain('ERC20: transfer to the zero address');
    expect(described.message).toContain('Nothing left your wallet');
  });

  it('a mined transaction whose receipt says reverted: the fee was spent', async () => {
    // viem's TransactionReceiptRevertedError is not exported: get the real one from a synchronous send.
    const thrown = await caught(() =>
      nodeAnswering(() => RPC_RECEIPT).sendRawTransactionSync({
        serializedTransaction: '0x02',
        throwOnReceiptRevert: true,
      }),
    );
    expect((thrown as BaseError).name).toBe('TransactionReceiptRevertedError');
    for (const error of [thrown, revertedReceipt, { message: 'failed', receipt: revertedReceipt }]) {
      const described = describeEvmSendError(error);
      expect(described.kind).toBe('reverted');
      expect(described.message).toContain('only the network fee was spent');
    }
  });

  it('viem instances and raw node errors', () => {
    expect(
      describeEvmSendError(new ExecutionRevertedError({ message: 'execution reverted: Paused' })),
    ).toEqual({
      kind: 'reverted',
      message:
        'The network would refuse this transaction (reason: Paused), so it was not sent. Nothing left your wallet.',
    });
    expect(kindOf(new ExecutionRevertedError())).toBe('reverted');
    expect(describeEvmSendError({ code: 3, message: 'execution reverted' }).message).not.toContain('reason');
  });
});

describe('describeEvmSendError: unknown', () => {
  it('keeps the short message in a generic sentence', () => {
    expect(describeEvmSendError(new Error('Something odd happened'))).toEqual({
      kind: 'unknown',
      message: 'Your wallet could not send the transaction: Something odd happened.',
    });
    expect(describeEvmSendError(new BaseError('Short one.', { details: 'long details' })).message).toBe(
      'Your wallet could not send the transaction: Short one.',
    );
    expect(describeEvmSendError('plain string failure').message).toContain('plain string failure');
    expect(describeEvmSendError({ code: -32601, message: 'Method not found' }).message).toContain(
      'Method not found',
    );
  });

  it('has a sentence when there is no message at all', () => {
    for (const error of [undefined, null, 42, {}, new Error(''), { message: '   ' }]) {
      expect(describeEvmSendError(error)).toEqual({
        kind: 'unknown',
        message: 'Your wallet could not send the transaction. Check your wallet and try again.',
      });
    }
  });

  it('survives hostile errors: cycles, throwing getters, huge and control-laden messages', () => {
    const cyclic: { message: string; cause?: unknown } = { message: 'loop' };
    cyclic.cause = cyclic;
    expect(describeEvmSendError(cyclic).kind).toBe('unknown');

    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('gotcha');
        },
      },
    );
    expect(describeEvmSendError(hostile).kind).toBe('unknown');

    const deep: { message: string; cause?: unknown } = { message: 'top' };
    let tail = deep;
    for (let i = 0; i < 10_000; i++) {
      const next = { message: `level ${i}` };
      tail.cause = next;
      tail = next;
    }
    (tail as { code?: number }).code = 4001; // beyond the depth the walk follows
    expect(describeEvmSendError(deep).kind).toBe('unknown');

    const long = describeEvmSendError(new Error(`bad\u202e\u0000${'x'.repeat(1000)}`)).message;
    expect(long.length).toBeLessThan(250);
    expect(long.includes('\u0000') || long.includes('\u202e')).toBe(false);
  });
});

describe('a deposit Portage refused before the wallet saw it', () => {
  it('is kind refused, with the builder’s own sentence', async () => {
    const { EvmDepositError } = await import('./deposit');
    const refusal = new EvmDepositError(
      'MISSING_FIELD',
      "The service's deposit instructions are for chain 42161, but this network is chain 1: Portage will not sign them.",
    );
    expect(describeEvmSendError(new Error('wrapped', { cause: refusal }))).toEqual({
      kind: 'refused',
      message:
        "The service's deposit instructions are for chain 42161, but this network is chain 1: Portage will not sign them.",
    });
  });
});
