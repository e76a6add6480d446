/**
 * One deposit per swap across the tabs and windows of this site: sending a swap's deposit holds the
 * Web Lock `portage.deposit.<swap id>` (navigator.locks), so a second tab, a second click or a
 * second window cannot start another while one is with the wallet; the browser releases the lock
 * when the tab that holds it closes, so a lock held means "being sent right now", never "stuck".
 * Without Web Locks (an old browser, tests), or where the browser refuses them (a frame whose storage
 * is blocked), an in-page set of names covers this tab's own clicks.
 */

export interface DepositLocks {
  request(
    name: string,
    options: { ifAvailable: true },
    callback: (lock: unknown) => Promise<unknown>,
  ): Promise<unknown>;
  query(): Promise<{ held?: readonly { name?: string }[] }>;
}

export const depositLockName = (swapId: string) => `portage.deposit.${swapId}`;

function browserLocks(): DepositLocks | undefined {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks as unknown as DepositLocks) : undefined;
}

const heldHere = new Set<string>();

export type LockOutcome<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs `send` while holding the swap's deposit lock; `{ ran: false }` at once, without running it,
 * when another tab (or this one) holds it already.
 */
export async function withDepositLock<T>(
  swapId: string,
  send: () => Promise<T>,
  locks: DepositLocks | undefined = browserLocks(),
): Promise<LockOutcome<T>> {
  const name = depositLockName(swapId);
  if (locks) {
    let outcome: LockOutcome<T> = { ran: false };
    let granted = false;
    try {
      await locks.request(name, { ifAvailable: true }, async (lock) => {
        granted = true;
        if (lock === null) return;
        outcome = { ran: true, value: await send() };
      });
      return outcome;
    } catch (error) {
      // The send's own failure (a declined signature…) is the caller's.
      if (granted) throw error;
      // The browser refused the Locks API itself: Chromium rejects with SecurityError "The request
      // was denied." in a frame whose storage is blocked (a partner's cross-site iframe under
      // third-party cookie blocking, incognito). Nothing ran; this page's own names stand in (no
      // other tab shares this page's swaps there: its storage is in memory).
    }
  }
  if (heldHere.has(name)) return { ran: false };
  heldHere.add(name);
  try {
    return { ran: true, value: await send() };
  } finally {
    heldHere.delete(name);
  }
}

/** Whether a deposit of this swap is being sent right now, in this tab or another. */
export async function isDepositLockHeld(
  swapId: string,
  locks: DepositLocks | undefined = browserLocks(),
): Promise<boolean> {
  const name = depositLockName(swapId);
  if (!locks) return heldHere.has(name);
  try {
    const { held = [] } = await locks.query();
    return held.some((lock) => lock.name === name);
  } catch {
    // Locks API refused (storage blocked): withDepositLock used this page's own names.
    return heldHere.has(name);
  }
}
