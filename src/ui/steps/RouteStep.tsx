import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useApiClient } from '../../api/context';
import { useCreateSwap, useDestinations, useDetailedQuote, useQuote, useSources } from '../../api/hooks';
import { apiKeys } from '../../api/keys';
import type { DetailedQuoteEntry, QuoteParams, RouteToken } from '../../api/types';
import { useFamilyWallet } from '../../chains/wallets';
import { compareDecimal, numberToDecimalString } from '../../lib/amount';
import { amountText, formatUsd } from '../../lib/format';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useNow } from '../../lib/useNow';
import { useFormStore } from '../../state/form';
import { useSwapsStore } from '../../state/swaps';
import { Field } from '../components/Field';
import { type PlacedError, placeError } from '../errors';
import { displayName, findNetwork, findToken } from '../routes';
import { useAddressCheck } from '../useAddressCheck';
import { WalletPanel } from '../wallet/WalletPanel';
import { QuoteDetails } from './QuoteDetails';
import { RoutePicker } from './RoutePicker';

const QUOTE_DEBOUNCE_MS = 500;
const QUOTE_REFRESH_MS = 15_000;
/** Sources that the service never gives a deposit address (spec §4.2 rule 1). */
const WALLET_ONLY_FAMILIES = new Set(['starknet', 'paradex', 'ton']);
const SLIPPAGE_CHOICES = [0.001, 0.005, 0.01, 0.03];

/** `deposit_methods` is spelled `deposit_address` by one service and `DepositAddress` by another. */
function acceptsDepositAddress(methods: readonly string[] | undefined): boolean {
  if (!methods || methods.length === 0) return true;
  return methods.some((method) => method.replace(/_/g, '').toLowerCase() === 'depositaddress');
}

