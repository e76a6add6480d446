// In-page probes of the benchmark: functions serialized into the page (no closures, no imports).

/**
 * Portage is usable when the From button is enabled and the networks have loaded ("Loading
 * networks…" until /sources answered; the choice prompt after), so a click lists them.
 */
export function portageIsUsable() {
  const value = document.getElementById('portage-from-value');
  const button = value?.closest('button');
  const text = value?.textContent?.trim() ?? '';
  return Boolean(button && !button.disabled && text && !text.startsWith('Loading'));
}

/** The bare React page is usable when its button has rendered. */
export function bareIsUsable() {
  const button = document.querySelector('main button');
  return Boolean(button && !button.disabled);
}

/**
 * Installed before the page's own scripts (as `(readinessProbe)(isUsable)`): reports through
 * `window.__benchReport` when `isUsable()` first holds, at the end of the next frame, in ms since
 * navigation start. It looks at every DOM change, and every 50 ms besides, since a page can become
 * usable without a change the observer sees (a style, a property set from script).
 */
export function readinessProbe(isUsable) {
  let seen = false;
  let timer = 0;
  const check = () => {
    if (seen) return;
    let ready = false;
    try {
      ready = isUsable();
    } catch {
      // The page is not far enough along for the check to run.
    }
    if (!ready) return;
    seen = true;
    observer.disconnect();
    clearInterval(timer);
    const condition = performance.now();
    requestAnimationFrame(() => {
      // A message posted from the frame's rAF is handled once that frame has been produced.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        window.__benchReport({ condition, painted: performance.now() });
      };
      channel.port2.postMessage(null);
    });
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  timer = setInterval(check, 50);
}

/**
 * Installed once the search box is focused. For every key, from the keydown event's timestamp:
 * `handled` when its input event has been handled (React renders discrete input before the
 * event's later listeners), and `shownAt`, the end of the first frame after the list's text
 * changed (a page that filters later, after a debounce, is waited for), or, for a key that leaves
 * the list as it was, the end of the frame after its input was handled. Later changes (a logo
 * failing to load, a timer) are not the key's. Results in `window.__benchKeys`.
 */
export function keystrokeProbe(listSelector) {
  const list = document.querySelector(listSelector);
  if (!list) throw new Error(`no ${listSelector}`);
  const keys = [];
  window.__benchKeys = keys;
  let current = null;
  /** Calls `done(ms)` at the end of the next frame. */
  const afterNextFrame = (done) =>
    requestAnimationFrame(() => {
      // A message posted from the frame's rAF is handled once that frame has been produced.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now());
      channel.port2.postMessage(null);
    });
  window.addEventListener(
    'keydown',
    (event) => {
      const now = performance.now();
      const start = event.timeStamp > 0 && event.timeStamp <= now ? event.timeStamp : now;
      current = {
        key: event.key,
        start,
        before: list.textContent,
        handled: null,
        inputFrame: null,
        shownAt: null,
      };
      keys.push(current);
    },
    true,
  );
  window.addEventListener('input', () => {
    const key = current;
    if (!key || key.handled !== null) return;
    key.handled = performance.now();
    afterNextFrame((end) => {
      key.inputFrame = end;
    });
  });
  new MutationObserver(() => {
    const key = current;
    if (!key || key.changed || list.textContent === key.before) return;
    key.changed = true;
    afterNextFrame((end) => {
      key.shownAt = end;
    });
  }).observe(list, { childList: true, subtree: true, characterData: true });
}
