/**
 * Quotes, detailed quotes and limits (spec §2.4, §2.5, §4.3, §4.4, §8) with exact decimal
 * arithmetic. Amounts are in human units of the token and rounded to the token's `precision`:
 * what the user receives is rounded down, what the user pays is rounded up.
 *
 * For an amount A of the source token on a route:
 * - service_fee = A × p / 100, p = the fee tier's percentage (+ the swap provider's on swap routes)
 * - blockchain_fee = the destination network's fixed USD fee / the source token's USD price
 * - total_fee = service_fee + blockchain_fee (total_fee_in_usd = total_fee × source price)
 * - refuel_in_source = the refuel's USD value in source units (when a refuel is asked and exists)
 * - rate = source price / destination price (exactly 1 within a token group)
 * - receive_amount = (A − total_fee − refuel_in_source) × rate
 * - min_receive_amount = receive_amount × (1 − slippage)
 * - min amount: the A whose value after fees and refuel is MIN_RECEIVE_USD; max: MAX_AMOUNT_USD.
 */
import Decimal from 'decimal.js';
import { publicNetwork, publicToken, type Refuel, type Route, refuelFor } from '../catalog';
import { ServiceError } from '../errors';
import {
  BLOCKCHAIN_FEE_USD,
  DEFAULT_BLOCKCHAIN_FEE_USD,
  DEFAULT_NETWORK_SECONDS,
  DEFAULT_SLIPPAGE,
  FEE_TIERS,
  MAX_AMOUNT_USD,
  MAX_SLIPPAGE,
  MIN_RECEIVE_USD,
  NETWORK_SECONDS,
  REWARD_CAMPAIGNS,
  SWAP_PROVIDER_PERCENTAGE,
  SWAP_STEP_SECONDS,
} from './model';

export * from './model';

/** Decimal arithmetic for pricing, independent of any other module's Decimal settings. */
const Dec = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });
type Dec = InstanceType<typeof Dec>;

const USD_PLACES = 6;
/** Significant digits of the published rate; receive amounts are computed with this rate. */
const RATE_DIGITS = 12;

export interface QuoteInput {
  route: Route;
  /** Decimal text in human units of the source token. */
  amount: string;
  refuel?: boolean | null;
  /** A fraction: 0.005 = 0.5 %. Null or absent: the route's default. */
  slippage?: number | null;
}

/** Spec §2.4 Quote. */
export interface Quote {
  source_network: object;
  source_token: object;
  destination_network: object;
  destination_token: object;
  requested_amount: number;
  receive_amount: number;
  fee_discount: number;
  min_receive_amount: number;
  blockchain_fee: number;
  service_fee: number;
  avg_completion_time: string;
  refuel_in_source: number;
  slippage: number;
  rate: number;
  path: { provider: string; order: number }[];
  total_fee: number;
  total_fee_in_usd: number;
}

/** Spec §2.4 Reward. */
export interface Reward {
  token: object;
  network: object;
  amount: number;
  amount_in_usd: number;
  campaign_type: string;
  nft_contract_address: string;
}

export interface QuoteResult {
  quote: Quote;
  /** The refuel when one was asked for and the destination token gets one. */
  refuel: Refuel | null;
  reward: Reward | null;
  /** `receive_amount` in the destination token's base units. */
  receiveBaseUnits: bigint;
}

/** Spec §2.5 path step. */
export interface DetailedQuoteStep {
  id: number;
  service_fee_in_source: number;
  service_fee_in_usd: number;
  service_fee_percentage: number;
  expense_in_source: number;
  expense_fee_in_usd: number;
  expense_fee_percentage: number;
  fee_in_source: number;
  fee_in_usd: number;
  avg_completion_milliseconds: number;
  provider_name: string;
  order: number;
}

/** Spec §2.5 detailed quote entry: one per fee tier. */
export interface DetailedQuoteEntry {
  avg_completion_milliseconds: number;
  min_amount: number;
  min_amount_in_usd: number;
  max_amount: number;
  max_amount_in_usd: number;
  fee_amount_for_min: number;
  fee_amount_for_max: number;
  total_percentage_fee: number;
  total_fixed_fee_in_usd: number;
  total_fixed_fee_in_source: number;
  path: DetailedQuoteStep[];
}

interface Tier {
  min: Dec;
  max: Dec;
  /** Total percentage (tier + swap provider). */
  percentage: Dec;
  tierPercentage: Dec;
}

/** Everything about a route's pricing that does not depend on the amount. */
interface RoutePricing {
  sourcePrice: Dec;
  precision: number;
  fixedFee: Dec;
  refuel: Refuel | null;
  refuelInSource: Dec;
  rate: Dec;
  swapPercentage: Dec;
  tiers: Tier[];
  min: Dec;
  max: Dec;
  bridgeMilliseconds: number;
  swapMilliseconds: number;
}

