/**
 * Where the expected deposit (src/chains/kit/expected.ts) comes from: the person's choice at
 * creation, or, for a swap opened by id that this browser did not create, the swap record read
 * against the route lists. Pure: no React, no store.
 */
import type { RouteNetwork, RouteToken, Swap } from '../api/types';
import { type ExpectedDeposit, isNativeToken, normalizeChainId } from '../chains/kit/expected';
import { numberToDecimalString, parseUnits } from '../lib/amount';

function metadataText(network: RouteNetwork, key: string): string | null {
  const value = (network.metadata as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Contracts compared as the lists write them: hex case-insensitively, anything else exactly. */
export function sameContractLoose(a: string, b: string): boolean {
  return /^0x[0-9a-f]+$/i.test(a) && /^0x[0-9a-f]+$/i.test(b) ? a.toLowerCase() === b.toLowerCase() : a === b;
}

export interface Choice {
  network: RouteNetwork;
  token: RouteToken;
  /** The amount as the person typed it (exact decimal text). */
  amount: string;
  destination: { network: string; address: string };
}

/**
 * What the person chose, as the route lists showed it before the swap existed. Throws a
 * RangeError when the token has no decimals or the amount does not fit them (the route step
 * never lets such an amount reach Create).
 */
export function expectedFromChoice(choice: Choice): ExpectedDeposit {
  const { network, token } = choice;
  if (token.decimals === undefined)
    throw new RangeError(`${token.symbol} has no decimals in the route lists`);
  return {
    origin: 'created',
    network: { name: network.name, family: network.type ?? '', chainId: normalizeChainId(network.chain_id) },
    token: {
      symbol: token.symbol,
      contract: isNativeToken(token.contract) ? null : (token.contract ?? null),
      decimals: token.decimals,
    },
    amount: parseUnits(choice.amount, token.decimals).toString(),
    destination: choice.destination,
    depository: metadataText(network, 'depository_contract'),
    baseAssetId: metadataText(network, 'base_asset_id'),
  };
}

export type Derived =
  | { ok: true; expected: ExpectedDeposit }
  | { ok: false; reason: 'network' | 'token' | 'amount' | 'destination' };

/**
 * For a swap this browser did not create: the source network and its token are looked up in the
 * route lists (the token by its contract, so decimals are the lists', not the swap's), the amount
 * is the swap's requested amount in those decimals. `origin` stays `confirmed`: the caller stores
 * it only once the person confirmed the payout address.
 */
export function expectedFromSwap(swap: Swap, sources: readonly RouteNetwork[] | undefined): Derived {
  const sourceName = swap.source_network?.name;
  const network = sourceName ? sources?.find((n) => n.name === sourceName) : undefined;
  if (!network) return { ok: false, reason: 'network' };
  const contract = swap.source_token?.contract;
  const native = isNativeToken(contract);
  const token = (network.tokens ?? []).find((candidate) =>
    native
      ? isNativeToken(candidate.contract)
      : !isNativeToken(candidate.contract) && sameContractLoose(String(candidate.contract), String(contract)),
  );
  if (!token || token.decimals === undefined) return { ok: false, reason: 'token' };
  const destination = swap.destination_address;
  const destinationNetwork = swap.destination_network?.name;
  if (!destination || !destinationNetwork) return { ok: false, reason: 'destination' };
  if (swap.requested_amount === undefined || !(swap.requested_amount > 0))
    return { ok: false, reason: 'amount' };
  let amount: string;
  try {
    amount = numberToDecimalString(swap.requested_amount);
    parseUnits(amount, token.decimals);
  } catch {
    return { ok: false, reason: 'amount' };
  }
  const expected = expectedFromChoice({
    network,
    token,
    amount,
    destination: { network: destinationNetwork, address: destination },
  });
  return { ok: true, expected: { ...expected, origin: 'confirmed' } };
}
