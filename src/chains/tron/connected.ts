/**
 * The part of the Tron wallet module used once a wallet is connected: balances from the
 * network's node (./node.ts) and the deposit (./send.ts, encoded by ./deposit.ts). Loaded by
 * `import()` from ./wallet.tsx, so that listing and connecting wallets does not wait for it.
 */
import type { Network, Token } from '../../api/types';
import type { DepositPreview, PreviewDepositInput, SendDepositInput } from '../kit/contract';
import { requiredNodeUrl } from '../kit/errors';
import { isNativeToken } from '../kit/expected';
import { createTronNodeClient } from './node';
import { previewTronDeposit, sendTronDeposit, type TronSigner } from './send';

function nodeClientOf(network: Network) {
  return createTronNodeClient(requiredNodeUrl(network));
}

export function readBalance(address: string, network: Network, token: Token): Promise<bigint> {
  const node = nodeClientOf(network);
  return isNativeToken(token.contract)
    ? node.trxBalance(address)
    : node.trc20Balance(address, token.contract as string);
}

export function previewDeposit(address: string, input: PreviewDepositInput): Promise<DepositPreview> {
  return previewTronDeposit(nodeClientOf(input.network), address, input);
}

export function sendDeposit(signer: TronSigner, input: SendDepositInput): Promise<string> {
  return sendTronDeposit(nodeClientOf(input.network), signer, input);
}
