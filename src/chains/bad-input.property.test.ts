/**
 * Bad input, in one place, for every family Portage checks addresses of (issue 10, part 3).
 *
 * For each family: a seeded run of thousands of generated near-misses of real and generated
 * valid addresses — a character changed (which hits the checksum where the format has one), a
 * character removed, added or swapped, the case of a letter flipped (EIP-55 and fuels' variant),
 * a wrong length, a wrong prefix, whitespace or an invisible character — each confirmed to be
 * really invalid by an independent oracle (the chain's own library, or a reference decoder
 * written from the BIPs, with the widget's documented stricter rules on top), and each must be
 * refused with a reason. A miss the oracle accepts (a Solana typo that still decodes to 32
 * bytes, an all-lowercase EVM body, a Starknet digit changed) is not a miss and is not counted.
 * Then a corpus of real, public addresses must be accepted.
 *
 * One `console.info` line per family gives the figures: near-misses tried, accepted (must be 0),
 * and the candidates set aside because they were valid after all.
 */
import { createHash } from 'node:crypto';
import { PublicKey } from '@solana/web3.js';
import { Address as TonAddress } from '@ton/core';
import fc from 'fast-check';
import { Address as FuelAddress, isB256 } from 'fuels';
import { TronWeb } from 'tronweb';
import { getAddress, isAddress } from 'viem';
import { afterAll, describe, expect, it } from 'vitest';
import { validateBitcoinAddress } from './bitcoin/address';
import { validateCosmosAddress } from './cosmos/address';
import { validateEvmAddress } from './evm/address';
import { validateFuelAddress } from './fuel/address';
import { validateHyperliquidAddress } from './hyperliquid/address';
import type { AddressValidator } from './kit/address/types';
import { validateParadexAddress } from './paradex/address';
import { validateSolanaAddress } from './solana/address';
import { validateStarkexAddress } from './starkex/address';
import { STARKNET_ADDRESS_BOUND, validateStarknetAddress } from './starknet/address';
import {
  BASE58_ALPHABET,
  BASE64URL_ALPHABET,
  BECH32_ALPHABET,
  convertBits,
  HEX_ALPHABET,
  nearMiss,
  reasonOf,
  referenceBase58Decode,
  referenceBase58Encode,
  referenceBech32Decode,
  referenceBech32Encode,
  referenceSegwitDecode,
  referenceSegwitEncode,
  starknetOracleAccepts,
  toHex,
} from './test-support';
import { validateTonAddress } from './ton/address';
import { validateTronAddress } from './tron/address';
import { validateZksyncliteAddress } from './zksynclite/address';

/** Near-misses per family: fixed, so the figures can be quoted. */
const RUNS = 2500;
/** Each family gets its own fixed seed, so every run generates the same inputs. */
const SEED = 20_261_121;

// ---------------------------------------------------------------------------------------------
// Oracles: independent of the validators under test.
// ---------------------------------------------------------------------------------------------

const sha256 = (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest());

/** viem: one case (no checksum), or mixed case that passes EIP-55. */
function evmOracle(address: string): boolean {
  if (!isAddress(address, { strict: false })) return false;
  const body = address.slice(2);
  return body === body.toUpperCase() || body === body.toLowerCase() || isAddress(address, { strict: true });
}

/** A Stark key (41..64 digits, below 2^251) or an Ethereum address under EIP-55. */
function starkexOracle(address: string): boolean {
  if (/^0x[0-9a-fA-F]{40}$/.test(address)) return evmOracle(address);
  return /^0x[0-9a-fA-F]{41,64}$/.test(address) && BigInt(address) < 2n ** 251n;
}

/** @solana/web3.js: a public key that prints back as the same string. */
function solanaOracle(address: string): boolean {
  try {
    return new PublicKey(address).toBase58() === address;
  } catch {
    return false;
  }
}