export function RouteStep({ onCreated }: { onCreated(id: string): void }) {
  const form = useFormStore();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const addSwap = useSwapsStore((state) => state.add);
  const createSwap = useCreateSwap();
  const creating = useRef(false);
  const [createError, setCreateError] = useState<PlacedError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [amountHint, setAmountHint] = useState<string | null>(null);

  const fromChosen = form.from.network && form.from.token ? form.from : null;
  const toChosen = form.to.network && form.to.token ? form.to : null;
  const sources = useSources(
    toChosen ? { destination_network: toChosen.network ?? '', destination_token: toChosen.token ?? '' } : {},
  );
  const destinations = useDestinations(
    fromChosen ? { source_network: fromChosen.network ?? '', source_token: fromChosen.token ?? '' } : {},
  );
  const fromNetwork = findNetwork(sources.data, form.from.network);
  const fromToken = findToken(fromNetwork, form.from.token);
  const toNetwork = findNetwork(destinations.data, form.to.network);
  const toToken = findToken(toNetwork, form.to.token);
  const routeComplete = Boolean(fromNetwork && fromToken && toNetwork && toToken);
  const routeUnreachable =
    fromChosen && toChosen && sources.data && destinations.data && !routeComplete
      ? `${form.from.token} on ${fromNetwork ? displayName(fromNetwork) : form.from.network} cannot be sent to ${form.to.token} on ${toNetwork ? displayName(toNetwork) : form.to.network}. Choose another token or network.`
      : null;

  // The reverse route exists when the current destination can send to the current source.
  const reverse = useDestinations(
    toChosen ? { source_network: toChosen.network ?? '', source_token: toChosen.token ?? '' } : {},
  );
  const canFlip =
    Boolean(fromChosen && toChosen) &&
    Boolean(findToken(findNetwork(reverse.data, form.from.network), form.from.token));

  const route =
    routeComplete && fromNetwork && fromToken && toNetwork && toToken
      ? {
          source_network: fromNetwork.name,
          source_token: fromToken.symbol,
          destination_network: toNetwork.name,
          destination_token: toToken.symbol,
        }
      : undefined;
  const swapsAssets = Boolean(fromToken && toToken && fromToken.group !== toToken.group);

  const manualAllowed =
    fromNetwork !== undefined &&
    !WALLET_ONLY_FAMILIES.has(fromNetwork.type ?? '') &&
    acceptsDepositAddress(fromNetwork.deposit_methods);
  const sourceWallet = useFamilyWallet(fromNetwork?.type);
  const walletAvailable = sourceWallet.status !== 'none';
  // The wallet path is offered first where the family has one; by hand where the service allows it.
  const method: 'wallet' | 'manual' = !walletAvailable
    ? 'manual'
    : !manualAllowed
      ? 'wallet'
      : form.depositMethod;
  const walletAddress = sourceWallet.status === 'ready' ? sourceWallet.wallet.address : null;
  const useDepositAddress = method === 'manual';

  const detailed = useDetailedQuote(
    route ? { ...route, refuel: form.refuel, use_deposit_address: useDepositAddress } : undefined,
  );
  const tiers = detailed.data ?? [];
  const limits = routeLimits(tiers);

  const debouncedAmount = useDebouncedValue(form.amount, QUOTE_DEBOUNCE_MS);
  const typing = debouncedAmount !== form.amount;
  const amountReady = isPositiveAmount(debouncedAmount);
  const quoteParams: QuoteParams | undefined =
    route && amountReady
      ? {
          ...route,
          amount: debouncedAmount,
          refuel: form.refuel,
          use_deposit_address: useDepositAddress,
          ...(walletAddress && !useDepositAddress ? { source_address: walletAddress } : {}),
          ...(swapsAssets && form.slippage !== null ? { slippage: form.slippage } : {}),
        }
      : undefined;
  const quote = useQuote(quoteParams, { refetchInterval: typing ? false : QUOTE_REFRESH_MS });
  const now = useNow(1000);
  const refreshIn =
    quote.data && !typing && quoteParams
      ? Math.max(0, Math.ceil((quote.dataUpdatedAt + QUOTE_REFRESH_MS - now) / 1000))
      : null;
  const quoteError =
    quote.isError && quoteParams
      ? placeError(quote.error, {
          token: fromToken?.symbol,
          network: fromNetwork ? displayName(fromNetwork) : undefined,
          destinationNetwork: toNetwork ? displayName(toNetwork) : undefined,
          min: limits.min,
          max: limits.max,
        })
      : null;

  const destinationCheck = useAddressCheck(toNetwork?.type, form.destinationAddress, toNetwork?.name);
  const needsRefund = swapsAssets || (quote.data?.quote.path?.length ?? 0) > 1;
  const refundCheck = useAddressCheck(
    needsRefund ? fromNetwork?.type : undefined,
    form.refundAddress,
    fromNetwork?.name,
  );
  const errorAt = (place: PlacedError['place']) =>
    [createError, quoteError].find((error) => error?.place === place)?.message ?? null;

  const blockers: string[] = [];
  if (!routeComplete) blockers.push('Choose where to swap from and to.');
  else if (!amountReady) blockers.push('Enter an amount.');
  if (destinationCheck.state !== 'valid') blockers.push('Enter a valid destination address.');
  if (needsRefund && refundCheck.state !== 'valid') blockers.push('Enter a valid refund address.');
  if (routeComplete && !manualAllowed && !walletAvailable)
    blockers.push('This network needs a wallet deposit.');
  if (routeComplete && method === 'wallet' && !walletAddress) blockers.push('Connect your wallet.');
  const ready = blockers.length === 0 && quote.isSuccess && !typing && !quote.isFetching;

  const onAmountChange = (raw: string) => {
    const text = raw.replace(/,/g, '.').replace(/\s/g, '');
    if (!/^\d*\.?\d*$/.test(text)) {
      setAmountHint('Only digits and one decimal point.');
      return;
    }
    const fraction = text.split('.')[1] ?? '';
    const decimals = fromToken?.decimals;
    if (decimals !== undefined && fraction.length > decimals) {
      setAmountHint(
        decimals === 0
          ? `${fromToken?.symbol} has no decimal places.`
          : `${fromToken?.symbol} allows at most ${decimals} decimal places.`,
      );
      return;
    }
    setAmountHint(null);
    setCreateError(null);
    form.setAmount(text);
  };

  const onCreate = async () => {
    if (!ready || !quoteParams || !route || creating.current || destinationCheck.state !== 'valid') return;
    creating.current = true;
    setCreateError(null);
    setNotice(null);
    try {
      // The price may have moved since the quote on screen: ask again before committing.
      const shown = quote.data;
      const fresh = await queryClient.fetchQuery({
        queryKey: apiKeys.quote(client.baseUrl, quoteParams),
        queryFn: ({ signal }) => client.getQuote(quoteParams, { signal }),
        staleTime: 0,
      });
      const shownMin = shown?.quote.min_receive_amount;
      const freshReceive = fresh.quote.receive_amount;
      if (shownMin !== undefined && freshReceive !== undefined && freshReceive < shownMin) {
        setNotice(
          `The quote changed: you would now receive ${amountText(freshReceive, toToken, 'down')} ${toToken?.symbol}. Check it and press the button again.`,
        );
        return;
      }
      const response = await createSwap.mutateAsync({
        ...route,
        amount: quoteParams.amount,
        destination_address: destinationCheck.normalized,
        refund_address: needsRefund && refundCheck.state === 'valid' ? refundCheck.normalized : null,
        source_address: useDepositAddress ? null : walletAddress,
        refuel: form.refuel,
        use_deposit_address: useDepositAddress,
        // Where the network has a depository, a wallet deposit goes through it (approve, then deposit).
        ...(!useDepositAddress && fromNetwork?.metadata?.depository_contract ? { use_depository: true } : {}),
        ...(swapsAssets && form.slippage !== null ? { slippage: form.slippage } : {}),
      });
      addSwap({
        id: response.swap.id,
        createdAt: Date.now(),
        sourceNetwork: route.source_network,
        sourceNetworkName: fromNetwork ? displayName(fromNetwork) : undefined,
        sourceToken: route.source_token,
        destinationNetwork: route.destination_network,
        destinationNetworkName: toNetwork ? displayName(toNetwork) : undefined,
        destinationToken: route.destination_token,
        amount: String(quoteParams.amount),
        destinationAddress: destinationCheck.normalized,
        depositMethod: method,
        status: response.swap.status,
        updatedAt: Date.now(),
      });
      form.resetAfterSwap();
      onCreated(response.swap.id);
    } catch (error) {
      setCreateError(
        placeError(error, {
          token: fromToken?.symbol,
          min: limits.min,
          max: limits.max,
          network: fromNetwork?.display_name,
        }),
      );
    } finally {
      creating.current = false;
    }
  };

  const amountUsd =
    isPositiveAmount(form.amount) && fromToken?.price_in_usd !== undefined
      ? Number(form.amount) * fromToken.price_in_usd
      : undefined;

  return (
    <form
      className="portage-step"
      aria-label="Swap"
      onSubmit={(event) => {
        event.preventDefault();
        void onCreate();
      }}
    >
      <div className="portage-route">
        <RoutePicker
          side="from"
          networks={sources.data}
          loading={sources.isPending}
          value={form.from}
          onChange={(end) => form.setEnd('from', end)}
          narrowedBy={toChosen && toNetwork ? `${toChosen.token} on ${displayName(toNetwork)}` : null}
          onShowAll={() => form.setEnd('to', { network: null, token: null })}
        />
        <button
          type="button"
          className="portage-flip"
          onClick={form.flip}
          disabled={!canFlip}
          aria-label="Swap source and destination"
          title={canFlip ? 'Swap source and destination' : 'The reverse route is not available'}
        >
          ⇅
        </button>
        <RoutePicker
          side="to"
          networks={destinations.data}
          loading={destinations.isPending}
          value={form.to}
          onChange={(end) => form.setEnd('to', end)}
          narrowedBy={fromChosen && fromNetwork ? `${fromChosen.token} on ${displayName(fromNetwork)}` : null}
          onShowAll={() => form.setEnd('from', { network: null, token: null })}
        />
      </div>
      {routeUnreachable || errorAt('route') ? (
        <p className="portage-field-error" role="alert">
          {routeUnreachable ?? errorAt('route')}
        </p>
      ) : null}
      {routeComplete && !manualAllowed && !walletAvailable && fromNetwork ? (
        <p className="portage-callout" role="note">
          Deposits from {displayName(fromNetwork)} must be sent from a connected {displayName(fromNetwork)}{' '}
          wallet: the service does not give deposit addresses on this network. Wallet deposits for{' '}
          {displayName(fromNetwork)} are not available in this version of Portage yet; choose another source
          network.
        </p>
      ) : null}
      {routeComplete && !manualAllowed && walletAvailable && fromNetwork ? (
        <p className="portage-small portage-muted" role="note">
          Deposits from {displayName(fromNetwork)} are sent from your {displayName(fromNetwork)} wallet: the
          service gives no deposit address on this network.
        </p>
      ) : null}

      {routeComplete && walletAvailable && manualAllowed ? (
        <fieldset className="portage-method">
          <legend className="portage-label">Deposit</legend>
          <label>
            <input
              type="radio"
              name="portage-method"
              checked={method === 'wallet'}
              onChange={() => form.setDepositMethod('wallet')}
            />{' '}
            From my wallet
          </label>
          <label>
            <input
              type="radio"
              name="portage-method"
              checked={method === 'manual'}
              onChange={() => form.setDepositMethod('manual')}
            />{' '}
            Send it myself to a deposit address
          </label>
        </fieldset>
      ) : null}
      {method === 'wallet' && fromNetwork && fromToken ? (
        sourceWallet.status === 'ready' ? (
          <WalletPanel
            wallet={sourceWallet.wallet}
            network={fromNetwork}
            token={fromToken}
            onMax={(amount) => onAmountChange(amount)}
          />
        ) : (
          <p className="portage-small portage-muted">Loading wallets…</p>
        )
      ) : null}

      <Field
        id="portage-amount"
        label={`Amount${fromToken ? ` (${fromToken.symbol})` : ''}`}
        error={amountHint ?? errorAt('amount')}
        aside={
          <span className="portage-muted portage-small">
            {amountUsd !== undefined ? formatUsd(amountUsd) : ''}
          </span>
        }
        hint={<LimitsLine tiers={tiers} loading={detailed.isFetching} token={fromToken} limits={limits} />}
      >
        {(describedBy) => (
          <input
            id="portage-amount"
            className="portage-input portage-amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.0"
            value={form.amount}
            onChange={(event) => onAmountChange(event.target.value)}
            aria-describedby={describedBy}
            aria-invalid={Boolean(amountHint ?? errorAt('amount'))}
          />
        )}
      </Field>

      <Field
        id="portage-destination"
        label={`Destination address${toNetwork ? ` on ${displayName(toNetwork)}` : ''}`}
        error={
          (destinationCheck.state === 'invalid' ? destinationCheck.reason : null) ?? errorAt('destination')
        }
      >
        {(describedBy) => (
          <input
            id="portage-destination"
            className="portage-input portage-mono"
            autoComplete="off"
            spellCheck={false}
            placeholder={toNetwork ? `Your ${displayName(toNetwork)} address` : 'Choose a destination first'}
            disabled={!toNetwork}
            value={form.destinationAddress}
            onChange={(event) => {
              setCreateError(null);
              form.setDestinationAddress(event.target.value);
            }}
            aria-describedby={describedBy}
            aria-invalid={destinationCheck.state === 'invalid'}
          />
        )}
      </Field>

      {needsRefund ? (
        <Field
          id="portage-refund"
          label={`Refund address${fromNetwork ? ` on ${displayName(fromNetwork)}` : ''}`}
          hint="This route swaps assets. If the swap cannot complete, your deposit is returned here, in the source token."
          error={(refundCheck.state === 'invalid' ? refundCheck.reason : null) ?? errorAt('refund')}
        >
          {(describedBy) => (
            <input
              id="portage-refund"
              className="portage-input portage-mono"
              autoComplete="off"
              spellCheck={false}
              placeholder={fromNetwork ? `Your ${displayName(fromNetwork)} address` : ''}
              value={form.refundAddress}
              onChange={(event) => form.setRefundAddress(event.target.value)}
              aria-describedby={describedBy}
              aria-invalid={refundCheck.state === 'invalid'}
            />
          )}
        </Field>
      ) : null}

      <div className="portage-options">
        {toToken && toNetwork?.token && toToken.symbol !== toNetwork.token.symbol ? (
          <label className="portage-toggle">
            <input
              type="checkbox"
              checked={form.refuel}
              onChange={(event) => form.setRefuel(event.target.checked)}
            />
            <span>
              Get {toNetwork.token.symbol} for gas on {displayName(toNetwork)}
              {quote.data?.refuel?.amount
                ? ` (${amountText(quote.data.refuel.amount, toNetwork.token, 'down')} ${toNetwork.token.symbol})`
                : ''}
            </span>
          </label>
        ) : null}
        {swapsAssets ? <SlippageSetting value={form.slippage} onChange={form.setSlippage} /> : null}
      </div>

      <QuoteDetails
        data={quoteParams ? quote.data : undefined}
        loading={Boolean(quoteParams) && (quote.isFetching || typing)}
        sourceToken={fromToken}
        destinationToken={toToken}
        refreshIn={refreshIn}
      />

      {notice ? (
        <p className="portage-callout" role="status">
          {notice}
        </p>
      ) : null}
      {errorAt('general') ? (
        <p className="portage-field-error" role="alert">
          {errorAt('general')}
        </p>
      ) : null}

      <button type="submit" className="portage-primary" disabled={!ready || createSwap.isPending}>
        {createSwap.isPending
          ? 'Creating swap…'
          : ready
            ? 'Create swap'
            : (blockers[0] ?? 'Getting a quote…')}
      </button>
    </form>
  );
}

