import { useLayoutEffect, useState } from 'react';

/**
 * The current time, re-rendered every `intervalMs` (for countdowns and elapsed times); `null`
 * stops the clock, so a view with nothing counting down does not re-render every second.
 */
export function useNow(intervalMs: number | null = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  // Layout effect: a clock that starts again shows the time of now, not of when it stopped, at once.
  useLayoutEffect(() => {
    if (intervalMs === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
