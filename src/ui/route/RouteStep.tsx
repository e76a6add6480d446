import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { isApiError } from '../../api/client';
import { useApiClient } from '../../api/context';
import { useCreateSwap, useDestinations, useDetailedQuote, useQuote, useSources } from '../../api/hooks';
import { apiKeys } from '../../api/keys';
import type { DetailedQuoteEntry, QuoteParams, RouteToken } from '../../api/types';
import { useEmbedStore } from '../../embed/store';
import { rich, type Translate, useLocale, useT } from '../../i18n';
import {
  AmountError,
  type AmountErrorCode,
  compareDecimal,
  numberToDecimalString,
  parseUnits,
} from '../../lib/amount';
import { amountText, formatPercent, formatUsd } from '../../lib/format';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useNow } from '../../lib/useNow';
import { destinationsParamsFor, sourcesParamsFor, useFormStore } from '../../state/form';
import { useSwapsStore } from '../../state/swaps';
import { expectedFromChoice } from '../../swap/expected';
import { useFamilyWallet } from '../../wallets/host';
import { Field } from '../components/Field';
import { type PlacedError, placeError } from '../errors';
import { allowedNetworks, displayName, findNetwork, findToken } from '../routes';
import { useAddressCheck } from '../useAddressCheck';
import { QuoteDetails } from './QuoteDetails';
import { RoutePicker } from './RoutePicker';
import { WalletPanel } from './WalletPanel';

const QUOTE_DEBOUNCE_MS = 500;
const QUOTE_REFRESH_MS = 15_000;
/** Sources that the service never gives a deposit address (spec §4.2 rule 1). */
const WALLET_ONLY_FAMILIES = new Set(['starknet', 'paradex', 'ton']);
const SLIPPAGE_CHOICES = [0.001, 0.005, 0.01, 0.03];
/** After this long without an answer, the create button says the service is slow. */
export const CREATE_SLOW_MS = 8_000;

/** `deposit_methods` is spelled `deposit_address` by one service and `DepositAddress` by another. */
function acceptsDepositAddress(methods: readonly string[] | undefined): boolean {
  if (!methods || methods.length === 0) return true;
  return methods.some((method) => method.replace(/_/g, '').toLowerCase() === 'depositaddress');
}

