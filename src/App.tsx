import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiConfigProvider } from './api/context';
import { WalletHost } from './chains/wallets';
import { defaultApiConfig } from './config';
import { createQueryClient } from './queryClient';
import { Widget } from './ui/Widget';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ApiConfigProvider config={defaultApiConfig}>
        <WalletHost>
          <Widget />
        </WalletHost>
      </ApiConfigProvider>
    </QueryClientProvider>
  );
}