function isPositiveAmount(text: string): boolean {
  if (!/^\d*\.?\d*$/.test(text) || text.replace('.', '') === '') return false;
  return /[1-9]/.test(text);
}

function routeLimits(tiers: readonly DetailedQuoteEntry[]): { min?: string; max?: string } {
  const mins = tiers.map((tier) => tier.min_amount).filter((n): n is number => n !== undefined);
  const maxes = tiers.map((tier) => tier.max_amount).filter((n): n is number => n !== undefined);
  const pick = (values: number[], want: 1 | -1) =>
    values
      .map((n) => numberToDecimalString(n))
      .sort((a, b) => want * compareDecimal(a, b))
      .at(0);
  return { min: pick(mins, 1), max: pick(maxes, -1) };
}

function LimitsLine(props: {
  tiers: readonly DetailedQuoteEntry[];
  loading: boolean;
  token: RouteToken | undefined;
  limits: { min?: string; max?: string };
}) {
  const { tiers, token, limits } = props;
  if (!token) return <span>&nbsp;</span>;
  if (tiers.length === 0)
    return <span className="portage-muted">{props.loading ? 'Loading limits…' : '\u00a0'}</span>;
  const symbol = token.symbol;
  return (
    <div className="portage-limits" data-testid="route-limits">
      <span>
        Min {limits.min ? amountText(Number(limits.min), token, 'up') : '—'} {symbol} · Max{' '}
        {limits.max ? amountText(Number(limits.max), token, 'down') : '—'} {symbol}
      </span>
      <ul className="portage-tiers">
        {tiers.map((tier) => (
          <li key={`${tier.min_amount}-${tier.max_amount}`}>
            {amountText(tier.min_amount, token, 'up')}–{amountText(tier.max_amount, token, 'down')} {symbol}:
            fee {tier.total_percentage_fee ?? 0}% + {amountText(tier.total_fixed_fee_in_source, token, 'up')}{' '}
            {symbol}
          </li>
        ))}
      </ul>
    </div>
  );
}

function SlippageSetting({
  value,
  onChange,
}: {
  value: number | null;
  onChange(value: number | null): void;
}) {
  return (
    <fieldset className="portage-slippage">
      <legend className="portage-label">Slippage</legend>
      <label>
        <input
          type="radio"
          name="portage-slippage"
          checked={value === null}
          onChange={() => onChange(null)}
        />{' '}
        Auto
      </label>
      {SLIPPAGE_CHOICES.map((choice) => (
        <label key={choice}>
          <input
            type="radio"
            name="portage-slippage"
            checked={value === choice}
            onChange={() => onChange(choice)}
          />{' '}
          {(choice * 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%
        </label>
      ))}
    </fieldset>
  );
}
