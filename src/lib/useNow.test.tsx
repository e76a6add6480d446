// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './useNow';

let renders = 0;
function Clock({ interval }: { interval: number | null }) {
  renders += 1;
  const now = useNow(interval);
  return <p data-testid="now">{now}</p>;
}

describe('useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
    renders = 0;
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('ticks every interval while a countdown needs it', () => {
    const { getByTestId } = render(<Clock interval={1000} />);
    act(() => vi.advanceTimersByTime(3000));
    expect(Number(getByTestId('now').textContent)).toBe(1_003_000);
  });

  it('does not re-render at all while stopped (null), and shows the time of now when started again', () => {
    const { getByTestId, rerender } = render(<Clock interval={null} />);
    const before = renders;
    act(() => vi.advanceTimersByTime(10_000));
    expect(renders).toBe(before);
    rerender(<Clock interval={1000} />);
    // Not the time the component mounted at: the clock restarts at the present.
    expect(Number(getByTestId('now').textContent)).toBe(1_010_000);
  });
});
