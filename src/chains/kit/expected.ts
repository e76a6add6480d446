/**
 * The expected deposit: what the person chose, kept with the swap, against which every deposit
 * action is checked before anything is built or signed.
 *
 * The service's deposit action says which network, token, decimals and amount to send. None of
 * that is taken on its word: when the swap is created here, Portage writes down the route the
 * person picked (the network and the token as the route lists showed them before the swap
 * existed) and the exact amount they typed, in base units. For a swap opened by id, the same
 * record is derived from the swap and the route lists, and the person confirms where it pays out.
 * Every family's builder calls `assertExpectedDeposit` first and refuses an action that differs.
 *
 * Imports nothing at run time but the refusal class: it is in the first load and in every wallet
 * chunk.
 */
import type { DepositAction } from '../../api/types';
import { clip, DepositRefusal } from './refusal';

export interface ExpectedDeposit {
  /**
   * `created`: this browser created the swap from the person's choice. `confirmed`: the swap was
   * opened by id, its expectation derived from the swap and the route lists, and the person
   * confirmed its payout address.
   */
  origin: 'created' | 'confirmed';
  /** The source network as the route lists named it before the swap existed. */
  network: {
    name: string;
    /** The chain family (`evm`, `solana`, …). */
    family: string;
    /** The route list's chain id as `normalizeChainId` writes it (decimal digits for a number); null where the family has none. */
    chainId: string | null;
  };
  /** The source token as the route lists gave it: contract null for the native token. */
  token: { symbol: string; contract: string | null; decimals: number };
  /** The exact amount to deposit, in base units (decimal digits). */
  amount: string;
  /** Where the swap pays out, as the person chose or confirmed it. */
  destination: { network: string; address: string };
  /**
   * EVM: the depository the source network advertised in the route lists before the swap was
   * created (`metadata.depository_contract`); null when it advertised none. A build may pin its
   * own (VITE_PORTAGE_DEPOSITORIES), which then wins.
   */
  depository: string | null;
  /**
   * Fuel: the base asset id the route lists gave for the network (`metadata.base_asset_id`). The
   * deposit step replaces it with the one the build pins (./tokens/check.ts) before any deposit.
   */
  baseAssetId?: string | null;
}

export type ExpectedDepositCode =
  | 'NO_EXPECTATION'
  | 'WRONG_NETWORK'
  | 'WRONG_TOKEN'
  | 'WRONG_DECIMALS'
  | 'WRONG_AMOUNT';

/**
 * Whether a token's contract (mint, asset id, jetton master…) names the network's native coin,
 * the same for every family: no contract at all (missing, null or blank), or an all-zero hex
 * address of any length (`0x0`, EVM's `0x0000…0000`, an all-zero asset id), which the route lists
 * and the service write for "no contract". Its one home: the builders, the wallet modules and
 * the route lists (../../swap/expected.ts) all import it from here.
 */
export function isNativeToken(contract: string | null | undefined): boolean {
  const text = contract?.trim();
  return !text || /^0x0+$/i.test(text);
}

/** A deposit action that is not what the person chose. */
export class ExpectedDepositError extends DepositRefusal<ExpectedDepositCode> {
  override readonly name = 'ExpectedDepositError';
}

export interface ExpectedDepositRules {
  /** Two contract (mint, asset id, jetton master…) spellings name the same token. */
  sameContract(a: string, b: string): boolean;
  /** The family's spelling of "the native token" (null, '', the zero address…). */
  isNative(contract: string | null | undefined): boolean;
  /** Compare chain ids (EVM); other families leave it out. */
  checkChainId?: boolean;
  /** How each refusal ends; "Portage will not sign it." by default. */
  refusal?: string;
}

const DEFAULT_REFUSAL = 'Portage will not sign it.';

/** `"1"`, `"0x1"`, `1` → `"1"`; anything else → its text, trimmed. */
export function normalizeChainId(chainId: string | number | null | undefined): string | null {
  if (chainId === null || chainId === undefined) return null;
  const text = String(chainId).trim();
  if (/^0x[0-9a-f]+$/i.test(text)) return BigInt(text).toString();
  if (/^\d+$/.test(text)) return BigInt(text).toString();
  return text === '' ? null : text;
}

/**
 * Refuses, with a sentence a person can read, a deposit action that does not send exactly what
 * the person chose: another network (or chain id), another token contract, other decimals, or an
 * amount that differs by even one base unit. Returns the expected amount in base units.
 */