/** @ton/core, plus the widget's rules: strict raw form, no mixed base64 alphabets, workchain 0 or -1. */
function tonOracle(address: string): boolean {
  if (address.includes(':') && !/^(0|-1):[0-9a-fA-F]{64}$/.test(address)) return false;
  if (!address.includes(':') && !/^[A-Za-z0-9+/]{48}$|^[A-Za-z0-9_-]{48}$/.test(address)) return false;
  try {
    const { workChain } = TonAddress.parse(address);
    return workChain === 0 || workChain === -1;
  } catch {
    return false;
  }
}

/** TronWeb, for the base58 form (the only one the widget takes). */
function tronOracle(address: string): boolean {
  return /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address) && TronWeb.isAddress(address);
}

/** fuels: a b256 in one case, or mixed case that passes its checksum. */
function fuelOracle(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{64}$/.test(address) || !isB256(address)) return false;
  const body = address.slice(2);
  return (
    body === body.toLowerCase() ||
    body === body.toUpperCase() ||
    FuelAddress.isChecksumValid(address as `0x${string}`)
  );
}

/** BIP-173/350 reference and a BigInt base58check: segwit v0, taproot, P2PKH and P2SH on mainnet. */
function bitcoinOracle(address: string): boolean {
  const segwit = referenceSegwitDecode('bc', address);
  if (segwit !== null) return segwit.version === 0 || (segwit.version === 1 && segwit.program.length === 32);
  const bytes = referenceBase58Decode(address);
  if (bytes === null || bytes.length !== 25) return false;
  const payload = bytes.subarray(0, 21);
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  return checksum.every((b, i) => b === bytes[21 + i]) && [0x00, 0x05].includes(payload[0] ?? -1);
}

/** BIP-173 reference decoder with the Cosmos SDK's length limit: `cosmos1…`, 20 or 32 bytes. */
function cosmosOracle(address: string): boolean {
  const decoded = referenceBech32Decode(address, 1023);
  if (decoded === null || decoded.spec !== 'bech32' || decoded.hrp !== 'cosmos') return false;
  const bytes = convertBits(decoded.data, 5, 8, false);
  return bytes !== null && (bytes.length === 20 || bytes.length === 32);
}

/** Whitespace and invisible characters are refused by every family whatever the oracle says. */
const BLANK_OR_INVISIBLE = /[\s\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064]/;

// ---------------------------------------------------------------------------------------------
// Valid addresses: a real corpus and generated ones.
// ---------------------------------------------------------------------------------------------

