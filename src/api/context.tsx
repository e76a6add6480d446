import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type ApiClient, createApiClient } from './client';

export interface ApiConfig {
  baseUrl: string;
  apiKey: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

interface ApiContextValue {
  config: ApiConfig;
  client: ApiClient;
}

const ApiContext = createContext<ApiContextValue | null>(null);

/** Holds the service's base URL and API key; every API hook reads its client from here. */
export function ApiConfigProvider({ config, children }: { config: ApiConfig; children: ReactNode }) {
  const { baseUrl, apiKey, fetch, timeoutMs } = config;
  const value = useMemo(() => {
    const stable: ApiConfig = { baseUrl, apiKey, fetch, timeoutMs };
    return { config: stable, client: createApiClient(stable) };
  }, [baseUrl, apiKey, fetch, timeoutMs]);
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>;
}

function useApiContext(): ApiContextValue {
  const value = useContext(ApiContext);
  if (!value) throw new Error('Portage API hooks must be used inside <ApiConfigProvider>.');
  return value;
}

export function useApiConfig(): ApiConfig {
  return useApiContext().config;
}

export function useApiClient(): ApiClient {
  return useApiContext().client;
}
