import { test as base, expect } from '@playwright/test';

/**
 * Every browser test runs with the internet shut off: any request to a host other than localhost
 * is aborted (and listed in `blockedRequests`), so nothing can pass by reaching the outside world.
 * The rule is the browser context's, so it holds for every page a test opens (a second tab too).
 */
export const test = base.extend<{ blockedRequests: string[] }>({
  blockedRequests: [
    async ({ context }, use) => {
      const blocked: string[] = [];
      await context.route(
        (url) => !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname),
        (route) => {
          blocked.push(route.request().url());
          return route.abort('blockedbyclient');
        },
      );
      await use(blocked);
    },
    { auto: true },
  ],
});

export { expect };
