/**
 * Addresses where a payout (or a refund) is lost or stuck: a token contract, a program or system
 * address, the zero address, a burn address, a swap's deposit address. The family validators say
 * whether an address is well formed; this says whether it is a wallet worth paying to. Pure: the
 * caller passes the token table's rows for the network (loaded lazily, ../chains/kit/tokens/load.ts)
 * and the deposit addresses this browser was shown. Loaded with the table by `import()`, so
 * neither enters the first load.
 */
import { sameTokenContract } from '../chains/kit/tokens/check';
import type { TokenFact } from '../chains/kit/tokens/types';

/** The table's rows for a network, for the caller that loaded this module with the table. */
export { tableRowsFor } from '../chains/kit/tokens/check';

export type LostCode =
  /** A token's contract (mint, jetton master…): tokens sent to it are lost. */
  | 'TOKEN_CONTRACT'
  /** The family's zero address. */
  | 'ZERO'
  /** A well-known burn address: nobody holds its key. */
  | 'BURN'
  /** A Solana program (system, token, memo…): it holds no one's funds. */
  | 'PROGRAM'
  /** A swap's deposit address, shown to this browser: not the person's wallet. */
  | 'DEPOSIT';

export interface LostReason {
  code: LostCode;
  /** `{token}` (for TOKEN_CONTRACT) and `{network}`, as the person saw them. */
  params: { token: string; network: string };
}

interface Fixed {
  address: string;
  code: Exclude<LostCode, 'TOKEN_CONTRACT' | 'DEPOSIT'>;
  /** Held only to addresses of this form (a family with two address forms). */
  form?: RegExp;
}

interface FixedToken {
  address: string;
  token: string;
}

/** An Ethereum address: `0x` and 40 hex digits. */
const ETHEREUM_FORM = /^0x[0-9a-fA-F]{40}$/;

/**
 * The Ethereum address form's zero and burn addresses: nobody holds their keys on any chain that
 * uses the form (EVM networks, and the Ethereum-form families below).
 */
const ETHEREUM_FIXED: readonly Fixed[] = [
  // The zero address: what "no address" is written as; its key is unknowable.
  { address: '0x0000000000000000000000000000000000000000', code: 'ZERO' },
  // The customary burn address (etherscan.io/address/0x000000000000000000000000000000000000dEaD).
  { address: '0x000000000000000000000000000000000000dEaD', code: 'BURN' },
  // A vanity burn address used by token launches (etherscan.io/address/0xdead000000000000000042069420694206942069).
  { address: '0xdead000000000000000042069420694206942069', code: 'BURN' },
];

/** The same, held only to Ethereum-form addresses (StarkEx also takes Stark keys, compared as numbers). */
const ETHEREUM_FORM_FIXED: readonly Fixed[] = ETHEREUM_FIXED.map((entry) => ({
  ...entry,
  form: ETHEREUM_FORM,
}));

/** The Starknet address form's zero: no account can be deployed at the zero felt. */
const STARKNET_FIXED: readonly Fixed[] = [{ address: '0x0', code: 'ZERO' }];

/** Per family: addresses that are never a wallet, whatever the network. */
const FIXED: Readonly<Record<string, readonly Fixed[]>> = {
  evm: ETHEREUM_FIXED,
  // The families whose accounts are Ethereum addresses (../chains/kit/address/ethereum-form.ts):
  // zkSync Lite and Hyperliquid accounts, and StarkEx's L1 owners.
  zksynclite: ETHEREUM_FIXED,
  hyperliquid: ETHEREUM_FIXED,
  starkex: ETHEREUM_FORM_FIXED,
  solana: [
    // System Program (docs.solana.com, "Native programs": System Program).
    { address: '11111111111111111111111111111111', code: 'PROGRAM' },
    // SPL Token Program (spl.solana.com/token).
    { address: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', code: 'PROGRAM' },
    // SPL Token-2022 Program (spl.solana.com/token-2022).
    { address: 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb', code: 'PROGRAM' },
    // Associated Token Account Program (spl.solana.com/associated-token-account).
    { address: 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL', code: 'PROGRAM' },
    // SPL Memo Program v2 (spl.solana.com/memo).
    { address: 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr', code: 'PROGRAM' },
    // The incinerator: lamports sent to it are burnt (solana-program `incinerator::ID`).
    { address: '1nc1nerator11111111111111111111111111111111', code: 'BURN' },
  ],
  tron: [
    // Tron's zero address: base58check of 0x41 followed by twenty zero bytes (tronscan.org).
    { address: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb', code: 'ZERO' },
  ],
  starknet: STARKNET_FIXED,
  // Paradex accounts are Starknet accounts (../chains/kit/address/starknet-form.ts).
  paradex: STARKNET_FIXED,
  // Bitcoin: no fixed address (a burn address is any unspendable script); TON: the jetton
  // masters come from the token table.
};

/** Per family: token contracts known here even when the table has no row for the network. */
const FIXED_TOKENS: Readonly<Record<string, readonly FixedToken[]>> = {
  tron: [
    // Tether USD (TRC-20) on Tron mainnet (tether.to/en/supported-protocols).
    { address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', token: 'USDT' },
  ],
};

/** One side of the route, as the person saw it. */
export interface SafetySide {
  /** The chain family (`evm`, `solana`, …). */
  family: string;
  /** The network's name as shown (`Arbitrum One`). */
  networkName: string;
  /** The chosen token: contract null for the native coin. */
  token: { symbol: string; contract: string | null };
}

export interface SafetyContext {
  /** The network the address is on (the destination, or the source for a refund address). */
  side: SafetySide;
  /** The route's other side (its token contract is no wallet either, on the same family). */
  other?: SafetySide | undefined;
  /** The token table's rows for `side`'s network (tableRowsFor). */
  tableRows: readonly TokenFact[];
  /** The deposit addresses this browser was shown for its swaps. */
  depositAddresses: readonly string[];
}

/**
 * Null when nothing says the address is not a wallet; else the reason and its parameters.
 * `address` is the family validator's normalized address.
 */
export function lostDestination(address: string, context: SafetyContext): LostReason | null {
  const { side, other } = context;
  const same = (a: string, b: string) => sameTokenContract(side.family, a, b);
  const network = side.networkName;
  const contract = (token: string): LostReason => ({ code: 'TOKEN_CONTRACT', params: { token, network } });

  for (const entry of FIXED[side.family] ?? []) {
    if (entry.form && !entry.form.test(address)) continue;
    if (same(address, entry.address)) return { code: entry.code, params: { token: '', network } };
  }
  if (side.token.contract && same(address, side.token.contract)) return contract(side.token.symbol);
  for (const row of context.tableRows) {
    if (row.contract && same(address, row.contract)) return contract(row.symbol);
  }
  for (const entry of FIXED_TOKENS[side.family] ?? []) {
    if (same(address, entry.address)) return contract(entry.token);
  }
  // The other side's token, when its contract could be an address here (the same family).
  if (other?.token.contract && other.family === side.family && same(address, other.token.contract)) {
    return { code: 'TOKEN_CONTRACT', params: { token: other.token.symbol, network: other.networkName } };
  }
  for (const deposit of context.depositAddresses) {
    if (same(address, deposit)) return { code: 'DEPOSIT', params: { token: '', network } };
  }
  return null;
}
