/**
 * The checks a deposit's instructions pass before anything is shown to send, for the manual and
 * the wallet deposit alike. Pure: no React, no store. They live here, not in a screen, so the two
 * deposit screens read them without importing each other.
 */
import type { DepositAction } from '../api/types';
import { assertExpectedDeposit, type ExpectedDeposit, isNativeToken } from '../chains/kit/expected';
import type { MessageKey } from '../i18n';
import { amountsAgree, formatUnits } from '../lib/amount';
import { sameContractLoose } from './expected';

export type CheckedAmount = { ok: true; exact: string } | { ok: false; reason: MessageKey };

/**
 * The amount to send, exactly: `amount_in_base_units` in the token's decimals, and only when it
 * agrees with `amount`. If the service's two numbers disagree, nothing is shown to send.
 */
export function checkDepositAmount(action: DepositAction): CheckedAmount {
  const decimals = action.token?.decimals;
  const base = action.amount_in_base_units;
  if (decimals === undefined || base === undefined) {
    return { ok: false, reason: 'deposit.incomplete' };
  }
  if (action.amount !== undefined && !amountsAgree(action.amount, base, decimals)) {
    return { ok: false, reason: 'deposit.disagree' };
  }
  return { ok: true, exact: formatUnits(BigInt(base), decimals) };
}

/**
 * The service's action checked against what the person chose, for the screens (the wallet
 * builders run the same check with their family's exact rules): null when it agrees, else the
 * refusal's sentence.
 */
export function expectationProblem(
  action: DepositAction,
  expected: ExpectedDeposit,
  refusal?: string,
): string | null {
  try {
    assertExpectedDeposit(action, expected, {
      ...(refusal ? { refusal } : {}),
      isNative: isNativeToken,
      sameContract: sameContractLoose,
      // An EVM network is also its chain id: an action naming the chosen network with another
      // chain's id is another network (the EVM builder checks the same).
      checkChainId: expected.network.family === 'evm',
    });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The swap's sequence number as an exact integer, or undefined when the service gave none usable. */
export function sequenceNumberOf(value: string | number | undefined | null): bigint | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : undefined;
  if (typeof value === 'string' && /^\d{1,30}$/.test(value.trim())) return BigInt(value.trim());
  return undefined;
}
