/**
 * The route step's rules as hooks: the lists and the chosen route, how the deposit is made, the
 * amount and the route's limits, the quote (asked once per typing burst), the address checks, what
 * blocks Create, and — once nothing does — the order that Create sends. The screen
 * (`ui/route/RouteStep.tsx`) only lays these out and words them.
 *
 * The site's setup comes in as a parameter: `swap/` never reads the embed layer itself.
 */
import { useEffect, useMemo, useState } from 'react';
import { useDestinations, useDetailedQuote, useQuote, useSources } from '../api/hooks';
import type { QuoteParams, RouteNetwork, RouteToken } from '../api/types';
import type { MessageKey } from '../i18n';
import { useDebouncedValue } from '../lib/useDebouncedValue';
import { useNow } from '../lib/useNow';
import { destinationsParamsFor, type FormState, sourcesParamsFor, useFormStore } from '../state/form';
import { useFamilyWallet, usePreloadFamilyWallet } from '../wallets/host';
import {
  type AmountRefusal,
  amountProblem,
  amountUsd,
  isPositiveAmount,
  type RouteLimits,
  readAmountInput,
  routeLimits,
} from './amount';
import {
  allowedNetworks,
  anySideLocked,
  chosenEnd,
  type DepositChoice,
  depositMethodFor,
  findNetwork,
  findToken,
  fixedNetworkMissing,
  manualDepositAllowed,
  type RouteNames,
  routeNames,
  type SiteSide,
  swapsAssets,
} from './route';
import { useAddressCheck } from './useAddressCheck';
import { type SafeAddressStatus, useAddressSafety } from './useAddressSafety';
import { codeBlock, useContractCode } from './useContractCode';

/** A typing burst settles this long before it is quoted: one quote request per burst. */
export const QUOTE_DEBOUNCE_MS = 500;
/** A quote on screen is asked again this often (not while the person types). */
export const QUOTE_REFRESH_MS = 15_000;

/** What the embedding site set up for the route step (structurally the embed config). */
export interface RouteSite {
  from: SiteSide;
  to: SiteSide;
  /** Allow-list of chain families; null means every family. */
  families: readonly string[] | null;
  /** An address the site filled in: confirmed by the person before the swap is made. */
  destinationAddress?: string | undefined;
  /** Sent as the swap's `reference_id`. */
  externalId?: string | undefined;
}

type Choices = Pick<FormState, 'from' | 'to'>;

/** The lists on both sides (narrowed by the other side's choice) and what they make of the choice. */
export function useRouteLists(form: Choices, site: RouteSite) {
  const sourcesQuery = useSources(sourcesParamsFor(form.to));
  const destinationsQuery = useDestinations(destinationsParamsFor(form.from));
  // A partner's `families` limits both sides to those chain families.
  const sources = useMemo(
    () => allowedNetworks(sourcesQuery.data, site.families),
    [sourcesQuery.data, site.families],
  );
  const destinations = useMemo(
    () => allowedNetworks(destinationsQuery.data, site.families),
    [destinationsQuery.data, site.families],
  );
  const fromChosen = chosenEnd(form.from);
  const toChosen = chosenEnd(form.to);
  const fromNetwork = findNetwork(sources, form.from.network);
  const fromToken = findToken(fromNetwork, form.from.token);
  const toNetwork = findNetwork(destinations, form.to.network);
  const toToken = findToken(toNetwork, form.to.token);
  const route =
    fromNetwork && fromToken && toNetwork && toToken
      ? routeNames({ network: fromNetwork, token: fromToken }, { network: toNetwork, token: toToken })
      : undefined;

  // What this site fixed: a locked side is not changed here, and nothing that would change it
  // (flip, "Show all") is offered.
  const anyLock = anySideLocked(site.from, site.to);
  // The reverse route exists when the current destination can send to the current source.
  const reverse = useDestinations(anyLock ? {} : destinationsParamsFor(form.to));
  const canFlip =
    !anyLock &&
    Boolean(fromChosen && toChosen) &&
    Boolean(
      findToken(
        findNetwork(allowedNetworks(reverse.data, site.families), form.from.network),
        form.from.token,
      ),
    );

  return {
    sources,
    destinations,
    sourcesLoading: sourcesQuery.isPending,
    destinationsLoading: destinationsQuery.isPending,
    fromChosen,
    toChosen,
    fromNetwork,
    fromToken,
    toNetwork,
    toToken,
    route,
    /** Both sides chosen and listed, but not as one route. */
    unreachable: Boolean(fromChosen && toChosen && sources && destinations && !route),
    /** The side whose fixed network the service does not offer. */
    fixedMissing: fixedNetworkMissing(
      site,
      { sources, destinations },
      { from: Boolean(fromChosen), to: Boolean(toChosen) },
    ),
    anyLock,
    canFlip,
    swapsAssets: swapsAssets(fromToken, toToken),
  };
}

