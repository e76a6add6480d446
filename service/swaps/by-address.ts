/**
 * The swaps of some addresses, a page at a time: the store's side of `GET /api/v2/swaps?address=`,
 * a compatibility endpoint beyond the spec that the public service's own widget asks for its
 * history (DESIGN §1). An address matches a swap as its source (the `source_address` given at
 * create, or the wallet that sent the deposit) or its destination, each compared as its network's
 * family writes addresses (service/chains/addresses.ts `normalizeAddress`: EVM hex without case,
 * base58 exactly, TON by account…).
 */
import { normalizeAddress } from '../chains/addresses';
import type { SwapStoreContext } from './context';
import type { SwapRecord } from './types';
import { swapView } from './view';

/** The public service's page size (its widget stops asking after a shorter page). */
export const ADDRESS_PAGE_SIZE = 20;
/** The most addresses one request may ask for (the public widget sends up to 6). */
export const MAX_ADDRESSES = 6;

/**
 * What `statuses` may name, and the swap statuses each stands for. The service's own statuses by
 * their names, and the groups the public widget sends (`PendingDeposit`, `Completed`, `Refunded`,
 * `PendingWithdrawal`, `PendingRefund` in its history; the others for completeness). Both refund
 * spellings stand for both: the sandbox writes `refund_pending`, the public service
 * `pending_refund`.
 */
const REFUND_PENDING = ['refund_pending', 'pending_refund'] as const;
export const STATUS_FILTERS: Readonly<Record<string, readonly string[]>> = {
  created: ['created'],
  user_transfer_pending: ['user_transfer_pending'],
  user_transfer_delayed: ['user_transfer_delayed'],
  ls_transfer_pending: ['ls_transfer_pending'],
  completed: ['completed'],
  failed: ['failed'],
  expired: ['expired'],
  cancelled: ['cancelled'],
  refund_pending: REFUND_PENDING,
  pending_refund: REFUND_PENDING,
  refunded: ['refunded'],
  PendingDeposit: ['created', 'user_transfer_pending', 'user_transfer_delayed'],
  PendingWithdrawal: ['ls_transfer_pending'],
  Completed: ['completed'],
  Failed: ['failed'],
  Expired: ['expired'],
  Cancelled: ['cancelled'],
  PendingRefund: REFUND_PENDING,
  Refunded: ['refunded'],
};

export interface AddressQuery {
  /** 1 to MAX_ADDRESSES addresses, as the client sent them. */
  addresses: readonly string[];
  /** Names of STATUS_FILTERS; none or empty: every status. */
  statuses?: readonly string[] | undefined;
  /** Network names (either side of the route, any case); none or empty: every network. */
  networks?: readonly string[] | undefined;
  /** 1-based. */
  page: number;
}

/** The swaps of `query.addresses`, newest first, page `query.page`, each as GET /swaps/{id} shows it without deposit actions. */
export function swapsOfAddresses(context: SwapStoreContext, query: AddressQuery) {
  const networks = query.networks?.length ? new Set(query.networks.map((name) => name.toUpperCase())) : null;
  const statuses = query.statuses?.length
    ? new Set(query.statuses.flatMap((name) => STATUS_FILTERS[name] ?? []))
    : null;
  const matching = [...context.swaps.values()]
    .filter((record) => hasAddress(record, query.addresses))
    .filter((record) => !networks || onNetwork(record, networks))
    // The sequence number grows with every swap created: the newest has the highest.
    .sort((a, b) => (a.sequenceNumber < b.sequenceNumber ? 1 : a.sequenceNumber > b.sequenceNumber ? -1 : 0))
    .map((record) => swapView(context, record, true))
    .filter((view) => !statuses || statuses.has(view.swap.status));
  const start = (query.page - 1) * ADDRESS_PAGE_SIZE;
  return matching.slice(start, start + ADDRESS_PAGE_SIZE);
}

/** The addresses a swap is known by, each with the family that writes it. */
function addressesOf(record: SwapRecord): { family: string; address: string }[] {
  const source = record.route.source.network.type;
  const destination = record.route.destination.network.type;
  const senders = [record.request.source_address, record.deposit?.from, record.chain?.deposit?.from];
  return [
    ...senders.flatMap((address) => (address ? [{ family: source, address }] : [])),
    { family: destination, address: record.request.destination_address },
  ];
}

function hasAddress(record: SwapRecord, wanted: readonly string[]): boolean {
  const known = addressesOf(record);
  return wanted.some((asked) =>
    known.some(
      ({ family, address }) => normalizeAddress(family, asked.trim()) === normalizeAddress(family, address),
    ),
  );
}

function onNetwork(record: SwapRecord, networks: ReadonlySet<string>): boolean {
  return (
    networks.has(record.route.source.network.name.toUpperCase()) ||
    networks.has(record.route.destination.network.name.toUpperCase())
  );
}
