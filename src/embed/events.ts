/**
 * Events to the page that embeds Portage, and `config_update` from it (protocol in ./protocol.ts).
 *
 * - Posted only to `window.parent`, only with the origins named in `parentOrigin` as targets (the
 *   browser drops a message whose target origin is not the parent's), never `*`: with no origin
 *   named, or no parent, nothing is posted.
 * - A `config_update` is applied only when it comes from `window.parent` AND from a named origin.
 * - Where the browser says who framed the widget (`location.ancestorOrigins`), a parent that the
 *   build's frame-ancestors or `parentOrigin` does not name gets nothing at all (./framer.ts).
 * - Payloads are built field by field from what the person sees: route names, amounts, public
 *   addresses, swap IDs, transaction hashes, statuses. Never the API key, never wallet data.
 *
 * The events are derived from state, not from components: the form store (route), the React Query
 * cache (quotes, swaps as polled, errors), the swaps store (created swaps, wallet deposit hashes),
 * and a ResizeObserver on the widget's root (height).
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import { apiKeys } from '../api/keys';
import type { QuoteResponse, Swap, SwapResponse } from '../api/types';
import { numberToDecimalString } from '../lib/amount';
import { useFormStore } from '../state/form';
import { type StoredSwap, useSwapsStore } from '../state/swaps';
import { swapPhase } from '../swap/phase';
import { buildFrameAncestors, checkFramer } from './framer';
import {
  COMPONENT_ERROR,
  HOST_MESSAGE_TYPES,
  isPortageMessage,
  type PortageEvent,
  type PortageEventPayloads,
  type PortageEventType,
  portageMessage,
} from './protocol';
import { useEmbedStore } from './store';

export interface HostEventsOptions {
  parentOrigins: readonly string[];
  queryClient: QueryClient;
  /** A checked host message's payload (the caller parses and applies it). */
  onConfigUpdate(payload: Record<string, unknown>): void;
  /** What `ready` says about the widget. */
  ready: { lang: string | null; swapId: string | null };
  /** The element whose height is the content height (#root). */
  root: HTMLElement | null;
  win?: Window;
  /** The frame-ancestors sources the parent must match; default: the build's (vite.config.ts). */
  allowedFramers?: readonly string[];
}

/** The build's frame-ancestors list (empty where Vite did not define it, e.g. unit tests). */
const BUILD_FRAME_ANCESTORS = buildFrameAncestors(import.meta.env.PORTAGE_FRAME_ANCESTORS);

/** `location.ancestorOrigins` as an array, nearest first; undefined where the browser has none (Firefox). */
function ancestorOriginsOf(win: Window): string[] | undefined {
  const list = win.location?.ancestorOrigins;
  return list ? Array.from(list) : undefined;
}

/** The longest `message` an `error` event for a broken step carries. */
export const STEP_ERROR_MESSAGE_MAX = 200;

export interface StepErrorPayload {
  code: typeof COMPONENT_ERROR;
  /** Which step broke: `route`, `swap`, `history`, `deposit`, `status`. */
  step: string;
  message: string;
}

const stepErrorListeners = new Set<(payload: StepErrorPayload) => void>();

/**
 * What a broken step tells the host page: the error's first line only (never a stack), without the
 * API key should it appear in it, cut to 200 characters.
 */
export function stepErrorPayload(
  step: string,
  error: unknown,
  secrets: readonly string[] = [],
): StepErrorPayload {
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : 'Unknown error';
  let message = (raw.split('\n')[0] ?? '').trim();
  for (const secret of secrets) if (secret) message = message.split(secret).join('[redacted]');
  if (message.length > STEP_ERROR_MESSAGE_MAX) message = `${message.slice(0, STEP_ERROR_MESSAGE_MAX - 1)}…`;
  return { code: COMPONENT_ERROR, step, message: message || 'Unknown error' };
}

/** Called by a step's error boundary (src/ui/StepBoundary.tsx): posted as an `error` event. */
export function reportStepError(step: string, error: unknown): void {
  const payload = stepErrorPayload(step, error, [useEmbedStore.getState().config.api.apiKey]);
  for (const listener of stepErrorListeners) listener(payload);
}

const decimal = (value: number | undefined) => (value === undefined ? null : numberToDecimalString(value));

