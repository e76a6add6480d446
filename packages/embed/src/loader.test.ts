// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount, type PortageHandle } from './loader';
import { portageMessage } from './protocol';
import { deliver, fromFrame, serveWidgetLocally, WIDGET } from './test-support';

let requested: string[] = [];
let handles: PortageHandle[] = [];

beforeEach(() => {
  requested = serveWidgetLocally();
  document.body.innerHTML = '<div id="swap"></div>';
});

afterEach(() => {
  for (const handle of handles) handle.destroy();
  handles = [];
  vi.restoreAllMocks();
});

function mounted(options: Partial<Parameters<typeof mount>[1]> = {}, target: HTMLElement | string = '#swap') {
  const handle = mount(target, { src: `${WIDGET}/`, ...options });
  handles.push(handle);
  return handle;
}

/** A message from the widget frame itself. */
function fromWidget(handle: PortageHandle, type: string, payload: Record<string, unknown> = {}) {
  fromFrame(handle.iframe, type, payload);
}

describe('the iframe', () => {
  it('loads the widget with the parameters and this page as the parent origin', () => {
    const { iframe } = mounted({
      params: { from: 'ETHEREUM_MAINNET', fromAsset: 'ETH', amount: 0.5, lockFrom: true, theme: undefined },
    });
    expect(document.querySelector('#swap iframe')).toBe(iframe);
    const url = new URL(iframe.src);
    expect(url.origin + url.pathname).toBe(`${WIDGET}/`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: 'ETHEREUM_MAINNET',
      fromAsset: 'ETH',
      amount: '0.5',
      lockFrom: 'true',
      parentOrigin: 'http://localhost:3000',
    });
    expect(requested).toEqual([iframe.src]);
  });

  it('keeps a parentOrigin that is given, even an empty one (no events at all)', () => {
    const given = mounted({ params: { parentOrigin: 'https://shop.example,https://www.shop.example' } });
    expect(new URL(given.iframe.src).searchParams.get('parentOrigin')).toBe(
      'https://shop.example,https://www.shop.example',
    );
    const none = mounted({ params: { parentOrigin: '' } });
    expect(new URL(none.iframe.src).searchParams.get('parentOrigin')).toBe('');
  });

  it('writes a typed config as the widget reads it: lists joined, texts as JSON, config over params', () => {
    const { iframe } = mounted({
      params: { theme: 'light', amount: '3' },
      config: {
        theme: 'dark',
        families: ['evm', 'ton'],
        strings: { fr: { 'route.create': 'Échanger' } },
        radius: 12,
        hideTo: false,
        destAddress: undefined,
      },
    });
    const query = Object.fromEntries(new URL(iframe.src).searchParams);
    expect(query).toEqual({
      theme: 'dark',
      amount: '3',
      families: 'evm,ton',
      strings: '{"fr":{"route.create":"Échanger"}}',
      radius: '12',
      hideTo: 'false',
      parentOrigin: window.location.origin,
    });
  });

  it('keeps query parameters already in src and accepts an element', () => {
    const element = document.createElement('section');
    document.body.append(element);
    const { iframe } = mounted({ src: `${WIDGET}/widget/?lang=de`, params: { to: 'BASE_MAINNET' } }, element);
    expect(iframe.parentElement).toBe(element);
    const url = new URL(iframe.src);
    expect(url.pathname).toBe('/widget/');
    expect(url.searchParams.get('lang')).toBe('de');
    expect(url.searchParams.get('to')).toBe('BASE_MAINNET');
  });

  it('lets wallets work but not navigate the host page on their own', () => {
    const { iframe } = mounted({ title: 'Swap with Portage' });
    // Only the copy buttons' clipboard-write: no clipboard reading, no devices, no passkeys.
    expect(iframe.getAttribute('allow')?.split(/;\s*/)).toEqual(['clipboard-write']);
    expect(iframe.getAttribute('allow')).not.toMatch(/clipboard-read|hid|usb|serial|publickey-credentials/);
    expect(iframe.getAttribute('sandbox')?.split(' ').sort()).toEqual([
      'allow-forms',
      'allow-popups',
      'allow-popups-to-escape-sandbox',
      'allow-same-origin',
      'allow-scripts',
      'allow-top-navigation-by-user-activation',
    ]);
    expect(iframe.getAttribute('sandbox')).not.toMatch(/allow-top-navigation(\s|$)/);
    expect(iframe.title).toBe('Swap with Portage');
    expect(iframe.style.width).toBe('100%');
    expect(iframe.style.borderWidth || iframe.style.border).toMatch(/^0/);
  });

  it('has a default title and fails clearly when the element is missing', () => {
    expect(mounted().iframe.title).toBe('Portage swap');
    expect(() => mount('#nowhere', { src: WIDGET })).toThrow('#nowhere');
  });
});

