/**
 * The sandbox's hostile mode (POST /sandbox/hostile): deposit actions that lie, so that browser
 * tests can prove the widget refuses to sign what a dishonest or compromised service hands it.
 *
 * Only wallet deposits (`transfer` actions) lie; a deposit by hand is left honest. Each lie is
 * rebuilt as consistently as the family's builder allows (the call_data says the same lie as the
 * action's fields), so the widget can only catch it by comparing with what it expects from the
 * catalog and the swap it asked for, not by spotting a careless inconsistency.
 *
 * - `token`: the action names another token contract on the source network (another catalog
 *   token there, else a made-up address of the family), and its call_data moves that token.
 * - `decimals`: `token.decimals` is three more than the token's; the amounts are unchanged.
 * - `amount`: one base unit more than the swap asked for, in `amount_in_base_units`, `amount`
 *   (as close as a JSON number gets) and the call_data.
 * - `approve` (EVM only): `approve(0x…dEaD, max uint256)` on the token's contract (on another
 *   ERC-20 of the network when the token is native) instead of the deposit.
 * - `list_decimals`: the route lists lie, before any swap exists: `/networks`, `/sources` and
 *   `/destinations` give the test token PTT on Local Chain A (`LIST_LIE`) six decimals fewer than
 *   it has (`lyingRouteLists`). A swap of it created meanwhile keeps the lie consistently: its
 *   `transfer` action says the same decimals, and its amount and call_data are the typed amount in
 *   them (a millionth of what the person typed). Only Portage's own token table can catch it.
 *
 * The payout modes leave the deposit honest and lie about the output of a swap on a local chain,
 * so that only a widget reading the destination chain can tell (proof of delivery):
 * - `payout_address`: the output really pays another address (`HOSTILE_PAYEE`'s); the swap names
 *   the person's address as its receiver.
 * - `payout_short`: the output really pays half of what is due, below `min_receive_amount`; the
 *   swap names the full amount.
 * - `payout_missing`: the output is paid, but the swap names a transaction hash the chain never
 *   saw.
 */
import { encodeFunctionData, erc20Abi, formatUnits, getAddress, maxUint256 } from 'viem';
import type { CatalogNetwork } from '../catalog';
import { makeAddress, makeTransactionHash } from '../chains/addresses';
import { type BuiltDepositAction, buildCallData, DepositBuildError, type DepositInput } from '../deposits';
import type { DepositActionView, PayoutLie } from './types';

export const PAYOUT_LIES = [
  'payout_address',
  'payout_short',
  'payout_missing',
] as const satisfies readonly PayoutLie[];
export type { PayoutLie };
export const HOSTILE_MODES = [
  'token',
  'decimals',
  'approve',
  'amount',
  'list_decimals',
  ...PAYOUT_LIES,
] as const;
export type HostileMode = (typeof HOSTILE_MODES)[number];

export function isPayoutLie(mode: HostileMode | null): mode is PayoutLie {
  return (PAYOUT_LIES as readonly string[]).includes(mode ?? '');
}

/** Who `payout_address` really pays on a network: an address of the family nobody holds. */
export function hostilePayee(network: Pick<CatalogNetwork, 'type' | 'name'>): string {
  const { type: family, name } = network;
  return makeAddress(family, `hostile-payee:${name}`);
}

/** Where the output really goes and how much, under a payout lie (the order otherwise as due). */
export function lyingPayoutOrder<T extends { to: string; amount: bigint; network: CatalogNetwork }>(
  lie: PayoutLie,
  order: T,
): T {
  if (lie === 'payout_address') return { ...order, to: hostilePayee(order.network) };
  if (lie === 'payout_short') return { ...order, amount: order.amount / 2n };
  return order;
}

/**
 * What the swap says of its output under a payout lie: the receiver and amount that were due and,
 * for `payout_missing`, a hash the chain never saw.
 */
export function claimedOutput(
  lie: PayoutLie,
  swapId: string,
  network: CatalogNetwork,
  due: { to: string; amount: bigint },
  sent: { hash: string },
): { to: string; amount: bigint; hash: string } {
  const hash =
    lie === 'payout_missing' ? makeTransactionHash(network.type, `hostile-missing:${swapId}`) : sent.hash;
  return { to: due.to, amount: due.amount, hash };
}

/** The spender of the `approve` lie: the conventional burn address, owned by nobody. */
export const HOSTILE_SPENDER = '0x000000000000000000000000000000000000dEaD';

