import type { Translate } from '../../i18n';
import { displayName } from '../../swap/route';
import type { CreateSwapFlow } from '../../swap/useCreateSwapFlow';
import type { RouteForm } from '../../swap/useRouteForm';
import { type ErrorPlace, type PlacedError, placeError } from '../errors';

/**
 * The route step's service errors, each placed at the field it concerns: the creation's refusal
 * first (worded for the order it was for), then the quote's. Returns the message for a place.
 */
export function routeErrorAt(
  model: RouteForm,
  flow: CreateSwapFlow,
  t: Translate,
): (place: ErrorPlace) => string | null {
  const { fromNetwork, fromToken, toNetwork } = model.lists;
  const quoteError = model.quote.error
    ? placeError(
        model.quote.error,
        {
          token: fromToken?.symbol,
          network: fromNetwork ? displayName(fromNetwork) : undefined,
          destinationNetwork: toNetwork ? displayName(toNetwork) : undefined,
          min: model.quote.limits.min,
          max: model.quote.limits.max,
        },
        t,
      )
    : null;
  const failed = flow.failure?.order;
  const createError: PlacedError | null =
    flow.failure && failed
      ? placeError(
          flow.failure.error,
          {
            token: failed.source.token.symbol,
            min: failed.limits.min,
            max: failed.limits.max,
            network: failed.source.network.display_name,
          },
          t,
        )
      : null;
  return (place) => [createError, quoteError].find((error) => error?.place === place)?.message ?? null;
}
