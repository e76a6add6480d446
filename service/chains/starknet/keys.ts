/**
 * Local Starknet's fixed accounts and contracts, derived in code from public labels. TEST-ONLY:
 * these private keys are public (anyone can derive them from this file) and must never hold
 * real funds.
 *
 * A private key is starknet.js `ec.starkCurve.grindKey` of the label's SHA-256; an account's
 * address is computed the way an OpenZeppelin-style account deployed by the zero deployer gets
 * its address (`calculateContractAddressFromHash`, salt and constructor argument = its Stark
 * key), with a class hash that is itself a label's felt. Contracts (the tokens, the watchdog) are
 * labels' felts: the verifying ledger knows them by address, it runs no contract code.
 */
import { createHash } from 'node:crypto';
import { ec, hash } from 'starknet';
import { sandboxFelt } from '../../catalog/data';
import { starkPublicKey } from './invoke';

export interface StarknetTestAccount {
  label: string;
  privateKey: string;
  /** The full public key, what signatures are verified against. */
  publicKey: string;
  /** 0x + 64 hex digits. */
  address: string;
}

/** The class hash every local account claims (a label: no class is declared anywhere). */
const ACCOUNT_CLASS_HASH = sandboxFelt('LOCAL_STARKNET:account-class');

export function starknetTestAccount(label: string): StarknetTestAccount {
  const seed = createHash('sha256').update(`portage-test:starknet:${label}`).digest('hex');
  const privateKey = `0x${ec.starkCurve.grindKey(`0x${seed}`)}`;
  const starkKey = ec.starkCurve.getStarkKey(privateKey);
  const address = hash.calculateContractAddressFromHash(starkKey, ACCOUNT_CLASS_HASH, [starkKey], 0);
  return {
    label,
    privateKey,
    publicKey: starkPublicKey(privateKey),
    address: `0x${BigInt(address).toString(16).padStart(64, '0')}`,
  };
}

/** The user of the browser tests, the hot wallet that pays outputs, the wallet deposits go to. */
export const STARKNET_TEST_ACCOUNTS = {
  user: starknetTestAccount('user'),
  hotWallet: starknetTestAccount('hot-wallet'),
  serviceWallet: starknetTestAccount('service-wallet'),
} as const;

/** The ERC-20s and the watchdog of Local Starknet. */
export const LOCAL_STARKNET_CONTRACTS = {
  strk: sandboxFelt('LOCAL_STARKNET:STRK'),
  ptt: sandboxFelt('LOCAL_STARKNET:PTT'),
  watchdog: sandboxFelt('LOCAL_STARKNET:watchdog'),
} as const;
