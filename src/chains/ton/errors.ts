/**
 * What went wrong when a TON deposit was sent, said so a person understands it. Works on the
 * TonConnect SDK's errors (recognised by their `info` text, which survives minification, unlike
 * their class names: `[TON_CONNECT_SDK_ERROR] <Class>: <info>\n<wallet's message>`), on the
 * wallet module's own `TonWalletError`, on the node client's `TonNodeError` and on the
 * builder's refusals. The shared steps are ../kit/errors.ts; the rules here are TON's own.
 */
import { cleanText, present } from '../kit/error-text';
import {
  couldNotSend,
  describeSendError,
  type SendErrorDescription,
  shortOfFunds,
  unreachableBeforeSend,
  WalletModuleError,
  type WalletSendErrorKind,
} from '../kit/errors';
import { TonNodeError } from './node-error';

export type TonSendErrorKind = WalletSendErrorKind | 'wallet';

/** The wallet module's own reasons not to send: found before the wallet is asked anything. */
export class TonWalletError extends WalletModuleError<
  'insufficient_funds' | 'not_connected' | 'node_unreachable'
> {
  override readonly name = 'TonWalletError';
}

const SDK_PREFIX = '[TON_CONNECT_SDK_ERROR]';
/** WalletNotInjectedError's info ("not connected", the shared words, covers the SDK's others). */
const NOT_INJECTED = /connect to the injected wallet while it is not exists/i;
const INSUFFICIENT = /insufficient (?:funds|balance)|not enough (?:funds|balance|ton)/i;

export function describeTonError(
  error: unknown,
  networkName?: string,
): SendErrorDescription<TonSendErrorKind> {
  return describeSendError<TonSendErrorKind>(error, {
    network: present(networkName) ?? 'the TON network',
    wallet: 'TON',
    rules: [
      ({ links, network }) =>
        links.some((link) => link instanceof TonNodeError && link.kind === 'node')
          ? {
              kind: 'node_unreachable',
              message: `${network} could not answer Portage's question about your wallet. Nothing was sent; try again in a moment.`,
            }
          : null,
      shortOfFunds((_, text) => INSUFFICIENT.test(text)),
    ],
    notConnected: (_, text) => NOT_INJECTED.test(text),
    unreachable: (link) => link instanceof TonNodeError && link.kind === 'unreachable',
    unreachableSentence: unreachableBeforeSend,
    // Any other SDK error: the wallet's own words, without the SDK's first line.
    lastRules: [
      ({ texts }) => {
        const sdk = texts.find((text) => text.includes(SDK_PREFIX));
        return sdk === undefined ? null : { kind: 'wallet', message: couldNotSend(walletDetail(sdk)) };
      },
    ],
  });
}

/**
 * The wallet's own words from an SDK error ("…\n<message>"), cleaned for display; undefined when
 * it said nothing beyond the SDK's generic text.
 */
function walletDetail(text: string): string | undefined {
  if (!text.startsWith(SDK_PREFIX)) return undefined;
  const [, ...rest] = text.split('\n');
  return cleanText(rest.join(' '));
}
