import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WIDGET_BUILD, WIDGET_VERSION } from '../lib/build-info';
import type { StoredSwap } from '../state/swaps';
import { type DiagnosticInput, diagnosticBundle, diagnosticText, supportSite } from './help';

const API_KEY = 'partner-secret-api-key-7f3a9c';
const SIGNED_TX =
  '0x02f8b20182012a8459682f0085174876e80082c35094a0b86991c6218b36c1d19d4a2e9eb0ce3606eb4880b844a9059cbb';
const CALL_DATA = '0xa9059cbb000000000000000000000000deadbeefdeadbeefdeadbeefdeadbeefdeadbeef';
const SIGNATURE = 'SIGxx3b1f5e0c6d9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3';
const PSBT = 'cHNidP8BAHECAAAAAQ-psbt-canary';
const BOC = 'te6cckEBAQEAboc-canary';
const SEED = 'abandon ability able about above absent absorb abstract absurd abuse access accident';
const PRIVATE_KEY = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318';
const PARTNER_STRINGS = '{"en":{"route.create":"Swap now at partner"}}';

const environment: DiagnosticInput['environment'] = {
  version: WIDGET_VERSION,
  build: WIDGET_BUILD,
  lang: 'en',
  framed: true,
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36',
  now: Date.UTC(2026, 10, 27, 9, 0, 0),
};

const INPUT_HASH = `0x${'ab'.repeat(32)}`;
const OUTPUT_HASH = `0x${'cd'.repeat(32)}`;

/** A swap as the service answers it, with everything a hostile or careless service could add. */
function hostileSwap() {
  return {
    id: 'swap-1234',
    created_date: '2026-11-27T08:00:00Z',
    status: 'ls_transfer_pending',
    source_network: {
      name: 'ETHEREUM_MAINNET',
      node_url: `https://node.example/${API_KEY}`,
      transaction_explorer_template: 'https://etherscan.io/tx/{0}',
    },
    source_token: { symbol: 'ETH', contract: null },
    destination_network: { name: 'ARBITRUM_MAINNET' },
    destination_token: { symbol: 'ETH' },
    requested_amount: 0.5,
    destination_address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    api_key: API_KEY,
    signature: SIGNATURE,
    signed: SIGNED_TX,
    raw: SIGNED_TX,
    psbt: PSBT,
    boc: BOC,
    call_data: CALL_DATA,
    metadata: { sequence_number: 42, signature: SIGNATURE, private_key: PRIVATE_KEY, seed: SEED },
    transactions: [
      {
        type: 'input',
        transaction_hash: INPUT_HASH,
        status: 'completed',
        timestamp: '2026-11-27T08:01:00Z',
        confirmations: 3,
        max_confirmations: 3,
        amount: 0.5,
        network: { name: 'ETHEREUM_MAINNET' },
        token: { symbol: 'ETH' },
        signature: SIGNATURE,
        raw_transaction: SIGNED_TX,
        from: '0x1111111111111111111111111111111111111111',
      },
      // A "hash" that is really signed bytes: too long to be a hash, so left out.
      { type: 'output', transaction_hash: `${SIGNED_TX}${'00'.repeat(80)}`, status: 'pending' },
      { type: 'refuel', transaction_hash: OUTPUT_HASH, status: 'pending', call_data: CALL_DATA },
    ],
    deposit_actions: [{ type: 'transfer', call_data: CALL_DATA, to_address: '0xdead', signature: SIGNATURE }],
  };
}

function hostileStored(): StoredSwap {
  return {
    id: 'swap-1234',
    createdAt: Date.UTC(2026, 10, 27, 8, 0, 0),
    sourceNetwork: 'ETHEREUM_MAINNET',
    sourceToken: 'ETH',
    destinationNetwork: 'ARBITRUM_MAINNET',
    destinationToken: 'ETH',
    amount: '0.5',
    destinationAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    depositMethod: 'wallet',
    status: 'user_transfer_pending',
    deposit: { txHash: INPUT_HASH, state: 'submitted', at: Date.UTC(2026, 10, 27, 8, 0, 30) },
    // Whatever else a store might hold, read back from a tampered localStorage.
    ...({
      apiKey: API_KEY,
      strings: PARTNER_STRINGS,
      signedTransaction: SIGNED_TX,
      signature: SIGNATURE,
      callData: CALL_DATA,
      psbt: PSBT,
      boc: BOC,
      seed: SEED,
      privateKey: PRIVATE_KEY,
    } as object),
  } as StoredSwap;
}

