/**
 * The wallet deposit's screen logic (src/ui/swap/WalletDeposit.tsx draws it): the network and
 * wallet it uses, the preview of what the wallet will sign, the one-deposit Send
 * (`sendDepositOnce`, ./deposit.ts) with its stages and errors, and what a page that is not
 * sending makes of a send stored by another tab or cut off by a closed one. Which panel shows is
 * `panelOf` (./deposit-panel.ts).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useDepositSpeedup, useNetworks } from '../api/hooks';
import type { DepositAction, Network, SwapResponse } from '../api/types';
import type { DepositStage, FamilyWallet, PreviewDepositInput } from '../chains/kit/contract';
import type { ExpectedDeposit } from '../chains/kit/expected';
import type { MessageKey } from '../i18n';
import { isDepositLockHeld, withDepositLock } from '../state/deposit-lock';
import { type StoredSwap, useSwapsStore } from '../state/swaps';
import { useFamilyWallet } from '../wallets/host';
import {
  type DepositLock,
  type DepositRecords,
  type DepositSendState,
  depositPage,
  isSigningElsewhere,
  sendDepositOnce,
} from './deposit';
import { swapDepositAddress, useRememberDepositAddress } from './deposit-address';
import { checkDepositAmount, expectationProblem, sequenceNumberOf } from './deposit-checks';
import {
  type DepositPanel,
  type Elsewhere,
  isRefusal,
  type PreviewState,
  panelOf,
  type WalletErrorInfo,
} from './deposit-panel';
import { refreshBalances } from './useBalances';

export type WalletDepositModel =
  /** The service's action differs from the person's choice: its sentence, and nothing else. */
  | { kind: 'refused'; message: string }
  | { kind: 'will-not-sign'; reason: MessageKey }
  | { kind: 'loading' }
  | {
      kind: 'ready';
      wallet: FamilyWallet;
      networkName: string;
      /** The exact amount (canonical decimal text) and the token's symbol. */
      amount: string;
      token: string;
      /** The "Send …" line; not where it could read as an instruction to send (see its use). */
      showIntro: boolean;
      panel: DepositPanel;
      /** The wallet's stage while this page sends, else null. */
      stage: DepositStage | null;
      /** Send may be pressed (the preview is read, and no press is running). */
      canSend: boolean;
      error: WalletErrorInfo | null;
      send(): void;
      /** The person checked their wallet after an interrupted send: nothing left it. */
      acknowledgeInterrupted(): void;
    };

/**
 * What the wallet would be asked to sign, decoded from the deposit the family module actually
 * builds with the connected account: asked again when the account or the instructions change.
 */
