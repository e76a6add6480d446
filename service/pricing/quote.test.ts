import Decimal from 'decimal.js';
import fc from 'fast-check';
import { isAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { findRoute, type Route } from '../catalog';
import { ServiceError } from '../errors';
import { type DetailedQuoteEntry, detailedQuote, formatDuration, limits, quote } from './index';

function expectServiceError(run: () => unknown, code: string, message?: RegExp): ServiceError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ServiceError);
    const serviceError = error as ServiceError;
    expect(serviceError.code).toBe(code);
    if (message) expect(serviceError.message).toMatch(message);
    return serviceError;
  }
  throw new Error(`expected a ${code} ServiceError`);
}

const solanaUsdcToArbitrumUsdc = () => findRoute('SOLANA_MAINNET', 'USDC', 'ARBITRUM_MAINNET', 'USDC');
const arbitrumUsdcToBaseEth = () => findRoute('ARBITRUM_MAINNET', 'USDC', 'BASE_MAINNET', 'ETH');

/** The numeric fields of a quote, without the embedded networks and tokens. */
function numbers(route: Route, amount: string, options: { refuel?: boolean; slippage?: number | null } = {}) {
  const {
    source_network: _sn,
    source_token: _st,
    destination_network: _dn,
    destination_token: _dt,
    ...rest
  } = quote({ route, amount, ...options }).quote;
  return rest;
}

describe('quote on a bridge route (Solana USDC → Arbitrum USDC)', () => {
  it('charges 0.1 % + the fixed Arbitrum fee, rounded to the token precision', () => {
    // service 10 × 0.1 / 100 = 0.01; blockchain $0.10 / $1 = 0.1; receive 10 − 0.11 = 9.89;
    // min receive 9.89 × (1 − 0.0025) = 9.865275.
    expect(numbers(solanaUsdcToArbitrumUsdc(), '10')).toEqual({
      requested_amount: 10,
      receive_amount: 9.89,
      fee_discount: 0,
      min_receive_amount: 9.865275,
      blockchain_fee: 0.1,
      service_fee: 0.01,
      avg_completion_time: '00:00:15.0000000',
      refuel_in_source: 0,
      slippage: 0.0025,
      rate: 1,
      path: [{ provider: 'SANDBOX_BRIDGE', order: 0 }],
      total_fee: 0.11,
      total_fee_in_usd: 0.11,
    });
  });

  it('rounds the fee up and what is received down', () => {
    // service 123.456789 × 0.001 = 0.123456789 → 0.123457 (up); total 0.223457;
    // receive 123.233332; min receive 123.233332 × 0.9975 = 122.92524867 → 122.925248 (down).
    const result = quote({ route: solanaUsdcToArbitrumUsdc(), amount: '123.456789' });
    expect(result.quote).toMatchObject({
      service_fee: 0.123457,
      total_fee: 0.223457,
      receive_amount: 123.233332,
      min_receive_amount: 122.925248,
    });
    expect(result.receiveBaseUnits).toBe(123_233_332n);
    expect(result.refuel).toBeNull();
    expect(result.reward).toBeNull();
  });

  it('charges 0.06 % above $1,000', () => {
    // service 5000 × 0.06 / 100 = 3; total 3.1; receive 4996.9.
    expect(numbers(solanaUsdcToArbitrumUsdc(), '5000')).toMatchObject({
      service_fee: 3,
      total_fee: 3.1,
      receive_amount: 4996.9,
      min_receive_amount: 4984.40775,
    });
    // Exactly $1,000 is still in the first tier.
    expect(numbers(solanaUsdcToArbitrumUsdc(), '1000')).toMatchObject({ service_fee: 1, total_fee: 1.1 });
  });

  it('uses the slippage asked for', () => {
    // 9.89 × 0.99 = 9.7911
    expect(numbers(solanaUsdcToArbitrumUsdc(), '10', { slippage: 0.01 })).toMatchObject({
      slippage: 0.01,
      min_receive_amount: 9.7911,
    });
    expect(numbers(solanaUsdcToArbitrumUsdc(), '10', { slippage: 0 })).toMatchObject({
      min_receive_amount: 9.89,
    });
    expect(numbers(solanaUsdcToArbitrumUsdc(), '10', { slippage: null })).toMatchObject({ slippage: 0.0025 });
  });

  it('embeds the networks without tokens and the tokens with their base fields', () => {
    const { quote: result } = quote({ route: solanaUsdcToArbitrumUsdc(), amount: '10' });
    expect(result.source_network).toMatchObject({ name: 'SOLANA_MAINNET', chain_id: '', type: 'solana' });
    expect(result.destination_network).toMatchObject({ name: 'ARBITRUM_MAINNET', chain_id: '42161' });
    expect(result.source_network).not.toHaveProperty('tokens');
    expect(result.destination_network).not.toHaveProperty('tokens');
    expect(result.source_token).toMatchObject({ symbol: 'USDC', decimals: 6, group: 'USDC' });
    expect(result.destination_token).not.toHaveProperty('status');
    // The real service's field order (quote.SOLANA_MAINNET-USDC_to_ARBITRUM_MAINNET-USDC.json).
    expect(Object.keys(result)).toEqual([
      'source_network',
      'source_token',
      'destination_network',
      'destination_token',
      'requested_amount',
      'receive_amount',
      'fee_discount',
      'min_receive_amount',
      'blockchain_fee',
      'service_fee',
      'avg_completion_time',
      'refuel_in_source',
      'slippage',
      'rate',
      'path',
      'total_fee',
      'total_fee_in_usd',
    ]);
  });
});