/** Real, public Ethereum-style addresses: EIP-55 vectors, well-known contracts, the fixtures'. */
const EVM_CORPUS = [
  '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', // vitalik.eth
  '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', // USDC, Ethereum
  '0xdAC17F958D2ee523a2206206994597C13D831ec7', // USDT, Ethereum
  '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599', // WBTC
  '0xaf88d065e77c8cc2239327c5edb3a432268e5831', // USDC, Arbitrum (quote fixture, lowercase)
  '0xca11bde05977b3631167028862be2a173976ca11', // Multicall3 (quote fixture, lowercase)
  '0xcA11bde05977b3631167028862bE2a173976CA11', // Multicall3, checksummed
  '0x5dA5C2a98e26FD28914b91212b1232D58eb9bbab', // swap fixture: deposit address
  '0x5f4025Cb72997D971e101a8FEf19422e696b4162', // swap fixture: source address
  '0x425ce7a885c77b6b417e886ae542318250628a9d', // refunded swap fixture
  '0x08b00ceee2fb66029b53d76110b19eeaabfd1e65', // refunded swap fixture
  '0x420000000000000000000000000000000000000F', // OP-stack oracle (swap fixture)
  '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', // USDC, Base
  '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85', // USDC, Optimism
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', // EIP-55 vectors
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0xde709f2102306220921060314715629080e2fb77',
];
const STARKNET_CORPUS = [
  '0x049d36570d4e46f48e99674bd3fcc84644ddd6b96f7c741b1562b82f9e004dc7', // ETH on Starknet
  '0x04718f5a0fc34cc1af16a1cdee98ffb20c31f5cd61d6ab07201858f4287c938d', // STRK
  '0x053c91253bc9682c04929ca02ed00b3e423f6710d2ee7e0d5ebb06f3ecf368a8', // USDC on Starknet
  '0x49d36570d4e46f48e99674bd3fcc84644ddd6b96f7c741b1562b82f9e004dc7', // unpadded
];
const STARKEX_CORPUS = [
  '0x1ef15c18599971b7beced415a40f0c7deacfd9b0d1819e03d723d8bc943cfca', // Stark key of private key 1
  '0x01ef15c18599971b7beced415a40f0c7deacfd9b0d1819e03d723d8bc943cfca',
  '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', // an owner's Ethereum address
];
const SOLANA_CORPUS = [
  'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', // USDC mint (networks fixture)
  'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB', // USDT mint (networks fixture)
  '7vfCXTUXx5WJV5JADk17DUJ4ksgau7utNKj4b963voxs', // WETH (networks fixture)
  'DEkqHyPN7GMRJ5cArtQFAWefqbZb33Hyf6s5iCwjEonT', // USDe (networks fixture)
  '6H7GCfCx8JMUACbmSYZjConeJGzViPHhMvvYak5SDDBe', // deposit address (solana deposit fixture)
  'So11111111111111111111111111111111111111112', // wrapped SOL
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', // SPL token program
  'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL', // associated token program
  '11111111111111111111111111111111', // system program
];
const TON_CORPUS = [
  'EQDtFpEwcFAEcRe5mLVh2N6C0x-_hJEM7W61_JLnSF74p4q2',
  'UQDtFpEwcFAEcRe5mLVh2N6C0x-_hJEM7W61_JLnSF74p9dz',
  'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs', // USDT jetton master
  'Ef8zMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzM0vF', // elector
  '0:ed1691307050047117b998b561d8de82d31fbf84910ced6eb5fc92e7485ef8a7',
];
const TRON_CORPUS = [
  'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', // USDT
  'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8', // USDC
  'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb', // the all-zero (burn) address
  'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
];
const FUEL_CORPUS = [
  '0xf8f8b6283d7fa5b672b530cbb84fcccb4ff8dc40f8176ef4544ddb1f1952ad07', // ETH asset id on Fuel
  new FuelAddress('0xf8f8b6283d7fa5b672b530cbb84fcccb4ff8dc40f8176ef4544ddb1f1952ad07').toChecksum(),
];
const BITCOIN_CORPUS = [
  '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', // genesis coinbase
  '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', // P2SH (Bitcoin wiki)
  'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  'bc1plxa9q77gz9r33g8pd4c2ygzezchjffuedtzdrkclyceseyw8v80qasmquf', // deposit address (bitcoin fixture)
  'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', // BIP-173
  'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3', // BIP-173
  'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', // BIP-350
];
const COSMOS_CORPUS = [
  'cosmos17xpfvakm2amg962yls6f84z3kell8c5lserqta', // fee_collector module
  'cosmos1jv65s3grqf6v6jl3dp4t6c9t9rk99cd88lyufl', // distribution
  'cosmos1fl48vsnmsdzcv85q5d2q4z5ajdha8yu34mf0eh', // bonded_tokens_pool
  'cosmos10d07y265gmmuvt4z0w9aw880jnsr700j6zn9kn', // gov
];

const bytes = (n: number) => fc.uint8Array({ minLength: n, maxLength: n });

const generatedEvm = bytes(20).map((b) => getAddress(`0x${toHex(b)}`));
const generatedStarknet = fc
  .bigInt({ min: 0n, max: STARKNET_ADDRESS_BOUND - 1n })
  .map((value) => `0x${value.toString(16).padStart(64, '0')}`);
