import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiConfigProvider } from './api/context';
import { useEmbedStore } from './embed/store';
import { I18nProvider, usePartnerStrings } from './i18n';
import { Widget } from './ui/Widget';
import { WalletHost } from './wallets/host';

export function App({ queryClient }: { queryClient: QueryClient }) {
  // The service and key are fixed when the widget loads (a host cannot change them).
  const api = useEmbedStore((state) => state.config.api);
  const lang = useEmbedStore((state) => state.config.lang);
  // The partner's own words, live: a host's config_update changes them without a reload.
  const strings = usePartnerStrings(useEmbedStore((state) => state.config.strings));
  if (!strings.ready) return null;
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider language={lang} overrides={strings.overrides}>
        <ApiConfigProvider config={api}>
          <WalletHost>
            <Widget />
          </WalletHost>
        </ApiConfigProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
