/**
 * What went wrong with a Bitcoin wallet deposit, said so a person understands it: the wallet's
 * refusals (sats-connect JSON-RPC errors), the builder's refusals (`BitcoinDepositError`), the
 * node's (`BitcoinNodeError`), and the wallet module's own checks (wrong network, a transaction
 * changed by the wallet, a signature that does not commit to the whole transaction).
 *
 * Classes are recognised by `name`, not `instanceof`, as for EVM: names are written out, so they
 * survive minification, and a copy of a class from another chunk still matches.
 */

import { asSentence, cleanText, lowerFirst, present } from '../../wallets/error-text';
import type { BitcoinNetwork } from '../types';

export type BitcoinSendErrorKind =
  | 'rejected'
  | 'insufficient_funds'
  | 'node_unreachable'
  | 'wrong_network'
  | 'refused'
  | 'broadcast_refused'
  | 'wallet_changed'
  | 'no_wallet'
  | 'unknown';

export interface BitcoinSendErrorDescription {
  kind: BitcoinSendErrorKind;
  message: string;
}

/** sats-connect's `RpcErrorCode.USER_REJECTION`. */
export const USER_REJECTION = -32000;

/** An error a wallet answered a sats-connect request with. */
export class BitcoinWalletError extends Error {
  override readonly name = 'BitcoinWalletError';
  readonly code: number | undefined;
  readonly method: string;

  constructor(method: string, code: number | undefined, message: string) {
    super(message);
    this.method = method;
    this.code = code;
  }
}

/** The wallet's account is on another Bitcoin network than the swap's. */
export class WalletNetworkError extends Error {
  override readonly name = 'WalletNetworkError';
  /** The wallet's network when known ("testnet"), else null. */
  readonly walletNetwork: string | null;
  readonly expected: BitcoinNetwork;

  constructor(expected: BitcoinNetwork, walletNetwork: string | null) {
    super(`The wallet is on ${walletNetwork ?? 'another network'}, not ${expected}.`);
    this.expected = expected;
    this.walletNetwork = walletNetwork;
  }
}

/**
 * The wallet returned something Portage will not broadcast: another transaction than the one it
 * was asked to sign, or a signature whose sighash would let the transaction be changed.
 */
export class WalletChangedError extends Error {
  override readonly name = 'WalletChangedError';
}

/** No sats-connect wallet in this browser. */
export class NoBitcoinWalletError extends Error {
  override readonly name = 'NoBitcoinWalletError';
}

const REJECTED_TEXT = /\b(?:user )?(?:rejected|denied|declined|cancel+ed)\b/i;
/** Node reasons meaning the coins were spent meanwhile or never were the wallet's. */
const SPENT_TEXT = /missing-?inputs|inputs-missingorspent|txn-mempool-conflict|bad-txns-spends-conflicting/i;
const FUNDS_TEXT = /insufficient (?:funds|balance)|in-belowout/i;

export function describeBitcoinError(error: unknown, networkName?: string): BitcoinSendErrorDescription {
  const where = present(networkName) ?? 'the network of this swap';
  const name = field(error, 'name');
  const message = field(error, 'message');

  if (name === 'BitcoinWalletError' || name === undefined) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === USER_REJECTION || (typeof message === 'string' && REJECTED_TEXT.test(message))) {
      return {
        kind: 'rejected',
        message: 'You declined the request in your wallet. Nothing was sent; you can try again.',
      };
    }
  }

  switch (name) {
    case 'NoBitcoinWalletError':
      return {
        kind: 'no_wallet',
        message:
          'No Bitcoin wallet was found in this browser. Install one that supports Sats Connect (such as Xverse), then reload the page.',
      };
    case 'WalletNetworkError': {
      const on = present(field(error, 'walletNetwork'));
      return {
        kind: 'wrong_network',
        message: `Your wallet is on ${on ? `Bitcoin ${on}` : 'another Bitcoin network'}, but this swap is on ${where}. Switch your wallet to ${where} and try again.`,
      };
    }
    case 'WalletChangedError':
      return {
        kind: 'wallet_changed',
        message: `Your wallet returned a different transaction from the deposit Portage prepared (${lowerFirst(message ?? 'it was changed')}), so Portage did not send it. Nothing left your wallet.`,
      };
    case 'BitcoinDepositError': {
      const code = field(error, 'code');
      return {
        kind: code === 'INSUFFICIENT_FUNDS' ? 'insufficient_funds' : 'refused',
        message: message ?? 'Portage will not sign these deposit instructions.',
      };
    }
    // Deposit instructions that are not what the person chose (../expected.ts).
    case 'ExpectedDepositError':
      return { kind: 'refused', message: message ?? 'Portage will not sign these deposit instructions.' };
    case 'BitcoinNodeError': {
      const kind = field(error, 'kind');
      const nodeMessage = present(field(error, 'nodeMessage'));
      if (kind === 'rejected') {
        if (nodeMessage && SPENT_TEXT.test(nodeMessage)) {
          return {
            kind: 'broadcast_refused',
            message:
              'Some of the coins this deposit spends were spent in the meantime, so the network refused it. Nothing was sent; try again to prepare a new deposit.',
          };
        }
        if (nodeMessage && FUNDS_TEXT.test(nodeMessage)) {
          return {
            kind: 'insufficient_funds',
            message: 'Your wallet does not have enough BTC to pay this amount and the network fee.',
          };
        }
        return {
          kind: 'broadcast_refused',
          message: `The Bitcoin network refused the deposit (${cleanText(nodeMessage ?? '') ?? 'no reason given'}). Nothing was sent.`,
        };
      }
      if (kind === 'unreachable') {
        return {
          kind: 'node_unreachable',
          message: `Portage could not reach the ${where} node. Check your connection and try again; a deposit your wallet already signed is sent again as it is, never twice.`,
        };
      }
      return {
        kind: 'node_unreachable',
        message: `The ${where} node gave an answer Portage cannot use. Nothing was sent; try again later.`,
      };
    }
    default:
      break;
  }

  if (typeof message === 'string' && REJECTED_TEXT.test(message)) {
    return {
      kind: 'rejected',
      message: 'You declined the request in your wallet. Nothing was sent; you can try again.',
    };
  }
  const detail = message === undefined ? undefined : cleanText(message);
  return {
    kind: 'unknown',
    message:
      detail === undefined
        ? 'Your wallet could not send the deposit. Check your wallet and try again.'
        : `Your wallet could not send the deposit: ${asSentence(detail)}`,
  };
}

function field(o: unknown, key: string): string | undefined {
  if (typeof o !== 'object' || o === null) return typeof o === 'string' && key === 'message' ? o : undefined;
  try {
    const value = (o as Record<string, unknown>)[key];
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}
