/**
 * Query keys for every endpoint, from one factory. Each key starts with the service's base URL, so
 * a widget re-pointed at another service (a host's `config_update`) never reads the other's cache.
 */
import type {
  DestinationsParams,
  DetailedQuoteParams,
  NetworksParams,
  QuoteParams,
  SourcesParams,
} from './types';

export const apiKeys = {
  all: (scope: string) => ['portage', scope] as const,
  health: (scope: string) => [...apiKeys.all(scope), 'health'] as const,
  networks: (scope: string, params: NetworksParams = {}) =>
    [...apiKeys.all(scope), 'networks', params] as const,
  sources: (scope: string, params: SourcesParams = {}) => [...apiKeys.all(scope), 'sources', params] as const,
  destinations: (scope: string, params: DestinationsParams = {}) =>
    [...apiKeys.all(scope), 'destinations', params] as const,
  quote: (scope: string, params: QuoteParams) => [...apiKeys.all(scope), 'quote', params] as const,
  detailedQuote: (scope: string, params: DetailedQuoteParams) =>
    [...apiKeys.all(scope), 'detailed_quote', params] as const,
  swaps: (scope: string) => [...apiKeys.all(scope), 'swap'] as const,
  swap: (scope: string, id: string, excludeDepositActions = false) =>
    [...apiKeys.swaps(scope), id, { excludeDepositActions }] as const,
};