describe('quote on a swap route', () => {
  it('adds the swap provider fee and converts at the price ratio (Arbitrum USDC → Base ETH)', () => {
    // service 100 × (0.1 + 0.2) / 100 = 0.3; blockchain $0.05 → 0.05 USDC; total 0.35;
    // rate 1 / 3000 = 0.000333333333333 (12 digits); receive 99.65 × rate = 0.0332166666666 → 0.03321666;
    // min receive 0.03321666 × 0.995 = 0.0330505767 → 0.03305057.
    const result = quote({ route: arbitrumUsdcToBaseEth(), amount: '100' });
    const {
      source_network: _a,
      source_token: _b,
      destination_network: _c,
      destination_token: _d,
      ...rest
    } = result.quote;
    expect(rest).toEqual({
      requested_amount: 100,
      receive_amount: 0.03321666,
      fee_discount: 0,
      min_receive_amount: 0.03305057,
      blockchain_fee: 0.05,
      service_fee: 0.3,
      avg_completion_time: '00:00:50.0000000',
      refuel_in_source: 0,
      slippage: 0.005,
      rate: 0.000333333333333,
      path: [
        { provider: 'SANDBOX_BRIDGE', order: 0 },
        { provider: 'SANDBOX_DEX', order: 1 },
      ],
      total_fee: 0.35,
      total_fee_in_usd: 0.35,
    });
    expect(result.receiveBaseUnits).toBe(33_216_660_000_000_000n);
  });

  it('prices a native source in its own units (Ethereum ETH → Solana USDC, second tier)', () => {
    // $1,500: service 0.5 × (0.06 + 0.2) / 100 = 0.0013 ETH; blockchain $0.05 / 3000 = 0.0000166… → 0.00001667;
    // total 0.00131667 ETH = $3.95001; receive 0.49868333 × 3000 = 1496.04999; min 1496.04999 × 0.995 = 1488.56974005.
    expect(numbers(findRoute('ETHEREUM_MAINNET', 'ETH', 'SOLANA_MAINNET', 'USDC'), '0.5')).toMatchObject({
      service_fee: 0.0013,
      blockchain_fee: 0.00001667,
      total_fee: 0.00131667,
      total_fee_in_usd: 3.95001,
      rate: 3000,
      receive_amount: 1496.04999,
      min_receive_amount: 1488.56974,
      avg_completion_time: '00:02:05.0000000',
    });
  });

  it('is slower from Bitcoin', () => {
    const route = findRoute('BITCOIN_MAINNET', 'BTC', 'ARBITRUM_MAINNET', 'WBTC');
    expect(quote({ route, amount: '0.1' }).quote.avg_completion_time).toBe('00:30:10.0000000');
  });
});

