import {
  BadRequestError,
  UnknownAppError,
  UnknownError,
  UserRejectsError,
  WalletNotConnectedError,
} from '@tonconnect/sdk';
import { describe, expect, it } from 'vitest';
import { TonDepositError } from './deposit';
import { describeTonError, TonWalletError } from './errors';
import { TonNodeError } from './node';

describe('describeTonError', () => {
  it('a rejection in the wallet, from the SDK or in a wallet’s own words', () => {
    const expected = {
      kind: 'rejected',
      message: 'You declined the request in your wallet. Nothing was sent; you can try again.',
    };
    expect(describeTonError(new UserRejectsError('Transaction was declined'))).toEqual(expected);
    // Minified: the class name is lost, the SDK's info text is not.
    expect(
      describeTonError(
        new Error('[TON_CONNECT_SDK_ERROR] e: User rejects the action in the wallet.\nCancelled'),
      ),
    ).toEqual(expected);
    expect(describeTonError({ message: 'User declined the transaction' })).toEqual(expected);
  });

  it('a wallet that is not connected', () => {
    for (const error of [
      new WalletNotConnectedError(),
      new UnknownAppError(),
      new TonWalletError('not_connected', 'Connect your TON wallet first.'),
    ]) {
      expect(describeTonError(error).kind).toBe('not_connected');
    }
    expect(describeTonError(new WalletNotConnectedError()).message).toBe(
      'Your TON wallet is not connected. Connect it and try again.',
    );
  });

  it('insufficient funds: found by Portage first, or said by the wallet', () => {
    const own = new TonWalletError(
      'insufficient_funds',
      'Your wallet holds 1 TON, not enough to send 2 TON and pay the network fee. Nothing was sent.',
    );
    expect(describeTonError(own)).toEqual({ kind: 'insufficient_funds', message: own.message });
    expect(describeTonError(new UnknownError('Insufficient balance'))).toEqual({
      kind: 'insufficient_funds',
      message:
        'Your wallet does not have enough funds to pay this amount and the network fee. Nothing was sent.',
    });
  });

  it('a node that cannot be reached, naming the network', () => {
    const unreachable = new TonNodeError(
      'unreachable',
      'The TON node at http://x did not answer (fetch failed).',
    );
    expect(describeTonError(unreachable, 'Local TON')).toEqual({
      kind: 'node_unreachable',
      message:
        'Portage could not reach Local TON to prepare the deposit. Nothing was sent; try again in a moment.',
    });
    expect(describeTonError(new TonNodeError('node', 'exit code 9'))).toMatchObject({
      kind: 'node_unreachable',
      message: expect.stringMatching(/^the TON network could not answer/),
    });
  });

  it("the builder's refusal, as it is", () => {
    const refusal = new TonDepositError('BAD_MEMO', "The service's TON comment is not a swap number.");
    expect(describeTonError(refusal)).toEqual({ kind: 'refused', message: refusal.message });
  });

  it("another wallet error, with the wallet's words cleaned up", () => {
    expect(describeTonError(new BadRequestError('Invalid payload\u202e for message 0'))).toEqual({
      kind: 'wallet',
      message: 'Your wallet could not send the deposit: Invalid payload for message 0.',
    });
    expect(describeTonError(new UnknownError())).toEqual({
      kind: 'wallet',
      message: 'Your wallet could not send the deposit. Check your wallet and try again.',
    });
    expect(describeTonError(42)).toEqual({
      kind: 'unknown',
      message: 'Your wallet could not send the deposit. Check your wallet and try again.',
    });
  });
});