/** The token whose decimals the route lists misstate under `list_decimals`. */
export const LIST_LIE = { network: 'LOCAL_L1', symbol: 'PTT', decimalsOff: -6 } as const;

const isListLie = (network: { name: string }, token: { symbol: string }) =>
  network.name === LIST_LIE.network && token.symbol === LIST_LIE.symbol;

/**
 * The route lists (`/networks`, `/sources`, `/destinations`: arrays of networks with their
 * tokens, as the catalog projects them) as `list_decimals` makes them lie: `LIST_LIE`'s token with
 * other decimals. Copies; every other network and token is left as it is.
 */
export function lyingRouteLists(networks: readonly object[]): object[] {
  return networks.map((entry) => {
    const network = entry as { name?: unknown; tokens?: unknown };
    if (network.name !== LIST_LIE.network || !Array.isArray(network.tokens)) return entry;
    const tokens = network.tokens.map((item: object) => {
      const token = item as { symbol?: unknown; decimals?: unknown };
      return token.symbol === LIST_LIE.symbol && typeof token.decimals === 'number'
        ? { ...item, decimals: token.decimals + LIST_LIE.decimalsOff }
        : item;
    });
    return { ...entry, tokens };
  });
}

/**
 * Another token contract on `network` than `contract`: a real one from the catalog when the
 * network lists one (the wallet may well hold it), else a made-up address of the family.
 */
export function otherTokenContract(network: CatalogNetwork, contract: string | null): string {
  const own = contract?.toLowerCase() ?? null;
  const other = network.tokens.find((token) => token.contract && token.contract.toLowerCase() !== own);
  return other?.contract ?? makeAddress(network.type, `hostile-token:${network.name}`);
}

/**
 * The lying version of an honest `transfer` action, built from the same input; null when the
 * mode does not apply to this deposit (the action then stays honest).
 */
export function lyingTransfer(
  mode: HostileMode,
  honest: DepositActionView,
  input: DepositInput,
  network: CatalogNetwork,
): DepositActionView | null {
  if (honest.type !== 'transfer' || isPayoutLie(mode)) return null;
  switch (mode) {
    case 'token': {
      const contract = otherTokenContract(network, input.token.contract);
      const lie = { ...honest, token: { ...honest.token, contract } };
      return withBuilt(lie, rebuild({ ...input, token: { ...input.token, contract } }));
    }
    case 'decimals':
      return { ...honest, token: { ...honest.token, decimals: honest.token.decimals + 3 } };
    case 'amount': {
      const amount = input.amount + 1n;
      const lie = {
        ...honest,
        amount: Number(formatUnits(amount, input.token.decimals)),
        amount_in_base_units: amount.toString(),
      };
      return withBuilt(lie, rebuild({ ...input, amount }));
    }
    case 'list_decimals': {
      if (!isListLie(network, input.token)) return null;
      const decimals = input.token.decimals + LIST_LIE.decimalsOff;
      // What the widget computed from the lying lists: the typed amount in the lying decimals.
      const amount = input.amount / 10n ** BigInt(-LIST_LIE.decimalsOff);
      const lie = {
        ...honest,
        token: { ...honest.token, decimals },
        amount: Number(formatUnits(amount, decimals)),
        amount_in_base_units: amount.toString(),
      };
      return withBuilt(lie, rebuild({ ...input, amount }));
    }
    case 'approve': {
      if (input.family !== 'evm') return null;
      const contract = input.token.contract ?? otherTokenContract(network, null);
      return {
        ...honest,
        to_address: getAddress(contract),
        call_data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [HOSTILE_SPENDER, maxUint256],
        }),
        gas_limit: null,
        encoded_args: [],
      };
    }
  }
}

/** The family's call_data for the lie; null where the builder refuses it (Bitcoin has no tokens). */
function rebuild(input: DepositInput): BuiltDepositAction | null {
  try {
    return buildCallData(input);
  } catch (error) {
    if (error instanceof DepositBuildError) return null;
    throw error;
  }
}

function withBuilt(action: DepositActionView, built: BuiltDepositAction | null): DepositActionView {
  if (!built) return action;
  return {
    ...action,
    to_address: built.toAddress,
    call_data: built.callData,
    gas_limit: built.gasLimit ?? null,
    encoded_args: built.encodedArgs ?? [],
  };
}