const generatedStarkKey = fc
  .bigInt({ min: 2n ** 164n, max: 2n ** 251n - 1n })
  .map((value) => `0x${value.toString(16)}`);
const generatedSolana = bytes(32).map((b) => new PublicKey(b).toBase58());
const generatedTon = fc
  .record({
    workchain: fc.constantFrom(0, -1),
    hash: bytes(32),
    urlSafe: fc.boolean(),
    bounceable: fc.boolean(),
    testOnly: fc.boolean(),
  })
  .map(({ workchain, hash, ...flags }) => new TonAddress(workchain, Buffer.from(hash)).toString(flags));
const generatedTron = bytes(20).map((b) => TronWeb.address.fromHex(`41${toHex(b)}`));
const generatedFuel = bytes(32).map((b) => new FuelAddress(`0x${toHex(b)}`).toChecksum());
const base58check = (payload: Uint8Array) =>
  referenceBase58Encode(Uint8Array.from([...payload, ...sha256(sha256(payload)).subarray(0, 4)]));
const generatedBitcoin = fc.oneof(
  bytes(20).map((program) => referenceSegwitEncode('bc', 0, program)),
  bytes(32).map((program) => referenceSegwitEncode('bc', 0, program)),
  bytes(32).map((program) => referenceSegwitEncode('bc', 1, program)),
  fc
    .tuple(fc.constantFrom(0x00, 0x05), bytes(20))
    .map(([version, hash]) => base58check(Uint8Array.from([version, ...hash]))),
);
const generatedCosmos = fc
  .oneof(bytes(20), bytes(32))
  .map((b) => referenceBech32Encode('cosmos', convertBits([...b], 8, 5, true) ?? [], 'bech32'));

// ---------------------------------------------------------------------------------------------
// Near-misses.
// ---------------------------------------------------------------------------------------------

interface Family {
  family: string;
  validate: AddressValidator;
  oracle: (address: string) => boolean;
  corpus: readonly string[];
  generated: fc.Arbitrary<string>;
  /** Characters typos are drawn from: the format's own alphabet plus a few look-alikes. */
  alphabet: string;
  /** Characters at the start that one-character typos leave alone (`0x`). */
  from: number;
  /** [prefix as written, wrong prefixes]: the start of the address replaced by another. */
  prefixes: ReadonlyArray<readonly [RegExp, readonly string[]]>;
}

const HEX_TYPOS = `${HEX_ALPHABET}gGxXoO`;
const EVM_PREFIXES = [[/^0x/, ['0X', '', 'x', '0', '00x', 'Ox', '0x0', '1x']]] as const;

