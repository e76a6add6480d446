/**
 * The part of the Bitcoin wallet module used once a wallet is connected: balances and the fee
 * "Max" keeps aside, read from the network's Esplora node (./node.ts), and the deposit (./send.ts,
 * built with @scure/btc-signer by ./deposit.ts). Loaded by `import()` from ./wallet.tsx, so that
 * listing and connecting wallets (sats-connect) does not wait for the transaction library.
 *
 * The node's fee rate is taken up to a ceiling: 300 sat/vB, or what the build sets in
 * `VITE_PORTAGE_BTC_MAX_FEE_RATE` (a mistyped value keeps the default, with a warning). The fee
 * share, floor and coin count are the builder's defaults, for "Max" and the deposit alike.
 */
import type { Network } from '../../api/types';
import type { DepositPreview, PreviewDepositInput } from '../kit/contract';
import { requiredNodeUrl } from '../kit/errors';
import { DEFAULT_MAX_FEE_RATE, parseMaxFeeRate } from './deposit';
import { createBitcoinNodeClient } from './node';
import {
  type BitcoinAccount,
  bitcoinBalance,
  bitcoinFeeReserve,
  prepareBitcoinDeposit,
  type SendBitcoinDepositInput,
  sendBitcoinDeposit,
} from './send';

const CONFIGURED_MAX_FEE_RATE: string | undefined = import.meta.env.VITE_PORTAGE_BTC_MAX_FEE_RATE;
/** The highest fee rate (sat/vB) taken from a node: the build's setting, else the builder's default. */
const PARSED_MAX_FEE_RATE = parseMaxFeeRate(CONFIGURED_MAX_FEE_RATE);
const MAX_FEE_RATE = PARSED_MAX_FEE_RATE ?? DEFAULT_MAX_FEE_RATE;
if (CONFIGURED_MAX_FEE_RATE?.trim() && PARSED_MAX_FEE_RATE === undefined) {
  console.warn(
    `Portage: VITE_PORTAGE_BTC_MAX_FEE_RATE is not a positive number of sat/vB (${CONFIGURED_MAX_FEE_RATE}); the ceiling stays ${DEFAULT_MAX_FEE_RATE} sat/vB.`,
  );
}

function nodeClientOf(network: Network) {
  return createBitcoinNodeClient({ baseUrl: requiredNodeUrl(network) });
}

export function readBalance(account: BitcoinAccount, network: Network): Promise<bigint | null> {
  return bitcoinBalance(account, network, nodeClientOf(network));
}

export function feeReserve(account: BitcoinAccount, network: Network): Promise<bigint | null> {
  return bitcoinFeeReserve(account, network, nodeClientOf(network));
}

/** The same preparation as the send (node reads, build, fee bounds, decoding), without the wallet. */
export async function previewDeposit(
  account: BitcoinAccount,
  input: PreviewDepositInput,
): Promise<DepositPreview> {
  const prepared = await prepareBitcoinDeposit({
    account,
    action: input.action,
    expected: input.expected,
    sequenceNumber: input.sequenceNumber,
    network: input.network,
    node: nodeClientOf(input.network),
    maxFeeRate: MAX_FEE_RATE,
  });
  return prepared.preview;
}

/** Builds, has `sign` sign, checks and broadcasts (./send.ts); the node and fee ceiling are this build's. */
export function sendDeposit(
  input: Omit<SendBitcoinDepositInput, 'node' | 'maxFeeRate' | 'network'> & { network: Network },
): Promise<string> {
  return sendBitcoinDeposit({ ...input, node: nodeClientOf(input.network), maxFeeRate: MAX_FEE_RATE });
}
