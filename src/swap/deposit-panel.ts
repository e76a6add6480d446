/**
 * Which panel the wallet deposit shows under its "Send … from your wallet" line: the screen's
 * safety order, first match wins, so that no Send button ever stands above a doubt (a deposit
 * that may have left already, a send under way in another tab, the wrong account, a refused
 * preview). Pure: `useWalletDeposit` (./useWalletDeposit.ts) gathers the facts, and
 * src/ui/swap/WalletDeposit.tsx draws the panel.
 */
import type { Network, Swap } from '../api/types';
import type { DepositPreview, DepositStage, FamilyWallet } from '../chains/kit/contract';
import { explorerUrl } from '../lib/format';

/** A wallet error as the family module describes it (the screens translate it by `kind`). */
export type WalletErrorInfo = ReturnType<FamilyWallet['describeError']>;

export type PreviewState =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; preview: DepositPreview }
  | { status: 'refused'; error: WalletErrorInfo; retry(): void };

/** What the deposit area shows under the "Send … from your wallet" line, one of these. */
export type DepositPanel =
  /** Another tab or window of this site is sending it now. */
  | { kind: 'other-tab' }
  /** A stored send not made here, while the lock is being looked at: nothing yet. */
  | { kind: 'checking' }
  /** A send cut off while signing (its tab closed): look at the wallet's activity first. */
  | { kind: 'interrupted'; senderLink: string | null }
  /** Not storable in this browser: no Send from this page; the hash when the wallet gave one. */
  | { kind: 'not-recorded'; hash: string | null }
  | { kind: 'connect' }
  | { kind: 'wrong-account'; expected: string; actual: string }
  /** The preview failed; `retry` unless it was a refusal, which stands. */
  | { kind: 'preview-refused'; error: WalletErrorInfo; retry: (() => void) | null }
  /** The preview (loading or read) and the Send button. */
  | { kind: 'send'; preview: PreviewState };

/**
 * A refusal of Portage's own, which reading again would only repeat: a builder's (`refused`), or
 * the token contract read through the wallet disagreeing with the route lists (EVM's
 * `token_mismatch`).
 */
export function isRefusal(error: WalletErrorInfo): boolean {
  return error.kind === 'refused' || error.kind === 'token_mismatch';
}

/**
 * For a send stored as signing and not made by this page, whether another tab holds the deposit
 * lock: `unknown` until it was looked at, `sending` while one does, `closed` once nobody does.
 */
export type Elsewhere = 'unknown' | 'sending' | 'closed';

export interface PanelFacts {
  /** The service's swap: the sender it names, if any. */
  swap: Swap;
  /** The connected account, or null. */
  wallet: Pick<FamilyWallet, 'address'>;
  /** The source network: where the sender's account can be looked at. */
  network: Pick<Network, 'account_explorer_template'>;
  preview: PreviewState;
  /** The wallet's stage while this page sends, else null. */
  stage: DepositStage | null;
  /** A send is stored as signing and this page is not the one sending it. */
  signingElsewhere: boolean;
  elsewhere: Elsewhere;
  /** The person checked their wallet after an interrupted send. */
  acknowledged: boolean;
  /** This page could not store the deposit; `hash` when the wallet gave one. */
  notRecorded: { hash: string | null } | null;
}

/** Which panel shows, first match wins: the order is the safety order (no Send above a doubt). */
export function panelOf(input: PanelFacts): DepositPanel {
  const { swap, wallet, network, preview, signingElsewhere, elsewhere, notRecorded } = input;
  // This page has the hash the wallet gave: said first, whatever the marker it left behind makes
  // of the swap (it reads as a send cut off, which it was not).
  if (notRecorded?.hash) return { kind: 'not-recorded', hash: notRecorded.hash };
  if (signingElsewhere && elsewhere === 'sending') return { kind: 'other-tab' };
  if (signingElsewhere && elsewhere === 'unknown') return { kind: 'checking' };
  // The swap names its sender: the link works even before a wallet that does not reconnect by
  // itself (sats-connect) is connected again.
  const expectedSender = typeof swap.source_address === 'string' ? swap.source_address : null;
  if (signingElsewhere && !input.acknowledged) {
    const sender = wallet.address ?? expectedSender;
    return {
      kind: 'interrupted',
      senderLink: sender ? explorerUrl(network.account_explorer_template, sender) : null,
    };
  }
  if (notRecorded) return { kind: 'not-recorded', hash: null };
  if (!wallet.address) return { kind: 'connect' };
  if (expectedSender !== null && expectedSender.toLowerCase() !== wallet.address.toLowerCase()) {
    return { kind: 'wrong-account', expected: expectedSender, actual: wallet.address };
  }
  if (preview.status === 'refused' && input.stage === null) {
    // A refusal stands; anything else (a node that did not answer) may be read again.
    return {
      kind: 'preview-refused',
      error: preview.error,
      retry: isRefusal(preview.error) ? null : preview.retry,
    };
  }
  return { kind: 'send', preview };
}
