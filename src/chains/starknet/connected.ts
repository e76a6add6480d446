/**
 * The part of the Starknet wallet module used once a wallet is connected: token balances from the
 * network's node (./node.ts) and the deposit (./send.ts, checked and rebuilt by ./deposit.ts).
 * Loaded by `import()` from ./wallet.tsx, so that listing and connecting wallets does not wait for
 * it.
 */
import type { Network } from '../../api/types';
import type { DepositPreview, PreviewDepositInput, SendDepositInput } from '../kit/contract';
import { requiredNodeUrl } from '../kit/errors';
import { createStarknetNodeClient, type StarknetNodeClient } from './node';
import { previewStarknetDeposit, type StarknetWalletApi, sendStarknetDeposit } from './send';

function nodeClientOf(network: Network): StarknetNodeClient {
  return createStarknetNodeClient(requiredNodeUrl(network));
}

export function readBalance(network: Network, contract: string, address: string): Promise<bigint> {
  return nodeClientOf(network).balanceOf(contract, address);
}

export function previewDeposit(sender: string, input: PreviewDepositInput): Promise<DepositPreview> {
  return previewStarknetDeposit(sender, nodeClientOf(input.network), input);
}

export function sendDeposit(
  wallet: StarknetWalletApi,
  sender: string,
  input: SendDepositInput,
): Promise<string> {
  return sendStarknetDeposit(wallet, sender, nodeClientOf(input.network), input);
}
