/**
 * Ports of what the browser tests start (playwright.config.ts): the sandbox and its local chains,
 * the widget's preview server, and the partner pages of the embedding examples.
 *
 * PORTAGE_PORT_OFFSET (default 0) is added to every one, so that a second run can go on next to
 * `npm test` without a clash: the screenshot walk (`npm run screenshots`,
 * playwright.screenshots.config.ts) runs with an offset of its own.
 */
export const PORT_OFFSET = portOffset(process.env.PORTAGE_PORT_OFFSET);

const at = (port: number) => port + PORT_OFFSET;

export const SANDBOX_PORT = at(8797);
/** `vite preview` of the build (the widget's origin, http://127.0.0.1:<port>). */
export const PREVIEW_PORT = at(4173);
/** The partner's page (examples/host.html, e2e/host-server.mjs), on http://localhost:<port>. */
export const HOST_PAGE_PORT = at(4180);
/** A third origin (examples/third-party.html), on http://localhost:<port>. */
export const THIRD_PARTY_PORT = at(4181);
/** The public service's own widget (bench/peers/layerswap, built on first use), on http://127.0.0.1:<port>. */
export const LAYERSWAP_PAGE_PORT = at(4182);

export const LOCAL_CHAIN_PORTS = {
  /** Two anvil nodes: Local Chain A (31337) and Local Chain B (31338). */
  evm: [at(8645), at(8646)],
  /** The JSON-RPC (HTTP and websocket) facade over litesvm. */
  solana: [at(8699)],
  /** The toncenter-style API over @ton/sandbox. */
  ton: [at(8681)],
  /** The Esplora-style API, and litecoind's regtest RPC. */
  bitcoin: [at(8602), at(8643)],
  /** The Starknet JSON-RPC subset over the verifying ledger. */
  starknet: [at(8650)],
  /** The TronGrid-style API over the verifying ledger. */
  tron: [at(8690)],
  /** The fuel-core-style GraphQL facade over the verifying ledger. */
  fuel: [at(8640)],
} as const;

function portOffset(text: string | undefined): number {
  const offset = Number(text?.trim() || 0);
  // The highest base port (8797) must stay a port.
  if (!Number.isInteger(offset) || offset < 0 || offset > 65535 - 8797) {
    throw new Error(`PORTAGE_PORT_OFFSET must be a whole number from 0 to ${65535 - 8797}, not "${text}"`);
  }
  return offset;
}