export type RouteLists = ReturnType<typeof useRouteLists>;

/** How the deposit is made from the source network: its wallet, by hand, or the person's choice. */
export function useDepositMethod(network: RouteNetwork | undefined, chosen: DepositChoice) {
  const manualAllowed = manualDepositAllowed(network);
  // The source family's wallet module, fetched while the person goes on (idle, once per family).
  usePreloadFamilyWallet(network?.type);
  const wallet = useFamilyWallet(network?.type);
  const walletAvailable = wallet.status !== 'none';
  const method = depositMethodFor(chosen, { walletAvailable, manualAllowed });
  return {
    manualAllowed,
    walletAvailable,
    wallet,
    method,
    walletAddress: wallet.status === 'ready' ? wallet.wallet.address : null,
    useDepositAddress: method === 'manual',
  };
}

export type DepositMethodState = ReturnType<typeof useDepositMethod>;

interface QuoteInputs {
  route: RouteNames | undefined;
  amount: string;
  token: RouteToken | undefined;
  refuel: boolean;
  slippage: number | null;
  swapsAssets: boolean;
  useDepositAddress: boolean;
  walletAddress: string | null;
}

/** What `/quote` is asked for a settled amount: the wallet's address only for a wallet deposit. */
export function quoteParamsFor(route: RouteNames, amount: string, inputs: QuoteInputs): QuoteParams {
  const { refuel, useDepositAddress, walletAddress, swapsAssets, slippage } = inputs;
  return {
    ...route,
    amount,
    refuel,
    use_deposit_address: useDepositAddress,
    ...(walletAddress && !useDepositAddress ? { source_address: walletAddress } : {}),
    ...(swapsAssets && slippage !== null ? { slippage } : {}),
  };
}

/**
 * The route's limits and the quote for the amount once typing settled, refreshed every 15 s with
 * a countdown while it is on screen.
 */
export function useRouteQuote(inputs: QuoteInputs) {
  const { route, token } = inputs;
  const detailed = useDetailedQuote(
    route ? { ...route, refuel: inputs.refuel, use_deposit_address: inputs.useDepositAddress } : undefined,
  );
  const tiers = detailed.data ?? [];
  const settled = useDebouncedValue(inputs.amount, QUOTE_DEBOUNCE_MS);
  const typing = settled !== inputs.amount;
  const amountReady = isPositiveAmount(settled) && amountProblem(settled, token) === null;
  const params = route && amountReady ? quoteParamsFor(route, settled, inputs) : undefined;
  const quote = useQuote(params, { refetchInterval: typing ? false : QUOTE_REFRESH_MS });
  const counting = Boolean(quote.data && !typing && params);
  // The clock runs only while a quote counts down to its refresh.
  const now = useNow(counting ? 1000 : null);
  return {
    tiers,
    tiersLoading: detailed.isFetching,
    limits: routeLimits(tiers),
    typing,
    amountReady,
    params,
    quote,
    /** Seconds to the next refresh, or null while none is counting down. */
    refreshIn: counting
      ? Math.max(0, Math.ceil((quote.dataUpdatedAt + QUOTE_REFRESH_MS - now) / 1000))
      : null,
    /** The quote's failure, while a quote is asked for. */
    error: quote.isError && params ? quote.error : null,
  };
}

