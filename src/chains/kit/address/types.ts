import type { MessageKey } from '../../../i18n/types';

/** A message of the dictionaries' `address` group: what a refusal says, in any language. */
export type ReasonCode = Extract<MessageKey, `address.${string}`>;

/**
 * A phrase that is itself translated before it goes into a reason ("an Ethereum-style network",
 * a hint in brackets), with its English. It is filled with the reason's own text parameters.
 */
export interface ReasonPhrase {
  code: ReasonCode;
  en: string;
}

/** A `{name}` of a reason: text shown as it is (a character, a length, a network's name), or a phrase. */
export type ReasonParam = string | ReasonPhrase;

export type ReasonParams = Readonly<Record<string, ReasonParam>>;

/**
 * The outcome of checking an address someone typed: its normalized form, or why it is refused —
 * `reason` in English, and `code` + `params` for the same sentence in the chosen language
 * (the validators stay free of the i18n module; the UI translates).
 */
export type AddressCheck =
  | { ok: true; normalized: string }
  | { ok: false; reason: string; code: ReasonCode; params?: ReasonParams };

/** A refusal. */
export type AddressFailure = Extract<AddressCheck, { ok: false }>;

export type BitcoinNetwork = 'mainnet' | 'testnet' | 'regtest';

export interface AddressOptions {
  /** Bitcoin network whose addresses are accepted. Default `mainnet`. */
  bitcoinNetwork?: BitcoinNetwork;
  /** bech32 prefix of the Cosmos-SDK chain, without the `1`. Default `cosmos`. */
  cosmosPrefix?: string;
}

/** Checks one address of one chain family. Pure and synchronous; never throws. */
export type AddressValidator = (address: string, opts?: AddressOptions) => AddressCheck;