describe('refuel', () => {
  const arbitrumUsdcToBaseUsdc = () => findRoute('ARBITRUM_MAINNET', 'USDC', 'BASE_MAINNET', 'USDC');

  it('delivers $1 of the destination native token, paid in source units', () => {
    // refuel 1 / 3000 = 0.000333… → 0.00033333 ETH ($0.99999); refuel_in_source 0.99999 USDC;
    // receive 100 − 0.1 − 0.05 − 0.99999 = 98.85001.
    const result = quote({ route: arbitrumUsdcToBaseUsdc(), amount: '100', refuel: true });
    expect(result.quote).toMatchObject({
      refuel_in_source: 0.99999,
      total_fee: 0.15,
      receive_amount: 98.85001,
    });
    expect(result.refuel).toMatchObject({
      token: { symbol: 'ETH', contract: null, decimals: 18 },
      network: { name: 'BASE_MAINNET' },
      amount: 0.00033333,
      amount_in_usd: 0.99999,
    });
    expect(result.refuel?.network).not.toHaveProperty('tokens');
  });

  it('is absent when not asked for, or when the destination token is the native one', () => {
    expect(quote({ route: arbitrumUsdcToBaseUsdc(), amount: '100' }).refuel).toBeNull();
    const toNative = quote({ route: arbitrumUsdcToBaseEth(), amount: '100', refuel: true });
    expect(toNative.refuel).toBeNull();
    expect(toNative.quote.refuel_in_source).toBe(0);
  });

  it('raises the minimum by its cost', () => {
    // (1 + 0.05 + 0.99999) / (1 − 0.001) = 2.052042042… → 2.052043
    expect(limits(arbitrumUsdcToBaseUsdc(), true).min).toBe('2.052043');
    // Without refuel: (1 + 0.05) / 0.999 = 1.0510510… → 1.051052
    expect(limits(arbitrumUsdcToBaseUsdc()).min).toBe('1.051052');
  });
});

describe('reward', () => {
  it('pays 0.05 % of the amount in ETH on routes to Base', () => {
    // $100 × 0.05 / 100 = $0.05 → 0.05 / 3000 = 0.0000166… → 0.00001666 ETH ($0.04998)
    const { reward } = quote({ route: arbitrumUsdcToBaseEth(), amount: '100' });
    expect(reward).toMatchObject({
      token: { symbol: 'ETH' },
      network: { name: 'BASE_MAINNET' },
      amount: 0.00001666,
      amount_in_usd: 0.04998,
      campaign_type: 'for_swap',
    });
    expect(isAddress(reward?.nft_contract_address ?? '')).toBe(true);
  });

  it('is null elsewhere', () => {
    expect(quote({ route: solanaUsdcToArbitrumUsdc(), amount: '100' }).reward).toBeNull();
  });
});

describe('limits', () => {
  it('sets the minimum so about $1 is left after the fees, the maximum at $250,000', () => {
    // (1 + 0.1) / (1 − 0.001) = 1.1011011… → 1.101102
    expect(limits(solanaUsdcToArbitrumUsdc())).toEqual({ min: '1.101102', max: '250000' });
    // max 250000 / 90000 = 2.777777777… → 2.77777777 BTC
    expect(limits(findRoute('BITCOIN_MAINNET', 'BTC', 'BASE_MAINNET', 'cbBTC')).max).toBe('2.77777777');
    // The quote at the minimum leaves $1.
    expect(quote({ route: solanaUsdcToArbitrumUsdc(), amount: '1.101102' }).quote.receive_amount).toBe(1);
  });

  it('refuses an amount below the minimum with LESS_THAN_MIN_ERROR and the limits', () => {
    const error = expectServiceError(
      () => quote({ route: solanaUsdcToArbitrumUsdc(), amount: '1.101101' }),
      'LESS_THAN_MIN_ERROR',
      /1\.101101 USDC is less than the minimum of 1\.101102 USDC/,
    );
    expect(error.metadata).toEqual({ min_amount: 1.101102, max_amount: 250000 });
    expect(error.status).toBe(400);
  });

  it('refuses an amount above the maximum with GREATER_THAN_MAX_ERROR and the limits', () => {
    expect(quote({ route: solanaUsdcToArbitrumUsdc(), amount: '250000' }).quote.receive_amount).toBe(
      249849.9,
    );
    const error = expectServiceError(
      () => quote({ route: solanaUsdcToArbitrumUsdc(), amount: '250000.000001' }),
      'GREATER_THAN_MAX_ERROR',
      /more than the maximum of 250000 USDC/,
    );
    expect(error.metadata).toEqual({ min_amount: 1.101102, max_amount: 250000 });
  });
});

