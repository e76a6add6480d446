// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdLowerHalfForFirstFrame, useFirstFrameShown } from './firstFrame';

function Card() {
  const rest = useFirstFrameShown();
  return (
    <form aria-label="Swap">
      <button type="button">From</button>
      {rest ? <button type="submit">Create swap</button> : null}
    </form>
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the first frame', () => {
  it('shows everything at once unless the page start asked to hold the rest', () => {
    render(<Card />);
    expect(screen.getByRole('button', { name: 'Create swap' })).toBeTruthy();
  });

  it('held: the pickers first, the rest just after the frame; a later mount is not held again', async () => {
    holdLowerHalfForFirstFrame();
    render(<Card />);
    expect(screen.getByRole('button', { name: 'From' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create swap' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Create swap' })).toBeTruthy();

    cleanup();
    render(<Card />);
    expect(screen.getByRole('button', { name: 'Create swap' })).toBeTruthy();
  });

  it('held in a page that produces no frame (a background tab): the rest comes anyway', async () => {
    vi.useFakeTimers();
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    holdLowerHalfForFirstFrame();
    render(<Card />);
    expect(screen.queryByRole('button', { name: 'Create swap' })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(screen.getByRole('button', { name: 'Create swap' })).toBeTruthy();
    frame.mockRestore();
  });
});
