import { startTransition, useEffect, useState } from 'react';

/**
 * The page's first frame shows only what makes the route pickers usable; the rest of the route
 * step (deposit method, addresses, quote, Create) and the banners (offline, service health) are
 * rendered right after that frame is out. Building, laying out and mounting the lower half took
 * about as long again as the upper half (Chromium profile of the benchmark's load), and nobody
 * can use it before choosing a route.
 *
 * Only the page's start asks for this (`holdLowerHalfForFirstFrame`, main.tsx): tests, and a
 * route step shown later (back from the history), render everything at once.
 */
let holding = false;

/** Called by main.tsx before the first render. */
export function holdLowerHalfForFirstFrame(): void {
  holding = true;
}

/**
 * If a frame never comes (a page loaded in a background tab, a frame the host hides), the lower
 * half is rendered after this long anyway, so that its size is known to the host page.
 */
const AT_THE_LATEST_MS = 100;

/** Runs `task` once, just after the next frame has been produced (or AT_THE_LATEST_MS from now). */
function afterNextFrame(task: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  const frame = requestAnimationFrame(() => {
    // A message posted from the frame's callback is handled once that frame has been produced.
    const channel = new MessageChannel();
    channel.port1.onmessage = run;
    channel.port2.postMessage(null);
  });
  const timer = setTimeout(run, AT_THE_LATEST_MS);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False while the page's first frame is being built (when main.tsx asked for it), true from just
 * after it. The change renders as a transition: a click on a picker meanwhile is handled first.
 */
export function useFirstFrameShown(): boolean {
  const [shown, setShown] = useState(!holding);
  useEffect(() => {
    if (shown) return;
    holding = false;
    return afterNextFrame(() => startTransition(() => setShown(true)));
  }, [shown]);
  return shown;
}
