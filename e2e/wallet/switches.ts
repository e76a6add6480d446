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
 * The in-page half of a hold switch, at `window[global + 'Hold']` (see `installHoldGate`):
 * `wait(switches)` holds the request that calls it while `switches.holdNextSend` is on (turning
 * it off), until `release()`; `holding()` says whether one waits.
 */
export interface HoldGate {
  wait(switches: { holdNextSend: boolean }): Promise<void>;
  release(): void;
  holding(): boolean;
}

/**
 * Installs the `HoldGate` of the test wallet whose switches live at `window[global]`. Init scripts
 * are serialized functions and cannot import, so the gate comes in its own init script: add it
 * before the wallet's, which then calls `window[global + 'Hold'].wait(switches)` (init scripts run
 * in the order added).
 */
export async function installHoldGate(page: Page, global: string): Promise<void> {
  await page.addInitScript((hold) => {
    // While a request is held: resolves it.
    let release: (() => void) | null = null;
    const gate: HoldGate = {
      async wait(switches) {
        if (!switches.holdNextSend) return;
        switches.holdNextSend = false;
        await new Promise<void>((resolve) => {
          release = () => {
            release = null;
            resolve();
          };
        });
      },
      release: () => release?.(),
      holding: () => release !== null,
    };
    (window as unknown as Record<string, HoldGate>)[hold] = gate;
  }, `${global}Hold`);
}

/**
 * The Node side of a hold switch: `holdNextSend` among the wallet's switches on `window[global]`,
 * and the `HoldGate` at `window[global + 'Hold']` (see `installHoldGate`).
 */
export function holdControls(page: Page, global: string): HoldControls {
  const hold = `${global}Hold`;
  return {
    holdNextSend: () => turnOn(page, global, 'holdNextSend'),
    releaseSend: () =>
      page.evaluate((hold) => {
        const gate = (window as unknown as Record<string, HoldGate | undefined>)[hold];
        if (!gate) throw new Error(`no hold switch at window.${hold}`);
        gate.release();
      }, hold),
    holding: () =>
      page.evaluate(
        (hold) => (window as unknown as Record<string, HoldGate | undefined>)[hold]?.holding() ?? false,
        hold,
      ),
  };
}
