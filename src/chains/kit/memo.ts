/**
 * The swap's number in a deposit: where the service tells deposits apart by a memo (Solana's
 * Memo instruction, Bitcoin's OP_RETURN, TON's comment), the memo is the swap's sequence number
 * (`swap.metadata.sequence_number`) in decimal digits, and nothing else may be signed: a memo of
 * another swap credits the deposit to that swap, free text or no memo to none.
 */

export type SwapMemoRefusalCode =
  /** The instructions carry no memo. */
  | 'MISSING_FIELD'
  /** The memo is not a number in decimal digits (free text, hex, a float…). */
  | 'BAD_MEMO'
  /** The swap's sequence number is not known, so the memo cannot be checked. */
  | 'NO_SEQUENCE'
  /** The memo is another swap's number. */
  | 'WRONG_SEQUENCE';

export interface SwapMemoRules {
  /** What carries the number, for the sentences: "Solana memo", "TON comment". */
  memo: string;
  /** How each refusal ends, e.g. "Portage will not sign them." */
  refusal: string;
}

const DIGITS = /^\d+$/;

/**
 * The memo the deposit must carry: the swap's sequence number as decimal text, once `memo` (the
 * service's, as read from its instructions) is found to be exactly that number. Compared as whole
 * numbers (a memo with leading zeros is the same number, and what is signed is the plain digits
 * returned here), never as floats. The family's `refuse` throws its own refusal.
 */
export function swapMemo(
  memo: unknown,
  sequenceNumber: bigint | undefined,
  rules: SwapMemoRules,
  refuse: (code: SwapMemoRefusalCode, message: string) => never,
): string {
  const { refusal } = rules;
  if (memo === undefined || memo === null || memo === '') {
    refuse(
      'MISSING_FIELD',
      `The service's deposit instructions carry no ${rules.memo}, so the deposit could not be matched to this swap: ${refusal}`,
    );
  }
  if (typeof memo !== 'string' || !DIGITS.test(memo)) {
    refuse(
      'BAD_MEMO',
      `The service's ${rules.memo} is not a swap number, so the deposit could not be matched to this swap: ${refusal}`,
    );
  }
  if (sequenceNumber === undefined) {
    refuse(
      'NO_SEQUENCE',
      `The service did not give this swap's number, so Portage cannot tell whether the ${rules.memo} would credit the deposit to this swap: ${refusal}`,
    );
  }
  const expected = sequenceNumber.toString();
  const digits = memo.replace(/^0+(?=\d)/, '');
  // Longer than the swap's number is another number: not worth reading a huge one to say so.
  if (digits.length > expected.length || BigInt(digits) !== sequenceNumber) {
    const shown = digits.length > 40 ? `${digits.slice(0, 39)}…` : digits;
    refuse(
      'WRONG_SEQUENCE',
      `The service's ${rules.memo} (${shown}) is not this swap's number (${expected}), so the deposit would be credited to another swap: ${refusal}`,
    );
  }
  return expected;
}