const FAMILIES: readonly Family[] = [
  ...(
    [
      ['evm', validateEvmAddress],
      ['zksynclite', validateZksyncliteAddress],
      ['hyperliquid', validateHyperliquidAddress],
    ] as const
  ).map(
    ([family, validate]): Family => ({
      family,
      validate,
      oracle: evmOracle,
      corpus: EVM_CORPUS,
      generated: generatedEvm,
      alphabet: HEX_TYPOS,
      from: 2,
      prefixes: EVM_PREFIXES,
    }),
  ),
  ...(
    [
      ['starknet', validateStarknetAddress],
      ['paradex', validateParadexAddress],
    ] as const
  ).map(
    ([family, validate]): Family => ({
      family,
      validate,
      oracle: starknetOracleAccepts,
      corpus: STARKNET_CORPUS,
      generated: generatedStarknet,
      alphabet: HEX_TYPOS,
      from: 2,
      prefixes: [[/^0x/, ['0X', '', 'x', 'Ox', '0x0x', 'fx']]],
    }),
  ),
  {
    family: 'starkex',
    validate: validateStarkexAddress,
    oracle: starkexOracle,
    corpus: STARKEX_CORPUS,
    generated: fc.oneof(generatedStarkKey, generatedEvm),
    alphabet: HEX_TYPOS,
    from: 2,
    prefixes: [[/^0x/, ['0X', '', 'x', 'Ox', '0x0x']]],
  },
  {
    family: 'solana',
    validate: validateSolanaAddress,
    oracle: solanaOracle,
    corpus: SOLANA_CORPUS,
    generated: generatedSolana,
    alphabet: `${BASE58_ALPHABET}0OIl+/-_.é`,
    from: 0,
    prefixes: [[/^/, ['0x', 'sol:', 'solana:', '0', 'O', 'l', '@']]],
  },
  {
    family: 'ton',
    validate: validateTonAddress,
    oracle: tonOracle,
    corpus: TON_CORPUS,
    generated: fc.oneof(
      generatedTon,
      generatedTon.map((a) => TonAddress.parse(a).toRawString()),
    ),
    alphabet: `${BASE64URL_ALPHABET}+/=:.`,
    from: 0,
    prefixes: [
      [/^(EQ|UQ|Ef|Uf|kQ|0Q)/, ['AQ', 'EE', 'UU', 'eq', 'uq', 'EQEQ', '']],
      [/^(0|-1):/, ['1:', '-2:', ':', '0x', '00:', '+0:', '0;']],
    ],
  },
  {
    family: 'tron',
    validate: validateTronAddress,
    oracle: tronOracle,
    corpus: TRON_CORPUS,
    generated: generatedTron,
    alphabet: `${BASE58_ALPHABET}0OIl`,
    from: 1,
    prefixes: [[/^T/, ['t', '', 'TT', '41', '0x41', 'X', '4']]],
  },
  {
    family: 'fuel',
    validate: validateFuelAddress,
    oracle: fuelOracle,
    corpus: FUEL_CORPUS,
    generated: generatedFuel,
    alphabet: HEX_TYPOS,
    from: 2,
    prefixes: [[/^0x/, ['0X', '', 'x', 'Ox', 'fuel1', '0x0']]],
  },
  {
    family: 'bitcoin',
    validate: validateBitcoinAddress,
    oracle: bitcoinOracle,
    corpus: BITCOIN_CORPUS,
    generated: generatedBitcoin,
    alphabet: `${BECH32_ALPHABET}${BASE58_ALPHABET}bio0OIl`,
    from: 0,
    prefixes: [
      [/^bc1/, ['tb1', 'bcrt1', 'bc', 'bc2', 'BC1', 'b1', 'lc1', 'ltc1']],
      [/^[13]/, ['2', 'm', 'n', '4', 'L', '']],
    ],
  },
  {
    family: 'cosmos',
    validate: validateCosmosAddress,
    oracle: cosmosOracle,
    corpus: COSMOS_CORPUS,
    generated: generatedCosmos,
    alphabet: `${BECH32_ALPHABET}bioBIO`,
    from: 7,
    prefixes: [[/^cosmos1/, ['osmo1', 'cosmo1', 'cosmos', 'cosmos2', 'Cosmos1', 'cosmosvaloper1', '']]],
  },
];

interface Miss {
  kind: string;
  address: string;
}

/** Flips the case of every letter at or after `from` whose index is picked by `mask`. */
function flipMany(address: string, from: number, mask: readonly boolean[]): string {
  return [...address]
    .map((c, i) =>
      i >= from && mask[i % mask.length] ? (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()) : c,
    )
    .join('');
}

