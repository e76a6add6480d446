// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startHostEvents } from '../embed/events';
import { useEmbedStore } from '../embed/store';
import { StepBoundary } from './StepBoundary';

const HOST = 'https://partner.example';

/** A widget window in a frame whose parent records what is posted to it. */
function framedWindow() {
  const posted: Array<{ type: string; payload: Record<string, unknown>; origin: string }> = [];
  const target = new EventTarget();
  const parent = {
    postMessage: (message: { type: string; payload: Record<string, unknown> }, origin: string) =>
      posted.push({ type: message.type, payload: message.payload, origin }),
  };
  const win = {
    parent,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  } as unknown as Window;
  return { win, posted };
}

let broken = true;
function Fragile({ message }: { message: string }) {
  if (broken) throw new Error(message);
  return <p>Step content</p>;
}

let stop: () => void = () => {};
let frame: ReturnType<typeof framedWindow>;
beforeEach(() => {
  broken = true;
  frame = framedWindow();
  stop = startHostEvents({
    parentOrigins: [HOST],
    queryClient: new QueryClient(),
    onConfigUpdate: () => {},
    ready: { lang: null, swapId: null },
    root: null,
    win: frame.win,
  });
  // React logs caught render errors; keep the output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  stop();
  cleanup();
  vi.restoreAllMocks();
});

const errorsPosted = () => frame.posted.filter((p) => p.type === 'error');

describe('StepBoundary', () => {
  it('contains a throwing step: the rest of the widget stays, the step says so and offers Try again', () => {
    render(
      <main>
        <h1>Portage</h1>
        <StepBoundary step="deposit">
          <Fragile message="Cannot read properties of undefined (reading 'amount')" />
        </StepBoundary>
        <p>History stays</p>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Portage' })).toBeTruthy();
    expect(screen.getByText('History stays')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This part of the widget stopped working.');
    expect(screen.queryByText('Step content')).toBeNull();

    // Reported once to the host, with the step and the message, to the named origin only.
    expect(errorsPosted()).toEqual([
      {
        type: 'error',
        origin: HOST,
        payload: {
          code: 'COMPONENT_ERROR',
          step: 'deposit',
          message: "Cannot read properties of undefined (reading 'amount')",
        },
      },
    ]);

    // Try again remounts the step: once it renders, it is back.
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Step content')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a step that breaks again after Try again shows the message again and reports again', () => {
    render(
      <StepBoundary step="status">
        <Fragile message="boom" />
      </StepBoundary>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('alert').textContent).toBe('This part of the widget stopped working.');
    expect(errorsPosted().map((p) => p.payload.step)).toEqual(['status', 'status']);
  });

  it('never posts a stack, the API key, or more than 200 characters', () => {
    const key = useEmbedStore.getState().config.api.apiKey;
    const message = `Request with key ${key} failed ${'x'.repeat(400)}\n    at Fragile (StepBoundary.test.tsx:30:9)`;
    render(
      <StepBoundary step="route">
        <Fragile message={message} />
      </StepBoundary>,
    );
    const [posted] = errorsPosted();
    const text = String(posted?.payload.message);
    expect(text.length).toBeLessThanOrEqual(200);
    expect(text).toContain('Request with key [redacted] failed');
    expect(text).not.toContain(key);
    expect(text).not.toContain(' at ');
    expect(text).not.toContain('\n');
    expect(Object.keys(posted?.payload ?? {}).sort()).toEqual(['code', 'message', 'step']);
  });
});
