/**
 * One deposit per swap across the tabs and windows of this site: sending a swap's deposit holds the
 * Web Lock `portage.deposit.<swap id>` (navigator.locks), so a second tab, a second click or a
 * second window cannot start another while one is with the wallet; the browser releases the lock
 * when the tab that holds it closes, so a lock held means "being sent right now", never "stuck".
 * Without Web Locks (an old browser, tests), an in-page set of names covers this tab's own clicks.
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
    await locks.request(name, { ifAvailable: true }, async (lock) => {
      if (lock === null) return;
      outcome = { ran: true, value: await send() };
    });
    return outcome;
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
    return false;
  }
}
