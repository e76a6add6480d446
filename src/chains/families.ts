/**
 * The chain families: one entry for each of the service's twelve network types, and the one place
 * that names them. Everything the app knows of a family is read from here — its name, its address
 * validator, its wallet module, whether a deposit by hand is possible, what the shared wallet
 * chooser says, the kinds of wallet error it gives — and only this file `import()`s a family's
 * modules (`npm run lint` checks it).
 *
 * Typed so that the type check fails when a network type of `NETWORK_TYPES` has no entry, when an
 * entry lacks a field, or when a family's own wallet error kinds are not all listed. Adding a
 * family: docs/architecture.md, "Adding a chain family".
 *
 * This file is in the first load. Each loader is an `import()` (a chunk of its own); the two
 * static imports are tiny, SDK-free and were in the first load before: the EVM balance batch the
 * route picker reads, and Bitcoin's network naming the route step's address check needs.
 */
import type { ChainFamily } from '../api/types';
import type { MessageKey } from '../i18n/types';
import type { BitcoinSendErrorKind } from './bitcoin/errors';
import { bitcoinNetworkOf } from './bitcoin/network';
import { readEvmBalances } from './evm/balances';
import type { EvmSendErrorKind } from './evm/errors';
import type { FuelSendErrorKind } from './fuel/errors';
import type { AddressOptions, AddressValidator } from './kit/address/types';
import type { NodeBalanceReader, WalletModule } from './kit/contract';
import type { WalletSendErrorKind } from './kit/errors';
import type { FamilyDescriptor } from './kit/family';
import type { SolanaSendErrorKind } from './solana/errors';
import type { StarknetSendErrorKind } from './starknet/errors';
import type { TonSendErrorKind } from './ton/errors';
import type { TronSendErrorKind } from './tron/errors';

export interface FamilyEntry {
  /** The family's name as people know it, never translated ("Solana"). */
  name: string;
  /** Its pure address validator, a small chunk of its own, loaded when one of its addresses is typed. */
  address: () => Promise<AddressValidator>;
  /** The validator's options for one of the family's networks (Bitcoin's regtest forms), or null. */
  addressOptions: ((network: { name: string }) => AddressOptions) | null;
  /** Its wallet module (`<family>/wallet.tsx`), a lazy chunk; null where Portage has no wallet for it. */
  wallet: (() => Promise<WalletModule>) | null;
  /**
   * Whether the service can give a deposit address on its networks (a deposit by hand); false
   * where only a wallet can deposit (spec §4.2 rule 1).
   */
  depositAddress: boolean;
  /**
   * What the shared wallet chooser (kit/chooser.tsx) says when the browser has no wallet of the
   * family; null where the family's module has a dialog of its own (RainbowKit, TonConnect) or none.
   */
  chooserEmpty: MessageKey | null;
  /** The kinds of wallet error the family's own rules give, beyond the shared ladder's (kit/errors.ts). */
  errorKinds: readonly string[];
  /** Reads balances from a network's node with no wallet module (the route picker's); null where none. */
  nodeBalances: NodeBalanceReader | null;
}

/**
 * `listed`, checked to name every kind of `Kind` beyond the shared ladder's, and no other: a family
 * that adds an error kind and leaves it out here fails the type check.
 */
function errorKinds<Kind extends string>() {
  return <const Listed extends readonly Exclude<Kind, WalletSendErrorKind>[]>(
    listed: Listed &
      ([Exclude<Kind, WalletSendErrorKind | Listed[number]>] extends [never] ? unknown : never),
  ): Listed => listed;
}

const none = errorKinds<never>()([]);