function priceRoute(route: Route, refuel: boolean): RoutePricing {
  const { source, destination } = route;
  const precision = source.token.precision;
  const unit = new Dec(1).dividedBy(new Dec(10).pow(precision));
  const sourcePrice = new Dec(source.token.price_in_usd);
  const inSource = (usd: Decimal.Value, rounding: Decimal.Rounding) =>
    new Dec(usd).dividedBy(sourcePrice).toDecimalPlaces(precision, rounding);

  const fixedFee = inSource(
    BLOCKCHAIN_FEE_USD[destination.network.name] ?? DEFAULT_BLOCKCHAIN_FEE_USD,
    Decimal.ROUND_UP,
  );
  const refuelObject = refuel ? refuelFor(destination.network, destination.token) : null;
  const refuelInSource = refuelObject
    ? new Dec(refuelObject.amount)
        .times(refuelObject.token.price_in_usd)
        .dividedBy(sourcePrice)
        .toDecimalPlaces(precision, Decimal.ROUND_UP)
    : new Dec(0);
  const rate =
    source.token.group === destination.token.group
      ? new Dec(1)
      : sourcePrice.dividedBy(destination.token.price_in_usd).toSignificantDigits(RATE_DIGITS);
  const swapPercentage = new Dec(route.requiresRefundAddress ? SWAP_PROVIDER_PERCENTAGE : 0);

  const max = inSource(MAX_AMOUNT_USD, Decimal.ROUND_DOWN);
  const firstTier = FEE_TIERS[0];
  if (!firstTier) throw new Error('FEE_TIERS is empty');
  const firstPercentage = new Dec(firstTier.percentage).plus(swapPercentage);
  // (min − min × p/100 − fixed − refuel) × price = MIN_RECEIVE_USD
  const min = new Dec(MIN_RECEIVE_USD)
    .dividedBy(sourcePrice)
    .plus(fixedFee)
    .plus(refuelInSource)
    .dividedBy(new Dec(1).minus(firstPercentage.dividedBy(100)))
    .toDecimalPlaces(precision, Decimal.ROUND_UP);

  const tiers: Tier[] = [];
  let lower = min;
  for (const tier of FEE_TIERS) {
    const upper = tier.upToUsd === null ? max : Dec.min(inSource(tier.upToUsd, Decimal.ROUND_DOWN), max);
    if (upper.greaterThanOrEqualTo(lower)) {
      const tierPercentage = new Dec(tier.percentage);
      tiers.push({ min: lower, max: upper, tierPercentage, percentage: tierPercentage.plus(swapPercentage) });
      lower = upper.plus(unit);
    }
  }

  const seconds = (name: string) => NETWORK_SECONDS[name] ?? DEFAULT_NETWORK_SECONDS;
  return {
    sourcePrice,
    precision,
    fixedFee,
    refuel: refuelObject,
    refuelInSource,
    rate,
    swapPercentage,
    tiers,
    min,
    max,
    bridgeMilliseconds: (seconds(source.network.name) + seconds(destination.network.name)) * 1000,
    swapMilliseconds: route.requiresRefundAddress ? SWAP_STEP_SECONDS * 1000 : 0,
  };
}

/** The tier an amount falls in (amounts between two tiers' rounded bounds belong to the upper one). */
function tierFor(pricing: RoutePricing, amount: Dec): Tier {
  const tier =
    pricing.tiers.find((candidate) => amount.lessThanOrEqualTo(candidate.max)) ?? pricing.tiers.at(-1);
  if (!tier) throw new Error('the route has no fee tier');
  return tier;
}

/** The fee of an amount: amount × total percentage / 100 (rounded up) + the fixed fee. */
function feesFor(pricing: RoutePricing, amount: Dec) {
  const tier = tierFor(pricing, amount);
  const serviceFee = amount
    .times(tier.percentage)
    .dividedBy(100)
    .toDecimalPlaces(pricing.precision, Decimal.ROUND_UP);
  return { tier, serviceFee, totalFee: serviceFee.plus(pricing.fixedFee) };
}

/** The amount limits of a route, in source token units (decimal text). */
export function limits(route: Route, refuel: boolean | null = false): { min: string; max: string } {
  const pricing = priceRoute(route, refuel ?? false);
  return { min: pricing.min.toFixed(), max: pricing.max.toFixed() };
}

/** The `/limits` answer (beyond the spec): the public service's field names, JSON numbers. */
export interface RouteLimits {
  min_amount: number;
  min_amount_in_usd: number;
  max_amount: number;
  max_amount_in_usd: number;
}

