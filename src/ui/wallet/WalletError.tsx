/**
 * A failed wallet send, said in the chosen language.
 *
 * The families' `describeError` (the shared ladder of src/chains/kit/errors.ts with each family's own
 * rules) gives a `kind` and a detailed English sentence (hundreds of them, kept in the families'
 * lazy chunks). The dictionaries translate by kind: in English the family's sentence is shown
 * exactly as it is; in another language the kind's sentence is shown, with the family's English
 * sentence beneath it in a smaller muted line, so nothing specific is lost.
 */
import type { WalletErrorKind } from '../../chains/families';
import { type MessageKey, useT } from '../../i18n';
import { LocalizedError } from '../../i18n/LocalizedError';

export type { WalletErrorKind } from '../../chains/families';

/**
 * The dictionary sentence for each kind. A `Record` over the union of the registry's kinds
 * (src/chains/families.ts): the typecheck fails when a family adds a kind without a sentence
 * here, and `MessageKey` makes every dictionary carry it.
 */
export const WALLET_ERROR_TEXT: Readonly<Record<WalletErrorKind, MessageKey>> = {
  rejected: 'walletError.rejected',
  insufficient_funds: 'walletError.insufficient_funds',
  wrong_chain: 'walletError.wrong_chain',
  wrong_network: 'walletError.wrong_network',
  dropped: 'walletError.dropped',
  reverted: 'walletError.reverted',
  failed_onchain: 'walletError.failed_onchain',
  simulation_failed: 'walletError.simulation_failed',
  blockhash_expired: 'walletError.blockhash_expired',
  node_unreachable: 'walletError.node_unreachable',
  node_refused: 'walletError.node_refused',
  broadcast_refused: 'walletError.broadcast_refused',
  not_connected: 'walletError.not_connected',
  refused: 'walletError.refused',
  token_mismatch: 'walletError.token_mismatch',
  wallet_changed: 'walletError.wallet_changed',
  no_wallet: 'walletError.no_wallet',
  wallet: 'walletError.wallet',
  unknown: 'walletError.unknown',
};

/** The sentence key for a kind; a kind no family declares reads as `unknown`. */
export function walletErrorKey(kind: string): MessageKey {
  return Object.hasOwn(WALLET_ERROR_TEXT, kind)
    ? WALLET_ERROR_TEXT[kind as WalletErrorKind]
    : 'walletError.unknown';
}

export interface WalletErrorDescription {
  kind: string;
  /** The family's English sentence. */
  message: string;
}

/** The error under the send button, as an alert. `network` names the swap's source network. */
export function WalletErrorMessage({ error, network }: { error: WalletErrorDescription; network: string }) {
  const t = useT();
  return <LocalizedError english={error.message} translated={t(walletErrorKey(error.kind), { network })} />;
}
