/**
 * What went wrong when a TON deposit was sent, said so a person understands it. Works on the
 * TonConnect SDK's errors (recognised by their `info` text, which survives minification, unlike
 * their class names: `[TON_CONNECT_SDK_ERROR] <Class>: <info>\n<wallet's message>`), on the
 * wallet module's own `TonWalletError`, on the node client's `TonNodeError` and on the
 * builder's refusals.
 */
import { DepositRefusal } from '../refusal';
import { TonNodeError } from './node';

export type TonSendErrorKind =
  | 'rejected'
  | 'insufficient_funds'
  | 'not_connected'
  | 'node_unreachable'
  | 'refused'
  | 'wallet'
  | 'unknown';

/** The wallet module's own reasons not to send: found before the wallet is asked anything. */
export class TonWalletError extends Error {
  override readonly name = 'TonWalletError';

  constructor(
    readonly kind: 'insufficient_funds' | 'not_connected' | 'node_unreachable',
    message: string,
  ) {
    super(message);
  }
}

const SDK_PREFIX = '[TON_CONNECT_SDK_ERROR]';
/** UserRejectsError's info, and what wallets write when the person says no. */
const REJECTED =
  /user rejects the action|\buser (?:rejected|declined|denied|cancel+ed)|(?:rejected|declined|cancel+ed) by (?:the )?user/i;
/** WalletNotConnectedError, UnknownAppError (the wallet forgot this site), WalletNotInjectedError. */
const NOT_CONNECTED =
  /called while wallet is not connected|send rpc request to the injected wallet while not connected|connect to the injected wallet while it is not exists/i;
const INSUFFICIENT = /insufficient (?:funds|balance)|not enough (?:funds|balance|ton)/i;

export function describeTonError(
  error: unknown,
  networkName?: string,
): { kind: TonSendErrorKind; message: string } {
  const network = networkName?.trim() || 'the TON network';
  if (error instanceof DepositRefusal) return { kind: 'refused', message: error.message };
  if (error instanceof TonWalletError) return { kind: error.kind, message: error.message };
  if (error instanceof TonNodeError) {
    return error.kind === 'unreachable'
      ? {
          kind: 'node_unreachable',
          message: `Portage could not reach ${network} to prepare the deposit. Nothing was sent; try again in a moment.`,
        }
      : {
          kind: 'node_unreachable',
          message: `${network} could not answer Portage's question about your wallet. Nothing was sent; try again in a moment.`,
        };
  }
  const text = textOf(error);
  if (REJECTED.test(text)) {
    return {
      kind: 'rejected',
      message: 'You declined the request in your wallet. Nothing was sent; you can try again.',
    };
  }
  if (NOT_CONNECTED.test(text)) {
    return {
      kind: 'not_connected',
      message: 'Your TON wallet is not connected any more. Connect it again, then send.',
    };
  }
  if (INSUFFICIENT.test(text)) {
    return {
      kind: 'insufficient_funds',
      message: 'Your wallet does not have enough to send this amount and pay the network fee.',
    };
  }
  const detail = walletDetail(text);
  if (text.includes(SDK_PREFIX) || detail !== null) {
    return {
      kind: 'wallet',
      message:
        detail === null
          ? 'Your wallet could not send the deposit. Check your wallet and try again.'
          : `Your wallet could not send the deposit: ${detail}`,
    };
  }
  return {
    kind: 'unknown',
    message: 'Your wallet could not send the deposit. Check your wallet and try again.',
  };
}

function textOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const message = (error as { message: unknown }).message;
    return typeof message === 'string' ? message : '';
  }
  return '';
}

/**
 * The wallet's own words from an SDK error ("…\n<message>"), cleaned for display; null when it
 * said nothing beyond the SDK's generic text.
 */
function walletDetail(text: string): string | null {
  if (!text.startsWith(SDK_PREFIX)) return null;
  const [, ...rest] = text.split('\n');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
  const invisible = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]+/g;
  const flat = rest.join(' ').replace(invisible, ' ');
  const squeezed = flat.replace(/\s+/g, ' ').trim();
  if (squeezed === '') return null;
  const short = squeezed.length > 160 ? `${squeezed.slice(0, 159)}…` : squeezed;
  return /[.!?…]$/.test(short) ? short : `${short}.`;
}
