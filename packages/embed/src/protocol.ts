/**
 * The messages Portage exchanges with the page that embeds it (`window.parent`): the one authority,
 * shared by the widget (it posts exactly these payloads: src/embed/events.ts is typed by them) and
 * the host side (this package's loader and React component). Every message is
 * `{ source: 'portage', version: 1, type, payload }`. No API key and no wallet data beyond public
 * addresses is ever part of a payload.
 *
 * Version rule: while `version` is 1, an event's type and the fields below keep their names and
 * meanings; new event types and new optional fields may be added (a host must ignore what it does
 * not know). Anything else (a field removed, renamed or retyped) is version 2, and a v1 host ignores
 * v2 messages rather than misread them (`isPortageMessage` checks the version).
 */
export const PORTAGE_SOURCE = 'portage';
export const PROTOCOL_VERSION = 1;

/**
 * Events the widget posts to the host page, in the order a swap produces them.
 *
 * A swap the widget sees reach its end gets one of three ending events, whatever its final status:
 * - `swap_completed` `{ swapId, txHash, receivedAmount, delivery }`;
 * - `swap_refunded` `{ swapId, txHash, delivery }` (the deposit went back);
 * - `swap_failed` `{ swapId, status }` for every other ending: `status` is `failed`, `expired` or
 *   `cancelled`. A cancelled swap is told this way, not with an event of its own, so that a page
 *   that already waits for these three hears of it without a change.
 */
export const EVENT_TYPES = [
  'ready',
  'resize',
  'route_changed',
  'quote_updated',
  'swap_created',
  'deposit_submitted',
  'swap_status_changed',
  'swap_completed',
  'swap_failed',
  'swap_refunded',
  'help_opened',
  'error',
] as const;
export type PortageEventType = (typeof EVENT_TYPES)[number];

/**
 * `error` carries `{ code, message }`: a service error the person saw (`code` is the service's or
 * the client's), or a step of the widget that broke, `{ code: COMPONENT_ERROR, step, message }`
 * (`step`: route, swap, history, deposit, status; `message`: the error's first line, ≤ 200
 * characters, never a stack or the API key).
 */
export const COMPONENT_ERROR = 'COMPONENT_ERROR';

/** A known value, or another string a newer service may send (kept, never dropped). */
type Open<T extends string> = T | (string & {});

/** Swap statuses of the service (its spec, and the public service's extra ones). */
export type SwapStatus = Open<
  | 'created'
  | 'user_transfer_pending'
  | 'user_transfer_delayed'
  | 'ls_transfer_pending'
  | 'completed'
  | 'failed'
  | 'expired'
  | 'cancelled'
  | 'refund_pending'
  | 'pending_refund'
  | 'refunded'
>;

/** One side of the route as the person has it so far: a network's `name` and a token's symbol. */
export interface RouteEnd {
  network: string | null;
  token: string | null;
}

/** A whole route, as the service names networks (`name`) and tokens (symbol). */
export interface SwapRoute {
  sourceNetwork: string;
  sourceToken: string;
  destinationNetwork: string;
  destinationToken: string;
}

/** The parts of the widget an `error` with `code: COMPONENT_ERROR` names. */
export type WidgetStep = Open<'route' | 'swap' | 'history' | 'deposit' | 'status'>;

/**
 * Every event's payload. Amounts are exact decimal text in the token's units (never a float);
 * `null` where the widget does not know the value yet.
 */
export interface PortageEventPayloads {
  /** The widget has started: the language it resolved, and the swap it opened (from `swapId`). */
  ready: { lang: string | null; swapId: string | null };
  /** The widget's content height in CSS px (the loader sizes the frame with it). */
  resize: { height: number };
  /** The person (or a preset) changed a side of the route. */
  route_changed: { from: RouteEnd; to: RouteEnd };
  /** A quote arrived for `amount` of the source token. */
  quote_updated: {
    route: SwapRoute;
    amount: string;
    receiveAmount: string | null;
    minReceiveAmount: string | null;
    fee: string | null;
  };
  /** The service created a swap. `referenceId` is the partner's `externalId`. */
  swap_created: {
    swapId: string;
    route: SwapRoute;
    amount: string;
    destinationAddress: string;
    referenceId: string | null;
    depositMethod: 'wallet' | 'manual';
    status: SwapStatus | null;
  };
  /** The deposit was sent (from the wallet) or seen by the service (manual): once per swap. */
  deposit_submitted: { swapId: string; network: string | null; txHash: string | null };
  /** The swap moved from `previousStatus` to `status`. */
  swap_status_changed: { swapId: string; status: SwapStatus; previousStatus: SwapStatus };
  /** `delivery`: what the output's network says of it (see `PayoutDelivery`). */
  swap_completed: {
    swapId: string;
    txHash: string | null;
    receivedAmount: string | null;
    delivery: PayoutDelivery;
  };
  swap_failed: { swapId: string; status: 'failed' | 'expired' | 'cancelled' };
  /** `delivery`: what the source network says of the refund (see `PayoutDelivery`). */
  swap_refunded: { swapId: string; txHash: string | null; delivery: PayoutDelivery };
  /**
   * The person opened the Help panel: on a swap (`swapId`), or in History (`null`). Your support
   * may want to be ready; the widget never sends them anywhere by itself.
   */
  help_opened: { swapId: string | null };
  /** A service error the person saw, or (with `step`) a part of the widget that broke. */
  error:
    | { code: string; message: string; step?: undefined }
    | { code: typeof COMPONENT_ERROR; step: WidgetStep; message: string };
}

