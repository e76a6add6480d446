/** For the Starknet tests: deposit actions as the sandbox service makes them. */
import type { DepositAction } from '../../api/types';
import { type ExpectedDeposit, normalizeChainId } from '../kit/expected';
import { expectedFor, sandboxDepositAction } from '../sandbox-actions.test-support';

/** The network `starknetDepositAction` names. */
export const STARKNET_TEST_NETWORK = 'STARKNET_MAINNET';

export interface StarknetActionSpec {
  amount: bigint;
  token: { symbol: string; contract: string; decimals: number };
  depositAddress: string;
  sourceAddress: string;
  sequenceNumber: bigint;
  watchdogContract: string;
  /** The network's name; STARKNET_TEST_NETWORK unless given. */
  network?: string;
}

/** A `transfer` deposit action the sandbox built; `raw` overrides its fields as the service would. */
export function starknetDepositAction(
  spec: StarknetActionSpec,
  raw: Record<string, unknown> = {},
): DepositAction {
  const { watchdogContract, network = STARKNET_TEST_NETWORK, ...rest } = spec;
  return sandboxDepositAction(
    {
      ...rest,
      family: 'starknet',
      network: { name: network, watchdogContract },
      networkView: { metadata: { watchdog_contract: watchdogContract } },
    },
    raw,
  );
}

/** STARKNET_MAINNET's chain id ("SN_MAIN"), as the expected deposit writes it. */
export const STARKNET_MAINNET_CHAIN_ID = normalizeChainId('0x534e5f4d41494e');

/**
 * What the person chose for the deposit `starknetDepositAction(spec)` makes; on STARKNET_MAINNET's
 * chain unless `spec.chainId` names another (as the route lists wrote it).
 */
export function starknetExpected(
  spec: Pick<StarknetActionSpec, 'amount' | 'network'> & {
    token: { symbol: string; contract: string | null; decimals: number };
    chainId?: string | null;
  },
  patch: Partial<ExpectedDeposit> = {},
): ExpectedDeposit {
  const network = { name: spec.network ?? STARKNET_TEST_NETWORK };
  const chainId = spec.chainId === undefined ? STARKNET_MAINNET_CHAIN_ID : normalizeChainId(spec.chainId);
  return expectedFor({ family: 'starknet', amount: spec.amount, token: spec.token, network, chainId }, patch);
}
