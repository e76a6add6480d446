/**
 * What went wrong with a Bitcoin wallet deposit, said so a person understands it: the wallet's
 * refusals (sats-connect JSON-RPC errors), the builder's refusals (`BitcoinDepositError`), the
 * node's (`BitcoinNodeError`), and the wallet module's own checks (wrong network, a transaction
 * changed by the wallet, a signature that does not commit to the whole transaction). The shared
 * steps are ../kit/errors.ts; the rules here are Bitcoin's own.
 *
 * Errors from outside Portage are recognised by `name`, not `instanceof`, as for EVM: names are
 * written out, so they survive minification, and a copy of a class from another chunk still matches.
 */

import type { BitcoinNetwork } from '../kit/address/types';
import { cleanText, field, lowerFirst, present, stringField } from '../kit/error-text';
import {
  DECLINED,
  describeSendError,
  notEnoughFunds,
  type SendErrorDescription,
  type SendErrorRule,
  WalletModuleError,
  type WalletSendErrorKind,
} from '../kit/errors';

export type BitcoinSendErrorKind =
  | WalletSendErrorKind
  | 'wrong_network'
  | 'broadcast_refused'
  | 'wallet_changed'
  | 'no_wallet';

export type BitcoinSendErrorDescription = SendErrorDescription<BitcoinSendErrorKind>;

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
export class WalletNetworkError extends WalletModuleError<'wrong_network'> {
  override readonly name = 'WalletNetworkError';
  /** The wallet's network when known ("testnet"), else null. */
  readonly walletNetwork: string | null;
  readonly expected: BitcoinNetwork;

  constructor(expected: BitcoinNetwork, walletNetwork: string | null) {
    super('wrong_network', `The wallet is on ${walletNetwork ?? 'another network'}, not ${expected}.`);
    this.expected = expected;
    this.walletNetwork = walletNetwork;
  }

  override sentence(network: string): string {
    const on = present(this.walletNetwork ?? undefined);
    return `Your wallet is on ${on ? `Bitcoin ${on}` : 'another Bitcoin network'}, but this swap is on ${network}. Switch your wallet to ${network} and try again.`;
  }
}

/**
 * The wallet returned something Portage will not broadcast: another transaction than the one it
 * was asked to sign, or a signature whose sighash would let the transaction be changed. The
 * message says what was wrong ("input 0 is not signed").
 */
export class WalletChangedError extends WalletModuleError<'wallet_changed'> {
  override readonly name = 'WalletChangedError';

  constructor(message: string, options?: ErrorOptions) {
    super('wallet_changed', message, options);
  }

  override sentence(): string {
    return `Your wallet returned a different transaction from the deposit Portage prepared (${lowerFirst(this.message || 'it was changed')}), so Portage did not send it. Nothing left your wallet.`;
  }
}

/** No sats-connect wallet in this browser. */
export class NoBitcoinWalletError extends WalletModuleError<'no_wallet'> {
  override readonly name = 'NoBitcoinWalletError';

  constructor(message: string) {
    super('no_wallet', message);
  }

  override sentence(): string {
    return 'No Bitcoin wallet was found in this browser. Install one that supports Sats Connect (such as Xverse), then reload the page.';
  }
}

/** Words wallets use for the person's "no", however short ("Request rejected", "Cancelled"). */
const REJECTED_TEXT = /\b(?:user )?(?:rejected|denied|declined|cancel+ed)\b/i;
/** Node reasons meaning the coins were spent meanwhile or never were the wallet's. */
const SPENT_TEXT = /missing-?inputs|inputs-missingorspent|txn-mempool-conflict|bad-txns-spends-conflicting/i;
const FUNDS_TEXT = /insufficient (?:funds|balance)|in-belowout/i;

export function describeBitcoinError(error: unknown, networkName?: string): BitcoinSendErrorDescription {
  return describeSendError<BitcoinSendErrorKind>(error, {
    network: present(networkName) ?? 'the network of this swap',
    wallet: 'Bitcoin',
    // sats-connect's rejection code, only from the wallet (a node's -32000 is a server error).
    declined: (link) => {
      const name = stringField(link, 'name');
      return (name === undefined || name === 'BitcoinWalletError') && field(link, 'code') === USER_REJECTION;
    },
    rules: [
      nodeError,
      ({ some }) =>
        some((_, text) => REJECTED_TEXT.test(text)) ? { kind: 'rejected', message: DECLINED } : null,
    ],
    unreachableSentence: unreachable,
  });
}

function unreachable(network: string): string {
  return `Portage could not reach ${network}. Check your connection and try again; a deposit your wallet already signed is sent again as it is, never twice.`;
}

/** The node client's failures (`./node.ts`), by name: a refusal, no answer, or an odd one. */
const nodeError: SendErrorRule<BitcoinSendErrorKind> = ({ links, network }) => {
  const failure = links.find((link) => stringField(link, 'name') === 'BitcoinNodeError');
  if (!failure) return null;
  const kind = field(failure, 'kind');
  if (kind === 'unreachable') return { kind: 'node_unreachable', message: unreachable(network) };
  if (kind !== 'rejected') {
    return {
      kind: 'node_unreachable',
      message: `The node of ${network} gave an answer Portage cannot use. Nothing was sent; try again later.`,
    };
  }
  const said = stringField(failure, 'nodeMessage');
  if (said && SPENT_TEXT.test(said)) {
    return {
      kind: 'broadcast_refused',
      message:
        'Some of the coins this deposit spends were spent in the meantime, so the network refused it. Nothing was sent; try again to prepare a new deposit.',
    };
  }
  if (said && FUNDS_TEXT.test(said)) return { kind: 'insufficient_funds', message: notEnoughFunds('BTC') };
  return {
    kind: 'broadcast_refused',
    message: `The Bitcoin network refused the deposit (${cleanText(said ?? '') ?? 'no reason given'}). Nothing was sent.`,
  };
};