export type RouteQuote = ReturnType<typeof useRouteQuote>;

/**
 * The amount field: what is held, whether it is invalid for the token, and what a key refused.
 * `change` returns whether the typed text was taken.
 */
export function useAmountInput(
  amount: string,
  setAmount: (amount: string) => void,
  token: RouteToken | undefined,
) {
  const [refusal, setRefusal] = useState<AmountRefusal | null>(null);
  // The amount held (typed, a partner's preset, or kept while the token changed) checked for the
  // chosen token by the shared exact parser: too many decimals, too large for the token.
  const held = amountProblem(amount, token);
  const invalid = held !== null && held !== 'EMPTY';
  const change = (raw: string): boolean => {
    const read = readAmountInput(raw, token);
    if ('refused' in read) {
      setRefusal(read.refused);
      return false;
    }
    setRefusal(null);
    setAmount(read.text);
    return true;
  };
  return { refusal, problem: invalid ? held : null, change, usd: amountUsd(amount, token, invalid) };
}

export type AmountInputState = ReturnType<typeof useAmountInput>;

/**
 * A look-alike address the person says is new (`accept`), for the address typed: ticking is
 * undone as soon as the address changes.
 */
function useLookalikeAccepted(typed: string) {
  const [accepted, setAccepted] = useState<string | null>(null);
  useEffect(() => {
    setAccepted((held) => (held === typed ? held : null));
  }, [typed]);
  return {
    accepted: accepted !== null && accepted === typed,
    accept: (yes: boolean) => setAccepted(yes ? typed : null),
  };
}

/**
 * The destination and refund addresses, checked for their networks and then held to the addresses
 * where money is lost or stuck and to the known addresses they may look like (`useAddressSafety`),
 * and the site's preset to confirm.
 */
export function useRouteAddresses(
  form: Pick<FormState, 'destinationAddress' | 'refundAddress'>,
  site: RouteSite,
  networks: {
    from: RouteNetwork | undefined;
    to: RouteNetwork | undefined;
    needsRefund: boolean;
    fromToken?: RouteToken | undefined;
    toToken?: RouteToken | undefined;
  },
) {
  const source = { network: networks.from, token: networks.fromToken };
  const target = { network: networks.to, token: networks.toToken };
  const destination = useAddressSafety(
    useAddressCheck(networks.to?.type, form.destinationAddress, networks.to?.name),
    target,
    source,
    form.destinationAddress,
  );
  // An address this site filled in is shown for the person to confirm before the swap is made.
  const preset =
    site.destinationAddress !== undefined && form.destinationAddress === site.destinationAddress
      ? site.destinationAddress
      : null;
  const [confirmedAddress, setConfirmedAddress] = useState<string | null>(null);
  const refund = useAddressSafety(
    useAddressCheck(
      networks.needsRefund ? networks.from?.type : undefined,
      form.refundAddress,
      networks.from?.name,
    ),
    source,
    target,
    form.refundAddress,
  );
  // Whether each address is a contract on the network the money goes to, or only on the other.
  const destinationCode = useContractCode(destination, target, source);
  const refundCode = useContractCode(refund, source, target);
  const destinationNew = useLookalikeAccepted(form.destinationAddress);
  const refundNew = useLookalikeAccepted(form.refundAddress);
  return {
    destination,
    refund,
    destinationCode,
    refundCode,
    /** The person said the destination that looks like a known address is a new one. */
    destinationNew,
    refundNew,
    preset,
    confirmed: preset === null || confirmedAddress === preset,
    confirm: (yes: boolean) => setConfirmedAddress(yes ? preset : null),
  };
}

