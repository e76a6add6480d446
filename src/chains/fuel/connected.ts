/**
 * The part of the Fuel wallet module used once a wallet is connected: balances and the chain
 * from the network's node (./node.ts, fuels' `Provider`) and the deposit (./send.ts: built and
 * checked by ./deposit.ts, funded and dry-run at the node). Loaded by `import()` from ./wallet.tsx,
 * so that listing and connecting wallets does not wait for the transaction code.
 */
import type { Network, Token } from '../../api/types';
import type { DepositPreview, PreviewDepositInput, SendDepositInput } from '../kit/contract';
import { requiredNodeUrl } from '../kit/errors';
import { isNativeToken } from '../kit/expected';
import { createFuelNode, type FuelNode } from './node';
import { type FuelSigner, prepareFuelDeposit, sendFuelDeposit } from './send';

const nodes = new Map<string, FuelNode>();
function nodeClientOf(network: Network): FuelNode {
  const url = requiredNodeUrl(network);
  let node = nodes.get(url);
  if (!node) {
    node = createFuelNode(url);
    nodes.set(url, node);
  }
  return node;
}

export async function readBalance(address: string, network: Network, token: Token): Promise<bigint> {
  const node = nodeClientOf(network);
  // Only a balance shown: the deposit itself checks the node's base asset against the route lists.
  const assetId = isNativeToken(token.contract)
    ? (await node.chain()).baseAssetId
    : (token.contract as string);
  return node.balance(address, assetId);
}

/** The same preparation as the send (node reads, build, funding, dry run), without the wallet. */
export async function previewDeposit(address: string, input: PreviewDepositInput): Promise<DepositPreview> {
  const prepared = await prepareFuelDeposit({
    address,
    action: input.action,
    expected: input.expected,
    network: input.network,
    sequenceNumber: input.sequenceNumber,
    node: nodeClientOf(input.network),
  });
  return prepared.preview;
}

/** The deposit, funded at the network's node, signed and submitted by `wallet`. */
export function sendDeposit(
  address: string,
  input: SendDepositInput,
  wallet: (nodeUrl: string) => FuelSigner,
): Promise<string> {
  const node = nodeClientOf(input.network);
  return sendFuelDeposit({
    address,
    action: input.action,
    expected: input.expected,
    network: input.network,
    sequenceNumber: input.sequenceNumber,
    node,
    wallet: wallet(node.url),
    onHash: input.onHash,
    ...(input.onStage ? { onStage: input.onStage } : {}),
  });
}