function useDepositPreview(
  wallet: FamilyWallet | null,
  input: PreviewDepositInput | null,
  networkName: string,
): PreviewState {
  const [state, setState] = useState<PreviewState>({ status: 'idle' });
  // A failed read (a node that did not answer) may be asked again; the attempt is part of the key.
  const [attempt, setAttempt] = useState(0);
  const key =
    input && wallet?.address
      ? `${wallet.family}:${wallet.address}:${JSON.stringify(input.action)}:${attempt}`
      : null;
  const latest = useRef(input);
  latest.current = input;
  useEffect(() => {
    const current = latest.current;
    if (!key || !wallet || !current) {
      setState({ status: 'idle' });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    wallet.previewDeposit(current).then(
      (preview) => live && setState({ status: 'ready', preview }),
      (cause: unknown) =>
        live &&
        setState({
          status: 'refused',
          error: wallet.describeError(cause, networkName),
          retry: () => setAttempt((n) => n + 1),
        }),
    );
    return () => {
      live = false;
    };
  }, [key, wallet, networkName]);
  return state;
}

/**
 * For a send stored as signing and not made by this page: whether another tab holds the lock
 * (it is sending there now) or nobody does (the tab that was sending closed), looked at every
 * second, since the other tab's answer or closing changes it.
 */
function useElsewhere(swapId: string, signingElsewhere: boolean) {
  const [elsewhere, setElsewhere] = useState<Elsewhere>('unknown');
  useEffect(() => {
    if (!signingElsewhere) {
      setElsewhere('unknown');
      return;
    }
    let live = true;
    const check = () =>
      void isDepositLockHeld(swapId).then((held) => {
        if (live) setElsewhere(held ? 'sending' : 'closed');
      });
    check();
    const timer = setInterval(check, 1000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [signingElsewhere, swapId]);
  return [elsewhere, setElsewhere] as const;
}

const browserLock: DepositLock = { run: withDepositLock };

/** The swaps store as the protocol reads and writes it. `latest`: the swap as last rendered. */
function storeRecords(
  latest: { current: StoredSwap | undefined },
  expected: ExpectedDeposit,
): DepositRecords {
  return {
    refresh: () => Promise.resolve(useSwapsStore.persist.rehydrate()),
    read: (id) => useSwapsStore.getState().get(id)?.deposit,
    restore: (id) => {
      const store = useSwapsStore.getState();
      if (!store.get(id) && latest.current) store.add({ ...latest.current, expected });
    },
    record: (id, deposit) => useSwapsStore.getState().recordDeposit(id, deposit),
    clearSigning: (id) => useSwapsStore.getState().update(id, { deposit: undefined }),
    recordNotice: (id, hash, at) => useSwapsStore.getState().recordNotice(id, hash, at),
  };
}

/**
 * The wallet deposit: one button, one deposit. `nameOf` names the source network for the
 * person (the screens' rule), or the network in general when the list does not have it.
 */
export function useWalletDeposit({
  data,
  action,
  expected,
  nameOf,
}: {
  data: SwapResponse;
  action: DepositAction;
  expected: ExpectedDeposit;
  nameOf(network: Network | undefined): string;
}): WalletDepositModel {
  const { swap } = data;
  // The network the person chose, as the service's network list has it (chain id, node), never the
  // action's own `network`, which the builders check against it.
  const networks = useNetworks();
  const network =
    networks.data?.find((candidate) => candidate.name === expected.network.name) ??
    (swap.source_network?.name === expected.network.name ? swap.source_network : undefined);
  const networkName = nameOf(network);
  const walletState = useFamilyWallet(expected.network.family);
  const stored = useSwapsStore((state) => state.get(swap.id));
  const latestStored = useRef(stored);
  latestStored.current = stored;
  const speedup = useDepositSpeedup();
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<DepositStage | null>(null);
  const [error, setError] = useState<WalletErrorInfo | null>(null);
  const [acknowledged, setAcknowledged] = useState(false);
  /**
   * This screen is sending (from the press to the wallet's answer), whatever the stage says. A
   * screen mounted again while this page's earlier press is still with the wallet finds the lock
   * held and says the deposit is being sent elsewhere, which is what the person should do: wait.
   */
  const [selfSending, setSelfSending] = useState(false);
  const [notRecorded, setNotRecorded] = useState(() =>
    depositPage.unrecorded.has(swap.id) ? { hash: depositPage.unrecorded.get(swap.id) ?? null } : null,
  );
  const signingElsewhere = isSigningElsewhere(stored?.deposit, selfSending);
  const [elsewhere, setElsewhere] = useElsewhere(swap.id, signingElsewhere);

  const checked = checkDepositAmount(action);
  const mismatch = expectationProblem(action, expected);
  // The wallet pays this swap's deposit address too (not a shared depository): remembered with
  // the swap, as the manual deposit's is, so that it is never taken for a payout address later.
  useRememberDepositAddress(swap.id, mismatch ? null : swapDepositAddress(action, expected));
  const sequenceNumber = sequenceNumberOf(swap.metadata?.sequence_number);
  const readyWallet = walletState.status === 'ready' ? walletState.wallet : null;
  const preview = useDepositPreview(
    readyWallet,
    network && !mismatch ? { action, network, expected, sequenceNumber } : null,
    networkName,
  );

  if (mismatch) return { kind: 'refused', message: mismatch };
  if (!checked.ok) return { kind: 'will-not-sign', reason: checked.reason };
  if (!readyWallet || !network) return { kind: 'loading' };
  const wallet = readyWallet;

  const onState = (state: DepositSendState) => {
    switch (state.kind) {
      case 'sending':
        setSelfSending(true);
        setStage(state.stage);
        setError(null);
        return;
      case 'sent':
        // Something left the wallet: the balances shown where a route is chosen are read again.
        refreshBalances(queryClient);
        // The stored hash moves the swap on to its status; a failure after it is still said.
        if (state.error !== undefined) setError(wallet.describeError(state.error, networkName));
        return;
      case 'failed':
        setError(wallet.describeError(state.error, networkName));
        return;
      case 'not-recorded':
        setNotRecorded({ hash: state.hash });
        return;
      case 'elsewhere':
        setElsewhere('sending');
        return;
      default:
        // already-sent: the store says it; interrupted: the stored marker and the lock say it;
        // busy and not-previewed are never told.
        return;
    }
  };

  const send = () =>
    void sendDepositOnce({
      swapId: swap.id,
      lock: browserLock,
      records: storeRecords(latestStored, expected),
      send: ({ onHash, onStage }) =>
        wallet.sendDeposit({ action, network, expected, sequenceNumber, onHash, onStage }),
      // Its promise: the protocol records the service's answer (never waiting for it).
      speedup: (hash) => speedup.mutateAsync({ id: swap.id, transactionId: hash }),
      onState,
      interruptedChecked: acknowledged,
      previewed: preview.status === 'ready',
    }).then((outcome) => {
      // A press that did nothing leaves the screen as it is (a second press: the first one's end
      // resets the button).
      if (outcome.kind === 'busy' || outcome.kind === 'not-previewed') return;
      setSelfSending(false);
      setStage(null);
    });

  return {
    kind: 'ready',
    wallet,
    networkName,
    amount: checked.exact,
    token: action.token?.symbol ?? '',
    // Neither above a refusal nor above a deposit that left: neither is to be sent.
    showIntro: !(preview.status === 'refused' && isRefusal(preview.error)) && !notRecorded?.hash,
    panel: panelOf({
      swap,
      wallet,
      network,
      preview,
      stage,
      signingElsewhere,
      elsewhere,
      acknowledged,
      notRecorded,
    }),
    stage,
    canSend: stage === null && preview.status === 'ready',
    error,
    send,
    acknowledgeInterrupted: () => setAcknowledged(true),
  };
}
