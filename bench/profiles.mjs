// The benchmark's two profiles and the page each one gives, shared by scripts/bench.mjs and
// bench/wallet-ready.mjs.

/**
 * Phone: Lighthouse's mobile network figures (1.6 Mbit/s, 750 kbit/s, 150 ms) and its 4× CPU
 * slowdown, applied by Chromium itself per page (Network.emulateNetworkConditions,
 * Emulation.setCPUThrottlingRate), in a phone-sized viewport.
 */
export const PROFILES = {
  desktop: {
    id: 'desktop',
    label: 'desktop (1280 px, no throttling)',
    viewport: { width: 1280, height: 900 },
  },
  phone: {
    id: 'phone',
    label: 'phone (360 px, CPU 4× slower, 1.6 Mbit/s down, 750 kbit/s up, 150 ms latency)',
    viewport: { width: 360, height: 800 },
    cpuRate: 4,
    network: { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 },
  },
};

/**
 * A fresh context (an empty cache and no storage, as on a first visit; English) and page in the
 * profile's viewport, with its throttling applied through a CDP session (also used for the heap).
 * HTTPS errors are ignored: the peers' API hosts are served by the benchmark's local gateway with
 * a certificate made for them.
 */
export async function freshPage(browser, profile) {
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: profile.viewport,
    ignoreHTTPSErrors: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (profile.cpuRate) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuRate });
  if (profile.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  }
  return { context, page, cdp };
}
