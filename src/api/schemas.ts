/**
 * Runtime validation at the API boundary.
 *
 * Tolerant by design: the service's spec leaves most fields "not shown", and the public service
 * sends nulls, omits fields and adds new ones. So:
 * - unknown fields are kept (looseObject);
 * - an optional field that is missing, null or of the wrong type becomes `undefined` instead of
 *   failing the whole response (so `contract: null`, a native token, reads as `undefined`);
 * - enum-like values (status, type, …) are plain strings, so a new status is kept as it is;
 * - a broken element of a list is dropped, the rest of the list is kept;
 * - only what makes a response unusable fails: a swap without an id, a network without a name,
 *   a quote response without a quote. The client turns that into `MALFORMED_RESPONSE`.
 */
import * as v from 'valibot';

/**
 * What each `opt` and `tolerantArray` schema wraps, so that a reader walking these schemas without
 * valibot (route-lists.ts) can see through them.
 */
const optInner = new WeakMap<v.GenericSchema, v.GenericSchema>();
const listItem = new WeakMap<v.GenericSchema, v.GenericSchema>();

/** The schema an `opt(...)` schema wraps; undefined for any other schema. */
export function optionalInner(schema: v.GenericSchema): v.GenericSchema | undefined {
  return optInner.get(schema);
}

/** The element schema of a `tolerantArray(...)` schema; undefined for any other schema. */
export function tolerantArrayItem(schema: v.GenericSchema): v.GenericSchema | undefined {
  return listItem.get(schema);
}

/** Missing, null, or not of the expected shape → `undefined`; otherwise the parsed value. */
function opt<const T extends v.GenericSchema>(schema: T) {
  const wrapper = v.fallback(
    v.pipe(
      v.optional(v.nullable(schema)),
      v.transform((value): v.InferOutput<T> | undefined => value ?? undefined),
    ),
    undefined,
  );
  optInner.set(wrapper, schema);
  return wrapper;
}

/** A list where unparseable elements are dropped instead of failing the whole list. */
function tolerantArray<const T extends v.GenericSchema>(item: T) {
  const list = v.pipe(
    v.array(v.unknown()),
    v.transform((items) => {
      const out: v.InferOutput<T>[] = [];
      for (const element of items) {
        const result = v.safeParse(item, element);
        if (result.success) out.push(result.output);
      }
      return out;
    }),
  );
  listItem.set(list, item);
  return list;
}

const str = opt(v.string());
const num = opt(v.pipe(v.number(), v.finite()));
const int = opt(v.pipe(v.number(), v.integer()));
const bool = opt(v.boolean());
const strList = opt(tolerantArray(v.string()));
/** Some ids arrive as numbers on one service and strings on another (chain_id, gas_limit). */
const strOrNum = opt(v.union([v.string(), v.pipe(v.number(), v.finite(), v.transform(String))]));
/** Token decimals decide every base-unit conversion: anything but 0..255 is dropped, never guessed. */
const decimals = opt(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(255)));
const nonEmpty = v.pipe(v.string(), v.nonEmpty());

/** The field kinds above, by name, for readers that walk these schemas (route-lists.ts). */
export const FIELD_KINDS = { str, num, int, bool, strList, strOrNum, decimals, nonEmpty };

export const TokenSchema = v.looseObject({
  symbol: v.string(),
  display_asset: str,
  logo: str,
  contract: str,
  decimals,
  price_in_usd: num,
  precision: int,
  listing_date: str,
  source_rank: int,
  destination_rank: int,
  group: str,
});

export const NetworkMetadataSchema = v.looseObject({
  listing_date: str,
  evm_oracle_contract: str,
  evm_multicall_contract: str,
  zks_paymaster_contract: str,
  watchdog_contract: str,
  /** Not in the spec: a depository contract for wallet deposits, advertised by the sandbox's local chains. */
  depository_contract: str,
});

const networkEntries = {
  name: nonEmpty,
  display_name: str,
  logo: str,
  chain_id: strOrNum,
  node_url: str,
  nodes: strList,
  type: str,
  transaction_explorer_template: str,
  account_explorer_template: str,
  source_rank: int,
  destination_rank: int,
  token: opt(TokenSchema),
  metadata: opt(NetworkMetadataSchema),
  deposit_methods: strList,
};

/** A network as embedded in quotes, swaps and transactions. */
export const NetworkSchema = v.looseObject({
  ...networkEntries,
  tokens: opt(tolerantArray(TokenSchema)),
});

export const RefuelSchema = v.looseObject({
  token: opt(TokenSchema),
  network: opt(NetworkSchema),
  amount: num,
  amount_in_usd: num,
});

/** A token in `/sources` and `/destinations`: the base fields plus `status` and `refuel`. */
export const RouteTokenSchema = v.looseObject({
  ...TokenSchema.entries,
  status: str,
  refuel: opt(RefuelSchema),
});

/** A network in `/sources` and `/destinations`. */
export const RouteNetworkSchema = v.looseObject({
  ...networkEntries,
  tokens: opt(tolerantArray(RouteTokenSchema)),
});

export const ExchangeSchema = v.looseObject({
  name: nonEmpty,
  display_name: str,
  logo: str,
  metadata: opt(
    v.looseObject({
      oauth: opt(v.looseObject({ authorize_url: str, connect_url: str })),
      listing_date: str,
    }),
  ),
});

