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
 * a ResizeObserver on the widget's root (height), and the Help panel's signal (state/help.ts).
 */
import type { Query, QueryClient, QueryState } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import { type ApiQueryKind, apiKeys } from '../api/keys';
import type { QuoteParams, QuoteResponse, Swap, SwapResponse } from '../api/types';
import type { DeliveryRecord } from '../chains/kit/payout-record';
import { numberToDecimalString } from '../lib/amount';
import { useDeliveries } from '../state/deliveries';
import { useFormStore } from '../state/form';
import { onHelpOpened } from '../state/help';
import { type StoredSwap, useSwapsStore } from '../state/swaps';
import { swapPhase } from '../swap/phase';
import { ancestorOriginsOf, BUILD_FRAME_ANCESTORS, checkFramer } from './framer';
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

/** How long a completed or refunded swap's ending waits for the check of its payout. */
export const DELIVERY_WAIT_MS = 15_000;

type DeliveryPayload = PortageEventPayloads['swap_completed']['delivery'];

/** The payout check as the host page gets it; null: none came in time. */
export function deliveryPayload(check: DeliveryRecord | null | undefined): DeliveryPayload {
  if (!check) return { verdict: 'not_checked', reason: 'timeout' };
  const { verdict } = check;
  switch (verdict.verdict) {
    case 'delivered':
      return { verdict: 'delivered', checkedOn: check.network };
    case 'not_confirmed':
      return {
        verdict: 'not_confirmed',
        differences: verdict.differences.map((difference) => ({ ...difference })),
        checkedOn: check.network,
      };
    case 'not_checked':
      return { verdict: 'not_checked', reason: verdict.reason };
  }
}

/**
 * The ending event of a swap; `delivery`, the check of its payout, for a completed or refunded
 * one (see `PayoutDelivery` in the protocol).
 */
export function endingEvent(
  swap: Swap,
  delivery?: DeliveryRecord | null,
): Pick<EndingEvent, 'type' | 'payload'> | null {
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
        delivery: deliveryPayload(delivery),
      },
    };
  }
  if (ending === 'refunded') {
    return {
      type: 'swap_refunded',
      payload: {
        swapId: swap.id,
        txHash: transactions.refund?.transaction_hash ?? null,
        delivery: deliveryPayload(delivery),
      },
    };
  }
  return { type: 'swap_failed', payload: { swapId: swap.id, status: ending } };
}

/** Posts one event to the host page (typed by the protocol: each payload is what the partner's types say). */
type Post = <T extends PortageEventType>(type: T, payload: PortageEventPayloads[T]) => void;
type Cleanup = () => void;

/** The parent page the widget talks to, and the origins it may talk to it with. */
interface ParentLink {
  parent: Window;
  origins: string[];
}

/**
 * Starts the events to the host page and the listening for its `config_update`; returns the
 * function that stops both (listeners removed, nothing posted after).
 */
