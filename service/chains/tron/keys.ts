/**
 * The local Tron ledger's fixed accounts, each a secp256k1 key derived from a public label
 * (`sha256("portage-sandbox:tron:<label>")`), so every start has the same addresses and anyone
 * can recompute the keys. They are test keys, published here on purpose: they guard nothing but
 * the sandbox's in-process ledger. Never send real funds to them.
 */
import { createHash } from 'node:crypto';
import { TronWeb } from 'tronweb';

export interface TronTestAccount {
  /** 64 hex digits, no 0x. */
  privateKey: string;
  /** base58, `T…` */
  address: string;
}

/** The key of a label and its address. */
export function labelledTronAccount(label: string): TronTestAccount {
  const privateKey = createHash('sha256').update(`portage-sandbox:tron:${label}`).digest('hex');
  const address = TronWeb.address.fromPrivateKey(privateKey);
  if (typeof address !== 'string') throw new Error(`no Tron address for the label ${label}`);
  return { privateKey, address };
}

export const TRON_TEST_ACCOUNTS = {
  /** The user's wallet of the chain and browser tests: funded with TRX and PTT at start. */
  user: labelledTronAccount('user'),
  /** The service's hot wallet: sends outputs, refuels and refunds. */
  hotWallet: labelledTronAccount('hot-wallet'),
} as const;

/** The PTT token's contract address (no key: nobody signs for a contract). */
export const TRON_PTT_CONTRACT = labelledTronAccount('ptt-contract').address;