const FORBIDDEN = [API_KEY, SIGNED_TX, CALL_DATA, SIGNATURE, PSBT, BOC, SEED, PRIVATE_KEY, PARTNER_STRINGS];
const FORBIDDEN_NAMES =
  /"(?:signature|signed|raw|psbt|boc|call_?data|api_?key|seed|private_?key|deposit_actions|strings)"/i;

describe('the diagnostic bundle', () => {
  it('names the swap, its statuses, hashes, route, amounts and the widget, and nothing secret', () => {
    const text = diagnosticText({
      swapId: 'swap-1234',
      swap: hostileSwap(),
      stored: hostileStored(),
      statusLog: [
        { status: 'user_transfer_pending', at: Date.UTC(2026, 10, 27, 8, 0, 5) },
        { status: 'ls_transfer_pending', at: Date.UTC(2026, 10, 27, 8, 2, 0) },
      ],
      environment,
      secrets: [API_KEY],
    });
    for (const secret of FORBIDDEN) expect(text).not.toContain(secret);
    expect(text).not.toMatch(FORBIDDEN_NAMES);
    expect(text).not.toContain('node.example');
    const bundle = JSON.parse(text);
    expect(bundle.swapId).toBe('swap-1234');
    expect(bundle.widget).toEqual({ version: WIDGET_VERSION, build: WIDGET_BUILD });
    expect(bundle.environment).toEqual({ lang: 'en', framed: true, userAgent: environment.userAgent });
    expect(bundle.service.status).toBe('ls_transfer_pending');
    expect(bundle.service.source).toEqual({ network: 'ETHEREUM_MAINNET', token: 'ETH' });
    expect(bundle.service.destination).toEqual({ network: 'ARBITRUM_MAINNET', token: 'ETH' });
    expect(bundle.service.requestedAmount).toBe('0.5');
    expect(bundle.service.transactions[0]).toEqual({
      type: 'input',
      network: 'ETHEREUM_MAINNET',
      token: 'ETH',
      amount: '0.5',
      hash: INPUT_HASH,
      status: 'completed',
      time: '2026-11-27T08:01:00.000Z',
      confirmations: 3,
      maxConfirmations: 3,
    });
    // The long "hash" is no hash: the transaction is listed without it.
    expect(bundle.service.transactions[1]).toEqual({ type: 'output', status: 'pending' });
    expect(bundle.service.transactions[2].hash).toBe(OUTPUT_HASH);
    expect(bundle.thisBrowser.deposit).toEqual({
      hash: INPUT_HASH,
      state: 'submitted',
      at: '2026-11-27T08:00:30.000Z',
    });
    expect(bundle.thisBrowser.depositMethod).toBe('wallet');
    expect(bundle.thisBrowser.amount).toBe('0.5');
    expect(bundle.statusesSeen).toEqual([
      { status: 'user_transfer_pending', at: '2026-11-27T08:00:05.000Z' },
      { status: 'ls_transfer_pending', at: '2026-11-27T08:02:00.000Z' },
    ]);
  });

  it('keeps the API key out even where a field it reads carries it, when it is named as a secret', () => {
    const swap = { ...hostileSwap(), status: API_KEY, fail_reason: API_KEY };
    const stored = { ...hostileStored(), sourceToken: API_KEY };
    expect(
      diagnosticText({ swapId: 'swap-1234', swap, stored, environment, secrets: [API_KEY] }),
    ).not.toContain(API_KEY);
  });

  it('in History lists this browser’s swaps by id, status and deposit hash, without the rest', () => {
    const other: StoredSwap = {
      ...hostileStored(),
      id: 'swap-5678',
      deposit: undefined,
      status: 'completed',
    };
    const text = diagnosticText({ swapId: null, history: [hostileStored(), other], environment });
    for (const secret of FORBIDDEN) expect(text).not.toContain(secret);
    expect(text).not.toContain('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    const bundle = JSON.parse(text);
    expect(bundle.swapId).toBeNull();
    expect(bundle.swaps.map((swap: { id: string }) => swap.id)).toEqual(['swap-1234', 'swap-5678']);
    expect(bundle.swaps[0]).toMatchObject({
      status: 'user_transfer_pending',
      depositHash: INPUT_HASH,
      route: 'ETH ETHEREUM_MAINNET → ETH ARBITRUM_MAINNET',
    });
  });

  it('leaves out what it does not have rather than making it up', () => {
    const bundle = diagnosticBundle({ swapId: 'swap-1234', environment });
    expect(bundle.service).toBeUndefined();
    expect(bundle.thisBrowser).toBeUndefined();
    expect(bundle.statusesSeen).toBeUndefined();
    expect(JSON.parse(JSON.stringify(bundle)).swapId).toBe('swap-1234');
  });

  it('reads garbage where a swap should be without throwing', () => {
    for (const swap of [null, 42, 'text', [], { transactions: 'no' }, { transactions: [null, 1, 'x'] }]) {
      expect(() => JSON.parse(diagnosticText({ swapId: 's', swap, environment }))).not.toThrow();
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Property-ish: every swap of the fixtures, with canaries planted at every depth under the names
// a secret goes by, gives a bundle with the swap's id and hashes and none of the canaries.

const FIXTURES = join(import.meta.dirname, '..', 'api', '__fixtures__', 'real');
const SECRET_NAMES = [
  'signature',
  'signatures',
  'signed',
  'signed_transaction',
  'raw',
  'raw_transaction',
  'psbt',
  'boc',
  'call_data',
  'callData',
  'encoded_args',
  'api_key',
  'apiKey',
  'private_key',
  'seed',
  'mnemonic',
  'secret',
  'node_url',
  'deposit_actions',
];

/** A small seeded generator: the same canaries on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The value with a canary under a secret's name in every object, at every depth. */
function plantCanaries(value: unknown, next: () => number, canaries: string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => plantCanaries(item, next, canaries));
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) copy[key] = plantCanaries(inner, next, canaries);
  const name = SECRET_NAMES[Math.floor(next() * SECRET_NAMES.length)] as string;
  const canary = `CANARY${Math.floor(next() * 1e9)}x${canaries.length}`;
  canaries.push(canary);
  copy[name] = name === 'deposit_actions' ? [{ call_data: canary }] : canary;
  return copy;
}

function fixtureSwaps(): { name: string; data: Record<string, unknown> }[] {
  return readdirSync(FIXTURES)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => {
      const json = JSON.parse(readFileSync(join(FIXTURES, name), 'utf8'));
      const data = json?.data;
      return data && typeof data === 'object' && data.swap ? [{ name, data }] : [];
    });
}

describe('the diagnostic bundle over the captured swaps', () => {
  const swaps = fixtureSwaps();

  it('has swaps to read', () => {
    expect(swaps.length).toBeGreaterThanOrEqual(2);
  });

  for (const { name, data } of swaps) {
    it(`${name}: the id and hashes are there, no canary and no deposit action is`, () => {
      for (let seed = 1; seed <= 20; seed++) {
        const canaries: string[] = [];
        const planted = plantCanaries(data, random(seed), canaries) as {
          swap: unknown;
          deposit_actions?: unknown;
        };
        const text = diagnosticText({
          swapId: (data.swap as { id: string }).id,
          swap: planted.swap,
          environment,
        });
        for (const canary of canaries) expect(text).not.toContain(canary);
        expect(text).not.toMatch(FORBIDDEN_NAMES);
        const bundle = JSON.parse(text);
        const swap = data.swap as { id: string; transactions?: { transaction_hash?: string }[] };
        expect(bundle.swapId).toBe(swap.id);
        for (const tx of swap.transactions ?? [])
          if (tx.transaction_hash) expect(text).toContain(tx.transaction_hash);
        // The deposit actions of the capture (call data, node URLs) never reach the bundle.
        for (const action of (data.deposit_actions as { call_data?: string }[] | undefined) ?? [])
          if (action.call_data) expect(text).not.toContain(action.call_data);
      }
    });
  }
});

describe('the support link’s site', () => {
  it('is the host of an https link, and none for anything else', () => {
    expect(supportSite('https://help.partner.example/swaps?x=1')).toBe('help.partner.example');
    expect(supportSite('https://help.partner.example:8443/')).toBe('help.partner.example:8443');
    expect(supportSite('http://help.partner.example/')).toBeNull();
    expect(supportSite('javascript:alert(1)')).toBeNull();
    expect(supportSite('not a url')).toBeNull();
  });
});