/**
 * A route's bounds as `/limits` answers them (the public service's own widget asks it): the same
 * `min` and `max` that bound `/quote` and start and end `/detailed_quote`'s tiers, with their USD
 * values computed as the tiers compute them.
 */
export function routeLimits(route: Route, refuel: boolean | null = false): RouteLimits {
  const pricing = priceRoute(route, refuel ?? false);
  return {
    min_amount: pricing.min.toNumber(),
    min_amount_in_usd: usd(pricing.min, pricing.sourcePrice),
    max_amount: pricing.max.toNumber(),
    max_amount_in_usd: usd(pricing.max, pricing.sourcePrice),
  };
}

export function quote(input: QuoteInput): QuoteResult {
  const { route } = input;
  const { source, destination } = route;
  const amount = parseAmount(input.amount, source.token.decimals, source.token.symbol);
  const slippage = parseSlippage(input.slippage, route);
  const pricing = priceRoute(route, input.refuel ?? false);
  assertWithinLimits(route, pricing, amount);

  const { serviceFee, totalFee } = feesFor(pricing, amount);
  const net = amount.minus(totalFee).minus(pricing.refuelInSource);
  const receive = net.times(pricing.rate).toDecimalPlaces(destination.token.precision, Decimal.ROUND_DOWN);
  if (receive.lessThanOrEqualTo(0)) {
    // Only reachable if the limits and the fees disagree; say so rather than quote nothing.
    throw belowMin(route, pricing, amount);
  }
  const minReceive = receive
    .times(new Dec(1).minus(slippage))
    .toDecimalPlaces(destination.token.precision, Decimal.ROUND_DOWN);

  const result: Quote = {
    source_network: publicNetwork(source.network),
    source_token: publicToken(source.token),
    destination_network: publicNetwork(destination.network),
    destination_token: publicToken(destination.token),
    requested_amount: amount.toNumber(),
    receive_amount: receive.toNumber(),
    fee_discount: 0,
    min_receive_amount: minReceive.toNumber(),
    blockchain_fee: pricing.fixedFee.toNumber(),
    service_fee: serviceFee.toNumber(),
    avg_completion_time: formatDuration(pricing.bridgeMilliseconds + pricing.swapMilliseconds),
    refuel_in_source: pricing.refuelInSource.toNumber(),
    slippage: slippage.toNumber(),
    rate: pricing.rate.toNumber(),
    path: route.path.map((step) => ({ ...step })),
    total_fee: totalFee.toNumber(),
    total_fee_in_usd: usd(totalFee, pricing.sourcePrice),
  };
  return {
    quote: result,
    refuel: pricing.refuel,
    reward: rewardFor(route, amount.times(pricing.sourcePrice)),
    receiveBaseUnits: BigInt(
      receive.times(new Dec(10).pow(destination.token.decimals)).toFixed(0, Decimal.ROUND_DOWN),
    ),
  };
}

/** Spec §2.5: one entry per fee tier; fee = amount × total_percentage_fee / 100 + fixed fee. */
export function detailedQuote(input: { route: Route; refuel?: boolean | null }): DetailedQuoteEntry[] {
  const { route } = input;
  const pricing = priceRoute(route, input.refuel ?? false);
  const price = pricing.sourcePrice;
  const fixedUsd = usd(pricing.fixedFee, price);
  return pricing.tiers.map((tier) => {
    const bridge: DetailedQuoteStep = {
      id: 1,
      service_fee_in_source: 0,
      service_fee_in_usd: 0,
      service_fee_percentage: tier.tierPercentage.toNumber(),
      expense_in_source: pricing.fixedFee.toNumber(),
      expense_fee_in_usd: fixedUsd,
      expense_fee_percentage: 0,
      fee_in_source: pricing.fixedFee.toNumber(),
      fee_in_usd: fixedUsd,
      avg_completion_milliseconds: pricing.bridgeMilliseconds,
      provider_name: route.path[0]?.provider ?? 'SANDBOX_BRIDGE',
      order: 0,
    };
    const steps = [bridge];
    const swapStep = route.path[1];
    if (swapStep) {
      steps.push({
        id: 2,
        service_fee_in_source: 0,
        service_fee_in_usd: 0,
        service_fee_percentage: pricing.swapPercentage.toNumber(),
        expense_in_source: 0,
        expense_fee_in_usd: 0,
        expense_fee_percentage: 0,
        fee_in_source: 0,
        fee_in_usd: 0,
        avg_completion_milliseconds: pricing.swapMilliseconds,
        provider_name: swapStep.provider,
        order: swapStep.order,
      });
    }
    return {
      avg_completion_milliseconds: pricing.bridgeMilliseconds + pricing.swapMilliseconds,
      min_amount: tier.min.toNumber(),
      min_amount_in_usd: usd(tier.min, price),
      max_amount: tier.max.toNumber(),
      max_amount_in_usd: usd(tier.max, price),
      fee_amount_for_min: feesFor(pricing, tier.min).totalFee.toNumber(),
      fee_amount_for_max: feesFor(pricing, tier.max).totalFee.toNumber(),
      total_percentage_fee: tier.percentage.toNumber(),
      total_fixed_fee_in_usd: fixedUsd,
      total_fixed_fee_in_source: pricing.fixedFee.toNumber(),
      path: steps,
    };
  });
}