export const RewardSchema = v.looseObject({
  ...RefuelSchema.entries,
  campaign_type: str,
  nft_contract_address: str,
});

export const QuotePathStepSchema = v.looseObject({ provider: str, order: int });

export const QuoteSchema = v.looseObject({
  total_fee: num,
  total_fee_in_usd: num,
  source_network: opt(NetworkSchema),
  source_token: opt(TokenSchema),
  destination_network: opt(NetworkSchema),
  destination_token: opt(TokenSchema),
  requested_amount: num,
  receive_amount: num,
  fee_discount: num,
  min_receive_amount: num,
  blockchain_fee: num,
  service_fee: num,
  avg_completion_time: str,
  refuel_in_source: num,
  slippage: num,
  rate: num,
  path: opt(tolerantArray(QuotePathStepSchema)),
});

export const QuoteResponseSchema = v.looseObject({
  quote: QuoteSchema,
  refuel: opt(RefuelSchema),
  reward: opt(RewardSchema),
});

export const DetailedQuotePathStepSchema = v.looseObject({
  id: int,
  service_fee_in_source: num,
  service_fee_in_usd: num,
  service_fee_percentage: num,
  expense_in_source: num,
  expense_fee_in_usd: num,
  expense_fee_percentage: num,
  fee_in_source: num,
  fee_in_usd: num,
  avg_completion_milliseconds: int,
  provider_name: str,
  order: int,
});

export const DetailedQuoteEntrySchema = v.looseObject({
  avg_completion_milliseconds: int,
  min_amount: num,
  min_amount_in_usd: num,
  max_amount: num,
  max_amount_in_usd: num,
  fee_amount_for_min: num,
  fee_amount_for_max: num,
  total_percentage_fee: num,
  total_fixed_fee_in_usd: num,
  total_fixed_fee_in_source: num,
  path: opt(tolerantArray(DetailedQuotePathStepSchema)),
});

export const DetailedQuoteSchema = tolerantArray(DetailedQuoteEntrySchema);

export const TransactionSchema = v.looseObject({
  from: str,
  to: str,
  timestamp: str,
  transaction_hash: str,
  confirmations: int,
  max_confirmations: int,
  amount: num,
  type: str,
  status: str,
  token: opt(TokenSchema),
  network: opt(NetworkSchema),
  fee_amount: num,
  fee_token: opt(TokenSchema),
});

export const SwapMetadataSchema = v.looseObject({
  sequence_number: strOrNum,
  reference_id: str,
  exchange_account: str,
});

export const SwapSchema = v.looseObject({
  id: nonEmpty,
  created_date: str,
  source_network: opt(NetworkSchema),
  source_token: opt(TokenSchema),
  source_exchange: opt(ExchangeSchema),
  destination_network: opt(NetworkSchema),
  destination_token: opt(TokenSchema),
  destination_exchange: opt(ExchangeSchema),
  requested_amount: num,
  destination_address: str,
  status: str,
  fail_reason: str,
  use_deposit_address: bool,
  metadata: opt(SwapMetadataSchema),
  transactions: v.fallback(v.optional(tolerantArray(TransactionSchema), []), []),
  /**
   * Beyond the spec (the sandbox's compatibility field): when an unfunded swap's deposit window
   * closes. Optional: a service that does not send it gets an honest sentence, never a guess.
   */
  expires_date: str,
});

export const DepositActionSchema = v.looseObject({
  type: nonEmpty,
  to_address: str,
  amount: num,
  /** Digits only: this is what gets signed, so anything else is dropped and the builders refuse. */
  amount_in_base_units: opt(v.pipe(v.string(), v.regex(/^\d+$/))),
  order: int,
  network: opt(NetworkSchema),
  token: opt(TokenSchema),
  fee_token: opt(TokenSchema),
  call_data: str,
  gas_limit: strOrNum,
  encoded_args: strList,
});

/** `data` of create swap and get swap. */
export const SwapResponseSchema = v.looseObject({
  quote: opt(QuoteSchema),
  refuel: opt(RefuelSchema),
  reward: opt(RewardSchema),
  swap: SwapSchema,
  deposit_actions: v.fallback(v.optional(tolerantArray(DepositActionSchema), []), []),
});

/**
 * `data` of GET /swaps?address=…: entries shaped as get swap's (without deposit actions); an entry
 * without a usable swap is dropped, the rest kept.
 */
export const SwapListSchema = tolerantArray(SwapResponseSchema);

export const NetworkListSchema = tolerantArray(NetworkSchema);
export const RouteNetworkListSchema = tolerantArray(RouteNetworkSchema);

/** The error object of the envelope (spec §7). */
export const ErrorObjectSchema = v.looseObject({
  code: str,
  message: str,
  metadata: opt(v.record(v.string(), v.unknown())),
});

/**
 * Shapes the public service is known to send outside the spec's nine endpoints (route limits and
 * gasless authorisation status). No client method uses them yet; they are parsed so that a widget
 * pointed at that service does not choke on them.
 */
export const LimitsSchema = v.looseObject({
  min_amount: num,
  min_amount_in_usd: num,
  max_amount: num,
  max_amount_in_usd: num,
});

export const GaslessAuthorizeStatusSchema = v.looseObject({
  status: str,
  transaction: opt(v.looseObject({ transaction_id: str, transaction_hash: str, status: str })),
});
