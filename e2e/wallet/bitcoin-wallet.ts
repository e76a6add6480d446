/**
 * An injected Bitcoin test wallet for the browser tests, in the shape sats-connect 4 expects: an
 * entry in `window.btc_providers` whose `id` is the path of the provider object on `window`, and
 * a provider whose `request(method, params)` answers JSON-RPC 2.0 responses (`{ jsonrpc, id,
 * result }` or `{ jsonrpc, id, error: { code, message } }`). sats-connect asks `getInfo` first.
 *
 * It holds one native segwit (P2WPKH) account on Bitcoin regtest: the sandbox's public test user
 * (service/chains/bitcoin/keys.ts, funded at start). PSBTs are signed on the Node side, through
 * `page.exposeBinding`, with @scure/btc-signer: only the inputs the site names in `signInputs`,
 * with the sighash the PSBT asks for. Nothing is broadcast by the wallet (`broadcast: false`).
 * Switches make the next request be declined, or the next signature wait until the test releases
 * it (a person who has not answered yet).
 */
import type { Page } from '@playwright/test';
import { base64 } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import { BITCOIN_TEST_USER } from '../../service/chains/bitcoin/keys';
import { type HoldControls, type HoldGate, holdControls, installHoldGate, turnOn } from './switches';

export const BITCOIN_TEST_WALLET = BITCOIN_TEST_USER;
export const BITCOIN_TEST_WALLET_NAME = 'Portage Test Bitcoin Wallet';

export interface BitcoinTestWalletControls extends HoldControls {
  /** The next request that needs the person (getAccounts, signPsbt) is declined (-32000). */
  rejectNext(): Promise<void>;
  /** How many PSBTs the wallet signed. */
  signedCount(): Promise<number>;
}

export async function installBitcoinTestWallet(page: Page): Promise<BitcoinTestWalletControls> {
  const account = BITCOIN_TEST_USER;
  let signed = 0;
  await page.exposeBinding(
    '__portageBitcoinSign',
    async (_source, request: { psbt: string; signInputs?: Record<string, number[]> }) => {
      const tx = Transaction.fromPSBT(base64.decode(request.psbt), { allowUnknownOutputs: true });
      const indexes = request.signInputs?.[account.address] ?? [];
      if (indexes.length === 0)
        return { error: { code: -32602, message: 'No input of this wallet to sign.' } };
      for (const index of indexes) tx.signIdx(Buffer.from(account.privateKey, 'hex'), index);
      signed += 1;
      return { psbt: base64.encode(tx.toPSBT()) };
    },
  );
  await installHoldGate(page, '__portageBitcoinWallet');
  await page.addInitScript(
    ({ address, publicKey, name }) => {
      const switches = { rejectNext: false, holdNextSend: false };
      // Installed by its own init script, which runs first (installHoldGate in ./switches).
      const gate = (window as unknown as { __portageBitcoinWalletHold: HoldGate }).__portageBitcoinWalletHold;
      const sign = (request: unknown) =>
        (
          window as unknown as {
            __portageBitcoinSign: (
              r: unknown,
            ) => Promise<{ psbt?: string; error?: { code: number; message: string } }>;
          }
        ).__portageBitcoinSign(request);
      let nextId = 1;
      const answer = (result: unknown) => ({ jsonrpc: '2.0', id: String(nextId++), result });
      const refuse = (code: number, message: string) => ({
        jsonrpc: '2.0',
        id: String(nextId++),
        error: { code, message },
      });
      const provider = {
        async request(method: string, params: unknown) {
          const needsPerson = method === 'getAccounts' || method === 'signPsbt';
          if (needsPerson && switches.rejectNext) {
            switches.rejectNext = false;
            return refuse(-32000, 'User rejected the request.');
          }
          switch (method) {
            case 'getInfo':
              return answer({
                version: '1.0.0',
                platform: 'web',
                methods: ['getInfo', 'getAccounts', 'signPsbt', 'wallet_getNetwork'],
                supports: [],
              });
            case 'getAccounts':
              return answer([
                { address, publicKey, purpose: 'payment', addressType: 'p2wpkh', walletType: 'software' },
              ]);
            case 'wallet_getNetwork':
              return answer({
                bitcoin: { name: 'Regtest' },
                stacks: { name: 'testnet' },
                spark: { name: 'regtest' },
              });
            case 'signPsbt': {
              const { psbt, signInputs, broadcast } = params as {
                psbt: string;
                signInputs?: Record<string, number[]>;
                broadcast?: boolean;
              };
              if (broadcast) return refuse(-32602, 'This test wallet never broadcasts.');
              await gate.wait(switches);
              const result = await sign({ psbt, signInputs });
              return result.error
                ? refuse(result.error.code, result.error.message)
                : answer({ psbt: result.psbt });
            }
            default:
              return refuse(-32601, `Method not found: ${method}`);
          }
        },
      };
      const target = window as unknown as {
        PortageTestBitcoinWallet: typeof provider;
        __portageBitcoinWallet: typeof switches;
        btc_providers?: unknown[];
      };
      target.PortageTestBitcoinWallet = provider;
      target.__portageBitcoinWallet = switches;
      target.btc_providers = [
        ...(target.btc_providers ?? []),
        {
          id: 'PortageTestBitcoinWallet',
          name,
          icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"%3E%3Crect width="32" height="32" rx="8" fill="%23f7931a"/%3E%3C/svg%3E',
          methods: ['getInfo', 'getAccounts', 'signPsbt', 'wallet_getNetwork'],
        },
      ];
    },
    { address: account.address, publicKey: account.publicKey, name: BITCOIN_TEST_WALLET_NAME },
  );
  return {
    rejectNext: () => turnOn(page, '__portageBitcoinWallet', 'rejectNext'),
    ...holdControls(page, '__portageBitcoinWallet'),
    signedCount: async () => signed,
  };
}