function rewardFor(route: Route, amountUsd: Dec): Reward | null {
  const campaign = REWARD_CAMPAIGNS[route.destination.network.name];
  if (!campaign) return null;
  const token = route.destination.network.token;
  const price = new Dec(token.price_in_usd);
  const amount = amountUsd
    .times(campaign.percentageOfAmount)
    .dividedBy(100)
    .dividedBy(price)
    .toDecimalPlaces(token.precision, Decimal.ROUND_DOWN);
  if (amount.isZero()) return null;
  return {
    token: publicToken(token),
    network: publicNetwork(route.destination.network),
    amount: amount.toNumber(),
    amount_in_usd: usd(amount, price),
    campaign_type: campaign.campaign_type,
    nft_contract_address: campaign.nft_contract_address,
  };
}

function assertWithinLimits(route: Route, pricing: RoutePricing, amount: Dec): void {
  if (amount.lessThan(pricing.min)) throw belowMin(route, pricing, amount);
  if (amount.greaterThan(pricing.max)) {
    throw new ServiceError(
      'GREATER_THAN_MAX_ERROR',
      `Amount ${amount.toFixed()} ${route.source.token.symbol} is more than the maximum of ${pricing.max.toFixed()} ${route.source.token.symbol} for ${describeRoute(route)}.`,
      limitsMetadata(pricing),
    );
  }
}

function belowMin(route: Route, pricing: RoutePricing, amount: Dec): ServiceError {
  return new ServiceError(
    'LESS_THAN_MIN_ERROR',
    `Amount ${amount.toFixed()} ${route.source.token.symbol} is less than the minimum of ${pricing.min.toFixed()} ${route.source.token.symbol} for ${describeRoute(route)}.`,
    limitsMetadata(pricing),
  );
}

function limitsMetadata(pricing: RoutePricing) {
  return { min_amount: pricing.min.toNumber(), max_amount: pricing.max.toNumber() };
}

function describeRoute(route: Route): string {
  return `${route.source.token.symbol} on ${route.source.network.name} to ${route.destination.token.symbol} on ${route.destination.network.name}`;
}

const AMOUNT_PATTERN = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

function parseAmount(text: string, decimals: number, symbol: string): Dec {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  if (!AMOUNT_PATTERN.test(trimmed)) {
    throw new ServiceError(
      'VALIDATION_ERROR',
      `amount must be a positive decimal number, not "${String(text)}".`,
      {
        amount: text,
      },
    );
  }
  const amount = new Dec(trimmed);
  if (amount.lessThanOrEqualTo(0)) {
    throw new ServiceError('VALIDATION_ERROR', 'amount must be greater than zero.', { amount: text });
  }
  if (amount.decimalPlaces() > decimals) {
    throw new ServiceError(
      'VALIDATION_ERROR',
      `amount ${trimmed} has more decimal places than ${symbol}'s ${decimals}.`,
      { amount: text, decimals },
    );
  }
  return amount;
}

function parseSlippage(slippage: number | null | undefined, route: Route): Dec {
  if (slippage === null || slippage === undefined) {
    return new Dec(route.requiresRefundAddress ? DEFAULT_SLIPPAGE.swap : DEFAULT_SLIPPAGE.bridge);
  }
  if (typeof slippage !== 'number' || !Number.isFinite(slippage) || slippage < 0 || slippage > MAX_SLIPPAGE) {
    throw new ServiceError(
      'VALIDATION_ERROR',
      `slippage must be a fraction between 0 and ${MAX_SLIPPAGE} (0.005 = 0.5 %), not ${String(slippage)}.`,
      { slippage },
    );
  }
  return new Dec(slippage);
}

function usd(amount: Dec, price: Decimal.Value): number {
  return amount.times(price).toDecimalPlaces(USD_PLACES, Decimal.ROUND_HALF_UP).toNumber();
}

/** "HH:MM:SS.fffffff", the .NET TimeSpan text the real service sends. */
export function formatDuration(milliseconds: number): string {
  const total = Math.max(0, Math.round(milliseconds));
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor((total % 3_600_000) / 60_000);
  const seconds = Math.floor((total % 60_000) / 1000);
  const ticks = (total % 1000) * 10_000;
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(hours)}:${two(minutes)}:${two(seconds)}.${String(ticks).padStart(7, '0')}`;
}
