/**
 * The Bitcoin payout reader against the sandbox's local Bitcoin network (litecoind regtest behind
 * its Esplora API): the hot wallet pays as it pays outputs and refunds (`sendtoaddress`), the
 * reader sees it pending in the mempool, then confirmed once mined, with the recipient's output
 * and the hot wallet's change. Then a stub node answers garbage or another transaction.
 */
import { sha256 } from '@noble/hashes/sha2';
import { utf8 } from '@scure/base';
import { p2tr, p2wpkh } from '@scure/btc-signer';
import { pubECDSA, pubSchnorr } from '@scure/btc-signer/utils.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingToolSentence } from '../../../scripts/system-tools.mjs';
import { litecoindBinaryPath } from '../../../service/chains/bitcoin/litecoind';
import { type LocalBitcoinChain, startLocalBitcoinChain } from '../../../service/chains/bitcoin/local';
import { BITCOIN_REGTEST } from '../../../service/chains/bitcoin/regtest';
import { freePort } from '../../../service/chains/evm/anvil';
import { PayoutNodeError } from '../kit/payout';
import { payoutRequest, unreachableNode } from '../kit/payout.test-support';
import { reader } from './payout';

const installed = litecoindBinaryPath() !== null;
if (!installed) console.warn(`Skipping the Bitcoin payout reader test: ${missingToolSentence('litecoind')}`);

let chain: LocalBitcoinChain;

/** On BITCOIN_REGTEST: the network's name says which addresses the reader writes. */
const request = (hash: string, fetchImpl: typeof fetch = fetch) => ({
  ...payoutRequest({ hash, family: 'bitcoin', nodeUrl: chain.esploraUrl, fetch: fetchImpl }),
  network: { name: 'BITCOIN_REGTEST', type: 'bitcoin', node_url: chain.esploraUrl },
});

const secret = (label: string) => sha256(utf8.decode(`portage payout reader test ${label}`));

describe.skipIf(!installed)('Bitcoin payout reader on the local regtest chain', () => {
  beforeAll(async () => {
    // Blocks only when the test mines, so "pending" is there to be seen.
    chain = await startLocalBitcoinChain({
      ports: [await freePort(), await freePort()],
      blockMs: 3_600_000,
      log: () => {},
    });
  }, 90_000);

  afterAll(async () => {
    await chain?.close();
  });

  let txid: string;
  const segwit = p2wpkh(pubECDSA(secret('segwit')), BITCOIN_REGTEST).address as string;

  it("reads the hot wallet's payment: pending in the mempool, with the recipient's output", async () => {
    txid = await chain.pay(segwit, 12_345_678n);
    const observed = await reader.read(request(txid));
    expect(observed.found && observed.state).toBe('pending');
    const payments = observed.found ? observed.payments : [];
    expect(payments).toContainEqual({ to: segwit, token: null, amount: 12_345_678n });
    // The other output is the hot wallet's change: paid to someone else, and said so.
    expect(payments).toHaveLength(2);
  });

  it('reads it confirmed once mined, by an upper-case txid too', async () => {
    await chain.mine(1);
    const observed = await reader.read(request(txid.toUpperCase()));
    expect(observed.found && observed.state).toBe('confirmed');
    expect(observed.found && observed.payments).toContainEqual({
      to: segwit,
      token: null,
      amount: 12_345_678n,
    });
  });

  it('writes a taproot recipient as the validator does (bcrt1p, lower case)', async () => {
    const taproot = p2tr(pubSchnorr(secret('taproot')), undefined, BITCOIN_REGTEST).address as string;
    const hash = await chain.pay(taproot, 50_000n);
    const observed = await reader.read(request(hash));
    expect(taproot).toMatch(/^bcrt1p/);
    expect(observed.found && observed.payments).toContainEqual({ to: taproot, token: null, amount: 50_000n });
  });

  it('says not found for a txid the node does not know, and for text that is no txid', async () => {
    expect(await reader.read(request('ab'.repeat(32)))).toEqual({ found: false });
    expect(await reader.read(request('0x1234'))).toEqual({ found: false });
  });

  describe('an untrusted node', () => {
    /** A node answering the real raw transaction, or `raw`, and `status`. */
    const stub =
      (raw: string | null, status: unknown, code = 200): typeof fetch =>
      async (input) => {
        const url = String(input);
        if (url.endsWith('/hex')) {
          const real = await (await fetch(`${chain.esploraUrl}/tx/${txid}/hex`)).text();
          return new Response(raw ?? real, { status: code });
        }
        return new Response(typeof status === 'string' ? status : JSON.stringify(status), { status: 200 });
      };

    it('reads the real answers through the stub the same way', async () => {
      const observed = await reader.read(request(txid, stub(null, { confirmed: true, block_height: 5 })));
      expect(observed.found && observed.state).toBe('confirmed');
    });

    it.each([
      ['a raw transaction that is not hex', () => stub('zz', { confirmed: true })],
      ['a raw transaction that does not decode', () => stub('0200', { confirmed: true })],
      ['an HTTP error', () => stub('', { confirmed: true }, 500)],
      ['a status that is not JSON', () => stub(null, '<html>')],
      ['a status without "confirmed"', () => stub(null, { block_height: 5 })],
      ['a status that says "yes"', () => stub(null, { confirmed: 'yes' })],
    ])('refuses %s with PayoutNodeError', async (_what, make) => {
      await expect(reader.read(request(txid, make()))).rejects.toBeInstanceOf(PayoutNodeError);
    });

    it('refuses another transaction than the one asked for', async () => {
      const other = await chain.pay(segwit, 100_000n);
      const otherRaw = await (await fetch(`${chain.esploraUrl}/tx/${other}/hex`)).text();
      await expect(reader.read(request(txid, stub(otherRaw, { confirmed: true })))).rejects.toThrow(
        /another transaction/,
      );
    });

    it('refuses an unreachable node with PayoutNodeError', async () => {
      await expect(reader.read(request(txid, unreachableNode))).rejects.toBeInstanceOf(PayoutNodeError);
    });
  });
});