export function startHostEvents(options: HostEventsOptions): () => void {
  const win = options.win ?? window;
  const link = parentLink(win, options);
  if (!link) return () => {};

  let stopped = false;
  const post: Post = (type, payload) => {
    if (stopped) return;
    const message = portageMessage(type, payload);
    for (const origin of link.origins) link.parent.postMessage(message, origin);
  };
  const cleanups: Cleanup[] = [subscribeHostMessages(win, link, options.onConfigUpdate)];
  post('ready', { lang: options.ready.lang, swapId: options.ready.swapId });
  // Both the swaps store and the polled swaps in the query cache tell of the person's swaps.
  const seen = seenSwaps(post);
  cleanups.push(
    subscribeResize(options.root, post),
    subscribeRoute(post),
    subscribeSwapsStore(seen, post),
    subscribeStepErrors(post),
    onHelpOpened((swapId) => post('help_opened', { swapId })),
    subscribeQueries(options.queryClient, seen, post, cleanups),
    subscribeMutations(options.queryClient, post),
  );

  return () => {
    stopped = true;
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
}

/**
 * The parent to post to and hear from; null when the widget is not framed, names no parent
 * origin, or is framed by a page it may not talk to.
 */
function parentLink(win: Window, options: HostEventsOptions): ParentLink | null {
  const parent = win.parent;
  const origins = [...options.parentOrigins];
  if (parent === win || origins.length === 0) return null;
  const framer = checkFramer({
    ancestorOrigins: ancestorOriginsOf(win),
    allowedFramers: options.allowedFramers ?? BUILD_FRAME_ANCESTORS,
    parentOrigins: origins,
    selfOrigin: win.location?.origin ?? '',
  });
  if (!framer.ok) {
    // Said once, here, for the partner's developer; nothing is posted and nothing is listened to.
    console.warn(`Portage: events and config_update are off: ${framer.reason}.`);
    return null;
  }
  return { parent, origins };
}

/** Host → widget: a `config_update` from the parent, from a named origin. */
function subscribeHostMessages(
  win: Window,
  link: ParentLink,
  onConfigUpdate: HostEventsOptions['onConfigUpdate'],
): Cleanup {
  const onMessage = (event: MessageEvent) => {
    if (event.source !== link.parent || !link.origins.includes(event.origin)) return;
    if (!isPortageMessage(event.data, HOST_MESSAGE_TYPES)) return;
    onConfigUpdate(event.data.payload);
  };
  win.addEventListener('message', onMessage);
  return () => win.removeEventListener('message', onMessage);
}

/** `resize` when the widget's height changes. */
function subscribeResize(root: HTMLElement | null, post: Post): Cleanup {
  if (!root || typeof ResizeObserver === 'undefined') return () => {};
  let last = -1;
  const observer = new ResizeObserver(() => {
    const height = Math.ceil(root.getBoundingClientRect().height);
    // 0 is the empty root before the first render: the host keeps its frame as it is.
    if (height > 0 && height !== last) {
      last = height;
      post('resize', { height });
    }
  });
  observer.observe(root);
  return () => observer.disconnect();
}

/** `route_changed` when the form's network or token on either side changes. */
function subscribeRoute(post: Post): Cleanup {
  return useFormStore.subscribe((state, previous) => {
    if (state.from === previous.from && state.to === previous.to) return;
    const same = (a: typeof state.from, b: typeof state.from) =>
      a.network === b.network && a.token === b.token;
    if (same(state.from, previous.from) && same(state.to, previous.to)) return;
    post('route_changed', {
      from: { network: state.from.network, token: state.from.token },
      to: { network: state.to.network, token: state.to.token },
    });
  });
}

/** The person's swaps as the events have seen them, and `deposit_submitted` posted once a swap. */
interface SeenSwaps {
  /** The stored swaps, by ID, as last read from the swaps store. */
  readonly stored: Map<string, StoredSwap>;
  /** A swap that is not news: kept, and its deposit (if it has one) never announced. */
  remember(swap: StoredSwap): void;
  /** Posts `deposit_submitted` for the swap, unless it was posted (or the deposit known) before. */
  depositSubmitted(swapId: string, network: string | null, txHash: string | null): void;
}

function seenSwaps(post: Post): SeenSwaps {
  const stored = new Map<string, StoredSwap>();
  const deposited = new Set<string>();
  return {
    stored,
    remember(swap) {
      stored.set(swap.id, swap);
      if (swap.deposit?.txHash) deposited.add(swap.id);
    },
    depositSubmitted(swapId, network, txHash) {
      if (deposited.has(swapId)) return;
      deposited.add(swapId);
      post('deposit_submitted', { swapId, network, txHash });
    },
  };
}

/** `swap_created` for a swap the swaps store gains, `deposit_submitted` for its wallet deposit. */
function subscribeSwapsStore(seen: SeenSwaps, post: Post): Cleanup {
  for (const swap of useSwapsStore.getState().swaps) seen.remember(swap);
  // The stored swaps are read from storage after this starts (loadStoredSwaps in state/swaps.ts):
  // that first reading brings swaps made before, which are not news. Swaps another tab makes
  // later are announced, as before.
  let firstReading = !useSwapsStore.persist.hasHydrated();
  const stopHydration = useSwapsStore.persist.onFinishHydration(() => {
    firstReading = false;
  });
  const stopSwaps = useSwapsStore.subscribe((state) => {
    for (const swap of state.swaps) {
      if (firstReading) {
        seen.remember(swap);
        continue;
      }
      if (!seen.stored.has(swap.id)) post('swap_created', swapCreatedPayload(swap));
      seen.stored.set(swap.id, swap);
      if (swap.deposit?.txHash && swap.deposit.state !== 'signing')
        seen.depositSubmitted(swap.id, swap.sourceNetwork, swap.deposit.txHash);
    }
  });
  return () => {
    stopHydration();
    stopSwaps();
  };
}

function swapCreatedPayload(swap: StoredSwap): PortageEventPayloads['swap_created'] {
  return {
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
  };
}

/** A step that broke (its error boundary caught it): an `error` event. */
function subscribeStepErrors(post: Post): Cleanup {
  const onStepError = (payload: StepErrorPayload) => post('error', { ...payload });
  stepErrorListeners.add(onStepError);
  return () => stepErrorListeners.delete(onStepError);
}

/** What the query cache holds under the kinds of key the events read (checked by the API client). */
interface CachedResponses {
  quote: QuoteResponse;
  swap: SwapResponse;
}

/** A query whose key is of `kind`: its data is that kind's response. */
type QueryOf<K extends keyof CachedResponses> = Query & { state: QueryState<CachedResponses[K]> };

/** Whether the query's key is of `kind`, so that its data is that kind's response. */
function isQueryOf<K extends keyof CachedResponses>(query: Query, kind: K): query is QueryOf<K> {
  return apiKeys.kindOf(query.queryKey) === kind;
}

/** The quote a `quote` query holds, with the parameters it was asked for; undefined for other queries. */
function cachedQuote(query: Query): { params: QuoteParams; response: QuoteResponse } | undefined {
  const params = apiKeys.quoteParamsOf(query.queryKey);
  const response = params && isQueryOf(query, 'quote') ? query.state.data : undefined;
  return params && response ? { params, response } : undefined;
}

/** The swap a `swap` query holds; undefined for other queries. */
function cachedSwap(query: Query): SwapResponse | undefined {
  return isQueryOf(query, 'swap') ? query.state.data : undefined;
}

/** The `error` payload of a failed request: the API's error code where it gave one. */
function errorPayload(error: unknown): PortageEventPayloads['error'] {
  return {
    code: error instanceof ApiError ? error.code : 'ERROR',
    message: error instanceof Error ? error.message : String(error),
  };
}

/** The kinds of query whose failure is posted as an `error` event. */
const SHOWN_ERRORS: ReadonlySet<ApiQueryKind> = new Set(['quote', 'swap', 'sources', 'destinations']);

/** Quotes, swaps as polled, and errors the person sees, from the query cache. */
function subscribeQueries(client: QueryClient, seen: SeenSwaps, post: Post, cleanups: Cleanup[]): Cleanup {
  const lastQuoteAt = new Map<string, number>();
  const swapUpdated = swapStatusReporter(seen, post, cleanups);
  let lastError = '';
  const onQuery = (query: Query) => {
    if (query.state.status === 'error') {
      const kind = apiKeys.kindOf(query.queryKey);
      const error = errorPayload(query.state.error);
      const key = `${error.code}:${error.message}`;
      if (key !== lastError && kind !== undefined && SHOWN_ERRORS.has(kind)) {
        lastError = key;
        post('error', error);
      }
      return;
    }
    if (query.state.status !== 'success') return;
    lastError = '';
    const quote = cachedQuote(query);
    if (quote) {
      // One event per quote fetched: a success that keeps the same dataUpdatedAt is not news.
      const at = query.state.dataUpdatedAt;
      if (lastQuoteAt.get(query.queryHash) === at) return;
      lastQuoteAt.set(query.queryHash, at);
      post('quote_updated', quoteUpdatedPayload(quote.params, quote.response));
      return;
    }
    const swap = cachedSwap(query);
    if (swap) swapUpdated(swap);
  };
  return client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && (event.action.type === 'success' || event.action.type === 'error'))
      onQuery(event.query);
  });
}