export const FAMILIES = {
  evm: {
    name: 'EVM',
    address: () => import('./evm/address').then((m) => m.validateEvmAddress),
    addressOptions: null,
    wallet: () => import('./evm/wallet'),
    depositAddress: true,
    chooserEmpty: null,
    errorKinds: errorKinds<EvmSendErrorKind>()(['wrong_chain', 'dropped', 'reverted']),
    nodeBalances: readEvmBalances,
  },
  starknet: {
    name: 'Starknet',
    address: () => import('./starknet/address').then((m) => m.validateStarknetAddress),
    addressOptions: null,
    wallet: () => import('./starknet/wallet'),
    depositAddress: false,
    chooserEmpty: 'walletChooser.empty.starknet',
    errorKinds: errorKinds<StarknetSendErrorKind>()(['wrong_network']),
    nodeBalances: null,
  },
  solana: {
    name: 'Solana',
    address: () => import('./solana/address').then((m) => m.validateSolanaAddress),
    addressOptions: null,
    wallet: () => import('./solana/wallet'),
    depositAddress: true,
    chooserEmpty: 'walletChooser.empty.solana',
    errorKinds: errorKinds<SolanaSendErrorKind>()(['blockhash_expired', 'simulation_failed']),
    nodeBalances: null,
  },
  cosmos: {
    name: 'Cosmos',
    address: () => import('./cosmos/address').then((m) => m.validateCosmosAddress),
    addressOptions: null,
    wallet: null,
    depositAddress: true,
    chooserEmpty: null,
    errorKinds: none,
    nodeBalances: null,
  },
  starkex: {
    name: 'StarkEx',
    address: () => import('./starkex/address').then((m) => m.validateStarkexAddress),
    addressOptions: null,
    wallet: null,
    depositAddress: true,
    chooserEmpty: null,
    errorKinds: none,
    nodeBalances: null,
  },
  zksynclite: {
    name: 'zkSync Lite',
    address: () => import('./zksynclite/address').then((m) => m.validateZksyncliteAddress),
    addressOptions: null,
    wallet: null,
    depositAddress: true,
    chooserEmpty: null,
    errorKinds: none,
    nodeBalances: null,
  },
  ton: {
    name: 'TON',
    address: () => import('./ton/address').then((m) => m.validateTonAddress),
    addressOptions: null,
    wallet: () => import('./ton/wallet'),
    depositAddress: false,
    chooserEmpty: null,
    errorKinds: errorKinds<TonSendErrorKind>()(['wallet']),
    nodeBalances: null,
  },
  paradex: {
    name: 'Paradex',
    address: () => import('./paradex/address').then((m) => m.validateParadexAddress),
    addressOptions: null,
    wallet: null,
    depositAddress: false,
    chooserEmpty: null,
    errorKinds: none,
    nodeBalances: null,
  },
  tron: {
    name: 'Tron',
    address: () => import('./tron/address').then((m) => m.validateTronAddress),
    addressOptions: null,
    wallet: () => import('./tron/wallet'),
    depositAddress: true,
    chooserEmpty: 'walletChooser.empty.tron',
    errorKinds: errorKinds<TronSendErrorKind>()(['node_refused']),
    nodeBalances: null,
  },
  fuel: {
    name: 'Fuel',
    address: () => import('./fuel/address').then((m) => m.validateFuelAddress),
    addressOptions: null,
    wallet: () => import('./fuel/wallet'),
    depositAddress: true,
    chooserEmpty: 'walletChooser.empty.fuel',
    errorKinds: errorKinds<FuelSendErrorKind>()(['simulation_failed']),
    nodeBalances: null,
  },
  bitcoin: {
    name: 'Bitcoin',
    address: () => import('./bitcoin/address').then((m) => m.validateBitcoinAddress),
    addressOptions: (network) => ({ bitcoinNetwork: bitcoinNetworkOf(network) }),
    wallet: () => import('./bitcoin/wallet'),
    depositAddress: true,
    chooserEmpty: 'walletChooser.empty.bitcoin',
    errorKinds: errorKinds<BitcoinSendErrorKind>()([
      'wrong_network',
      'broadcast_refused',
      'wallet_changed',
      'no_wallet',
    ]),
    nodeBalances: null,
  },
  hyperliquid: {
    name: 'Hyperliquid',
    address: () => import('./hyperliquid/address').then((m) => m.validateHyperliquidAddress),
    addressOptions: null,
    wallet: null,
    depositAddress: true,
    chooserEmpty: null,
    errorKinds: none,
    nodeBalances: null,
  },
} as const satisfies Record<ChainFamily, FamilyEntry>;

/** Every kind of wallet error a family's `describeError` can give: the shared ladder's and each family's own. */
export type WalletErrorKind = WalletSendErrorKind | (typeof FAMILIES)[ChainFamily]['errorKinds'][number];

/** Whether `family` is one of the service's network types Portage has an entry for. */
export function isFamily(family: string | undefined): family is ChainFamily {
  return family !== undefined && Object.hasOwn(FAMILIES, family);
}

/** The registry entry of `family`, or undefined for a network type Portage does not know. */
export function familyOf(family: string | undefined): FamilyEntry | undefined {
  return isFamily(family) ? FAMILIES[family] : undefined;
}

/** What the host hands a family's wallet module about its family (kit/family.ts). */
export function familyDescriptor(family: ChainFamily): FamilyDescriptor {
  const entry: FamilyEntry = FAMILIES[family];
  return { id: family, name: entry.name, chooserEmpty: entry.chooserEmpty };
}
