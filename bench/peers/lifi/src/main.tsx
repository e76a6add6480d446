// The LI.FI widget as its README's "Getting started" shows it (the basic app with Ethereum
// support), mounted as a whole page the way a partner would. Nothing is added: the same config,
// the integrator name LI.FI asks every integration to set, and a React root around it. One
// change: the README types the config as `WidgetConfig`, which requires `integrator` and so does
// not compile; the `config` prop takes `Partial<WidgetConfig>` (the integrator is the prop).
import { LiFiWidget, type WidgetConfig } from '@lifi/widget';
import { EthereumProvider } from '@lifi/widget-provider-ethereum';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const widgetConfig: Partial<WidgetConfig> = {
  providers: [EthereumProvider()],
  theme: {
    container: {
      border: '1px solid rgb(234, 234, 234)',
      borderRadius: '16px',
    },
  },
};

const WidgetPage = () => <LiFiWidget integrator="portage-bench" config={widgetConfig} />;

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
createRoot(root).render(
  <StrictMode>
    <WidgetPage />
  </StrictMode>,
);
