/**
 * The screenshot walk (`npm run screenshots`, scripts/screenshots.mjs): screenshots/walk.spec.ts
 * against its own sandbox (with the local EVM chains), the build in dist-screens/ and the partner
 * page, all on the ports of e2e/ports.ts moved by PORTAGE_PORT_OFFSET, so that it can run while
 * `npm test` does. Writes docs/screenshots/*.png.
 */
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/browser.mjs';
import {
  HOST_PAGE_PORT,
  LOCAL_CHAIN_PORTS,
  PORT_OFFSET,
  PREVIEW_PORT,
  SANDBOX_PORT,
  THIRD_PARTY_PORT,
} from './e2e/ports';

if (PORT_OFFSET === 0) {
  throw new Error(
    'The screenshot walk runs on ports of its own: run `npm run screenshots`, or set PORTAGE_PORT_OFFSET (e.g. 10000) and build dist-screens/ for it as scripts/screenshots.mjs does.',
  );
}

const PREVIEW_URL = `http://127.0.0.1:${PREVIEW_PORT}`;

export default defineConfig({
  testDir: 'screenshots',
  // Not test-results/: the browser tests empty that folder when they start.
  outputDir: 'reports/screenshots',
  // The swaps wait for the sandbox's clock (about 25 s to complete or refund): side by side.
  fullyParallel: true,
  workers: 3,
  retries: 0,
  timeout: 120_000,
  reporter: [['list']],
  use: {
    baseURL: PREVIEW_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: [
    {
      command: 'npm run --silent sandbox',
      // Real time (×1): a swap stays in progress long enough to be photographed; only the EVM
      // local chains (Local Chain A and B) are started, for the wallet screens.
      env: {
        PORT: String(SANDBOX_PORT),
        HOST: '127.0.0.1',
        SANDBOX_TIME_SCALE: '1',
        SANDBOX_LOCAL_CHAINS: '1',
        SANDBOX_LOCAL_FAMILIES: 'evm',
        SANDBOX_ANVIL_PORTS: LOCAL_CHAIN_PORTS.evm.join(','),
        SANDBOX_SOLANA_PORTS: LOCAL_CHAIN_PORTS.solana.join(','),
        SANDBOX_TON_PORTS: LOCAL_CHAIN_PORTS.ton.join(','),
        SANDBOX_BITCOIN_PORTS: LOCAL_CHAIN_PORTS.bitcoin.join(','),
        SANDBOX_STARKNET_PORTS: LOCAL_CHAIN_PORTS.starknet.join(','),
        SANDBOX_TRON_PORTS: LOCAL_CHAIN_PORTS.tron.join(','),
        SANDBOX_FUEL_PORTS: LOCAL_CHAIN_PORTS.fuel.join(','),
      },
      url: `http://127.0.0.1:${SANDBOX_PORT}/api/v2/health`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // The build made by scripts/screenshots.mjs, talking to the sandbox above.
      command: `npm run --silent preview -- --outDir dist-screens --port ${PREVIEW_PORT}`,
      url: PREVIEW_URL,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node e2e/host-server.mjs',
      env: { HOST_PAGE_PORT: String(HOST_PAGE_PORT), THIRD_PARTY_PORT: String(THIRD_PARTY_PORT) },
      url: `http://localhost:${HOST_PAGE_PORT}/host.html`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
