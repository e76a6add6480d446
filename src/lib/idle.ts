/**
 * Runs `task` once the page is idle (a painted frame and no work waiting), at most `timeoutMs`
 * later; where the browser cannot say when it is idle (Safari), after a short delay. Returns a
 * cancel function. For work a person does not wait for: it stays off the way to the first frame.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(task, Math.min(timeoutMs, 500));
  return () => clearTimeout(timer);
}
