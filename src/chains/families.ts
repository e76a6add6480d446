/**
 * The chain families: one entry for each of the service's twelve network types, and the one place
 * that names them. Everything the app knows of a family is read from here: its name, its address
 * validator, its wallet module, whether a deposit by hand is possible, what the shared wallet
 * chooser says, its node balance reader, its contract code reader, its payout reader, and (as
 * types, in `FamilyErrorKinds`) the kinds of wallet error it gives. Only this file `import()`s a
 * family's modules (`npm run lint` checks it).
 *
 * The type check fails when a network type of `NETWORK_TYPES` has no entry here or no line in
 * `FamilyErrorKinds`, or when an entry lacks a field. Adding a family: docs/architecture.md,
 * "Adding a chain family".
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
import type { ContractCodeModule, NodeBalanceReader, WalletModule } from './kit/contract';
import type { WalletSendErrorKind } from './kit/errors';
import type { FamilyDescriptor } from './kit/family';
import type { PayoutReader } from './kit/payout';
import type { SolanaSendErrorKind } from './solana/errors';
import type { StarknetSendErrorKind } from './starknet/errors';
import type { TonSendErrorKind } from './ton/errors';
import type { TronSendErrorKind } from './tron/errors';

export interface FamilyEntry {
  /** The family's name as people know it, never translated ("Solana"). */
  name: string;
  /**
   * Its pure address validator (`<family>/address.ts`, exporting it as `validate`), a small chunk
   * of its own, loaded when one of its addresses is typed.
   */
  address: () => Promise<{ validate: AddressValidator }>;
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
   * Whether its wallet module uses the shared wallet chooser (kit/chooser.tsx), which then says
   * `walletChooser.empty.<family>` when the browser has no wallet of the family; false where the
   * module has a dialog of its own (RainbowKit, TonConnect) or there is none.
   */
  chooser: boolean;
  /** Reads balances from a network's node with no wallet module (the route picker's); null where none. */
  nodeBalances: NodeBalanceReader | null;
  /**
   * Asks a network's node whether an address is a contract there (EVM: `eth_getCode`), a chunk
   * loaded by `import()` when a payout or refund address is on screen; null where none.
   */
  contractCode: (() => Promise<ContractCodeModule>) | null;
  /**
   * Its payout reader (`<family>/payout.ts`, exporting `reader`), a chunk loaded when a finished
   * swap's payout is checked (proof of delivery, kit/payout.ts); null where Portage cannot read
   * the family's chain, and the ending then says the payout was not checked on chain.
   */
  payout: (() => Promise<{ reader: PayoutReader }>) | null;
}

export const FAMILIES = {
  evm: {
    name: 'EVM',
    address: () => import('./evm/address'),
    addressOptions: null,
    wallet: () => import('./evm/wallet'),
    depositAddress: true,
    chooser: false,
    nodeBalances: readEvmBalances,
    contractCode: () => import('./evm/code'),
    payout: () => import('./evm/payout'),
  },
  starknet: {
    name: 'Starknet',
    address: () => import('./starknet/address'),
    addressOptions: null,
    wallet: () => import('./starknet/wallet'),
    depositAddress: false,
    chooser: true,
    nodeBalances: null,
    contractCode: null,
    payout: () => import('./starknet/payout'),
  },
  solana: {
    name: 'Solana',
    address: () => import('./solana/address'),
    addressOptions: null,
    wallet: () => import('./solana/wallet'),
    depositAddress: true,
    chooser: true,
    nodeBalances: null,
    contractCode: null,
    payout: () => import('./solana/payout'),
  },
  cosmos: {
    name: 'Cosmos',
    address: () => import('./cosmos/address'),
    addressOptions: null,
    wallet: null,
    depositAddress: true,
    chooser: false,
    nodeBalances: null,
    contractCode: null,
    payout: null,
  },
  starkex: {
    name: 'StarkEx',
    address: () => import('./starkex/address'),
    addressOptions: null,
    wallet: null,
    depositAddress: true,
    chooser: false,
    nodeBalances: null,
    contractCode: null,
    payout: null,
  },
  zksynclite: {
    name: 'zkSync Lite',
    address: () => import('./zksynclite/address'),
    addressOptions: null,
    wallet: null,
    depositAddress: true,
    chooser: false,
    nodeBalances: null,
    contractCode: null,
    payout: null,
  },
  ton: {
    name: 'TON',
    address: () => import('./ton/address'),
    addressOptions: null,
    wallet: () => import('./ton/wallet'),
    depositAddress: false,
    chooser: false,
    nodeBalances: null,
    contractCode: null,
    payout: () => import('./ton/payout'),
  },
  paradex: {
    name: 'Paradex',
    address: () => import('./paradex/address'),
    addressOptions: null,
    wallet: null,
    depositAddress: false,
    chooser: false,
    nodeBalances: null,
    contractCode: null,
    payout: null,
  },
  tron: {
    name: 'Tron',
    address: () => import('./tron/address'),
    addressOptions: null,
    wallet: () => import('./tron/wallet'),
    depositAddress: true,
    chooser: true,
    nodeBalances: null,
    contractCode: null,
    payout: () => import('./tron/payout'),
  },
  fuel: {
    name: 'Fuel',
    address: () => import('./fuel/address'),
    addressOptions: null,
    wallet: () => import('./fuel/wallet'),
    depositAddress: true,
    chooser: true,
    nodeBalances: null,
    contractCode: null,
    payout: () => import('./fuel/payout'),
  },
  bitcoin: {
    name: 'Bitcoin',
    address: () => import('./bitcoin/address'),
    addressOptions: (network) => ({ bitcoinNetwork: bitcoinNetworkOf(network) }),
    wallet: () => import('./bitcoin/wallet'),
    depositAddress: true,
    chooser: true,
    nodeBalances: null,
    contractCode: null,
    payout: () => import('./bitcoin/payout'),
  },
  hyperliquid: {
    name: 'Hyperliquid',
    address: () => import('./hyperliquid/address'),
    addressOptions: null,
    wallet: null,
    depositAddress: true,
    chooser: false,
    nodeBalances: null,
    contractCode: null,
    payout: null,
  },
} as const satisfies Record<ChainFamily, FamilyEntry>;

