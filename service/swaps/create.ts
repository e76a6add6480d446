/**
 * Creating a swap: every rule of spec §4.2 the request must pass, then its quote, its deposit
 * address, its deposit action and the record the store keeps.
 */
import { randomUUID } from 'node:crypto';
import { type CatalogNetwork, type Family, type Route, WALLET_ONLY_FAMILIES } from '../catalog';
import { addressProblem, makeAddress } from '../chains/addresses';
import { addressOptionsOf } from '../chains/bitcoin/network';
import { ServiceError } from '../errors';
import { quote } from '../pricing';
import { forget, remember, SHARED_WALLET, type SwapStoreContext } from './context';
import { buildDepositAction } from './deposit-action';
import { type HostileMode, isPayoutLie } from './hostile';
import type { CreateSwapRequest, SwapRecord } from './types';

const WALLET_FAMILIES: ReadonlySet<Family> = new Set([
  'evm',
  'solana',
  'starknet',
  'ton',
  'bitcoin',
  'tron',
  'fuel',
]);
const MAX_SWAPS = 10_000;

/**
 * A new swap, kept in the store. `hostile`: the sandbox's hostile mode at this moment; the swap
 * keeps the lying deposit action it makes for good.
 */
export function createSwap(
  context: SwapStoreContext,
  request: CreateSwapRequest,
  hostile: HostileMode | null,
): SwapRecord {
  const route = context.catalog.findRoute(
    request.source_network,
    request.source_token,
    request.destination_network,
    request.destination_token,
  );
  const source = route.source.network;
  const useDepositAddress = request.use_deposit_address ?? false;
  checkRequest(route, request, useDepositAddress);

  const quoted = quote({
    route,
    amount: request.amount,
    refuel: request.refuel,
    slippage: request.slippage,
  });

  if (context.swaps.size >= MAX_SWAPS) {
    // The oldest swap makes room: the sandbox keeps memory bounded, not history.
    const oldest = context.swaps.values().next().value;
    if (oldest !== undefined) forget(context, oldest);
  }
  const id = randomUUID();
  const sequenceNumber = context.nextSequence++;
  const seed = SHARED_WALLET.has(source.type) ? `service-wallet:${source.name}` : `deposit:${id}`;
  const depositAddress =
    context.chains?.depositAddress?.(source.name, seed) ?? makeAddress(source.type, seed);
  // A sandbox extension: only the local chains have a depository; elsewhere the flag is ignored.
  const depositoryContract =
    request.use_depository && !useDepositAddress && context.catalog.isLocal(source.name)
      ? (source.metadata.depository_contract ?? null)
      : null;
  const action = buildDepositAction({
    route,
    amount: request.amount,
    useDepositAddress,
    depositAddress,
    sourceAddress: request.source_address ?? '',
    sequenceNumber,
    depositoryContract,
    hostile,
  });
  const record: SwapRecord = {
    id,
    sequenceNumber,
    createdAt: context.now(),
    route,
    request: { ...request, use_deposit_address: useDepositAddress },
    quote: quoted,
    depositActions: [action],
    depositAddress,
    scenario: 'complete',
    deposit: null,
    speedups: [],
    payoutLie: isPayoutLie(hostile) ? hostile : null,
    chain: context.chains?.handles(source.name)
      ? { deposit: null, output: null, refuel: null, refund: null }
      : null,
  };
  remember(context, record);
  return record;
}

/** The rules of spec §4.2 on the request's deposit method and addresses; throws the first broken. */
function checkRequest(route: Route, request: CreateSwapRequest, useDepositAddress: boolean): void {
  const source = route.source.network;
  const destination = route.destination.network;
  if (useDepositAddress && WALLET_ONLY_FAMILIES.has(source.type)) {
    throw new ServiceError(
      'QUOTE_REQUIRES_NO_DEPOSIT_ADDRESS',
      `${source.display_name} deposits must be sent from a wallet: a deposit address is not available for this network.`,
      { source_network: source.name },
    );
  }
  checkAddress('destination_address', destination, request.destination_address);
  if (request.source_address) checkAddress('source_address', source, request.source_address);
  if (request.refund_address) checkAddress('refund_address', source, request.refund_address);
  if (route.requiresRefundAddress && !request.refund_address) {
    throw new ServiceError(
      'VALIDATION_ERROR',
      'This route swaps assets through a swap provider: a refund_address on the source network is required.',
      { field: 'refund_address' },
    );
  }
  if (!useDepositAddress) {
    if (!WALLET_FAMILIES.has(source.type)) {
      throw new ServiceError(
        'VALIDATION_ERROR',
        `${source.display_name} deposits are made to a deposit address: set use_deposit_address to true.`,
        { field: 'use_deposit_address' },
      );
    }
    if (!request.source_address) {
      throw new ServiceError(
        'VALIDATION_ERROR',
        'source_address is required when use_deposit_address is false (a wallet transfer is built for it).',
        { field: 'source_address' },
      );
    }
  }
}

function checkAddress(field: string, network: CatalogNetwork, address: string): void {
  // A Bitcoin network's own address forms (bcrt1… on regtest); other families need no options.
  const problem = addressProblem(network.type, address, addressOptionsOf(network));
  if (problem) {
    throw new ServiceError(
      'INVALID_ADDRESS_ERROR',
      `${field} is not a valid ${network.display_name} address: ${problem}.`,
      {
        field,
        network: network.name,
        reason: problem,
      },
    );
  }
}