/** Every kind of near-miss of `address` for `f`: one-character typos and whole-address mistakes. */
function missesOf(f: Family, address: string): fc.Arbitrary<Miss> {
  const typos = nearMiss(address, f.alphabet, { from: f.from }).map(({ kind, address: a }) => ({
    kind,
    address: a,
  }));
  const applicable = f.prefixes.filter(([re]) => re.test(address));
  const prefix: fc.Arbitrary<Miss> =
    applicable.length === 0
      ? typos
      : fc
          .constantFrom(...applicable)
          .chain(([re, wrong]) => fc.constantFrom(...wrong).map((w) => ({ re, w })))
          .map(({ re, w }) => ({ kind: 'prefix', address: address.replace(re, w) }));
  const shorter = fc
    .integer({ min: 1, max: Math.max(1, address.length - f.from - 1) })
    .map((k) => ({ kind: 'shorter', address: address.slice(0, address.length - k) }));
  const longer = fc
    .string({ unit: fc.constantFrom(...f.alphabet), minLength: 1, maxLength: 12 })
    .map((extra) => ({ kind: 'longer', address: address + extra }));
  const doubled = fc.constant({ kind: 'doubled', address: address + address });
  const cased = fc
    .array(fc.boolean(), { minLength: 3, maxLength: 9 })
    .map((mask) => ({ kind: 'case', address: flipMany(address, f.from, mask) }));
  const invisible = fc
    .record({
      at: fc.nat({ max: address.length }),
      c: fc.constantFrom('\u200b', '\u00ad', '\u2060', '\ufeff', '\u200e'),
    })
    .map(({ at, c }) => ({ kind: 'invisible', address: address.slice(0, at) + c + address.slice(at) }));
  return fc.oneof(
    { arbitrary: typos, weight: 6 },
    { arbitrary: prefix, weight: 2 },
    { arbitrary: shorter, weight: 1 },
    { arbitrary: longer, weight: 1 },
    { arbitrary: doubled, weight: 1 },
    { arbitrary: cased, weight: 2 },
    { arbitrary: invisible, weight: 1 },
  );
}

const summary: string[] = [];
afterAll(() => {
  if (summary.length > 0) console.info(`bad input, addresses:\n${summary.join('\n')}`);
});

describe.each(FAMILIES.map((f, i) => [f.family, f, i] as const))('%s: bad input', (_name, f, index) => {
  it(`refuses every one of ${RUNS} generated near-misses (seeded), each with a reason`, () => {
    let tried = 0;
    let accepted = 0;
    let setAside = 0;
    const kinds = new Map<string, number>();
    const base = fc.oneof(fc.constantFrom(...f.corpus), f.generated);
    const misses = base
      .chain((address) => missesOf(f, address))
      .filter(({ address }) => {
        const reallyInvalid = BLANK_OR_INVISIBLE.test(address) || !f.oracle(address);
        if (!reallyInvalid) setAside++;
        return reallyInvalid;
      });
    fc.assert(
      fc.property(misses, ({ kind, address }) => {
        tried++;
        kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
        const check = f.validate(address);
        if (check.ok) accepted++;
        expect(check.ok, `${kind}: ${JSON.stringify(address)} → ${reasonOf(check)}`).toBe(false);
        if (!check.ok) expect(check.reason.length).toBeGreaterThan(10);
      }),
      { seed: SEED + index, numRuns: RUNS },
    );
    const byKind = [...kinds]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([kind, n]) => `${kind} ${n}`)
      .join(', ');
    summary.push(
      `  ${f.family.padEnd(11)} near-misses tried ${tried}, accepted ${accepted} (${byKind}; ${setAside} valid candidates set aside)`,
    );
    expect(tried).toBe(RUNS);
    expect(accepted).toBe(0);
  });

  it('accepts every real address of its corpus, and its normalized form again', () => {
    for (const address of f.corpus) {
      expect(f.oracle(address), `oracle: ${address}`).toBe(true);
      const check = f.validate(address);
      expect(check.ok, `${address} → ${reasonOf(check)}`).toBe(true);
      if (check.ok) expect(f.validate(check.normalized)).toEqual(check);
    }
  });

  it('accepts generated valid addresses (seeded)', () => {
    fc.assert(
      fc.property(f.generated, (address) => {
        expect(f.oracle(address)).toBe(true);
        expect(f.validate(address).ok, address).toBe(true);
      }),
      { seed: SEED + 100 + index, numRuns: 300 },
    );
  });
});