/**
 * The event that says how a swap ended, or null while it is in progress (`swapPhase` decides).
 * A cancelled swap ends with `swap_failed` like an expired one, its `status` telling them apart
 * (see EVENT_TYPES in ./protocol.ts).
 */
type EndingEvent = Extract<PortageEvent, { type: 'swap_completed' | 'swap_refunded' | 'swap_failed' }>;

export function endingEvent(swap: Swap): Pick<EndingEvent, 'type' | 'payload'> | null {
  const { ending, transactions } = swapPhase(swap);
  if (ending === null) return null;
  if (ending === 'completed') {
    const output = transactions.output;
    return {
      type: 'swap_completed',
      payload: {
        swapId: swap.id,
        txHash: output?.transaction_hash ?? null,
        receivedAmount: decimal(output?.amount),
      },
    };
  }
  if (ending === 'refunded') {
    return {
      type: 'swap_refunded',
      payload: { swapId: swap.id, txHash: transactions.refund?.transaction_hash ?? null },
    };
  }
  return { type: 'swap_failed', payload: { swapId: swap.id, status: ending } };
}

/**
 * Starts the events to the host page and the listening for its `config_update`; returns the
 * function that stops both (listeners removed, nothing posted after).
 */
export function startHostEvents(options: HostEventsOptions): () => void {
  const win = options.win ?? window;
  const parent = win.parent;
  const origins = [...options.parentOrigins];
  const connected = parent !== win && origins.length > 0;
  if (!connected) return () => {};
  const framer = checkFramer({
    ancestorOrigins: ancestorOriginsOf(win),
    allowedFramers: options.allowedFramers ?? BUILD_FRAME_ANCESTORS,
    parentOrigins: origins,
    selfOrigin: win.location?.origin ?? '',
  });
  if (!framer.ok) {
    // Said once, here, for the partner's developer; nothing is posted and nothing is listened to.
    console.warn(`Portage: events and config_update are off: ${framer.reason}.`);
    return () => {};
  }

  let stopped = false;
  // Typed by the protocol: every payload posted here is exactly what the partner's types say.
  const post = <T extends PortageEventType>(type: T, payload: PortageEventPayloads[T]) => {
    if (stopped) return;
    const message = portageMessage(type, payload);
    for (const origin of origins) parent.postMessage(message, origin);
  };
  const cleanups: Array<() => void> = [];

  // Host → widget.
  const onMessage = (event: MessageEvent) => {
    if (event.source !== parent || !origins.includes(event.origin)) return;
    if (!isPortageMessage(event.data, HOST_MESSAGE_TYPES)) return;
    options.onConfigUpdate(event.data.payload);
  };
  win.addEventListener('message', onMessage);
  cleanups.push(() => win.removeEventListener('message', onMessage));

  post('ready', { lang: options.ready.lang, swapId: options.ready.swapId });

  // Height.
  if (options.root && typeof ResizeObserver !== 'undefined') {
    let last = -1;
    const root = options.root;
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(root.getBoundingClientRect().height);
      // 0 is the empty root before the first render: the host keeps its frame as it is.
      if (height > 0 && height !== last) {
        last = height;
        post('resize', { height });
      }
    });
    observer.observe(root);
    cleanups.push(() => observer.disconnect());
  }

  // Route.
  cleanups.push(
    useFormStore.subscribe((state, previous) => {
      if (state.from === previous.from && state.to === previous.to) return;
      const same = (a: typeof state.from, b: typeof state.from) =>
        a.network === b.network && a.token === b.token;
      if (same(state.from, previous.from) && same(state.to, previous.to)) return;
      post('route_changed', {
        from: { network: state.from.network, token: state.from.token },
        to: { network: state.to.network, token: state.to.token },
      });
    }),
  );

  // Created swaps and wallet deposit hashes.
  const deposited = new Set<string>();
  const depositSubmitted = (swapId: string, network: string | null, txHash: string | null) => {
    if (deposited.has(swapId)) return;
    deposited.add(swapId);
    post('deposit_submitted', { swapId, network, txHash });
  };
  const known = new Map<string, StoredSwap>(useSwapsStore.getState().swaps.map((swap) => [swap.id, swap]));
  for (const swap of known.values()) if (swap.deposit?.txHash) deposited.add(swap.id);
  // The stored swaps are read from storage after this starts (loadStoredSwaps in state/swaps.ts):
  // that first reading brings swaps made before, which are not news. Swaps another tab makes
  // later are announced, as before.
  let firstReading = !useSwapsStore.persist.hasHydrated();
  cleanups.push(
    useSwapsStore.persist.onFinishHydration(() => {
      firstReading = false;
    }),
  );
  cleanups.push(
    useSwapsStore.subscribe((state) => {
      for (const swap of state.swaps) {
        if (firstReading) {
          known.set(swap.id, swap);
          if (swap.deposit?.txHash) deposited.add(swap.id);
          continue;
        }
        if (!known.has(swap.id)) {
          post('swap_created', {
            swapId: swap.id,
            route: {
              sourceNetwork: swap.sourceNetwork,
              sourceToken: swap.sourceToken,
              destinationNetwork: swap.destinationNetwork,
              destinationToken: swap.destinationToken,
            },
            amount: swap.amount,
            destinationAddress: swap.destinationAddress,
            referenceId: swap.referenceId ?? null,
            depositMethod: swap.depositMethod,
            status: swap.status ?? null,
          });
        }
        known.set(swap.id, swap);
        if (swap.deposit?.txHash && swap.deposit.state !== 'signing')
          depositSubmitted(swap.id, swap.sourceNetwork, swap.deposit.txHash);
      }
    }),
  );

  // Quotes, swaps as polled, and errors the person sees, from the query cache.
  const statuses = new Map<string, string>();
  const lastQuoteAt = new Map<string, number>();
  let lastError = '';
  const onQuery = (query: Query) => {
    const kind = apiKeys.kindOf(query.queryKey);
    if (query.state.status === 'error') {
      const error = query.state.error;
      const code = error instanceof ApiError ? error.code : 'ERROR';
      const message = error instanceof Error ? error.message : String(error);
      const key = `${code}:${message}`;
      if (
        key !== lastError &&
        (kind === 'quote' || kind === 'swap' || kind === 'sources' || kind === 'destinations')
      ) {
        lastError = key;
        post('error', { code, message });
      }
      return;
    }
    if (query.state.status !== 'success') return;
    lastError = '';
    const params = apiKeys.quoteParamsOf(query.queryKey);
    if (params) {
      const at = query.state.dataUpdatedAt;
      const key = query.queryHash;
      if (lastQuoteAt.get(key) === at) return;
      lastQuoteAt.set(key, at);
      const { quote } = query.state.data as QuoteResponse;
      post('quote_updated', {
        route: {
          sourceNetwork: params.source_network,
          sourceToken: params.source_token,
          destinationNetwork: params.destination_network,
          destinationToken: params.destination_token,
        },
        amount: String(params.amount),
        receiveAmount: decimal(quote.receive_amount),
        minReceiveAmount: decimal(quote.min_receive_amount),
        fee: decimal(quote.total_fee),
      });
    } else if (kind === 'swap') {
      swapUpdated(query.state.data as SwapResponse);
    }
  };

  const swapUpdated = ({ swap }: SwapResponse) => {
    const status = swap.status;
    if (!status) return;
    const input = swapPhase(swap).transactions.input;
    if (input) depositSubmitted(swap.id, swap.source_network?.name ?? null, input.transaction_hash ?? null);
    const previous = statuses.get(swap.id) ?? known.get(swap.id)?.status ?? null;
    statuses.set(swap.id, status);
    // The first status seen is where the swap starts (swap_created says it), not a change.
    if (previous === null || previous === status) return;
    post('swap_status_changed', { swapId: swap.id, status, previousStatus: previous });
    const ending = endingEvent(swap);
    if (ending) post(ending.type, ending.payload);
  };

  // A step that broke (its error boundary caught it).
  const onStepError = (payload: StepErrorPayload) => post('error', { ...payload });
  stepErrorListeners.add(onStepError);
  cleanups.push(() => stepErrorListeners.delete(onStepError));

  const cache = options.queryClient.getQueryCache();
  cleanups.push(
    cache.subscribe((event) => {
      if (event.type === 'updated' && (event.action.type === 'success' || event.action.type === 'error'))
        onQuery(event.query);
    }),
  );
  const mutations = options.queryClient.getMutationCache();
  cleanups.push(
    mutations.subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      const error = event.action.error;
      post('error', {
        code: error instanceof ApiError ? error.code : 'ERROR',
        message: error instanceof Error ? error.message : String(error),
      });
    }),
  );

  return () => {
    stopped = true;
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
}
