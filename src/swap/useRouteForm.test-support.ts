/**
 * For the route step's hook tests: a wrapper that gives hooks a query client and a service
 * answered by a fake fetch (`api/test-support.ts`). Never imported by the app.
 */
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { ApiConfigProvider } from '../api/context';
import { jsonResponse } from '../api/test-support';

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
