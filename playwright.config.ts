import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/browser.mjs';
import { HOST_PAGE_PORT, LOCAL_CHAIN_PORTS, PREVIEW_PORT, SANDBOX_PORT } from './e2e/ports';

const PREVIEW_URL = `http://127.0.0.1:${PREVIEW_PORT}`;
/**
 * The build the preview serves: dist/ (what `npm test` builds), or another folder for a second run
 * beside it (with PORTAGE_PORT_OFFSET, and a build whose VITE_PORTAGE_API_URL names the moved
 * sandbox port).
 */
const DIST_DIR = process.env.PORTAGE_DIST_DIR || 'dist';
/** A second run keeps its results apart: Playwright empties its output folder when it starts. */
const SIDE = DIST_DIR === 'dist' ? '' : `-${DIST_DIR}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  outputDir: `test-results${SIDE}`,
  reporter: [['list'], ['json', { outputFile: `reports/playwright${SIDE}.json` }]],
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
        // Debian's Chromium, never a browser downloaded by a test tool.
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: [
    {
      command: `npm run --silent sandbox`,
      // Every local chain, for the wallet-deposit tests, on ports of their own (e2e/ports.ts).
      env: {
        PORT: String(SANDBOX_PORT),
        HOST: '127.0.0.1',
        SANDBOX_TIME_SCALE: '20',
        // A second key, for the embedding test to prove a key passed in the URL never reaches the host page.
        SANDBOX_API_KEYS: 'portage-sandbox-key,portage-embed-e2e-key',
        SANDBOX_LOCAL_CHAINS: '1',
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
      // The production build (made by `npm test` before this runs), served as a static site.
      command: `npm run --silent preview -- --port ${PREVIEW_PORT} --outDir ${DIST_DIR}`,
      url: PREVIEW_URL,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The embedding examples (examples/): a partner's page on http://localhost:4180, another site
      // than the widget's, and a third origin on http://localhost:4181 (e2e/embed.spec.ts).
      command: 'node e2e/host-server.mjs',
      url: `http://localhost:${HOST_PAGE_PORT}/host.html`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
