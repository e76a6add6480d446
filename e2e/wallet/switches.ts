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
