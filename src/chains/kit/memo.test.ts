import { describe, expect, it } from 'vitest';
import { type SwapMemoRefusalCode, swapMemo } from './memo';
import { DepositRefusal } from './refusal';

const RULES = { memo: 'Test memo', refusal: 'Portage will not sign them.' };

function refuse(code: SwapMemoRefusalCode, message: string): never {
  throw new DepositRefusal(code, message);
}

function refusal(memo: unknown, sequence: bigint | undefined): DepositRefusal {
  try {
    swapMemo(memo, sequence, RULES, refuse);
  } catch (error) {
    expect(error).toBeInstanceOf(DepositRefusal);
    const refused = error as DepositRefusal;
    // One sentence for a person, ending with the family's refusal.
    expect(refused.message).toMatch(/^The service.*: Portage will not sign them\.$/);
    expect(refused.message).not.toMatch(/undefined|null|NaN|\[object/);
    return refused;
  }
  throw new Error('expected swapMemo to refuse');
}

describe('swapMemo', () => {
  it("is the swap's number as plain decimal digits", () => {
    expect(swapMemo('11177265', 11177265n, RULES, refuse)).toBe('11177265');
    expect(swapMemo('0', 0n, RULES, refuse)).toBe('0');
    const huge = 2n ** 200n + 1n;
    expect(swapMemo(huge.toString(), huge, RULES, refuse)).toBe(huge.toString());
  });

  it('compares whole numbers: leading zeros are the same number, and the plain digits are returned', () => {
    expect(swapMemo('00011177265', 11177265n, RULES, refuse)).toBe('11177265');
    expect(swapMemo('000', 0n, RULES, refuse)).toBe('0');
  });

  it('refuses when the swap number is unknown, even for a well-formed memo', () => {
    const refused = refusal('11177265', undefined);
    expect(refused.code).toBe('NO_SEQUENCE');
    expect(refused.message).toContain("did not give this swap's number");
    expect(refused.message).toContain('would credit the deposit to this swap');
  });

  it('refuses a missing memo', () => {
    for (const memo of [undefined, null, '']) {
      const refused = refusal(memo, 11177265n);
      expect(refused.code).toBe('MISSING_FIELD');
      expect(refused.message).toContain('could not be matched to this swap');
    }
  });

  it('refuses free text, hex, signs, decimals, exponents and spaces', () => {
    for (const memo of [
      'hello',
      'swap 11177265',
      '0xaa8d31',
      'aa8d31',
      '+11177265',
      '-11177265',
      '11177265.0',
      '1.1177265e7',
      ' 11177265',
      '11177265\n',
      '١١١٧٧٢٦٥',
      11177265,
    ]) {
      const refused = refusal(memo, 11177265n);
      expect(refused.code, JSON.stringify(memo)).toBe('BAD_MEMO');
      expect(refused.message).toContain('could not be matched to this swap');
      // Service text is not repeated to the person.
      expect(refused.message).not.toContain(String(memo).trim() || '\u0000');
    }
  });

  it("refuses another swap's number, exactly, however close", () => {
    for (const [memo, sequence] of [
      ['11177266', 11177265n],
      ['11177264', 11177265n],
      ['111772650', 11177265n],
      ['1117726', 11177265n],
      // Equal as floats, not as numbers.
      ['9007199254740993', 9007199254740992n],
      ['0', 1n],
    ] as const) {
      const refused = refusal(memo, sequence);
      expect(refused.code).toBe('WRONG_SEQUENCE');
      expect(refused.message).toBe(
        `The service's Test memo (${memo}) is not this swap's number (${sequence}), so the deposit would be credited to another swap: Portage will not sign them.`,
      );
    }
  });

  it('says a very long other number shortly', () => {
    const refused = refusal('9'.repeat(5000), 11177265n);
    expect(refused.code).toBe('WRONG_SEQUENCE');
    expect(refused.message.length).toBeLessThan(250);
  });
});
