// The getting-started page of @layerswap/widget's README, as a partner would put it on a page of
// its own: the provider around the swap form, with no configuration. The README's snippet shows
// no stylesheet, but every example it points to imports the package's CSS, so this page does too.
import { LayerswapProvider, Swap } from '@layerswap/widget';
import '@layerswap/widget/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

export const WidgetPage = () => {
  return (
    <LayerswapProvider>
      <Swap />
    </LayerswapProvider>
  );
};

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
createRoot(root).render(
  <StrictMode>
    <WidgetPage />
  </StrictMode>,
);