export function assertExpectedDeposit(
  action: DepositAction,
  expected: ExpectedDeposit | undefined,
  rules: ExpectedDepositRules,
): bigint {
  const REFUSE = rules.refusal ?? DEFAULT_REFUSAL;
  if (!expected) {
    throw new ExpectedDepositError(
      'NO_EXPECTATION',
      `Portage does not know what you chose for this swap, so it cannot check the deposit: ${REFUSE}`,
    );
  }
  const chosenNetwork = expected.network.name;
  const actionNetwork = action.network?.name;
  if (actionNetwork !== undefined && actionNetwork !== chosenNetwork) {
    throw new ExpectedDepositError(
      'WRONG_NETWORK',
      `The service asks for a deposit on ${clip(actionNetwork, 48)}, but you chose ${chosenNetwork}: ${REFUSE}`,
    );
  }
  if (rules.checkChainId && action.network && action.network.chain_id !== undefined) {
    const actionChain = normalizeChainId(action.network.chain_id);
    const chosenChain = normalizeChainId(expected.network.chainId);
    if (actionChain !== chosenChain) {
      throw new ExpectedDepositError(
        'WRONG_NETWORK',
        `The service asks for a deposit on chain ${clip(String(actionChain), 48)}, but ${chosenNetwork} is chain ${String(chosenChain)}: ${REFUSE}`,
      );
    }
  }

  const chosen = expected.token;
  const token = action.token;
  if (!token) {
    throw new ExpectedDepositError(
      'WRONG_TOKEN',
      `The service's deposit instructions do not say which token to send (you chose ${chosen.symbol}): ${REFUSE}`,
    );
  }
  const chosenNative = rules.isNative(chosen.contract);
  const actionNative = rules.isNative(token.contract);
  const sameToken =
    chosenNative || actionNative
      ? chosenNative === actionNative
      : rules.sameContract(String(token.contract), String(chosen.contract));
  if (!sameToken) {
    const named = actionNative
      ? 'the network’s native coin'
      : `the token contract ${clip(String(token.contract), 48)}`;
    throw new ExpectedDepositError(
      'WRONG_TOKEN',
      `The service asks you to send ${named}, not the ${chosen.symbol} you chose: ${REFUSE}`,
    );
  }
  if (token.symbol.trim().toUpperCase() !== chosen.symbol.trim().toUpperCase()) {
    throw new ExpectedDepositError(
      'WRONG_TOKEN',
      `The service calls the token to send ${clip(token.symbol, 48)}, but you chose ${chosen.symbol}: ${REFUSE}`,
    );
  }
  if (token.decimals !== chosen.decimals) {
    throw new ExpectedDepositError(
      'WRONG_DECIMALS',
      token.decimals === undefined
        ? `The service does not say how many decimals ${chosen.symbol} has (it has ${chosen.decimals}), so the amount cannot be checked: ${REFUSE}`
        : `The service says ${chosen.symbol} has ${String(token.decimals)} decimals, but it has ${chosen.decimals}, so the amount would be wrong: ${REFUSE}`,
    );
  }
  const amount = BigInt(expected.amount);
  const base = action.amount_in_base_units;
  if (base === undefined || BigInt(base) !== amount) {
    throw new ExpectedDepositError(
      'WRONG_AMOUNT',
      `The service asks for ${base === undefined ? 'an unstated amount' : `${base} base units`} of ${chosen.symbol}, but you chose ${expected.amount} base units: ${REFUSE}`,
    );
  }
  return amount;
}

/** The shape check of a stored expectation: a complete record, or undefined. */
export function sanitizeExpectedDeposit(value: unknown): ExpectedDeposit | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  const network = v.network as Record<string, unknown> | undefined;
  const token = v.token as Record<string, unknown> | undefined;
  const destination = v.destination as Record<string, unknown> | undefined;
  const text = (x: unknown): x is string => typeof x === 'string';
  const textOrNull = (x: unknown): x is string | null => x === null || typeof x === 'string';
  if (v.origin !== 'created' && v.origin !== 'confirmed') return undefined;
  if (!network || !text(network.name) || network.name === '' || !text(network.family)) return undefined;
  if (!textOrNull(network.chainId)) return undefined;
  if (!token || !text(token.symbol) || !textOrNull(token.contract)) return undefined;
  if (typeof token.decimals !== 'number' || !Number.isInteger(token.decimals) || token.decimals < 0)
    return undefined;
  if (!text(v.amount) || !/^\d+$/.test(v.amount)) return undefined;
  if (!destination || !text(destination.network) || !text(destination.address)) return undefined;
  if (!textOrNull(v.depository)) return undefined;
  const expected: ExpectedDeposit = {
    origin: v.origin,
    network: { name: network.name, family: network.family, chainId: network.chainId },
    token: { symbol: token.symbol, contract: token.contract, decimals: token.decimals },
    amount: v.amount,
    destination: { network: destination.network, address: destination.address },
    depository: v.depository,
  };
  if (textOrNull(v.baseAssetId)) expected.baseAssetId = v.baseAssetId;
  return expected;
}
