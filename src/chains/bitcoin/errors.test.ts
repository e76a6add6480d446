import { describe, expect, it } from 'vitest';
import { ExpectedDepositError } from '../kit/expected';
import { BitcoinDepositError } from './deposit';
import {
  BitcoinWalletError,
  describeBitcoinError,
  NoBitcoinWalletError,
  USER_REJECTION,
  WalletChangedError,
  WalletNetworkError,
} from './errors';
import { BitcoinNodeError } from './node';

const NETWORK = 'Local Bitcoin (regtest)';

function described(error: unknown) {
  const result = describeBitcoinError(error, NETWORK);
  // A sentence for a person: no programmer's leftovers.
  expect(result.message).toMatch(/^[A-Z].*[.]$/);
  expect(result.message).not.toMatch(/undefined|null|NaN|\[object/);
  return result;
}

describe('describeBitcoinError', () => {
  it('a declined request: by sats-connect code, by a thrown plain object, by the wallet’s words', () => {
    const expected = {
      kind: 'rejected',
      message: 'You declined the request in your wallet. Nothing was sent; you can try again.',
    };
    expect(described(new BitcoinWalletError('signPsbt', USER_REJECTION, 'Request failed'))).toEqual(expected);
    expect(described({ code: -32000, message: 'whatever' })).toEqual(expected);
    expect(described(new BitcoinWalletError('signPsbt', -32603, 'User rejected the request'))).toEqual(
      expected,
    );
    expect(described(new Error('The user cancelled signing'))).toEqual(expected);
  });

  it('not enough money: the builder’s sentence with the amounts, or the node’s refusal', () => {
    const refusal = new BitcoinDepositError(
      'INSUFFICIENT_FUNDS',
      'This wallet has 0.01 BTC to spend, but the deposit needs 0.0200034 BTC: 0.02 BTC for the swap and about 0.0000034 BTC of network fee at 2 sat/vB.',
    );
    expect(described(refusal)).toEqual({ kind: 'insufficient_funds', message: refusal.message });
    expect(
      described(
        new BitcoinNodeError('rejected', 'refused', {
          nodeMessage: 'bad-txns-in-belowout, value in (0.01) < value out (0.02)',
        }),
      ),
    ).toEqual({
      kind: 'insufficient_funds',
      message:
        'Your wallet does not have enough BTC to pay this amount and the network fee. Nothing was sent.',
    });
  });

  it('the node cannot be reached: says where, and that a signed deposit is never sent twice', () => {
    const { kind, message } = described(
      new BitcoinNodeError('unreachable', 'The Bitcoin node did not answer.'),
    );
    expect(kind).toBe('node_unreachable');
    expect(message).toBe(
      'Portage could not reach Local Bitcoin (regtest). Check your connection and try again; a deposit your wallet already signed is sent again as it is, never twice.',
    );
    expect(described(new BitcoinNodeError('malformed', 'odd')).kind).toBe('node_unreachable');
  });

  it('a wallet on another network, named when known', () => {
    expect(described(new WalletNetworkError('regtest', 'mainnet')).message).toBe(
      'Your wallet is on Bitcoin mainnet, but this swap is on Local Bitcoin (regtest). Switch your wallet to Local Bitcoin (regtest) and try again.',
    );
    expect(described(new WalletNetworkError('regtest', null)).message).toBe(
      'Your wallet is on another Bitcoin network, but this swap is on Local Bitcoin (regtest). Switch your wallet to Local Bitcoin (regtest) and try again.',
    );
    expect(describeBitcoinError(new WalletNetworkError('mainnet', 'testnet')).message).toContain(
      'this swap is on the network of this swap',
    );
  });

  it('the node refused the transaction: coins spent meanwhile, or its own reason, cleaned', () => {
    expect(
      described(new BitcoinNodeError('rejected', 'x', { nodeMessage: 'bad-txns-inputs-missingorspent' })),
    ).toEqual({
      kind: 'broadcast_refused',
      message:
        'Some of the coins this deposit spends were spent in the meantime, so the network refused it. Nothing was sent; try again to prepare a new deposit.',
    });
    expect(
      described(
        new BitcoinNodeError('rejected', 'x', { nodeMessage: 'min relay fee not met,\u202e 100 < 141' }),
      ).message,
    ).toBe('The Bitcoin network refused the deposit (min relay fee not met, 100 < 141). Nothing was sent.');
  });

  it('a builder refusal, a changed transaction, no wallet, and anything else', () => {
    const refusal = new BitcoinDepositError(
      'BAD_MEMO',
      'The memo is not a whole number: Portage will not sign them.',
    );
    expect(described(refusal)).toEqual({ kind: 'refused', message: refusal.message });
    expect(described(new WalletChangedError('input 0 is not signed')).message).toBe(
      'Your wallet returned a different transaction from the deposit Portage prepared (input 0 is not signed), so Portage did not send it. Nothing left your wallet.',
    );
    expect(described(new NoBitcoinWalletError('none')).kind).toBe('no_wallet');
    expect(described(new Error('Ledger disconnected'))).toEqual({
      kind: 'unknown',
      message: 'Your wallet could not send the deposit: Ledger disconnected.',
    });
    expect(described(undefined).kind).toBe('unknown');
  });

  it('an action that is not what the person chose, or a fee the node pushed too high: refused, said as is', () => {
    const notChosen = new ExpectedDepositError(
      'WRONG_AMOUNT',
      'The service asks for 100001 base units of BTC, but you chose 100000 base units: Portage will not sign it.',
    );
    expect(described(notChosen)).toEqual({ kind: 'refused', message: notChosen.message });
    const fee = new BitcoinDepositError(
      'FEE_TOO_HIGH',
      'The Bitcoin node asks for a fee rate of 20000 sat/vB, above the 300 sat/vB Portage pays at most: Portage will not build this deposit.',
    );
    expect(described(fee)).toEqual({ kind: 'refused', message: fee.message });
  });
});