/**
 * How a payout (in a differences list) differs from what was promised; amounts in base units of
 * the payout's token, as decimal digits.
 */
export type PayoutDifference =
  /** The payout's network does not know the transaction the service named. */
  | { code: 'not_found' }
  /** The transaction was reverted. */
  | { code: 'failed' }
  /** The transaction is not confirmed yet. */
  | { code: 'pending' }
  /** It paid nothing to the person's address (`expected`); `paid`: whom it paid (at most three). */
  | { code: 'recipient'; expected: string; paid: string[] }
  /** It paid the address in other tokens (contracts; null is the native coin). */
  | { code: 'token'; expected: string | null; paid: (string | null)[] }
  /** It paid the address in the token, less than `minimum`. */
  | { code: 'amount'; minimum: string; paid: string };

/**
 * Proof of delivery, carried by `swap_completed` and `swap_refunded`: the widget reads the output
 * (or refund) transaction the service names from that network's own node and holds it to the
 * address, the token, the quote's minimum (for a refund: the deposit less a network fee of at most
 * 5 %) and its confirmation.
 *
 * Timing: the ending event is posted once, when that check is done (it usually takes a moment; a
 * transaction still pending or not yet seen is asked about again for a few seconds), and at most
 * 15 s after the swap ended: past that, it is posted with `not_checked` and reason `timeout`,
 * while the screen goes on to show the verdict when it comes.
 *
 * - `delivered`: confirmed, to the address, in the token, at least the minimum (`checkedOn`: the
 *   network's name);
 * - `not_confirmed`: with `differences` (and `checkedOn`);
 * - `not_checked`: with `reason`: `no_reader` (the widget cannot read that family's chain),
 *   `no_node`, `node_error`, `no_transaction` (the service named none), `no_recipient` (a refund
 *   address not known to this browser), `timeout`.
 */
export interface PayoutDelivery {
  verdict: 'delivered' | 'not_confirmed' | 'not_checked';
  differences?: PayoutDifference[];
  checkedOn?: string;
  reason?: Open<'no_reader' | 'no_node' | 'node_error' | 'no_transaction' | 'no_recipient' | 'timeout'>;
}

/** A message of the protocol: the event's type and its payload together. */
export interface PortageMessage<T extends string = string, P = Record<string, unknown>> {
  source: typeof PORTAGE_SOURCE;
  version: typeof PROTOCOL_VERSION;
  type: T;
  payload: P;
}

/** Any event from the widget: switch on `type` and `payload` has that event's exact type. */
export type PortageEvent = {
  [K in PortageEventType]: PortageMessage<K, PortageEventPayloads[K]>;
}[PortageEventType];

/** Messages the host page may send to the widget. */
export const HOST_MESSAGE_TYPES = ['config_update'] as const;
export type HostMessageType = (typeof HOST_MESSAGE_TYPES)[number];

export function portageMessage<T extends string, P extends object = Record<string, unknown>>(
  type: T,
  payload: P = {} as P,
): PortageMessage<T, P> {
  return { source: PORTAGE_SOURCE, version: PROTOCOL_VERSION, type, payload };
}

/**
 * True for a well-formed Portage message of one of `types` (anything else is ignored). It checks
 * the envelope only: a payload is trusted as far as its sender (the loader checks the sender).
 */
export function isPortageMessage<T extends string>(
  data: unknown,
  types: readonly T[],
): data is PortageMessage<T> {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<PortageMessage>;
  return (
    message.source === PORTAGE_SOURCE &&
    message.version === PROTOCOL_VERSION &&
    typeof message.type === 'string' &&
    (types as readonly string[]).includes(message.type) &&
    typeof message.payload === 'object' &&
    message.payload !== null &&
    !Array.isArray(message.payload)
  );
}
