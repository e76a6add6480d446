import { describe, expect, it } from 'vitest';
import { type DepositLocks, depositLockName, isDepositLockHeld, withDepositLock } from './deposit-lock';

/** Web Locks as two tabs of one site share them: one lock manager, exclusive names, ifAvailable. */
function sharedLocks(): DepositLocks {
  const held = new Set<string>();
  return {
    async request(name, _options, callback) {
      if (held.has(name)) return callback(null);
      held.add(name);
      try {
        return await callback({ name });
      } finally {
        held.delete(name);
      }
    },
    async query() {
      return { held: [...held].map((name) => ({ name })) };
    },
  };
}

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('withDepositLock', () => {
  it('lets one send run while a second, from another tab, is refused at once', async () => {
    const locks = sharedLocks();
    const wallet = gate();
    let sends = 0;
    const first = withDepositLock(
      'swap-1',
      async () => {
        sends += 1;
        await wallet.opened;
        return '0xhash';
      },
      locks,
    );
    // The other tab shares the lock manager.
    await Promise.resolve();
    expect(await isDepositLockHeld('swap-1', locks)).toBe(true);
    const second = await withDepositLock('swap-1', async () => (sends += 1), locks);
    expect(second).toEqual({ ran: false });
    wallet.open();
    expect(await first).toEqual({ ran: true, value: '0xhash' });
    expect(sends).toBe(1);
    expect(await isDepositLockHeld('swap-1', locks)).toBe(false);
  });

  it('refuses a second click in the same tab without a lock manager, and frees the name after', async () => {
    const wallet = gate();
    const first = withDepositLock('swap-2', () => wallet.opened.then(() => 'sent'), undefined);
    expect(await withDepositLock('swap-2', async () => 'again', undefined)).toEqual({ ran: false });
    expect(await isDepositLockHeld('swap-2', undefined)).toBe(true);
    wallet.open();
    expect(await first).toEqual({ ran: true, value: 'sent' });
    expect(await isDepositLockHeld('swap-2', undefined)).toBe(false);
    expect(await withDepositLock('swap-2', async () => 'later', undefined)).toEqual({
      ran: true,
      value: 'later',
    });
  });

  it('frees the lock when the send throws (a declined signature), so the person can try again', async () => {
    const locks = sharedLocks();
    await expect(
      withDepositLock(
        'swap-3',
        async () => {
          throw new Error('User rejected the request.');
        },
        locks,
      ),
    ).rejects.toThrow('User rejected');
    expect(await isDepositLockHeld('swap-3', locks)).toBe(false);
  });

  it('locks each swap separately', async () => {
    const locks = sharedLocks();
    const wallet = gate();
    const first = withDepositLock('swap-a', () => wallet.opened, locks);
    expect(await withDepositLock('swap-b', async () => 'b', locks)).toEqual({ ran: true, value: 'b' });
    wallet.open();
    await first;
    expect(depositLockName('swap-a')).toBe('portage.deposit.swap-a');
  });

  it('falls back to this page’s own names where the browser refuses Web Locks (a storage-blocked frame)', async () => {
    // Chromium in a cross-site iframe with third-party storage blocked.
    const denied: DepositLocks = {
      request: () => Promise.reject(new DOMException('The request was denied.', 'SecurityError')),
      query: () => Promise.reject(new DOMException('The request was denied.', 'SecurityError')),
    };
    const wallet = gate();
    let sends = 0;
    const first = withDepositLock(
      'swap-d',
      async () => {
        sends += 1;
        await wallet.opened;
        return '0xhash';
      },
      denied,
    );
    await Promise.resolve();
    await Promise.resolve();
    expect(await isDepositLockHeld('swap-d', denied)).toBe(true);
    expect(await withDepositLock('swap-d', async () => (sends += 1), denied)).toEqual({ ran: false });
    wallet.open();
    expect(await first).toEqual({ ran: true, value: '0xhash' });
    expect(sends).toBe(1);
    expect(await isDepositLockHeld('swap-d', denied)).toBe(false);
    // A send that fails under the fallback still reaches the caller.
    await expect(
      withDepositLock(
        'swap-d',
        async () => {
          throw new Error('User rejected the request.');
        },
        denied,
      ),
    ).rejects.toThrow('User rejected');
  });

  it('passes on a send’s own SecurityError instead of sending again without the lock', async () => {
    const locks = sharedLocks();
    let sends = 0;
    await expect(
      withDepositLock(
        'swap-e',
        async () => {
          sends += 1;
          throw new DOMException('The request was denied.', 'SecurityError');
        },
        locks,
      ),
    ).rejects.toThrow('denied');
    expect(sends).toBe(1);
  });
});
