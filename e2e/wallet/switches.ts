import type { Page } from '@playwright/test';

/**
 * Turns on a switch of an injected test wallet: its init script keeps its switches in an object
 * on `window[global]` (e.g. `rejectNext`, which declines the next request that needs the person).
 */
export async function turnOn(page: Page, global: string, name: string): Promise<void> {
  await page.evaluate(
    ([global, name]) => {
      const switches = (window as unknown as Record<string, Record<string, boolean>>)[global];
      if (!switches) throw new Error(`no test wallet at window.${global}`);
      switches[name] = true;
    },
    [global, name] as const,
  );
}

/** A test wallet's "the person has not answered yet" switch (see `holdControls`). */
export interface HoldControls {
  /**
   * The next request that needs the person's signature waits, as a wallet whose person has not
   * answered yet, until `releaseSend()`; nothing reaches the chain meanwhile.
   */
  holdNextSend(): Promise<void>;
  releaseSend(): Promise<void>;
  /** Whether a request is waiting now. */
  holding(): Promise<boolean>;
}

/**
 * The Node side of a hold switch. The wallet's init script keeps `holdNextSend` among its
 * switches on `window[global]`, and `window[global + 'Hold']` as `{ release(), holding() }`:
 * `release()` lets the waiting request go on, `holding()` says whether one waits (the EVM test
 * wallet's shape: `__portageTestWallet` and `__portageTestWalletHold`).
 */
export function holdControls(page: Page, global: string): HoldControls {
  const hold = `${global}Hold`;
  return {
    holdNextSend: () => turnOn(page, global, 'holdNextSend'),
    releaseSend: () =>
      page.evaluate((hold) => {
        const gate = (window as unknown as Record<string, { release(): void } | undefined>)[hold];
        if (!gate) throw new Error(`no hold switch at window.${hold}`);
        gate.release();
      }, hold),
    holding: () =>
      page.evaluate(
        (hold) =>
          (window as unknown as Record<string, { holding(): boolean } | undefined>)[hold]?.holding() ?? false,
        hold,
      ),
  };
}
