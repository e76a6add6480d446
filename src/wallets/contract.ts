/**
 * The wallet-module contract: what a family's wallet module (`chains/<family>/wallet.tsx`)
 * publishes and what the host gives it. Types only: a wallet module imports this file and never
 * the host, which loads the modules with `import()`.
 */
import type { DepositAction, Network, Token } from '../api/types';
import type { ExpectedDeposit } from '../chains/expected';

export type DepositStage =
  | 'preparing'
  | 'switching'
  | 'approving'
  | 'confirming-approval'
  | 'sending'
  | 'broadcasting';

export interface PreviewDepositInput {
  action: DepositAction;
  /**
   * The source network as the route lists named it (by `expected.network.name`), not the action's
   * own `network`: its chain id and `node_url` are what the wallet module uses.
   */
  network: Network;
  /** What the person chose: every builder refuses an action that differs from it. */
  expected: ExpectedDeposit;
  /**
   * The swap's sequence number (`swap.metadata.sequence_number`), when the service gives it:
   * builders whose deposit carries it (Starknet's watch call, Tron's memo, Fuel's script data)
   * refuse instructions that would credit another swap.
   */
  sequenceNumber?: bigint | undefined;
}

export interface SendDepositInput extends PreviewDepositInput {
  /** Called the moment the wallet returns the deposit's hash, before anything else happens. */
  onHash(hash: string): void;
  onStage?(stage: DepositStage): void;
}

/**
 * What the wallet will be asked to sign, decoded from the transaction Portage actually built (not
 * from the service's words), shown in one line before the wallet opens.
 */
export interface DepositPreview {
  /** Base units of the token that leave the wallet for the deposit. */
  amount: bigint;
  decimals: number;
  symbol: string;
  /** The network's display name. */
  network: string;
  /** Where the deposit goes: the deposit address, or the depository contract it calls. */
  to: string;
  /** `to` is a contract that forwards the deposit (an EVM depository), not the deposit address. */
  viaContract?: boolean;
  /** EVM: an approve comes first, of exactly this amount to `to`. */
  approve?: bigint | null;
  /** The network fee, where Portage sets it (Bitcoin), in the network's native units. */
  fee?: { amount: bigint; decimals: number; symbol: string } | null;
  /** Something Portage could not verify on its own, said before signing (English). */
  caveat?: string | null;
}

export interface FamilyWallet {
  family: string;
  /** The connected address, or null. */
  address: string | null;
  chainId: number | null;
  /** Opens the family's connect dialog. */
  connect(): void;
  disconnect(): void;
  /** Balance in base units of the token (native when it has no contract), or null if unknown. */
  readBalance(network: Network, token: Token): Promise<bigint | null>;
  /**
   * Base units of `token` to keep aside for the network fee when all of it is spent ("max"):
   * the fee reserve for the network's native token, 0 for any other token.
   */
  feeReserve(network: Network, token: Token): Promise<bigint | null>;
  /**
   * Builds the deposit with the connected account (reading what the builder needs from the node)
   * and decodes what would be signed; throws the builder's `DepositRefusal` instead. Nothing is
   * asked of the wallet.
   */
  previewDeposit(input: PreviewDepositInput): Promise<DepositPreview>;
  /** Switches the wallet to the network, approves if needed, sends the deposit; resolves to its hash. */
  sendDeposit(input: SendDepositInput): Promise<string>;
  /** A wallet error as a sentence a person understands. */
  describeError(error: unknown, networkName?: string): { kind: string; message: string };
}

/** What the host gives a wallet module it mounts. */
export interface WalletModuleProps {
  networks: readonly Network[];
  onChange(wallet: FamilyWallet): void;
}
