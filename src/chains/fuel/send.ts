/**
 * A Fuel deposit, prepared and sent. `prepareFuelDeposit` is the one preparation behind the
 * preview and the send: the chain's base asset from the node, the request built and checked
 * against what the person chose by `buildFuelDeposit`, balances checked so that a deposit that
 * cannot go through is never signed, funded with the sender's coins (and the fee), dry-run, and
 * what will be signed decoded for the preview. `sendFuelDeposit` prepares again, fresh, then hands
 * the request to the wallet, which signs and submits it; its transaction id is reported the moment
 * the wallet returns it.
 */
import { bn, hexlify, InputType, OutputType, type ScriptTransactionRequest } from 'fuels';
import type { DepositAction, Network } from '../../api/types';
import { formatUnits } from '../../lib/amount';
import type { DepositPreview, DepositStage } from '../kit/contract';
import type { ExpectedDeposit } from '../kit/expected';
import { buildFuelDeposit, describeFuelDeposit, type FuelDeposit } from './deposit';
import { FuelWalletError } from './errors';
import type { FuelNode } from './node';

/** The part of a FuelConnector the deposit needs: sign and submit, answer the transaction id. */
export interface FuelSigner {
  sendTransaction(address: string, request: ScriptTransactionRequest): Promise<string>;
}

export interface FuelPrepareInput {
  /** The connected account (b256). */
  address: string;
  action: DepositAction;
  /** What the person chose: the action must agree with it. */
  expected: ExpectedDeposit;
  network: Network;
  node: FuelNode;
  /** The swap's number when the caller has it: the deposit must carry it. */
  sequenceNumber?: bigint | undefined;
}

export interface FuelSendInput extends FuelPrepareInput {
  wallet: FuelSigner;
  onHash(hash: string): void;
  onStage?(stage: DepositStage): void;
}

export interface PreparedFuelDeposit {
  /** Its request funded and dry-run: what the wallet is asked to sign. */
  deposit: FuelDeposit;
  preview: DepositPreview;
}

const FUEL_ETH_DECIMALS = 9;
const TX_ID = /^0x[0-9a-f]{64}$/i;

export async function prepareFuelDeposit(input: FuelPrepareInput): Promise<PreparedFuelDeposit> {
  const { action, node, expected } = input;
  const owner = input.address.toLowerCase();
  const chain = await node.chain();
  // Checked before anything else: a wrong or malformed action is never funded nor signed.
  const deposit = buildFuelDeposit(action, {
    expected,
    nodeBaseAssetId: chain.baseAssetId,
    sequenceNumber: input.sequenceNumber,
  });
  const { symbol, decimals } = deposit;

  const held = await node.balance(owner, deposit.assetId);
  if (held < deposit.amount) {
    throw new FuelWalletError(
      'insufficient_funds',
      `Your wallet holds ${formatUnits(held, decimals)} ${symbol}, less than the ${formatUnits(deposit.amount, decimals)} ${symbol} to send. Nothing was sent.`,
    );
  }

  const { request } = deposit;
  const maxFee = await node.fund(request, owner, deposit.quantities);
  const ethHeld = deposit.kind === 'native' ? held : await node.balance(owner, deposit.baseAssetId);
  const ethNeeded = maxFee + (deposit.kind === 'native' ? deposit.amount : 0n);
  if (ethHeld < ethNeeded) {
    throw new FuelWalletError(
      'insufficient_funds',
      deposit.kind === 'native'
        ? `Your wallet holds ${formatUnits(ethHeld, FUEL_ETH_DECIMALS)} ETH, not enough to send ${formatUnits(deposit.amount, FUEL_ETH_DECIMALS)} ETH and pay the network fee. Nothing was sent.`
        : `Sending ${symbol} takes up to ${formatUnits(maxFee, FUEL_ETH_DECIMALS)} ETH for the network fee, and your wallet holds ${formatUnits(ethHeld, FUEL_ETH_DECIMALS)} ETH. Nothing was sent.`,
    );
  }
  checkFunded(request, owner, deposit.recipient);
  await node.simulate(request);
  // Read from the funded request: the payment the wallet will be asked to sign.
  const preview = describeFuelDeposit(deposit, expected, input.network.display_name ?? input.network.name);
  return { deposit, preview };
}

export async function sendFuelDeposit(input: FuelSendInput): Promise<string> {
  const { wallet, onHash, onStage } = input;
  const owner = input.address.toLowerCase();
  onStage?.('preparing');
  // Built again, fresh, whatever a preview showed before.
  const { deposit } = await prepareFuelDeposit(input);

  onStage?.('sending');
  const id = await wallet.sendTransaction(owner, deposit.request);
  if (typeof id !== 'string' || !TX_ID.test(id)) {
    throw new FuelWalletError(
      'refused',
      'Your wallet answered without a transaction id, so Portage cannot follow the deposit. Check your wallet before trying again.',
    );
  }
  const hash = id.toLowerCase();
  onHash(hash);
  return hash;
}

/**
 * Funding may only add the owner's coins and change back to the owner: anything else (a coin of
 * someone else, a second payment) would mean the node's answers changed what is paid.
 */
function checkFunded(request: ScriptTransactionRequest, owner: string, recipient: string): void {
  const foreignInput = request.inputs.some(
    (input) => input.type !== InputType.Coin || hexlify(input.owner).toLowerCase() !== owner,
  );
  const [payment, ...rest] = request.outputs;
  const paymentKept = payment?.type === OutputType.Coin && hexlify(payment.to).toLowerCase() === recipient;
  const foreignOutput = rest.some(
    (output) => output.type !== OutputType.Change || hexlify(output.to).toLowerCase() !== owner,
  );
  if (foreignInput || !paymentKept || foreignOutput || bn(request.gasLimit).isZero()) {
    throw new FuelWalletError(
      'refused',
      'Preparing the Fuel deposit changed what it pays, so Portage did not send it. Nothing left your wallet.',
    );
  }
}
