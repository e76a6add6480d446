import type { DepositAction } from '../../api/types';
import { amountsAgree, formatUnits } from '../../lib/amount';

/**
 * The family contract's typed refusal: why Portage will not build or sign a deposit action.
 * Every family's builder throws a subclass with its own codes (and its own `name`, written out so
 * that minification keeps it); `message` is meant for the person.
 */
export class DepositRefusal<Code extends string = string> extends Error {
  readonly code: Code;

  constructor(code: Code, message: string) {
    super(message);
    this.code = code;
  }
}

export interface ActionAmountRules {
  /** The token's symbol, for the sentences. */
  symbol: string;
  decimals: number | undefined;
  /** The largest amount the chain can carry (e.g. 2^64 − 1 on Solana). */
  max: bigint;
  /** The chain, for the sentence when `max` is exceeded ("any Solana amount"). */
  chain: string;
  /** What Portage would do with the action: "sign" or "send". */
  verb: 'sign' | 'send';
  /** How each refusal ends, e.g. "Portage will not sign them." */
  refusal: string;
}

/**
 * The exact amount of a deposit action, in base units: present, with the token's decimals, in
 * agreement with the human `amount`, above zero and within what the chain can carry. The
 * family's `refuse` throws its own refusal.
 */
export function exactActionAmount(
  action: DepositAction,
  rules: ActionAmountRules,
  refuse: (code: 'MISSING_FIELD' | 'AMOUNT_MISMATCH', message: string) => never,
): { amount: bigint; decimals: number } {
  const { symbol, decimals, refusal } = rules;
  const baseText = action.amount_in_base_units;
  if (baseText === undefined) {
    refuse('MISSING_FIELD', `The service's deposit instructions do not give the exact amount: ${refusal}`);
  }
  if (decimals === undefined) {
    refuse(
      'MISSING_FIELD',
      `The service's deposit instructions do not give the decimals of ${symbol}, so the amount cannot be checked: ${refusal}`,
    );
  }
  const amount = BigInt(baseText);
  if (action.amount !== undefined && !amountsAgree(action.amount, amount, decimals)) {
    refuse(
      'AMOUNT_MISMATCH',
      `The service's deposit instructions disagree on the amount (${String(action.amount)} ${symbol}, but ${formatUnits(amount, decimals)} ${symbol} in exact units): Portage refuses to ${rules.verb} them.`,
    );
  }
  if (amount === 0n) {
    refuse('AMOUNT_MISMATCH', `The service's deposit instructions are for an amount of zero: ${refusal}`);
  }
  if (amount > rules.max) {
    refuse(
      'AMOUNT_MISMATCH',
      `The service's deposit amount is larger than any ${rules.chain} amount can be: ${refusal}`,
    );
  }
  return { amount, decimals };
}

/**
 * Service text quoted in a refusal: on one line, and at most `max` characters (cut with "…"), so
 * a hostile answer cannot flood the sentence a person reads.
 */
export function clip(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max - 3)}…` : flat;
}