export type RouteAddresses = ReturnType<typeof useRouteAddresses>;

/** A reason Create is not offered, as the sentence's key. */
export type CreateBlocker = Extract<MessageKey, `route.block${string}`>;

export interface BlockerFacts {
  routeComplete: boolean;
  amountInvalid: boolean;
  amountReady: boolean;
  destinationValid: boolean;
  /** The destination is well formed but an address where money is lost (a contract, a burn address…). */
  destinationLost?: boolean;
  /** The destination looks like a known address and the person has not said it is a new one. */
  destinationLookalike?: boolean;
  addressConfirmed: boolean;
  needsRefund: boolean;
  refundValid: boolean;
  /** The refund address is one where money is lost. */
  refundLost?: boolean;
  /** The refund address looks like a known address and is not yet said to be new. */
  refundLookalike?: boolean;
  manualAllowed: boolean;
  walletAvailable: boolean;
  method: DepositChoice;
  walletConnected: boolean;
  /** The destination's contract check: still reading, or its warning not yet acknowledged. */
  destinationCode?: ContractCodeBlock;
  /** The same for the refund address. */
  refundCode?: ContractCodeBlock;
}

type ContractCodeBlock = 'checking' | 'unacknowledged' | null;

/** What a valid address's contract check still asks before Create (useContractCode.ts). */
function contractCodeBlocker(block: ContractCodeBlock | undefined): CreateBlocker | null {
  if (block === 'checking') return 'route.blockContractChecking';
  if (block === 'unacknowledged') return 'route.blockContractAcknowledge';
  return null;
}

/** A valid address that looks like a known one, not yet said to be new. */
function lookalikeHeld(status: SafeAddressStatus, accepted: boolean): boolean {
  return status.state === 'valid' && status.lookalike !== undefined && !accepted;
}

/** Every reason Create is blocked, the most useful first (the button says the first). */
export function createBlockers(facts: BlockerFacts): CreateBlocker[] {
  const blockers: CreateBlocker[] = [];
  if (!facts.routeComplete) blockers.push('route.blockRoute');
  else if (facts.amountInvalid) blockers.push('route.blockAmountInvalid');
  else if (!facts.amountReady) blockers.push('route.blockAmount');
  if (!facts.destinationValid)
    blockers.push(facts.destinationLost ? 'route.blockLostDestination' : 'route.blockDestination');
  else if (facts.destinationLookalike) blockers.push('route.blockLookalike');
  else if (!facts.addressConfirmed) blockers.push('route.blockConfirmAddress');
  if (facts.needsRefund && !facts.refundValid)
    blockers.push(facts.refundLost ? 'route.blockLostRefund' : 'route.blockRefund');
  else if (facts.needsRefund && facts.refundLookalike) blockers.push('route.blockLookalikeRefund');
  const codeBlockers = [
    facts.destinationValid ? contractCodeBlocker(facts.destinationCode) : null,
    facts.needsRefund && facts.refundValid ? contractCodeBlocker(facts.refundCode) : null,
  ];
  for (const blocker of codeBlockers) if (blocker && !blockers.includes(blocker)) blockers.push(blocker);
  if (facts.routeComplete && !facts.manualAllowed && !facts.walletAvailable)
    blockers.push('route.blockWalletOnly');
  if (facts.routeComplete && facts.method === 'wallet' && !facts.walletConnected)
    blockers.push('route.blockConnect');
  return blockers;
}

