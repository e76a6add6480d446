/**
 * The host-side loader: what a partner's page runs to put Portage in an iframe.
 *
 *   <script src="https://portage.example/embed.js"></script>
 *   <script>
 *     const portage = Portage.mount('#swap', {
 *       src: 'https://portage.example/',
 *       params: { from: 'ETHEREUM_MAINNET', fromAsset: 'ETH', lockFrom: true },
 *       on: { swap_completed: (payload) => console.log('done', payload.swapId) },
 *     });
 *   </script>
 *
 * Built on its own (vite.loader.config.ts → dist/embed.js, an IIFE that sets `window.Portage`), so
 * it must stay tiny: no React, nothing imported but the shared protocol.
 *
 * Trust: a message is handled only when it comes from the widget's origin, from this very iframe's
 * window, and has the Portage shape. Messages to the widget go to the widget's origin, never '*'.
 */
import {
  EVENT_TYPES,
  isPortageMessage,
  type PortageEventType,
  type PortageMessage,
  portageMessage,
} from './protocol';

export type PortageParams = Record<string, string | number | boolean | null | undefined>;

export interface MountOptions {
  /** The widget's address, e.g. 'https://portage.example/'. Its origin is the only one trusted. */
  src: string;
  /** Widget URL parameters (from, to, lockFrom, theme, …), added to `src`'s query. */
  params?: PortageParams;
  /** Every event the widget posts, whole. */
  onEvent?: (message: PortageMessage<PortageEventType>) => void;
  /** One callback per event type, given the event's payload. */
  on?: Partial<Record<PortageEventType, (payload: Record<string, unknown>) => void>>;
  /** The frame is never shorter than this (CSS px). Default 0. */
  minHeight?: number;
  /** The iframe's accessible title. */
  title?: string;
}

export interface PortageHandle {
  iframe: HTMLIFrameElement;
  /** Changes the widget's configuration (same keys as `params`) without reloading it. */
  update(config: PortageParams): void;
  /** Removes the iframe and stops listening. Safe to call more than once. */
  destroy(): void;
}

/**
 * Permissions the widget's origin gets (a feature without an allowlist means the iframe's own
 * origin): only what a shipped path uses. `clipboard-write`: the copy buttons (deposit address,
 * amount, swap ID). Nothing else: the widget never reads the clipboard; its wallets are browser
 * extensions, TonConnect and WalletConnect (a hardware wallet signs through its extension or app,
 * which holds the device), so no code of the widget calls WebHID, WebUSB, Web Serial or WebAuthn,
 * and a partner's page should not lend a framed page access to devices or passkeys it never needs.
 */
const IFRAME_ALLOW = 'clipboard-write';

/**
 * Scripts and storage of its own origin (wallets need both), popups that behave like normal tabs
 * (wallet connection windows, explorer links), forms; the host page may be navigated only from a
 * click inside the widget, never by the widget on its own.
 */
const IFRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-forms allow-top-navigation-by-user-activation';

/** The frame's height before the widget first says how tall its content is. */
const INITIAL_HEIGHT = 600;

/** URL parameters and config_update payloads are strings; null and undefined are left out. */
function toStrings(params: PortageParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(params)) {
    const value = params[key];
    if (value !== null && value !== undefined) out[key] = String(value);
  }
  return out;
}

/** Runs a partner's callback; one that throws is reported and does not stop the others. */
function safely(callback: ((arg: never) => void) | undefined, arg: unknown): void {
  if (!callback) return;
  try {
    (callback as (arg: unknown) => void)(arg);
  } catch (error) {
    console.error('Portage: an event callback threw', error);
  }
}

export function mount(element: HTMLElement | string, options: MountOptions): PortageHandle {
  const container = typeof element === 'string' ? document.querySelector<HTMLElement>(element) : element;
  if (!container) throw new Error(`Portage: no element matches ${String(element)}`);

  const url = new URL(options.src, location.href);
  const params = toStrings(options.params ?? {});
  // Events go only to the origins the widget is told about: by default, this page's own.
  if (!('parentOrigin' in params)) params.parentOrigin = location.origin;
  for (const key of Object.keys(params)) url.searchParams.set(key, params[key] as string);
  const widgetOrigin = url.origin;
  const minHeight = Math.max(0, options.minHeight ?? 0);

  const iframe = document.createElement('iframe');
  iframe.src = url.href;
  iframe.title = options.title ?? 'Portage swap';
  iframe.setAttribute('allow', IFRAME_ALLOW);
  iframe.setAttribute('sandbox', IFRAME_SANDBOX);
  iframe.style.cssText = `border:0;width:100%;display:block;height:${Math.max(minHeight, INITIAL_HEIGHT)}px`;

  const onMessage = (event: MessageEvent) => {
    if (
      event.origin !== widgetOrigin ||
      !iframe.contentWindow ||
      event.source !== iframe.contentWindow ||
      !isPortageMessage(event.data, EVENT_TYPES)
    ) {
      return;
    }
    const message = event.data;
    if (message.type === 'resize') {
      const height = Number(message.payload.height);
      if (Number.isFinite(height) && height >= 0) {
        iframe.style.height = `${Math.max(minHeight, Math.ceil(height))}px`;
      }
    }
    safely(options.onEvent, message);
    safely(options.on?.[message.type], message.payload);
  };

  let destroyed = false;
  window.addEventListener('message', onMessage);
  container.appendChild(iframe);

  return {
    iframe,
    update(config) {
      if (destroyed) return;
      iframe.contentWindow?.postMessage(portageMessage('config_update', toStrings(config)), widgetOrigin);
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      window.removeEventListener('message', onMessage);
      iframe.remove();
    },
  };
}
