/**
 * A Starknet test wallet for the browser tests: an injected get-starknet wallet object,
 * `window.starknet_portage` (`{ id, name, version, icon, request, on, off }`, the Starknet wallet
 * API: Portage lists it in its chooser and connects it through get-starknet,
 * `@starknet-io/get-starknet`, whose `connect` checks `wallet_getPermissions`), speaking
 * `wallet_requestAccounts`, `wallet_getPermissions`, `wallet_requestChainId`,
 * `wallet_switchStarknetChain` and `wallet_addInvokeTransaction`.
 *
 * Signing happens on the Node side (page.exposeBinding): the sandbox's test user (its public test
 * key, service/chains/starknet/keys.ts) compiles the calls into `__execute__` calldata, signs the
 * v3 invoke at its nonce from the node, and posts it to the local ledger's JSON-RPC, as a wallet
 * does; the page gets the transaction hash.
 */
import type { Page } from '@playwright/test';
import { signInvoke, unsignedInvoke } from '../../service/chains/starknet/invoke';
import { STARKNET_TEST_ACCOUNTS } from '../../service/chains/starknet/keys';
import { LOCAL_STARKNET_CHAIN_ID } from '../../service/chains/starknet/local';

export const STARKNET_WALLET_NAME = 'Portage Test Starknet Wallet';
const ICON =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"%3E%3Crect width="32" height="32" rx="8" fill="%23ec796b"/%3E%3C/svg%3E';
const USER = STARKNET_TEST_ACCOUNTS.user;
export const STARKNET_TEST_USER = USER.address;

/** A call as the wallet API carries it. */
export interface WalletApiCall {
  contract_address: string;
  entry_point: string;
  calldata?: string[];
}

export interface StarknetWalletControls {
  /** The next invoke request is declined (USER_REFUSED_OP, code 113). */
  rejectNext(): void;
  /** The calls of each invoke the wallet signed and sent, as the page gave them. */
  signed(): WalletApiCall[][];
}

async function rpc(nodeUrl: string, method: string, params: unknown): Promise<unknown> {
  const response = await fetch(nodeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
  if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code });
  return body.result;
}

export async function installStarknetTestWallet(
  page: Page,
  options: { nodeUrl: string },
): Promise<StarknetWalletControls> {
  let rejectNext = false;
  const signed: WalletApiCall[][] = [];

  await page.exposeBinding('portageStarknetWallet', async (_source, type: string, params: unknown) => {
    switch (type) {
      case 'wallet_requestAccounts':
        return { result: [USER.address] };
      case 'wallet_getPermissions':
        return { result: ['accounts'] };
      case 'wallet_requestChainId':
        return { result: LOCAL_STARKNET_CHAIN_ID };
      case 'wallet_switchStarknetChain':
        return { result: (params as { chainId?: string }).chainId === LOCAL_STARKNET_CHAIN_ID };
      case 'wallet_addInvokeTransaction': {
        if (rejectNext) {
          rejectNext = false;
          return { error: { code: 113, message: 'An error occurred (USER_REFUSED_OP)' } };
        }
        const calls = (params as { calls: WalletApiCall[] }).calls;
        const nonce = BigInt(
          (await rpc(options.nodeUrl, 'starknet_getNonce', {
            block_id: 'latest',
            contract_address: USER.address,
          })) as string,
        );
        const tx = unsignedInvoke(
          USER.address,
          calls.map((call) => ({
            contractAddress: call.contract_address,
            entrypoint: call.entry_point,
            calldata: call.calldata ?? [],
          })),
          nonce,
        );
        const result = await rpc(options.nodeUrl, 'starknet_addInvokeTransaction', {
          invoke_transaction: signInvoke(tx, LOCAL_STARKNET_CHAIN_ID, USER.privateKey),
        });
        signed.push(calls);
        return { result };
      }
      default:
        return { error: { code: 163, message: `${type} is not supported by the test wallet` } };
    }
  });

  await page.addInitScript(
    ({ name, icon }) => {
      type Answer = { result?: unknown; error?: { code: number; message: string } };
      // The binding is looked up per request: it is there by the time the page asks anything.
      const bridge = (type: string, params: unknown) =>
        (
          window as unknown as { portageStarknetWallet(type: string, params: unknown): Promise<Answer> }
        ).portageStarknetWallet(type, params);
      const wallet = {
        id: 'portage',
        name,
        version: '1.0.0',
        icon,
        async request(call: { type: string; params?: unknown }) {
          const answer = await bridge(call.type, call.params ?? {});
          if (answer.error) throw answer.error;
          return answer.result;
        },
        on() {},
        off() {},
      };
      Object.defineProperty(window, 'starknet_portage', { value: wallet, configurable: true });
    },
    { name: STARKNET_WALLET_NAME, icon: ICON },
  );

  return {
    rejectNext: () => {
      rejectNext = true;
    },
    signed: () => [...signed],
  };
}