/**
 * Each family's wallet error kinds, as types (its `describeError` gives these: the shared ladder's
 * and its own): the registry's other half, with one line per family too, `never` for a family
 * without a wallet. The sentences (ui/wallet/WalletError.tsx) are a Record over the union, so a
 * kind without a sentence fails the type check. Types only: nothing of it is in the first load.
 */
export interface FamilyErrorKinds {
  evm: EvmSendErrorKind;
  starknet: StarknetSendErrorKind;
  solana: SolanaSendErrorKind;
  cosmos: never;
  starkex: never;
  zksynclite: never;
  ton: TonSendErrorKind;
  paradex: never;
  tron: TronSendErrorKind;
  fuel: FuelSendErrorKind;
  bitcoin: BitcoinSendErrorKind;
  hyperliquid: never;
}

type Assert<T extends true> = T;
/** The type check fails when a network type has no line in `FamilyErrorKinds`, or a line names none. */
export type EveryFamilyHasErrorKinds = Assert<
  [ChainFamily] extends [keyof FamilyErrorKinds]
    ? [keyof FamilyErrorKinds] extends [ChainFamily]
      ? true
      : false
    : false
>;

/** Every kind of wallet error a family's `describeError` can give: the shared ladder's and each family's own. */
export type WalletErrorKind = WalletSendErrorKind | FamilyErrorKinds[ChainFamily];

/** Whether `family` is one of the service's network types Portage has an entry for. */
export function isFamily(family: string | undefined): family is ChainFamily {
  return family !== undefined && Object.hasOwn(FAMILIES, family);
}

/** The registry entry of `family`, or undefined for a network type Portage does not know. */
export function familyOf(family: string | undefined): FamilyEntry | undefined {
  return isFamily(family) ? FAMILIES[family] : undefined;
}

/** The families whose module uses the shared chooser. */
type ChooserFamily = {
  [F in ChainFamily]: (typeof FAMILIES)[F]['chooser'] extends true ? F : never;
}[ChainFamily];
/** The type check fails when a family uses the chooser and the dictionaries have no sentence for it. */
export type EveryChooserHasItsSentence = Assert<
  `walletChooser.empty.${ChooserFamily}` extends MessageKey ? true : false
>;

/** What the host hands a family's wallet module about its family (kit/family.ts). */
export function familyDescriptor(id: string, entry: FamilyEntry): FamilyDescriptor {
  return {
    id,
    name: entry.name,
    // A key of the dictionaries for every family that uses the chooser (checked just above).
    chooserEmpty: entry.chooser ? (`walletChooser.empty.${id}` as MessageKey) : null,
  };
}