describe('input validation', () => {
  it.each(['abc', '-5', '0', '0.000', '', ' ', '1e3', '1,5', '0x10', 'Infinity', 'NaN'])(
    'refuses the amount %j',
    (amount) => {
      expectServiceError(
        () => quote({ route: solanaUsdcToArbitrumUsdc(), amount }),
        'VALIDATION_ERROR',
        /amount/,
      );
    },
  );

  it('refuses more decimal places than the token has', () => {
    expectServiceError(
      () => quote({ route: solanaUsdcToArbitrumUsdc(), amount: '10.0000001' }),
      'VALIDATION_ERROR',
      /more decimal places than USDC's 6/,
    );
    expect(quote({ route: solanaUsdcToArbitrumUsdc(), amount: ' 10.000000 ' }).quote.requested_amount).toBe(
      10,
    );
  });

  it.each([-0.001, 0.51, 1, Number.NaN, Number.POSITIVE_INFINITY])('refuses the slippage %s', (slippage) => {
    expectServiceError(
      () => quote({ route: solanaUsdcToArbitrumUsdc(), amount: '10', slippage }),
      'VALIDATION_ERROR',
      /slippage/,
    );
  });

  it('accepts the slippage bounds', () => {
    expect(numbers(solanaUsdcToArbitrumUsdc(), '10', { slippage: 0.5 })).toMatchObject({
      min_receive_amount: 4.945,
    });
  });
});

describe('detailedQuote', () => {
  const routes: [string, () => Route, boolean][] = [
    ['bridge', solanaUsdcToArbitrumUsdc, false],
    ['swap', arbitrumUsdcToBaseEth, false],
    ['bridge with refuel', () => findRoute('ARBITRUM_MAINNET', 'USDC', 'BASE_MAINNET', 'USDC'), true],
    ['native BTC source', () => findRoute('BITCOIN_MAINNET', 'BTC', 'ETHEREUM_MAINNET', 'ETH'), false],
    ['ETH source', () => findRoute('ETHEREUM_MAINNET', 'ETH', 'TON_MAINNET', 'USDT'), true],
  ];

  it('has one entry per tier, with the hand-computed numbers of the bridge route', () => {
    const entries = detailedQuote({ route: solanaUsdcToArbitrumUsdc() });
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      avg_completion_milliseconds: 15000,
      min_amount: 1.101102,
      min_amount_in_usd: 1.101102,
      max_amount: 1000,
      max_amount_in_usd: 1000,
      // 1.101102 × 0.1 / 100 = 0.001101102 → 0.001102, + 0.1
      fee_amount_for_min: 0.101102,
      fee_amount_for_max: 1.1,
      total_percentage_fee: 0.1,
      total_fixed_fee_in_usd: 0.1,
      total_fixed_fee_in_source: 0.1,
    });
    expect(entries[1]).toMatchObject({
      min_amount: 1000.000001,
      max_amount: 250000,
      // 1000.000001 × 0.06 / 100 = 0.6000000006 → 0.600001, + 0.1
      fee_amount_for_min: 0.700001,
      fee_amount_for_max: 150.1,
      total_percentage_fee: 0.06,
    });
    expect(entries[0]?.path).toEqual([
      {
        id: 1,
        service_fee_in_source: 0,
        service_fee_in_usd: 0,
        service_fee_percentage: 0.1,
        expense_in_source: 0.1,
        expense_fee_in_usd: 0.1,
        expense_fee_percentage: 0,
        fee_in_source: 0.1,
        fee_in_usd: 0.1,
        avg_completion_milliseconds: 15000,
        provider_name: 'SANDBOX_BRIDGE',
        order: 0,
      },
    ]);
  });

  it('lists the swap provider as a second step with its percentage', () => {
    const [first] = detailedQuote({ route: arbitrumUsdcToBaseEth() });
    expect(first?.total_percentage_fee).toBe(0.3);
    expect(first?.path.map((step) => [step.provider_name, step.order, step.service_fee_percentage])).toEqual([
      ['SANDBOX_BRIDGE', 0, 0.1],
      ['SANDBOX_DEX', 1, 0.2],
    ]);
    expect(first?.avg_completion_milliseconds).toBe(50000);
  });

  it.each(routes)('agrees with quote and limits on the %s route', (_, makeRoute, refuel) => {
    const route = makeRoute();
    const entries: DetailedQuoteEntry[] = detailedQuote({ route, refuel });
    const bounds = limits(route, refuel);
    const precision = route.source.token.precision;
    expect(entries[0]?.min_amount).toBe(Number(bounds.min));
    expect(entries.at(-1)?.max_amount).toBe(Number(bounds.max));
    entries.forEach((entry, index) => {
      const next = entries[index + 1];
      if (next) {
        // Tiers are contiguous: the next starts one precision unit above this one's end.
        expect(new Decimal(next.min_amount).minus(entry.max_amount).toNumber()).toBe(10 ** -precision);
      }
      expect(entry.total_percentage_fee).toBe(
        entry.path.reduce((sum, step) => sum.plus(step.service_fee_percentage), new Decimal(0)).toNumber(),
      );
      expect(entry.total_fixed_fee_in_source).toBe(
        entry.path.reduce((sum, step) => sum.plus(step.fee_in_source), new Decimal(0)).toNumber(),
      );
      expect(entry.avg_completion_milliseconds).toBe(
        entry.path.reduce((sum, step) => sum + step.avg_completion_milliseconds, 0),
      );
      for (const [amount, fee] of [
        [entry.min_amount, entry.fee_amount_for_min],
        [entry.max_amount, entry.fee_amount_for_max],
      ] as const) {
        const quoted = quote({ route, amount: new Decimal(amount).toFixed(), refuel }).quote;
        // What quote charges at the tier's bounds is the fee the entry announces…
        expect(quoted.total_fee).toBe(fee);
        expect(quoted.blockchain_fee).toBe(entry.total_fixed_fee_in_source);
        // …and that fee is amount × total_percentage_fee / 100 + the fixed fee, rounded up.
        expect(fee).toBe(
          new Decimal(amount)
            .times(entry.total_percentage_fee)
            .dividedBy(100)
            .toDecimalPlaces(precision, Decimal.ROUND_UP)
            .plus(entry.total_fixed_fee_in_source)
            .toNumber(),
        );
        expect(formatDuration(entry.avg_completion_milliseconds)).toBe(quoted.avg_completion_time);
      }
    });
  });
});

