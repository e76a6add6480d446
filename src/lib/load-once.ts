/**
 * A loader that runs `load` (an `import()`) the first time it is called and hands every caller the
 * same promise after that; a failed load (a dropped download) is forgotten, so the next call tries
 * again instead of repeating the failure for the rest of the page's life.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