export function RouteStep({ onCreated }: { onCreated(id: string): void }) {
  const form = useFormStore();
  const t = useT();
  const locale = useLocale();
  const embed = useEmbedStore((state) => state.config);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const addSwap = useSwapsStore((state) => state.add);
  const createSwap = useCreateSwap();
  const creating = useRef(false);
  const [createError, setCreateError] = useState<PlacedError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [amountHint, setAmountHint] = useState<string | null>(null);
  // The creation was sent but no answer came back (timeout, dropped connection).
  const [createLost, setCreateLost] = useState(false);
  const [createSlow, setCreateSlow] = useState(false);
  // Only while the request is really out (not paused offline, where the banner says why).
  const createWaiting = createSwap.isPending && !createSwap.isPaused;
  useEffect(() => {
    setCreateSlow(false);
    if (!createWaiting) return;
    const timer = setTimeout(() => setCreateSlow(true), CREATE_SLOW_MS);
    return () => clearTimeout(timer);
  }, [createWaiting]);

  const fromChosen = form.from.network && form.from.token ? form.from : null;
  const toChosen = form.to.network && form.to.token ? form.to : null;
  const sourcesQuery = useSources(sourcesParamsFor(form.to));
  const destinationsQuery = useDestinations(destinationsParamsFor(form.from));
  // A partner's `families` limits both sides to those chain families.
  const sources = useMemo(
    () => allowedNetworks(sourcesQuery.data, embed.families),
    [sourcesQuery.data, embed.families],
  );
  const destinations = useMemo(
    () => allowedNetworks(destinationsQuery.data, embed.families),
    [destinationsQuery.data, embed.families],
  );
  const fromNetwork = findNetwork(sources, form.from.network);
  const fromToken = findToken(fromNetwork, form.from.token);
  const toNetwork = findNetwork(destinations, form.to.network);
  const toToken = findToken(toNetwork, form.to.token);
  const routeComplete = Boolean(fromNetwork && fromToken && toNetwork && toToken);
  const routeUnreachable =
    fromChosen && toChosen && sources && destinations && !routeComplete
      ? t('route.unreachable', {
          sourceToken: form.from.token ?? '',
          sourceNetwork: fromNetwork ? displayName(fromNetwork) : (form.from.network ?? ''),
          destinationToken: form.to.token ?? '',
          destinationNetwork: toNetwork ? displayName(toNetwork) : (form.to.network ?? ''),
        })
      : null;

  // What this site fixed: a locked or hidden side is not changed here, and nothing that would
  // change it (flip, "Show all") is offered.
  const lockFrom = { network: embed.from.lockNetwork, token: embed.from.lockToken };
  const lockTo = { network: embed.to.lockNetwork, token: embed.to.lockToken };
  const anyLock = lockFrom.network || lockFrom.token || lockTo.network || lockTo.token;
  // A fixed network the service does not offer (checked on the unnarrowed list) is said, not hidden.
  const fixedMissing = (['from', 'to'] as const).find((side) => {
    const preset = embed[side];
    const list = side === 'from' ? (toChosen ? undefined : sources) : fromChosen ? undefined : destinations;
    return preset.lockNetwork && preset.network && list && !findNetwork(list, preset.network);
  });
  const fixedMissingText = fixedMissing
    ? t(fixedMissing === 'from' ? 'route.fixedMissingFrom' : 'route.fixedMissingTo', {
        network: embed[fixedMissing].network ?? '',
      })
    : null;

  // The reverse route exists when the current destination can send to the current source.
  const reverse = useDestinations(anyLock ? {} : destinationsParamsFor(form.to));
  const canFlip =
    !anyLock &&
    Boolean(fromChosen && toChosen) &&
    Boolean(
      findToken(
        findNetwork(allowedNetworks(reverse.data, embed.families), form.from.network),
        form.from.token,
      ),
    );

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
  const amountReady = isPositiveAmount(debouncedAmount) && amountProblem(debouncedAmount, fromToken) === null;
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
  const counting = Boolean(quote.data && !typing && quoteParams);
  // The clock runs only while a quote counts down to its refresh.
  const now = useNow(counting ? 1000 : null);
  const refreshIn = counting
    ? Math.max(0, Math.ceil((quote.dataUpdatedAt + QUOTE_REFRESH_MS - now) / 1000))
    : null;
  const quoteError =
    quote.isError && quoteParams
      ? placeError(
          quote.error,
          {
            token: fromToken?.symbol,
            network: fromNetwork ? displayName(fromNetwork) : undefined,
            destinationNetwork: toNetwork ? displayName(toNetwork) : undefined,
            min: limits.min,
            max: limits.max,
          },
          t,
        )
      : null;

  const destinationCheck = useAddressCheck(toNetwork?.type, form.destinationAddress, toNetwork?.name);
  // An address this site filled in is shown for the person to confirm before the swap is made.
  const presetAddress =
    embed.destinationAddress !== undefined && form.destinationAddress === embed.destinationAddress
      ? embed.destinationAddress
      : null;
  const [confirmedAddress, setConfirmedAddress] = useState<string | null>(null);
  const addressConfirmed = presetAddress === null || confirmedAddress === presetAddress;
  // The amount held (typed, a partner's preset, or kept while the token changed) checked for the
  // chosen token by the shared exact parser: too many decimals, too large for the token.
  const heldProblem = amountProblem(form.amount, fromToken);
  const amountInvalid = heldProblem !== null && heldProblem !== 'EMPTY';
  const amountInvalidText = amountInvalid ? amountProblemText(heldProblem, fromToken, t) : null;
  const needsRefund = swapsAssets || (quote.data?.quote.path?.length ?? 0) > 1;
  const refundCheck = useAddressCheck(
    needsRefund ? fromNetwork?.type : undefined,
    form.refundAddress,
    fromNetwork?.name,
  );
  const errorAt = (place: PlacedError['place']) =>
    [createError, quoteError].find((error) => error?.place === place)?.message ?? null;

  const blockers: string[] = [];
  if (!routeComplete) blockers.push(t('route.blockRoute'));
  else if (amountInvalid) blockers.push(t('route.blockAmountInvalid'));
  else if (!amountReady) blockers.push(t('route.blockAmount'));
  if (destinationCheck.state !== 'valid') blockers.push(t('route.blockDestination'));
  else if (!addressConfirmed) blockers.push(t('route.blockConfirmAddress'));
  if (needsRefund && refundCheck.state !== 'valid') blockers.push(t('route.blockRefund'));
  if (routeComplete && !manualAllowed && !walletAvailable) blockers.push(t('route.blockWalletOnly'));
  if (routeComplete && method === 'wallet' && !walletAddress) blockers.push(t('route.blockConnect'));
  const ready = blockers.length === 0 && quote.isSuccess && !typing && !quote.isFetching;

  const onAmountChange = (raw: string) => {
    const text = raw.replace(/,/g, '.').replace(/\s/g, '');
    const problem = amountProblem(text, fromToken);
    // What can never become an amount of this token is not let in (the field keeps what it had)
    // and said; an amount too large for the token stays visible, said, and blocks the swap.
    if (problem !== null && problem !== 'EMPTY' && problem !== 'TOO_LARGE') {
      setAmountHint(amountProblemText(problem, fromToken, t));
      return;
    }
    setAmountHint(null);
    setCreateError(null);
    form.setAmount(text);
  };

  const onCreate = async () => {
    if (!ready || !quoteParams || !route || creating.current || destinationCheck.state !== 'valid') return;
    if (!addressConfirmed) return;
    creating.current = true;
    setCreateError(null);
    setCreateLost(false);
    setNotice(null);
    // Set once the creation is sent: from then on, no answer may mean a swap made without one.
    let sent = false;
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
          t('route.quoteChanged', {
            amount: amountText(freshReceive, toToken, 'down', locale),
            token: toToken?.symbol ?? '',
          }),
        );
        return;
      }
      sent = true;
      // One request per press, never retried (useCreateSwap): a retry could make a second swap.
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
        ...(embed.externalId ? { reference_id: embed.externalId } : {}),
      });
      addSwap({
        id: response.swap.id,
        // What the person chose, before the service answered: every deposit is checked against it.
        ...(fromNetwork && fromToken && toNetwork
          ? {
              expected: expectedFromChoice({
                network: fromNetwork,
                token: fromToken,
                amount: String(quoteParams.amount),
                destination: { network: toNetwork.name, address: destinationCheck.normalized },
              }),
            }
          : {}),
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
        ...(embed.externalId ? { referenceId: embed.externalId } : {}),
        status: response.swap.status,
        updatedAt: Date.now(),
      });
      form.resetAfterSwap();
      onCreated(response.swap.id);
    } catch (error) {
      if (sent && answerLost(error)) {
        // The form keeps every field: pressing Create again makes one new swap.
        setCreateLost(true);
        return;
      }
      setCreateError(
        placeError(
          error,
          {
            token: fromToken?.symbol,
            min: limits.min,
            max: limits.max,
            network: fromNetwork?.display_name,
          },
          t,
        ),
      );
    } finally {
      creating.current = false;
    }
  };

  const amountUsd =
    isPositiveAmount(form.amount) && !amountInvalid && fromToken?.price_in_usd !== undefined
      ? Number(form.amount) * fromToken.price_in_usd
      : undefined;

  return (
    <form
      className="portage-step"
      aria-label={t('route.formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        void onCreate();
      }}
    >
      <div className="portage-route">
        {embed.from.hidden ? null : (
          <RoutePicker
            side="from"
            networks={sources}
            loading={sourcesQuery.isPending}
            value={form.from}
            lock={lockFrom}
            onChange={(end) => form.setEnd('from', end)}
            narrowedBy={
              toChosen && toNetwork
                ? t('route.tokenOnNetwork', { token: toChosen.token ?? '', network: displayName(toNetwork) })
                : null
            }
            onShowAll={
              lockTo.network || lockTo.token ? null : () => form.setEnd('to', { network: null, token: null })
            }
          />
        )}
        {embed.from.hidden || embed.to.hidden ? null : (
          <button
            type="button"
            className="portage-flip"
            onClick={form.flip}
            disabled={!canFlip}
            aria-label={t('route.flip')}
            title={anyLock ? t('route.siteSetRoute') : canFlip ? t('route.flip') : t('route.flipUnavailable')}
          >
            ⇅
          </button>
        )}
        {embed.to.hidden ? null : (
          <RoutePicker
            side="to"
            networks={destinations}
            loading={destinationsQuery.isPending}
            value={form.to}
            lock={lockTo}
            onChange={(end) => form.setEnd('to', end)}
            narrowedBy={
              fromChosen && fromNetwork
                ? t('route.tokenOnNetwork', {
                    token: fromChosen.token ?? '',
                    network: displayName(fromNetwork),
                  })
                : null
            }
            onShowAll={
              lockFrom.network || lockFrom.token
                ? null
                : () => form.setEnd('from', { network: null, token: null })
            }
          />
        )}
      </div>
      {fixedMissingText || routeUnreachable || errorAt('route') ? (
        <p className="portage-field-error" role="alert">
          {fixedMissingText ?? routeUnreachable ?? errorAt('route')}
        </p>
      ) : null}
      {routeComplete && !manualAllowed && !walletAvailable && fromNetwork ? (
        <p className="portage-callout" role="note">
          {t('route.walletOnlyUnavailable', { network: displayName(fromNetwork) })}
        </p>
      ) : null}
      {routeComplete && !manualAllowed && walletAvailable && fromNetwork ? (
        <p className="portage-small portage-muted" role="note">
          {t('route.walletOnlyNote', { network: displayName(fromNetwork) })}
        </p>
      ) : null}

      {routeComplete && walletAvailable && manualAllowed ? (
        <fieldset className="portage-method">
          <legend className="portage-label">{t('route.depositLegend')}</legend>
          <label>
            <input
              type="radio"
              name="portage-method"
              checked={method === 'wallet'}
              onChange={() => form.setDepositMethod('wallet')}
            />{' '}
            {t('route.fromMyWallet')}
          </label>
          <label>
            <input
              type="radio"
              name="portage-method"
              checked={method === 'manual'}
              onChange={() => form.setDepositMethod('manual')}
            />{' '}
            {t('route.sendMyself')}
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
          <p className="portage-small portage-muted">{t('route.loadingWallets')}</p>
        )
      ) : null}

      <Field
        id="portage-amount"
        label={fromToken ? t('route.amountOf', { token: fromToken.symbol }) : t('route.amount')}
        error={amountHint ?? amountInvalidText ?? errorAt('amount')}
        aside={
          <span className="portage-muted portage-small">
            {amountUsd !== undefined ? formatUsd(amountUsd, locale) : ''}
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
            placeholder={t('route.amountPlaceholder')}
            value={form.amount}
            onChange={(event) => onAmountChange(event.target.value)}
            aria-describedby={describedBy}
            aria-invalid={Boolean(amountHint ?? amountInvalidText ?? errorAt('amount'))}
          />
        )}
      </Field>

      {embed.hideAddress ? (
        destinationCheck.state === 'invalid' || errorAt('destination') ? (
          <p className="portage-field-error" role="alert">
            {destinationCheck.state === 'invalid' ? destinationCheck.reason : errorAt('destination')}
          </p>
        ) : null
      ) : (
        <Field
          id="portage-destination"
          label={
            toNetwork ? t('route.destinationOn', { network: displayName(toNetwork) }) : t('route.destination')
          }
          hint={embed.lockAddress ? t('route.setBySite') : undefined}
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
              placeholder={
                toNetwork
                  ? t('route.yourAddress', { network: displayName(toNetwork) })
                  : t('route.chooseDestinationFirst')
              }
              disabled={!toNetwork}
              readOnly={embed.lockAddress}
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
      )}

      {needsRefund ? (
        <Field
          id="portage-refund"
          label={fromNetwork ? t('route.refundOn', { network: displayName(fromNetwork) }) : t('route.refund')}
          hint={t('route.refundHint')}
          error={(refundCheck.state === 'invalid' ? refundCheck.reason : null) ?? errorAt('refund')}
        >
          {(describedBy) => (
            <input
              id="portage-refund"
              className="portage-input portage-mono"
              autoComplete="off"
              spellCheck={false}
              placeholder={fromNetwork ? t('route.yourAddress', { network: displayName(fromNetwork) }) : ''}
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
              {quote.data?.refuel?.amount
                ? t('route.refuelAmount', {
                    token: toNetwork.token.symbol,
                    network: displayName(toNetwork),
                    amount: amountText(quote.data.refuel.amount, toNetwork.token, 'down', locale),
                  })
                : t('route.refuel', { token: toNetwork.token.symbol, network: displayName(toNetwork) })}
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

      {presetAddress !== null && destinationCheck.state === 'valid' && toNetwork ? (
        <label className="portage-confirm-address">
          <input
            type="checkbox"
            checked={addressConfirmed}
            onChange={(event) => setConfirmedAddress(event.target.checked ? presetAddress : null)}
          />
          <span>
            {rich(t('route.confirmPreset', { network: displayName(toNetwork) }), {
              address: (
                <strong className="portage-mono" data-testid="preset-destination">
                  {presetAddress}
                </strong>
              ),
            })}
          </span>
        </label>
      ) : null}

      {notice ? (
        <p className="portage-callout" role="status">
          {notice}
        </p>
      ) : null}
      {createLost ? (
        <p className="portage-field-error" role="alert" data-testid="create-lost">
          {t('route.createLost', { button: t('route.create') })}
        </p>
      ) : null}
      {errorAt('general') ? (
        <p className="portage-field-error" role="alert">
          {errorAt('general')}
        </p>
      ) : null}

      <button type="submit" className="portage-primary" disabled={!ready || createSwap.isPending}>
        {createSwap.isPending
          ? createSlow
            ? t('route.creatingSlow')
            : t('route.creating')
          : ready
            ? t('route.create')
            : (blockers[0] ?? t('route.gettingQuote'))}
      </button>
    </form>
  );
}

/** Why the typed amount has too many decimals for the token. */
function decimalsText(t: Translate, symbol: string, decimals: number): string {
  return decimals === 0
    ? t('route.noDecimals', { token: symbol })
    : t('route.tooManyDecimals', { token: symbol, count: decimals });
}

/**
 * What is wrong with an amount for `token`, by the shared exact parser (`parseUnits`: the token's
 * decimals, at most a uint256 of base units), or null when it is a plain non-negative amount.
 * `EMPTY` for nothing yet (also a lone "." being typed). A sign or an exponent is named even while
 * unfinished ("-", "1e"), so the person learns why the key did nothing. Without a token (or with
 * decimals the service got wrong) only the form of the number is checked.
 */
export function amountProblem(
  text: string,
  token: { symbol: string; decimals?: number | undefined } | undefined,
): AmountErrorCode | null {
  if (text === '' || text === '.') return 'EMPTY';
  if (text.startsWith('-')) return 'NEGATIVE';
  if (/^(?:\d+\.?\d*|\.\d+)[eE][+-]?\d*$/.test(text)) return 'EXPONENT';
  const decimals = token?.decimals;
  const known = decimals !== undefined && Number.isInteger(decimals) && decimals >= 0 && decimals <= 255;
  try {
    if (known) parseUnits(text, decimals, { symbol: token?.symbol });
    else
      parseUnits(text, (text.split('.')[1] ?? '').length, { maxDigits: Number.POSITIVE_INFINITY, max: null });
    return null;
  } catch (error) {
    if (error instanceof AmountError) return error.code;
    throw error;
  }
}

/** The sentence for an amount problem (null for an empty field: the button asks for one). */
export function amountProblemText(
  problem: AmountErrorCode,
  token: { symbol: string; decimals?: number | undefined } | undefined,
  t: Translate,
): string | null {
  const symbol = token?.symbol ?? '';
  switch (problem) {
    case 'EMPTY':
      return null;
    case 'NEGATIVE':
      return t('route.amountNegative');
    case 'EXPONENT':
      return t('route.amountExponent');
    case 'TOO_MANY_DECIMALS':
      return decimalsText(t, symbol, token?.decimals ?? 0);
    case 'TOO_LARGE':
      return t('route.amountTooLarge', { token: symbol });
    default:
      return t('route.onlyDigits');
  }
}

/**
 * Whether a failed creation may still have made a swap at the service: the request went out and no
 * answer came back (the time limit passed, or the connection dropped or a gateway gave up).
 */
function answerLost(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === 'TIMEOUT' || error.code === 'NETWORK_ERROR') return true;
  return (
    (error.code === 'HTTP_ERROR' || error.code === 'NON_JSON_RESPONSE') && [502, 504].includes(error.status)
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
  const t = useT();
  const locale = useLocale();
  if (!token) return <span>&nbsp;</span>;
  if (tiers.length === 0)
    return <span className="portage-muted">{props.loading ? t('route.loadingLimits') : '\u00a0'}</span>;
  const symbol = token.symbol;
  return (
    <div className="portage-limits" data-testid="route-limits">
      <span>
        {t('route.limits', {
          min: limits.min ? amountText(Number(limits.min), token, 'up', locale) : '—',
          max: limits.max ? amountText(Number(limits.max), token, 'down', locale) : '—',
          token: symbol,
        })}
      </span>
      <ul className="portage-tiers">
        {tiers.map((tier) => (
          <li key={`${tier.min_amount}-${tier.max_amount}`}>
            {t('route.tier', {
              min: amountText(tier.min_amount, token, 'up', locale),
              max: amountText(tier.max_amount, token, 'down', locale),
              token: symbol,
              // The service gives the percentage (0.1 means 0.1 %).
              percent: formatPercent((tier.total_percentage_fee ?? 0) / 100, locale),
              fixed: amountText(tier.total_fixed_fee_in_source, token, 'up', locale),
            })}
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
  const t = useT();
  const locale = useLocale();
  return (
    <fieldset className="portage-slippage">
      <legend className="portage-label">{t('route.slippage')}</legend>
      <label>
        <input
          type="radio"
          name="portage-slippage"
          checked={value === null}
          onChange={() => onChange(null)}
        />{' '}
        {t('route.slippageAuto')}
      </label>
      {SLIPPAGE_CHOICES.map((choice) => (
        <label key={choice}>
          <input
            type="radio"
            name="portage-slippage"
            checked={value === choice}
            onChange={() => onChange(choice)}
          />{' '}
          {formatPercent(choice, locale)}
        </label>
      ))}
    </fieldset>
  );
}
