/**
 * What the Fuel wallet module asks of the network, behind a small interface: fuels' `Provider`
 * speaking GraphQL to the network's `node_url` (a Fuel node, or the sandbox's verifying ledger,
 * which answers the same subset). The wallet only signs and submits; reading balances, funding
 * (the sender's coins, change, gas limit, max fee) and the dry run happen here, so the wallet is
 * asked to approve a transaction that is complete.
 */
import { Account, Address, bn, type CoinQuantity, Provider, type ScriptTransactionRequest } from 'fuels';
import { FuelWalletError } from './errors';

export interface FuelChain {
  chainId: number;
  baseAssetId: string;
}

export interface FuelNode {
  readonly url: string;
  chain(): Promise<FuelChain>;
  /** Base units of `assetId` that `owner` can spend. */
  balance(owner: string, assetId: string): Promise<bigint>;
  /**
   * Adds the owner's coins for `quantities` and the fee, change outputs back to the owner, the
   * gas limit and the max fee. Resolves to the max fee in the base asset.
   */
  fund(request: ScriptTransactionRequest, owner: string, quantities: CoinQuantity[]): Promise<bigint>;
  /** Dry-runs the funded request (signatures are not checked yet); throws when it would fail. */
  simulate(request: ScriptTransactionRequest): Promise<void>;
}

/** A `FuelNode` over fuels' `Provider` at `url`. */
export function createFuelNode(url: string): FuelNode {
  const provider = new Provider(url);
  return {
    url,
    async chain() {
      const [chainId, baseAssetId] = await Promise.all([provider.getChainId(), provider.getBaseAssetId()]);
      return { chainId, baseAssetId };
    },
    async balance(owner, assetId) {
      return BigInt((await provider.getBalance(new Address(owner), assetId)).toString());
    },
    async fund(request, owner, quantities) {
      // A locked account: no key, no connector. It only selects coins and estimates.
      const account = new Account(owner, provider);
      const cost = await account.getTransactionCost(request, { quantities });
      request.gasLimit = cost.gasUsed;
      request.maxFee = cost.maxFee;
      await account.fund(request, cost);
      return BigInt(bn(request.maxFee).toString());
    },
    async simulate(request) {
      const { dryRunStatus } = await provider.dryRun(request, {
        utxoValidation: false,
        estimateTxDependencies: false,
      });
      if (dryRunStatus?.type === 'DryRunFailureStatus') {
        throw new FuelWalletError(
          'simulation_failed',
          `The network would refuse this deposit (${dryRunStatus.reason}), so it was not sent. Nothing left your wallet.`,
        );
      }
    },
  };
}
