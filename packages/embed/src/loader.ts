/**
 * The host-side loader: what a partner's page runs to put Portage in an iframe.
 *
 *   import { mount } from '@portage/embed';          // or <script src=".../embed.js"> → Portage.mount
 *   const portage = mount('#swap', {
 *     src: 'https://portage.example/',
 *     config: { from: 'ETHEREUM_MAINNET', fromAsset: 'ETH', lockFrom: true },
 *     on: { swap_completed: (payload) => console.log('done', payload.swapId) },
 *   });
 *   portage.update({ amount: '0.5' });
 *
 * Also built as a plain script (scripts/build-embed.mjs → the widget's dist/embed.js, an IIFE that
 * sets `window.Portage`), so it must stay tiny: no React, nothing imported but the protocol and
 * the config's serialisation.
 *
 * Trust: a message is handled only when it comes from the widget's origin, from this very iframe's
 * window, and has the Portage shape. Messages to the widget go to the widget's origin, never '*'.
 */
import { type PortageConfig, serializeConfig } from './config';
import {
  EVENT_TYPES,
  isPortageMessage,
  type PortageEvent,
  type PortageEventPayloads,
  type PortageEventType,
  portageMessage,
} from './protocol';

/** One callback per event type, each given that event's payload. */
export type PortageEventHandlers = {
  [K in PortageEventType]?: (payload: PortageEventPayloads[K]) => void;
};

/**
 * Widget parameters as the loader took them before version 1 of this package: any name, scalar
 * values. Prefer `config` (typed); both may be given, `config` wins on the same name.
 */
export type PortageParams = Record<string, string | number | boolean | null | undefined>;

export interface MountOptions {
  /** The widget's address, e.g. 'https://portage.example/'. Its origin is the only one trusted. */
  src: string;
  /** The widget's configuration (the URL parameters: from, to, lockFrom, theme, strings, …). */
  config?: PortageConfig;
  /** Untyped parameters, added to `src`'s query as they are. */
  params?: PortageParams;
  /** Every event the widget posts, whole: switch on `event.type`. */
  onEvent?: (event: PortageEvent) => void;
  /** One callback per event type, given the event's payload. */
  on?: PortageEventHandlers;
  /** The frame is never shorter than this (CSS px). Default 0. */
  minHeight?: number;
  /** The iframe's accessible title. */
  title?: string;
}

export interface PortageHandle {
  iframe: HTMLIFrameElement;
  /**
   * Changes the widget's configuration without reloading it (a `config_update`): the fields given
   * are set, a field given as `null` is unset. Fields fixed at load (apiUrl, apiKey, parentOrigin,
   * swapId) are refused by the widget with a console warning.
   */
  update(config: { [K in keyof PortageConfig]?: PortageConfig[K] | null }): void;
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
  const params = { ...serializeConfig(options.params ?? {}), ...serializeConfig(options.config ?? {}) };
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
    // The envelope is checked above; the payload is the widget's (its origin and frame are checked).
    const message = event.data as unknown as PortageEvent;
    if (message.type === 'ready') {
      // Now the widget listens: what the page changed while it loaded goes to it, as one update.
      ready = true;
      if (waiting) post(waiting);
      waiting = null;
    }
    if (message.type === 'resize') {
      const height = Number(message.payload.height);
      if (Number.isFinite(height) && height >= 0) {
        iframe.style.height = `${Math.max(minHeight, Math.ceil(height))}px`;
      }
    }
    safely(options.onEvent, message);
    safely(options.on?.[message.type] as ((payload: unknown) => void) | undefined, message.payload);
  };

  let destroyed = false;
  // Until the widget says `ready`, the frame may still hold an empty page of another origin, and
  // the browser would drop a message sent to it: updates wait, merged, and go out with `ready`.
  let ready = false;
  let waiting: Record<string, string | null> | null = null;
  const post = (payload: Record<string, string | null>) =>
    iframe.contentWindow?.postMessage(portageMessage('config_update', payload), widgetOrigin);
  window.addEventListener('message', onMessage);
  container.appendChild(iframe);

  return {
    iframe,
    update(config) {
      if (destroyed) return;
      // Values as text (undefined left out); a null kept, meaning "unset".
      const payload: Record<string, string | null> = serializeConfig(config);
      for (const [key, value] of Object.entries(config)) if (value === null) payload[key] = null;
      if (ready) post(payload);
      else waiting = { ...waiting, ...payload };
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      window.removeEventListener('message', onMessage);
      iframe.remove();
    },
  };
}