describe('quote invariants', () => {
  it('holds for any amount within the limits', () => {
    const cases: [Route, boolean][] = [
      [solanaUsdcToArbitrumUsdc(), false],
      [arbitrumUsdcToBaseEth(), true],
      [findRoute('BITCOIN_MAINNET', 'BTC', 'TRON_MAINNET', 'USDT'), true],
      [findRoute('TON_MAINNET', 'TON', 'ETHEREUM_MAINNET', 'USDC'), false],
    ];
    for (const [route, refuel] of cases) {
      const { min, max } = limits(route, refuel);
      const precision = route.source.token.precision;
      const scale = new Decimal(10).pow(precision);
      const lowest = BigInt(new Decimal(min).times(scale).toFixed(0));
      const highest = BigInt(new Decimal(max).times(scale).toFixed(0));
      fc.assert(
        fc.property(fc.bigInt({ min: lowest, max: highest }), (units) => {
          const amount = new Decimal(units.toString()).dividedBy(scale);
          const result = quote({ route, amount: amount.toFixed(), refuel });
          const q = result.quote;
          const receive = new Decimal(q.receive_amount);
          expect(receive.greaterThan(0)).toBe(true);
          expect(new Decimal(q.min_receive_amount).lessThanOrEqualTo(receive)).toBe(true);
          expect(receive.decimalPlaces()).toBeLessThanOrEqual(route.destination.token.precision);
          expect(new Decimal(q.total_fee).equals(new Decimal(q.service_fee).plus(q.blockchain_fee))).toBe(
            true,
          );
          // Nothing is created: what arrives is worth at most the amount after fees and refuel.
          const net = amount.minus(q.total_fee).minus(q.refuel_in_source);
          expect(receive.lessThanOrEqualTo(net.times(q.rate))).toBe(true);
          expect(result.receiveBaseUnits).toBe(
            BigInt(receive.times(new Decimal(10).pow(route.destination.token.decimals)).toFixed(0)),
          );
        }),
        { numRuns: 60, seed: 42 },
      );
    }
  });
});

describe('formatDuration', () => {
  it('writes .NET TimeSpan text', () => {
    expect(formatDuration(90_000)).toBe('00:01:30.0000000');
    expect(formatDuration(5_452.8534)).toBe('00:00:05.4530000');
    expect(formatDuration(3_723_000)).toBe('01:02:03.0000000');
  });
});