/** Everything Create sends and records, fixed when it is pressed. */
export interface CreateOrder {
  route: RouteNames;
  /** The quote asked again just before creating. */
  quoteParams: QuoteParams;
  /** The least the quote on screen promised: a fresh quote below it stops the creation. */
  shownMinReceive: number | undefined;
  source: { network: RouteNetwork; token: RouteToken };
  destination: { network: RouteNetwork; token: RouteToken; address: string };
  refundAddress: string | null;
  /** The connected wallet's address for a wallet deposit. */
  sourceAddress: string | null;
  method: DepositChoice;
  refuel: boolean;
  /** Only for a route that swaps assets, and only when the person chose one. */
  slippage: number | undefined;
  referenceId: string | undefined;
  /** For the sentence of a limit error. */
  limits: RouteLimits;
}

/** The route step's whole form: every rule it shows, and the order once Create may be pressed. */
export function useRouteForm(site: RouteSite) {
  const form = useFormStore();
  const lists = useRouteLists(form, site);
  const deposit = useDepositMethod(lists.fromNetwork, form.depositMethod);
  const quote = useRouteQuote({
    route: lists.route,
    amount: form.amount,
    token: lists.fromToken,
    refuel: form.refuel,
    slippage: form.slippage,
    swapsAssets: lists.swapsAssets,
    useDepositAddress: deposit.useDepositAddress,
    walletAddress: deposit.walletAddress,
  });
  const amount = useAmountInput(form.amount, form.setAmount, lists.fromToken);
  // A refund address is asked for where the swap may not end in the destination token.
  const needsRefund = lists.swapsAssets || (quote.quote.data?.quote.path?.length ?? 0) > 1;
  const addresses = useRouteAddresses(form, site, {
    from: lists.fromNetwork,
    to: lists.toNetwork,
    needsRefund,
    fromToken: lists.fromToken,
    toToken: lists.toToken,
  });
  const blocker =
    createBlockers({
      routeComplete: lists.route !== undefined,
      amountInvalid: amount.problem !== null,
      amountReady: quote.amountReady,
      destinationValid: addresses.destination.state === 'valid',
      destinationLost: addresses.destination.state === 'invalid' && addresses.destination.lost === true,
      destinationLookalike: lookalikeHeld(addresses.destination, addresses.destinationNew.accepted),
      addressConfirmed: addresses.confirmed,
      needsRefund,
      refundValid: addresses.refund.state === 'valid',
      refundLost: addresses.refund.state === 'invalid' && addresses.refund.lost === true,
      refundLookalike: lookalikeHeld(addresses.refund, addresses.refundNew.accepted),
      manualAllowed: deposit.manualAllowed,
      walletAvailable: deposit.walletAvailable,
      method: deposit.method,
      walletConnected: Boolean(deposit.walletAddress),
      destinationCode: codeBlock(addresses.destinationCode),
      refundCode: codeBlock(addresses.refundCode),
    })[0] ?? null;
  const ready = blocker === null && quote.quote.isSuccess && !quote.typing && !quote.quote.isFetching;

  const { route, fromNetwork, fromToken, toNetwork, toToken } = lists;
  const destination = addresses.destination;
  const order: CreateOrder | null =
    ready &&
    route &&
    quote.params &&
    fromNetwork &&
    fromToken &&
    toNetwork &&
    toToken &&
    destination.state === 'valid'
      ? {
          route,
          quoteParams: quote.params,
          shownMinReceive: quote.quote.data?.quote.min_receive_amount,
          source: { network: fromNetwork, token: fromToken },
          destination: { network: toNetwork, token: toToken, address: destination.normalized },
          refundAddress:
            needsRefund && addresses.refund.state === 'valid' ? addresses.refund.normalized : null,
          sourceAddress: deposit.useDepositAddress ? null : deposit.walletAddress,
          method: deposit.method,
          refuel: form.refuel,
          slippage: lists.swapsAssets && form.slippage !== null ? form.slippage : undefined,
          referenceId: site.externalId || undefined,
          limits: quote.limits,
        }
      : null;

  return { form, lists, deposit, quote, amount, needsRefund, addresses, blocker, ready, order };
}

export type RouteForm = ReturnType<typeof useRouteForm>;
