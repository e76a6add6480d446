// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortageConfig } from './config';
import { portageMessage } from './protocol';
import { PortageWidget, type PortageWidgetProps } from './react';
import { fromFrame, serveWidgetLocally, WIDGET } from './test-support';

beforeEach(() => {
  serveWidgetLocally();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const frames = () => [...document.querySelectorAll('iframe')];
const frame = () => {
  const all = frames();
  expect(all).toHaveLength(1);
  return all[0] as HTMLIFrameElement;
};

/** A message from the widget's frame, inside React's act(). */
function fromWidget(iframe: HTMLIFrameElement, type: string, payload: Record<string, unknown>) {
  act(() => fromFrame(iframe, type, payload));
}

function renderWidget(props: Partial<PortageWidgetProps> = {}) {
  const all = { src: `${WIDGET}/`, ...props };
  const view = render(<PortageWidget {...all} />);
  return {
    ...view,
    update: (next: Partial<PortageWidgetProps>) => view.rerender(<PortageWidget {...all} {...next} />),
  };
}

describe('PortageWidget', () => {
  it('mounts one frame with the config as the widget’s parameters, also under StrictMode', () => {
    render(
      <StrictMode>
        <PortageWidget
          src={`${WIDGET}/`}
          config={{ from: 'ETHEREUM_MAINNET', lockFrom: true, families: ['evm', 'solana'], amount: '0.5' }}
          title="Swap with Portage"
        />
      </StrictMode>,
    );
    const url = new URL(frame().src);
    expect(url.origin).toBe(WIDGET);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: 'ETHEREUM_MAINNET',
      lockFrom: 'true',
      families: 'evm,solana',
      amount: '0.5',
      parentOrigin: window.location.origin,
    });
    expect(frame().title).toBe('Swap with Portage');
  });

  it('sends only what changed as one config_update, a removed field as null, and nothing for an equal config', () => {
    const view = renderWidget({ config: { theme: 'light', amount: '1', lockTo: true } });
    const iframe = frame();
    const post = vi.spyOn(iframe.contentWindow as Window, 'postMessage');
    fromWidget(iframe, 'ready', { lang: 'en', swapId: null });

    view.update({ config: { theme: 'dark', amount: '1' } });
    expect(post).toHaveBeenCalledExactlyOnceWith(
      portageMessage('config_update', { theme: 'dark', lockTo: null }),
      WIDGET,
    );
    // A new object with the same values (a re-render) says nothing, and the frame stays.
    view.update({ config: { theme: 'dark', amount: '1' } });
    expect(post).toHaveBeenCalledTimes(1);
    expect(frame()).toBe(iframe);
  });

  it('changes made before the widget is ready reach it when it says ready', () => {
    const view = renderWidget({ config: { amount: '1' } });
    const iframe = frame();
    const post = vi.spyOn(iframe.contentWindow as Window, 'postMessage');
    view.update({ config: { amount: '2', strings: { en: { 'route.create': 'Swap now' } } } });
    expect(post).not.toHaveBeenCalled();
    fromWidget(iframe, 'ready', { lang: 'en', swapId: null });
    expect(post).toHaveBeenCalledExactlyOnceWith(
      portageMessage('config_update', { amount: '2', strings: '{"en":{"route.create":"Swap now"}}' }),
      WIDGET,
    );
  });

  it('hands each event to the newest callbacks without mounting again', () => {
    const first = vi.fn();
    const view = renderWidget({ on: { swap_completed: first } });
    const iframe = frame();
    const completed = vi.fn();
    const every = vi.fn();
    view.update({ on: { swap_completed: completed }, onEvent: every });
    expect(frame()).toBe(iframe);
    fromWidget(iframe, 'swap_completed', { swapId: 's1', txHash: '0xabc', receivedAmount: '0.99' });
    expect(first).not.toHaveBeenCalled();
    expect(completed).toHaveBeenCalledExactlyOnceWith({
      swapId: 's1',
      txHash: '0xabc',
      receivedAmount: '0.99',
    });
    expect(every).toHaveBeenCalledWith(
      portageMessage('swap_completed', { swapId: 's1', txHash: '0xabc', receivedAmount: '0.99' }),
    );
  });

  it('mounts again for a new src or a field fixed at load, and leaves nothing behind on unmount', () => {
    const removed = vi.spyOn(window, 'removeEventListener');
    const config: PortageConfig = { amount: '1' };
    const view = renderWidget({ config });
    const before = frame();
    view.update({ config: { ...config, swapId: 'swap_123' } });
    const after = frame();
    expect(after).not.toBe(before);
    expect(new URL(after.src).searchParams.get('swapId')).toBe('swap_123');
    view.update({ src: `${WIDGET}/v2/`, config: { ...config, swapId: 'swap_123' } });
    expect(new URL(frame().src).pathname).toBe('/v2/');

    const onEvent = vi.fn();
    view.update({ src: `${WIDGET}/v2/`, config: { ...config, swapId: 'swap_123' }, onEvent });
    const last = frame();
    view.unmount();
    expect(frames()).toHaveLength(0);
    expect(removed.mock.calls.filter(([type]) => type === 'message').length).toBeGreaterThanOrEqual(3);
    fromWidget(last, 'ready', { lang: 'en', swapId: null });
    expect(onEvent).not.toHaveBeenCalled();
  });
});
