import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiConfigProvider } from './api/context';
import { defaultApiConfig } from './config';
import { createQueryClient } from './queryClient';
import { RouteOverview } from './ui/RouteOverview';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ApiConfigProvider config={defaultApiConfig}>
        <main className="portage">
          <header className="portage-header">
            <img src="/portage.svg" alt="" width="28" height="28" />
            <h1>Portage</h1>
          </header>
          <RouteOverview />
        </main>
      </ApiConfigProvider>
    </QueryClientProvider>
  );
}
