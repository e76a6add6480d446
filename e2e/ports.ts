/** Ports of the sandbox the browser tests start (playwright.config.ts), and of its local chains. */
export const SANDBOX_PORT = 8797;

export const LOCAL_CHAIN_PORTS = {
  /** Two anvil nodes: Local Chain A (31337) and Local Chain B (31338). */
  evm: [8645, 8646],
  /** The JSON-RPC (HTTP and websocket) facade over litesvm. */
  solana: [8699],
  /** The toncenter-style API over @ton/sandbox. */
  ton: [8681],
  /** The Esplora-style API, and litecoind's regtest RPC. */
  bitcoin: [8602, 8643],
  /** The Starknet JSON-RPC subset over the verifying ledger. */
  starknet: [8650],
  /** The TronGrid-style API over the verifying ledger. */
  tron: [8690],
  /** The fuel-core-style GraphQL facade over the verifying ledger. */
  fuel: [8640],
} as const;
