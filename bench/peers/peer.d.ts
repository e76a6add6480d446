// The contract every peer page (bench/peers/<id>/peer.mjs) fulfils, for the benchmark
// (scripts/bench.mjs) and the browser tests (e2e/*-widget.spec.ts).
import type { Page } from '@playwright/test';

/** One request the page sent to one of the peer's `hosts`. */
export interface PeerRequest {
  method: string;
  url: URL;
  /** Lower-case header names. */
  headers: Record<string, string>;
  body: string | undefined;
}

/** What the page gets back. */
export interface PeerAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface PeerHandlerOptions {
  /** The sandbox's origin, e.g. http://127.0.0.1:8797 (no trailing slash needed). */
  sandboxUrl: string;
  /** Sent to the sandbox as X-SVC-APIKEY. */
  apiKey: string;
  /** Answer the token list with one network of 5,000 tokens (the benchmark's keystroke figure). */
  bigTokenList?: boolean;
}

export interface PeerHandler {
  handle(request: PeerRequest): Promise<PeerAnswer>;
  /** Paths answered without the sandbox (endpoints it does not have), for the report. */
  offSpec: Set<string>;
}

/** What `openTokenSearch` leaves open for the keystroke figure. */
export interface TokenSearch {
  /** CSS selector of the element holding the list (observed for changes while typing). */
  listSelector: string;
  /** What to type into the focused search box. */
  searchText: string;
  /** How many tokens the list holds before typing. */
  listSize: number;
}

export interface Peer {
  id: string;
  /** Package and version, for the report, e.g. "@layerswap/widget 1.1.3". */
  label: string;
  /** API hosts the page calls; requests to them go to `createHandler`'s handler. */
  hosts: string[];
  /** Plain words: what "usable" means for this page. */
  usableDefinition: string;
  /** Runs in the page (serialized with .toString(): no closures, no imports): true once usable. */
  isUsable: () => boolean;
  createHandler(options: PeerHandlerOptions): PeerHandler;
  /** Opens the token picker of a usable page and focuses its search box. */
  openTokenSearch(page: Page): Promise<TokenSearch>;
}