function quoteUpdatedPayload(
  params: QuoteParams,
  { quote }: QuoteResponse,
): PortageEventPayloads['quote_updated'] {
  return {
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
  };
}

/**
 * For each swap as polled: `deposit_submitted` once its input is seen, and `swap_status_changed`
 * (then the ending event, if it ended) when its status differs from the last one seen.
 */
function swapStatusReporter(
  seen: SeenSwaps,
  post: Post,
  cleanups: Cleanup[],
): (response: SwapResponse) => void {
  const statuses = new Map<string, string>();
  return ({ swap }) => {
    const status = swap.status;
    if (!status) return;
    const input = swapPhase(swap).transactions.input;
    if (input)
      seen.depositSubmitted(swap.id, swap.source_network?.name ?? null, input.transaction_hash ?? null);
    const previous = statuses.get(swap.id) ?? seen.stored.get(swap.id)?.status ?? null;
    statuses.set(swap.id, status);
    // The first status seen is where the swap starts (swap_created says it), not a change.
    if (previous === null || previous === status) return;
    post('swap_status_changed', { swapId: swap.id, status, previousStatus: previous });
    const { ending } = swapPhase(swap);
    if (ending === 'completed' || ending === 'refunded') cleanups.push(afterDeliveryCheck(swap, post));
    else {
      const event = endingEvent(swap);
      if (event) post(event.type, event.payload);
    }
  };
}

/**
 * Posts a completed or refunded swap's ending once its payout was checked (the status step runs
 * the check: swap/useDeliveryCheck.ts), or after `DELIVERY_WAIT_MS` without it.
 */
function afterDeliveryCheck(swap: Swap, post: Post): Cleanup {
  let done = false;
  const finish = (check: DeliveryRecord | undefined) => {
    if (done) return;
    done = true;
    stop();
    clearTimeout(timer);
    const event = endingEvent(swap, check ?? null);
    if (event) post(event.type, event.payload);
  };
  const stop = useDeliveries.subscribe((state) => {
    const check = state.checks[swap.id];
    if (check) finish(check);
  });
  const timer = setTimeout(() => finish(undefined), DELIVERY_WAIT_MS);
  const already = useDeliveries.getState().checks[swap.id];
  if (already) finish(already);
  return () => {
    done = true;
    stop();
    clearTimeout(timer);
  };
}

/** A failed mutation (creating a swap, a speed-up): an `error` event. */
function subscribeMutations(client: QueryClient, post: Post): Cleanup {
  return client.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    post('error', errorPayload(event.action.error));
  });
}