describe('messages from the widget', () => {
  it('a resize sets the frame height, never below minHeight', () => {
    const handle = mounted({ minHeight: 300 });
    fromWidget(handle, 'resize', { height: 812.4 });
    expect(handle.iframe.style.height).toBe('813px');
    fromWidget(handle, 'resize', { height: 120 });
    expect(handle.iframe.style.height).toBe('300px');
    fromWidget(handle, 'resize', { height: 'tall' });
    expect(handle.iframe.style.height).toBe('300px');
  });

  it('calls onEvent with the message and on[type] with its payload', () => {
    const onEvent = vi.fn();
    const completed = vi.fn();
    const resized = vi.fn();
    const handle = mounted({ onEvent, on: { swap_completed: completed, resize: resized } });
    fromWidget(handle, 'swap_completed', { swapId: 's1', txHash: '0xab', receivedAmount: '0.49' });
    fromWidget(handle, 'resize', { height: 500 });
    expect(onEvent.mock.calls.map(([message]) => message)).toEqual([
      portageMessage('swap_completed', { swapId: 's1', txHash: '0xab', receivedAmount: '0.49' }),
      portageMessage('resize', { height: 500 }),
    ]);
    expect(completed).toHaveBeenCalledExactlyOnceWith({
      swapId: 's1',
      txHash: '0xab',
      receivedAmount: '0.49',
    });
    expect(resized).toHaveBeenCalledExactlyOnceWith({ height: 500 });
  });

  it('ignores messages from another origin, another window, or not shaped like Portage', () => {
    const onEvent = vi.fn();
    const handle = mounted({ onEvent, minHeight: 100 });
    const before = handle.iframe.style.height;
    const resize = portageMessage('resize', { height: 900 });
    // The right window but the wrong origin (e.g. the frame navigated elsewhere).
    deliver(resize, 'https://evil.example', handle.iframe.contentWindow);
    // The right origin claimed, but another window (another frame, a popup, the page itself).
    deliver(resize, WIDGET, window);
    const other = document.createElement('iframe');
    document.body.append(other);
    deliver(resize, WIDGET, other.contentWindow);
    deliver(resize, WIDGET, null);
    // From the widget, but not a Portage event.
    deliver({ ...resize, source: 'other' }, WIDGET, handle.iframe.contentWindow);
    deliver({ ...resize, version: 2 }, WIDGET, handle.iframe.contentWindow);
    deliver(portageMessage('config_update', { amount: '1' }), WIDGET, handle.iframe.contentWindow);
    deliver('{"source":"portage"}', WIDGET, handle.iframe.contentWindow);
    expect(onEvent).not.toHaveBeenCalled();
    expect(handle.iframe.style.height).toBe(before);
    // The same message from the widget itself is taken.
    fromWidget(handle, 'resize', { height: 900 });
    expect(onEvent).toHaveBeenCalledOnce();
    expect(handle.iframe.style.height).toBe('900px');
  });

  it('a callback that throws does not stop the other callbacks or later events', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onEvent = vi.fn(() => {
      throw new Error('partner bug');
    });
    const created = vi.fn();
    const completed = vi.fn(() => {
      throw new Error('another partner bug');
    });
    const handle = mounted({ onEvent, on: { swap_created: created, swap_completed: completed } });
    fromWidget(handle, 'swap_created', { swapId: 's1' });
    fromWidget(handle, 'swap_completed', { swapId: 's1' });
    fromWidget(handle, 'resize', { height: 700 });
    expect(onEvent).toHaveBeenCalledTimes(3);
    expect(created).toHaveBeenCalledWith({ swapId: 's1' });
    expect(completed).toHaveBeenCalledOnce();
    expect(handle.iframe.style.height).toBe('700px');
    // Each failure is reported (for the partner's developer), none is swallowed silently.
    expect(logged.mock.calls.filter(([text]) => String(text).startsWith('Portage:'))).toHaveLength(4);
  });
});

