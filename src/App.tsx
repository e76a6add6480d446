import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiConfigProvider } from './api/context';
import { WalletHost } from './chains/wallets';
import { useEmbedStore } from './embed/store';
import { Widget } from './ui/Widget';

export function App({ queryClient }: { queryClient: QueryClient }) {
  // The service and key are fixed when the widget loads (a host cannot change them).
  const api = useEmbedStore((state) => state.config.api);
  return (
    <QueryClientProvider client={queryClient}>
      <ApiConfigProvider config={api}>
        <WalletHost>
          <Widget />
        </WalletHost>
      </ApiConfigProvider>
    </QueryClientProvider>
  );
}
