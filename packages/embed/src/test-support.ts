/**
 * For the package's tests under happy-dom: frames that load (the widget's page answered locally,
 * never over the network), and messages delivered as the browser would.
 */
import { portageMessage } from './protocol';

export const WIDGET = 'https://portage.example';

/** happy-dom's own controls: here, iframes load, and every request is answered locally. */
interface HappyDomSettings {
  enableIframePageLoading: boolean;
  fetch: { interceptor: unknown };
}

/** Lets frames load an empty widget page; returns the URLs they asked for. */
export function serveWidgetLocally(): string[] {
  const settings = (window as unknown as { happyDOM: { settings: HappyDomSettings } }).happyDOM.settings;
  const requested: string[] = [];
  settings.enableIframePageLoading = true;
  settings.fetch.interceptor = {
    async beforeAsyncRequest({ request, window }: { request: Request; window: typeof globalThis }) {
      requested.push(request.url);
      return new window.Response('<!doctype html><title>widget</title>', {
        headers: { 'Content-Type': 'text/html' },
      });
    },
  };
  return requested;
}

/** A message arriving at the host page, as the browser would deliver it. */
export function deliver(data: unknown, origin: string, source: unknown) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
}

/** A message from a widget frame itself. */
export function fromFrame(iframe: HTMLIFrameElement, type: string, payload: Record<string, unknown> = {}) {
  deliver(portageMessage(type, payload), WIDGET, iframe.contentWindow);
}
