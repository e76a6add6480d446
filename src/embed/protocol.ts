/**
 * The messages Portage exchanges with the page that embeds it (`window.parent`), shared by the
 * widget (`src/embed/events.ts`) and the host-side loader (`src/embed/loader.ts`). Every message is
 * `{ source: 'portage', version: 1, type, payload }`. No API key and no wallet data beyond public
 * addresses is ever part of a payload.
 */
export const PORTAGE_SOURCE = 'portage';
export const PROTOCOL_VERSION = 1;

/**
 * Events the widget posts to the host page, in the order a swap produces them.
 *
 * A swap the widget sees reach its end gets one of three ending events, whatever its final status:
 * - `swap_completed` `{ swapId, txHash, receivedAmount }`;
 * - `swap_refunded` `{ swapId, txHash }` (the deposit went back);
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

/** Messages the host page may send to the widget. */
export const HOST_MESSAGE_TYPES = ['config_update'] as const;
export type HostMessageType = (typeof HOST_MESSAGE_TYPES)[number];

export interface PortageMessage<T extends string = PortageEventType | HostMessageType> {
  source: typeof PORTAGE_SOURCE;
  version: typeof PROTOCOL_VERSION;
  type: T;
  payload: Record<string, unknown>;
}

export function portageMessage<T extends string>(
  type: T,
  payload: Record<string, unknown> = {},
): PortageMessage<T> {
  return { source: PORTAGE_SOURCE, version: PROTOCOL_VERSION, type, payload };
}

/** True for a well-formed Portage message of one of `types` (anything else is ignored). */
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