describe('update and destroy', () => {
  it('update posts config_update, as strings, to the widget origin only, once the widget is ready', () => {
    const handle = mounted();
    const post = vi.spyOn(handle.iframe.contentWindow as Window, 'postMessage');
    fromWidget(handle, 'ready', { lang: 'en', swapId: null });
    handle.update({ amount: '0.25', lockTo: true, toAsset: 'USDC', theme: undefined, lockFrom: null });
    expect(post).toHaveBeenCalledExactlyOnceWith(
      portageMessage('config_update', { amount: '0.25', lockTo: 'true', toAsset: 'USDC', lockFrom: null }),
      WIDGET,
    );
  });

  it('updates made while the widget loads wait for its ready, merged into one, newest value winning', () => {
    const handle = mounted();
    const post = vi.spyOn(handle.iframe.contentWindow as Window, 'postMessage');
    handle.update({ amount: '1', theme: 'dark' });
    handle.update({
      amount: '2',
      families: ['evm', 'solana'],
      strings: { en: { 'route.create': 'Swap now' } },
    });
    // Sent now, the frame's first (empty) page of another origin would make the browser drop it.
    expect(post).not.toHaveBeenCalled();
    fromWidget(handle, 'ready', { lang: 'en', swapId: null });
    expect(post).toHaveBeenCalledExactlyOnceWith(
      portageMessage('config_update', {
        amount: '2',
        theme: 'dark',
        families: 'evm,solana',
        strings: '{"en":{"route.create":"Swap now"}}',
      }),
      WIDGET,
    );
  });

  it('destroy removes the iframe and the listener, and is idempotent', () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const onEvent = vi.fn();
    const handle = mounted({ onEvent });
    const { iframe } = handle;
    const listener = added.mock.calls.find(([type]) => type === 'message')?.[1];
    expect(listener).toBeTypeOf('function');
    const contentWindow = iframe.contentWindow;
    const post = vi.spyOn(contentWindow as Window, 'postMessage');
    handle.destroy();
    expect(document.querySelector('iframe')).toBeNull();
    // The page keeps no listener (nor, through it, the iframe) once the widget is gone.
    expect(removed).toHaveBeenCalledWith('message', listener);
    deliver(portageMessage('swap_completed', { swapId: 's1' }), WIDGET, contentWindow);
    expect(onEvent).not.toHaveBeenCalled();
    handle.update({ amount: '1' });
    expect(post).not.toHaveBeenCalled();
    expect(() => handle.destroy()).not.toThrow();
  });

  it('two widgets on one page each hear only their own frame', () => {
    const first = vi.fn();
    const second = vi.fn();
    document.body.insertAdjacentHTML('beforeend', '<div id="second"></div>');
    const a = mounted({ onEvent: first });
    const b = mounted({ onEvent: second }, '#second');
    fromWidget(a, 'ready');
    fromWidget(b, 'resize', { height: 640 });
    expect(first.mock.calls.map(([message]) => message.type)).toEqual(['ready']);
    expect(second.mock.calls.map(([message]) => message.type)).toEqual(['resize']);
    expect(b.iframe.style.height).toBe('640px');
  });
});
