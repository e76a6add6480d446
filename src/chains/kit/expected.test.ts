import { describe, expect, it } from 'vitest';
import type { DepositAction } from '../../api/types';
import {
  assertExpectedDeposit,
  type ExpectedDeposit,
  ExpectedDepositError,
  isNativeToken,
  normalizeChainId,
  sanitizeExpectedDeposit,
} from './expected';

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const EXPECTED: ExpectedDeposit = {
  origin: 'created',
  network: { name: 'ETHEREUM_MAINNET', family: 'evm', chainId: '1' },
  token: { symbol: 'USDC', contract: USDC, decimals: 6 },
  amount: '100000000',
  destination: { network: 'SOLANA_MAINNET', address: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin' },
  depository: null,
};
const RULES = {
  sameContract: (a: string, b: string) => a.toLowerCase() === b.toLowerCase(),
  isNative: (c: string | null | undefined) => c == null || c === '' || /^0x0{40}$/i.test(c),
  checkChainId: true,
};

function action(patch: Partial<DepositAction> = {}): DepositAction {
  return {
    type: 'transfer',
    to_address: USDC,
    amount: 100,
    amount_in_base_units: '100000000',
    network: { name: 'ETHEREUM_MAINNET', type: 'evm', chain_id: '1' },
    token: { symbol: 'USDC', contract: USDC.toLowerCase(), decimals: 6 },
    call_data: '0x',
    ...patch,
  } as DepositAction;
}

function codeOf(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ExpectedDepositError);
    expect((error as Error).message).toMatch(/Portage will not sign it\.$/);
    return (error as ExpectedDepositError).code;
  }
}

describe('assertExpectedDeposit', () => {
  it('accepts the action that sends exactly what the person chose, and returns the amount', () => {
    expect(assertExpectedDeposit(action(), EXPECTED, RULES)).toBe(100_000_000n);
    // The chain id may be written in hex; the network may be absent from the action.
    expect(assertExpectedDeposit(action({ network: undefined }), EXPECTED, RULES)).toBe(100_000_000n);
    const hexChain = action({ network: { name: 'ETHEREUM_MAINNET', type: 'evm', chain_id: '0x1' } } as never);
    expect(assertExpectedDeposit(hexChain, EXPECTED, RULES)).toBe(100_000_000n);
  });

  const hostile: [string, DepositAction, string, ExpectedDeposit?][] = [
    [
      'another network',
      action({ network: { name: 'ARBITRUM_MAINNET', type: 'evm', chain_id: '1' } } as never),
      'WRONG_NETWORK',
    ],
    [
      'another chain id',
      action({ network: { name: 'ETHEREUM_MAINNET', type: 'evm', chain_id: '10' } } as never),
      'WRONG_NETWORK',
    ],
    [
      'another token contract',
      action({ token: { symbol: 'USDC', contract: `0x${'1'.repeat(40)}`, decimals: 6 } }),
      'WRONG_TOKEN',
    ],
    [
      'the native coin for a token',
      action({ token: { symbol: 'USDC', contract: null, decimals: 6 } } as never),
      'WRONG_TOKEN',
    ],
    [
      'the zero address for a token',
      action({ token: { symbol: 'USDC', contract: `0x${'0'.repeat(40)}`, decimals: 6 } }),
      'WRONG_TOKEN',
    ],
    ['another symbol', action({ token: { symbol: 'USDT', contract: USDC, decimals: 6 } }), 'WRONG_TOKEN'],
    ['no token at all', action({ token: undefined }), 'WRONG_TOKEN'],
    [
      '9 decimals for a 6-decimal token',
      action({ token: { symbol: 'USDC', contract: USDC, decimals: 9 } }),
      'WRONG_DECIMALS',
    ],
    ['no decimals', action({ token: { symbol: 'USDC', contract: USDC } }), 'WRONG_DECIMALS'],
    ['one base unit more', action({ amount_in_base_units: '100000001' }), 'WRONG_AMOUNT'],
    ['one base unit less', action({ amount_in_base_units: '99999999' }), 'WRONG_AMOUNT'],
    ['no exact amount', action({ amount_in_base_units: undefined }), 'WRONG_AMOUNT'],
    ['no expectation', action(), 'NO_EXPECTATION', undefined],
  ];
  it.each(hostile)('refuses %s', (_name, bad, code, ...rest) => {
    const expected = rest.length > 0 ? rest[0] : EXPECTED;
    expect(codeOf(() => assertExpectedDeposit(bad, expected, RULES))).toBe(code);
  });

  it('refuses a token action when the person chose the native coin', () => {
    const native: ExpectedDeposit = {
      ...EXPECTED,
      token: { symbol: 'ETH', contract: null, decimals: 18 },
      amount: '1',
    };
    const bad = action({ token: { symbol: 'ETH', contract: USDC, decimals: 18 }, amount_in_base_units: '1' });
    expect(codeOf(() => assertExpectedDeposit(bad, native, RULES))).toBe('WRONG_TOKEN');
  });

  it('ends its sentences as the caller asks (a deposit by hand is not signed by Portage)', () => {
    expect(() =>
      assertExpectedDeposit(action({ amount_in_base_units: '1' }), EXPECTED, {
        ...RULES,
        refusal: 'Do not send.',
      }),
    ).toThrow(/you chose 100000000 base units: Do not send\.$/);
  });
});

describe('normalizeChainId', () => {
  it('reads decimal and hex the same, and keeps nothing for blanks', () => {
    expect(normalizeChainId('0x2105')).toBe('8453');
    expect(normalizeChainId(8453)).toBe('8453');
    expect(normalizeChainId(' 8453 ')).toBe('8453');
    expect(normalizeChainId('')).toBeNull();
    expect(normalizeChainId(null)).toBeNull();
  });
});

describe('sanitizeExpectedDeposit', () => {
  it('keeps a complete record and drops a broken one', () => {
    expect(sanitizeExpectedDeposit(JSON.parse(JSON.stringify(EXPECTED)))).toEqual(EXPECTED);
    expect(sanitizeExpectedDeposit({ ...EXPECTED, amount: '1e6' })).toBeUndefined();
    expect(sanitizeExpectedDeposit({ ...EXPECTED, origin: 'service' })).toBeUndefined();
    expect(
      sanitizeExpectedDeposit({ ...EXPECTED, token: { ...EXPECTED.token, decimals: 1.5 } }),
    ).toBeUndefined();
    expect(sanitizeExpectedDeposit({ ...EXPECTED, destination: null })).toBeUndefined();
    expect(sanitizeExpectedDeposit('x')).toBeUndefined();
  });
});

describe('isNativeToken', () => {
  it('is no contract, a blank one, or an all-zero hex address of any length', () => {
    for (const contract of [null, undefined, '', '  ', '0x0', `0x${'0'.repeat(40)}`, `0X${'0'.repeat(64)}`]) {
      expect(isNativeToken(contract), String(contract)).toBe(true);
    }
  });

  it('is not a real contract, mint or asset id', () => {
    for (const contract of [
      '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      `0x${'0'.repeat(39)}1`,
      '0x',
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      '0',
    ]) {
      expect(isNativeToken(contract), contract).toBe(false);
    }
  });
});
