/**
 * For the route step's hook tests: a wrapper that gives hooks a query client and a service
 * answered by a fake fetch (`api/test-support.ts`). Never imported by the app.
 */
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { ApiConfigProvider } from '../api/context';
import { createFakeFetch, envelope, jsonResponse } from '../api/test-support';
import { useFormStore } from '../state/form';

export const TEST_SERVICE = 'http://svc.test';

export function serviceWrapper(queryClient: QueryClient, fetch: typeof globalThis.fetch) {
  return ({ children }: { children: ReactNode }) =>
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(ApiConfigProvider, { config: { baseUrl: TEST_SERVICE, apiKey: 'k', fetch }, children }),
    );
}

/** The service's answer to a path the test does not serve. */
export function notFound(): Response {
  return jsonResponse({ data: null, error: { code: 'NOT_FOUND', message: 'no' } }, { status: 404 });
}

/** Every fact that lets Create be pressed (`createBlockers` gives none): a test changes one. */
export const READY_FACTS = {
  routeComplete: true,
  amountInvalid: false,
  amountReady: true,
  destinationValid: true,
  addressConfirmed: true,
  needsRefund: true,
  refundValid: true,
  manualAllowed: true,
  walletAvailable: true,
  method: 'manual' as const,
  walletConnected: false,
};

/** A service that lists `networks` on both sides and quotes any amount from 0.001 to 10. */
export function quotingService(networks: readonly unknown[]) {
  return createFakeFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/v2/sources' || path === '/api/v2/destinations')
      return jsonResponse(envelope(networks));
    if (path === '/api/v2/detailed_quote')
      return jsonResponse(envelope([{ min_amount: 0.001, max_amount: 10 }]));
    if (path === '/api/v2/quote')
      return jsonResponse(envelope({ quote: { receive_amount: 0.49, min_receive_amount: 0.48 } }));
    return notFound();
  });
}

/** The form on Ethereum's ETH → Arbitrum One's `toToken`, 0.5 to send by hand, with these addresses. */
export function chooseEthereumToArbitrum(toToken: string, destinationAddress: string, refundAddress = '') {
  useFormStore.setState({
    from: { network: 'ETHEREUM_MAINNET', token: 'ETH' },
    to: { network: 'ARBITRUM_MAINNET', token: toToken },
    amount: '0.5',
    destinationAddress,
    refundAddress,
    slippage: null,
    refuel: false,
    depositMethod: 'manual',
  });
}
