import { describe, expect, it } from 'vitest';
import {
  DECLINED,
  DepositFailedError,
  describeSendError,
  type SendErrorLadder,
  unreachableAfterSend,
  WalletAlteredError,
  WalletModuleError,
} from './errors';
import { DepositRefusal } from './refusal';

type TestKind = 'rejected' | 'not_connected' | 'wrong_chain' | 'wallet';

/** A family with one rule of its own: "chain mismatch" is its wrong chain. */
const ladder: SendErrorLadder<TestKind> = {
  network: 'Local Test',
  wallet: 'Test',
  rules: [
    ({ some, network }) =>
      some((_, text) => /chain mismatch/i.test(text))
        ? { kind: 'wrong_chain', message: `Switch your wallet to ${network}.` }
        : null,
  ],
  unreachableSentence: unreachableAfterSend,
};

const describeTest = (error: unknown, extra: Partial<SendErrorLadder<TestKind>> = {}) =>
  describeSendError(error, { ...ladder, ...extra });

describe('describeSendError: the order of the ladder', () => {
  it("Portage's own sentence beats a rejection in its chain", () => {
    const own = new WalletModuleError('not_connected', 'Connect your Test wallet first.', {
      cause: new Error('User rejected the request.'),
    });
    expect(describeTest(own)).toEqual({ kind: 'not_connected', message: 'Connect your Test wallet first.' });
    const refusal = new DepositRefusal('WRONG_AMOUNT', 'The amounts disagree: Portage will not sign them.');
    expect(describeTest({ code: 4001, message: 'User denied', cause: refusal })).toEqual({
      kind: 'refused',
      message: refusal.message,
    });
    // A refusal for lack of funds is a lack of funds, said in the builder's words.
    const poor = new DepositRefusal('INSUFFICIENT_FUNDS', 'This wallet has 1 BTC, not 2 BTC.');
    expect(describeTest(poor)).toEqual({ kind: 'insufficient_funds', message: poor.message });
  });

  it('a "no" from the person beats the family rules; the family rules beat the shared ones', () => {
    expect(describeTest(new Error('Chain mismatch', { cause: { code: 4001 } }))).toEqual({
      kind: 'rejected',
      message: DECLINED,
    });
    // "Failed to fetch" would be the shared unreachable node, "not connected" the shared wallet.
    expect(describeTest(new Error('Chain mismatch: Failed to fetch, wallet not connected')).kind).toBe(
      'wrong_chain',
    );
  });

  it('not connected comes before an unreachable node, which comes before the last rules', () => {
    const last: SendErrorLadder<TestKind>['lastRules'] = [() => ({ kind: 'wallet', message: 'last' })];
    expect(describeTest(new Error('Wallet not connected; failed to fetch'), { lastRules: last })).toEqual({
      kind: 'not_connected',
      message: 'Your Test wallet is not connected. Connect it and try again.',
    });
    expect(describeTest(new TypeError('Failed to fetch'), { lastRules: last })).toEqual({
      kind: 'node_unreachable',
      message: unreachableAfterSend('Local Test'),
    });
    expect(describeTest(new Error('odd'), { lastRules: last })).toEqual({ kind: 'wallet', message: 'last' });
  });

  it("takes the family's own signs next to the shared ones", () => {
    const family = {
      declined: (link: object) => (link as { code?: unknown }).code === 113,
      notConnected: (_: object, text: string) => /wallet is locked/.test(text),
      unreachable: (link: object) => (link as { name?: unknown }).name === 'TestNodeError',
    };
    expect(describeTest({ code: 113, message: 'x' }, family).kind).toBe('rejected');
    expect(describeTest(new Error('The wallet is locked'), family).kind).toBe('not_connected');
    expect(describeTest({ name: 'TestNodeError', message: 'down' }, family).kind).toBe('node_unreachable');
    expect(describeTest(new Error('The wallet is locked')).kind).toBe('unknown');
  });
});

describe('describeSendError: a "no" from the person', () => {
  it('finds 4001 nested in cause, in error, and in data.originalError', () => {
    for (const error of [
      new Error('Send failed', { cause: new Error('wrapped', { cause: { code: 4001 } }) }),
      { name: 'WalletSignTransactionError', message: 'x', error: { code: 4001 } },
      { code: -32603, message: 'Internal JSON-RPC error.', data: { originalError: { code: 4001 } } },
      { code: 'ACTION_REJECTED', message: 'x' },
    ]) {
      expect(describeTest(error)).toEqual({ kind: 'rejected', message: DECLINED });
    }
  });

  it("reads the wallets' words for it, and not a node's refusal", () => {
    for (const text of [
      'User rejected the request.',
      'MetaMask Tx Signature: User denied transaction signature.',
      'Transaction cancelled by the user',
      '[TON_CONNECT_SDK_ERROR] e: User rejects the action in the wallet.',
      'User refused the operation',
      'Connection request was rejected',
      'Confirmation declined by user',
    ]) {
      expect(describeTest(new Error(text)).kind, text).toBe('rejected');
    }
    expect(describeTest(new Error('transaction underpriced')).kind).toBe('unknown');
  });
});

describe('describeSendError: unknown', () => {
  it("keeps the wallet's first line, cleaned, in a sentence", () => {
    expect(describeTest(new Error('Ledger\u202e device\u0000 locked\n    at wallet.js:1'))).toEqual({
      kind: 'unknown',
      message: 'Your wallet could not send the deposit: Ledger device locked.',
    });
    expect(describeTest('plain words', { sends: 'transaction' }).message).toBe(
      'Your wallet could not send the transaction: plain words.',
    );
    const long = describeTest(new Error(`x${'y'.repeat(1000)}`)).message;
    expect(long.length).toBeLessThan(220);
  });

  it('has a sentence when nothing says anything', () => {
    for (const error of [undefined, null, 42, {}, new Error(''), { message: ' \u0000\u202e ' }]) {
      expect(describeTest(error)).toEqual({
        kind: 'unknown',
        message: 'Your wallet could not send the deposit. Check your wallet and try again.',
      });
    }
  });
});

describe('the shared wallet errors', () => {
  it('a deposit that failed in its block names the network and the cleaned reason', () => {
    expect(describeTest(new DepositFailedError('abc', 'OUT_OF\u202e_ENERGY'))).toEqual({
      kind: 'failed_onchain',
      message:
        'The deposit failed on Local Test (reason: OUT_OF _ENERGY). The amount was not sent; only the network fee was spent.',
    });
    expect(describeTest(new DepositFailedError('abc', '')).message).toBe(
      'The deposit failed on Local Test. The amount was not sent; only the network fee was spent.',
    );
  });

  it('a transaction the wallet changed is refused, whatever else the chain says', () => {
    expect(describeTest(new WalletAlteredError())).toEqual({
      kind: 'refused',
      message:
        'Your wallet changed the deposit transaction before signing it, so Portage did not send it. Nothing left your wallet.',
    });
  });
});
