/**
 * The wallet-module contract: what a family's wallet module (`chains/<family>/wallet.tsx`)
 * publishes and what the host gives it, and what a family may offer the app without its wallet
 * module (a node balance reader). Types only: a wallet module imports this file and never the
 * host, which loads the modules with `import()` through the registry (../families.ts).
 */
import type { ComponentType } from 'react';
import type { DepositAction, Network, Token } from '../../api/types';
import type { ExpectedDeposit } from './expected';

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
   * builders whose deposit carries it (Starknet's watch call, Tron's memo, Fuel's script data,
   * Solana's memo, Bitcoin's OP_RETURN, TON's comment) refuse instructions that would credit
   * another swap; Solana, Bitcoin and TON also refuse while it is unknown.
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
  /** EVM: before that approve, another allowance left for `to` is set to 0 (`approve(to, 0)`). */
  resetsAllowance?: boolean;
  /** The network fee, where Portage sets it (Bitcoin), in the network's native units. */
  fee?: { amount: bigint; decimals: number; symbol: string } | null;
  /** Something Portage could not verify on its own, said before signing (English). */
  caveat?: string | null;
  /**
   * The swap number the deposit carries, as the service matches it (decimal digits), read from
   * what was built: Solana's memo, Bitcoin's OP_RETURN, TON's comment, Tron's memo, Starknet's
   * `watch` call, Fuel's script data. Absent where the deposit carries no number of its own (EVM).
   */
  memo?: string | null;
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

/** What a wallet module's chunk exports: the component the host mounts. */
export interface WalletModule {
  default: ComponentType<WalletModuleProps>;
}

/** Balances by token symbol, in base units; null where the node did not tell (or told nonsense). */
export type Balances = ReadonlyMap<string, bigint | null>;

export interface BalanceToken {
  symbol: string;
  contract?: string | null | undefined;
}

/**
 * A family's way to read an address's balances straight from one network's node, with no wallet
 * SDK (EVM: one JSON-RPC batch), for the route picker. Never throws: what is unknown is null.
 */
export type NodeBalanceReader = (input: {
  /** The network's node (`nodeUrlOf`). */
  url: string;
  owner: string;
  tokens: readonly BalanceToken[];
  /** The caller's abort (React Query's). */
  signal?: AbortSignal | undefined;
}) => Promise<Balances>;

/**
 * Whether an address holds code on one network, as its node says: `contract` (code there),
 * `account` (none: an account whose key someone holds), or `unknown` (no usable answer).
 */
export type ContractCode = 'contract' | 'account' | 'unknown';

/**
 * A family's way to ask one network's node whether an address is a contract there (EVM:
 * `eth_getCode`), for the payout and refund addresses. Never throws: what is not known is `unknown`.
 */
export type ContractCodeReader = (input: {
  /** The network's node (`nodeUrlOf`). */
  url: string;
  address: string;
  /** The caller's abort (the address changed). */
  signal?: AbortSignal | undefined;
}) => Promise<ContractCode>;

/** The module a family's `contractCode` loader brings (a chunk outside the first load). */
export interface ContractCodeModule {
  readContractCode: ContractCodeReader;
}
