/**
 * The part of the TON wallet module that needs @ton/core: the balances of a connected wallet, the
 * deposit's preparation (./send.ts) and the hash of the message the wallet signed (./hash.ts).
 * Loaded by `import()` from ./wallet.tsx once a wallet is connected or a deposit is prepared, so
 * that listing and connecting wallets fetches and runs only TonConnect.
 */
import './polyfill';
import { Address } from '@ton/core';
import type { Network, Token } from '../../api/types';
import type { PreviewDepositInput } from '../kit/contract';
import { requiredNodeUrl } from '../kit/errors';
import { isNativeToken } from '../kit/expected';
import { externalMessageHash } from './hash';
import { createTonNodeClient } from './node';
import { type PreparedTonDeposit, prepareTonDeposit } from './send';

export { TON_FEE_ALLOWANCE } from './send';

function nodeClientOf(network: Network) {
  return createTonNodeClient(requiredNodeUrl(network));
}

export async function readTonBalance(address: string, network: Network, token: Token): Promise<bigint> {
  const node = nodeClientOf(network);
  const owner = Address.parse(address);
  if (isNativeToken(token.contract)) return node.balance(owner);
  return node.jettonBalance(Address.parse(token.contract as string), owner);
}

/** The one preparation behind the preview and the send: node reads, build, checks, decoding. */
export function prepareTon(address: string, input: PreviewDepositInput): Promise<PreparedTonDeposit> {
  const { network } = input;
  return prepareTonDeposit({
    node: nodeClientOf(network),
    sender: address,
    action: input.action,
    expected: input.expected,
    sequenceNumber: input.sequenceNumber,
    networkName: network.display_name ?? network.name,
  });
}

/** TEP-467's normalized hash of the signed external message the wallet returned. */
export function signedMessageHash(boc: string): string {
  return externalMessageHash(boc);
}
