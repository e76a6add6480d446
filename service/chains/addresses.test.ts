import { bech32 } from '@scure/base';
import { PublicKey } from '@solana/web3.js';
import { Address as TonAddress } from '@ton/core';
import { Address as FuelAddress, isB256 } from 'fuels';
import { ec, validateAndParseAddress } from 'starknet';
import { TronWeb } from 'tronweb';
import { getAddress, isAddress, sha256 } from 'viem';
import { describe, expect, it } from 'vitest';
import { NETWORK_TYPES } from '../../src/api/types';
import {
  type AddressOptions,
  addressProblem,
  type Family,
  isValidAddress,
  makeAddress,
  makeTransactionHash,
  normalizeAddress,
} from './addresses';

const FAMILIES: readonly Family[] = NETWORK_TYPES;

const VITALIK = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';
const ANVIL = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
  '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
  '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
  '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
  '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
  '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
];
const EVM_VALID = [
  VITALIK,
  ...ANVIL,
  '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', // USDC
  '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', // WETH
  '0x0000000000000000000000000000000000000000',
  // EIP-55 test vectors: all caps, all lower, mixed.
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  VITALIK.toLowerCase(),
  `0x${VITALIK.slice(2).toUpperCase()}`,
];

const STARKNET_ETH = '0x049d36570d4e46f48e99674bd3fcc84644ddd6b96f7c741b1562b82f9e004dc7';
const STARKNET_STRK = '0x04718f5a0fc34cc1af16a1cdee98ffb20c31f5cd61d6ab07201858f4287c938d';
const STARKNET_VALID = [
  STARKNET_ETH,
  STARKNET_STRK,
  '0x49d36570d4e46f48e99674bd3fcc84644ddd6b96f7c741b1562b82f9e004dc7', // unpadded
  STARKNET_ETH.toUpperCase().replace('0X', '0x'),
  '0x1',
  '0x0',
  `0x${(2n ** 251n - 257n).toString(16)}`, // largest address starknet.js accepts
];

/** The Stark curve generator's x coordinate: the Stark key of private key 1. */
const STARK_KEY_G = '0x1ef15c18599971b7beced415a40f0c7deacfd9b0d1819e03d723d8bc943cfca';
const STARK_KEY_PADDED = `0x0${STARK_KEY_G.slice(2)}`;

const SOLANA_SYSTEM = '11111111111111111111111111111111';
const SOLANA_USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const SOLANA_VALID = [
  SOLANA_SYSTEM,
  SOLANA_USDC,
  'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB', // USDT
  'So11111111111111111111111111111111111111112', // wrapped SOL mint
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', // SPL token program
  'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL', // associated token program
];

const TON_FRIENDLY = 'EQDtFpEwcFAEcRe5mLVh2N6C0x-_hJEM7W61_JLnSF74p4q2';
const TON_RAW = '0:ed1691307050047117b998b561d8de82d31fbf84910ced6eb5fc92e7485ef8a7';
const TON_VALID = [
  TON_FRIENDLY,
  TON_RAW,
  TON_RAW.toUpperCase(),
  'UQDtFpEwcFAEcRe5mLVh2N6C0x-_hJEM7W61_JLnSF74p9dz', // same account, non-bounceable
  'EQDtFpEwcFAEcRe5mLVh2N6C0x+/hJEM7W61/JLnSF74p4q2', // same account, standard base64
  'kQDtFpEwcFAEcRe5mLVh2N6C0x-_hJEM7W61_JLnSF74pzE8', // same account, test-only flag
  'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs', // USDT jetton master
  'Ef8zMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzM0vF', // elector (masterchain)
  `-1:${'3'.repeat(64)}`,
];

const TRON_USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const TRON_VALID = [
  TRON_USDT,
  'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8', // USDC
  'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb', // the all-zero (burn) address
  'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
];

const FUEL_ETH_ASSET = '0xf8f8b6283d7fa5b672b530cbb84fcccb4ff8dc40f8176ef4544ddb1f1952ad07';
const FUEL_VALID = [
  FUEL_ETH_ASSET,
  FUEL_ETH_ASSET.toUpperCase().replace('0X', '0x'),
  new FuelAddress(FUEL_ETH_ASSET).toChecksum(),
  `0x${'0'.repeat(64)}`,
];

const BITCOIN_MAINNET_VALID = [
  '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', // genesis coinbase
  '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', // P2SH example (bitcoin wiki)
  'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  // BIP-173 / BIP-350 valid vectors (witness v0 and v1 with 32 bytes).
  'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
  'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
  'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
];
const BITCOIN_TESTNET_VALID = [
  'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
  'tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy',
  'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
  'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn',
  '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc',
];

/** Cosmos Hub module accounts: bech32('cosmos', sha256(moduleName)[0..20]). */
const COSMOS_FEE_COLLECTOR = 'cosmos17xpfvakm2amg962yls6f84z3kell8c5lserqta';
const COSMOS_VALID = [
  COSMOS_FEE_COLLECTOR,
  'cosmos1jv65s3grqf6v6jl3dp4t6c9t9rk99cd88lyufl', // distribution
  'cosmos1fl48vsnmsdzcv85q5d2q4z5ajdha8yu34mf0eh', // bonded_tokens_pool
  'cosmos10d07y265gmmuvt4z0w9aw880jnsr700j6zn9kn', // gov
  COSMOS_FEE_COLLECTOR.toUpperCase(),
];

/** Replaces the character at `index` with another one from `alphabet` (a one-character typo). */
function typo(address: string, index: number, alphabet: string): string {
  const i = index < 0 ? address.length + index : index;
  const current = address[i] ?? '';
  const replacement = [...alphabet].find((c) => c !== current && c.toLowerCase() !== current.toLowerCase());
  if (replacement === undefined) throw new Error('no replacement');
  return address.slice(0, i) + replacement + address.slice(i + 1);
}

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32_ALPHABET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

function expectValid(family: Family, address: string, opts?: AddressOptions) {
  expect(addressProblem(family, address, opts), `${family}: ${address}`).toBeNull();
  expect(isValidAddress(family, address, opts)).toBe(true);
}

function expectInvalid(family: Family, address: string, reason: string | RegExp, opts?: AddressOptions) {
  const problem = addressProblem(family, address, opts);
  expect(problem, `${family}: ${JSON.stringify(address)}`).not.toBeNull();
  expect(problem).toMatch(reason);
  expect(isValidAddress(family, address, opts)).toBe(false);
}

describe('evm, zksynclite, hyperliquid', () => {
  const families: Family[] = ['evm', 'zksynclite', 'hyperliquid'];

  it.each(EVM_VALID)('accepts %s', (address) => {
    for (const family of families) expectValid(family, address);
  });

  it('agrees with viem on the corpus', () => {
    for (const address of EVM_VALID) expect(isAddress(address, { strict: false })).toBe(true);
  });

  it.each([
    [typo(VITALIK, -1, 'abcdef'), 'checksum does not match'],
    [checksumTypo(VITALIK), 'checksum does not match'],
    ['0xd8dA6BF26964aF9D7eEd9e03E53415D37aA9604', 'wrong length: 41 characters, expected 42'],
    ['0xd8dA6BF26964aF9D7eEd9e03E53415D37aA960450', 'wrong length: 43 characters, expected 42'],
    ['d8dA6BF26964aF9D7eEd9e03E53415D37aA96045', 'must start with 0x'],
    ['0Xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', 'lowercase x'],
    ['0xd8dA6BF26964aF9D7eEd9e03E53415D37aA9604g', 'non-hex'],
    [STARKNET_ETH, 'wrong length: 66 characters'],
    [SOLANA_USDC, 'must start with 0x'],
    [TRON_USDT, 'must start with 0x'],
  ])('rejects %s', (address, reason) => {
    for (const family of families) expectInvalid(family, address, reason);
  });
});

describe('starknet, paradex', () => {
  const families: Family[] = ['starknet', 'paradex'];

  it.each(STARKNET_VALID)('accepts %s', (address) => {
    for (const family of families) expectValid(family, address);
  });

  it.each([
    ['49d36570d4e46f48e99674bd3fcc84644ddd6b96f7c741b1562b82f9e004dc7', 'must start with 0x'],
    ['12345', 'must start with 0x'], // starknet.js would read this as 0x12345
    ['0x', 'no hex digits'],
    [`${STARKNET_ETH}0`, 'too long: 65 hex digits'],
    [STARKNET_ETH.replace('4dc7', '4dcg'), 'non-hex'],
    [`0x${(2n ** 251n - 256n).toString(16)}`, 'out of range'],
    [`0x${(2n ** 251n).toString(16)}`, 'out of range'],
    [`0x${'f'.repeat(64)}`, 'out of range'],
    [VITALIK, 'looks like an Ethereum address'],
    [SOLANA_USDC, 'must start with 0x'],
  ])('rejects %s', (address, reason) => {
    for (const family of families) expectInvalid(family, address, reason);
  });
});

describe('starkex', () => {
  it.each([
    STARK_KEY_G,
    STARK_KEY_PADDED,
    STARK_KEY_G.toUpperCase().replace('0X', '0x'),
    ec.starkCurve.getStarkKey('0x2dccce1da22003777062ee0870e9881b460a8b7eca276870f57c601f182136c'),
    VITALIK,
    ...ANVIL,
    VITALIK.toLowerCase(),
  ])('accepts %s', (address) => {
    expectValid('starkex', address);
  });

  it('rejects an x coordinate with no point on the Stark curve', () => {
    // Roughly half of all values below 2^251 are not x coordinates of curve points.
    const offCurve = [1n, 2n, 3n, 4n, 5n, 6n, 7n, 8n]
      .map((d) => `0x${(BigInt(STARK_KEY_G) + d).toString(16).padStart(64, '0')}`)
      .filter((key) => {
        try {
          ec.starkCurve.ProjectivePoint.fromHex(`02${key.slice(2)}`);
          return false;
        } catch {
          return true;
        }
      });
    expect(offCurve.length).toBeGreaterThan(0);
    for (const key of offCurve) expectInvalid('starkex', key, 'not a Stark key');
  });

  it.each([
    [typo(VITALIK, -1, 'abcdef'), 'checksum does not match'],
    ['0xd8dA6BF26964aF9D7eEd9e03E53415D37aA9604', 'wrong length: 39 hex digits'],
    [`0x${(2n ** 251n).toString(16)}`, 'out of range'],
    [`${STARK_KEY_PADDED}0`, 'too long'],
    [STARK_KEY_G.slice(2), 'must start with 0x'],
    [SOLANA_USDC, 'must start with 0x'],
    [TRON_USDT, 'must start with 0x'],
  ])('rejects %s', (address, reason) => {
    expectInvalid('starkex', address, reason);
  });
});

describe('solana', () => {
  it.each(SOLANA_VALID)('accepts %s', (address) => {
    expectValid('solana', address);
    expect(new PublicKey(address).toBase58()).toBe(address);
  });

  it.each([
    [VITALIK, 'contains "0"'],
    [`${SOLANA_USDC}1`, /decodes to 33 bytes|wrong length/],
    ['1111111111111111111111111111111112', 'decodes to 34 bytes'],
    ['1111111111111111111111111111111', 'wrong length: 31 characters'],
    ['111111111111111111111111111111111', 'decodes to 33 bytes'],
    [SOLANA_USDC.replace('W', 'l'), 'contains "l"'],
    [SOLANA_USDC.replace('E', 'O'), 'contains "O"'],
    [`${SOLANA_USDC.slice(0, 10)} ${SOLANA_USDC.slice(11)}`, 'contains " "'],
    [TON_FRIENDLY, 'not a base58 character'],
    [STARKNET_ETH, 'contains "0"'],
  ])('rejects %s', (address, reason) => {
    expectInvalid('solana', address, reason);
  });
});

describe('solana (no checksum)', () => {
  it('cannot catch a typo that still decodes to 32 bytes', () => {
    // Solana keys are plain base58: dropping or changing a character usually gives another
    // valid key, which is why the sandbox cannot report it (only length and alphabet).
    expectValid('solana', SOLANA_USDC.slice(0, -1));
    expectValid('solana', typo(SOLANA_USDC, -1, BASE58_ALPHABET));
  });
});

describe('ton', () => {
  it.each(TON_VALID)('accepts %s', (address) => {
    expectValid('ton', address);
  });

  it('the user-friendly and raw corpus forms are the same account', () => {
    expect(TonAddress.parse(TON_FRIENDLY).toRawString()).toBe(TON_RAW);
  });

  it.each([
    [typo(TON_FRIENDLY, -1, 'abcdef'), 'checksum does not match'],
    [typo(TON_FRIENDLY, 10, 'abcdef'), 'checksum does not match'],
    [TON_FRIENDLY.slice(0, -1), 'wrong length: 47 characters, expected 48'],
    [`${TON_FRIENDLY}A`, 'wrong length: 49 characters'],
    ['EQDtFpEwcFAEcRe5mLVh2N6C0x+_hJEM7W61_JLnSF74p4q2', 'mixes base64 and base64url'],
    ['EQDtFpEwcFAEcRe5mLVh2N6C0x-_hJEM7W61_JLnSF74p4q!', 'outside base64'],
    [TON_RAW.slice(0, -1), '64 hex digits'],
    [`${TON_RAW.slice(0, -2)}zz`, '64 hex digits'],
    [`5:${TON_RAW.slice(2)}`, 'unsupported workchain 5'],
    [`0.0:${TON_RAW.slice(2)}`, 'raw form'],
    [`1e0:${TON_RAW.slice(2)}`, 'raw form'],
    [TON_RAW.replace('0:', '0x'), 'wrong length'],
    [VITALIK, 'wrong length: 42 characters'],
    [SOLANA_USDC, 'wrong length'],
  ])('rejects %s', (address, reason) => {
    expectInvalid('ton', address, reason);
  });

  it('rejects a friendly address whose tag byte is unknown', () => {
    // Rebuild a well-formed 36-byte address with tag 0x22 and a correct CRC.
    const good = Buffer.from(TON_FRIENDLY.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    const body = Buffer.from(good.subarray(0, 34));
    body[0] = 0x22;
    const crc = crc16(body);
    const address = Buffer.concat([body, crc]).toString('base64url');
    expectInvalid('ton', address, 'unknown address tag');
  });

  it('rejects a friendly address on an unknown workchain', () => {
    const good = Buffer.from(TON_FRIENDLY.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    const body = Buffer.from(good.subarray(0, 34));
    body[1] = 5;
    const address = Buffer.concat([body, crc16(body)]).toString('base64url');
    expectInvalid('ton', address, 'unsupported workchain 5');
  });
});

/** TON's CRC-16/XMODEM, big-endian, as @ton/core computes it. */
function crc16(data: Uint8Array): Buffer {
  let crc = 0;
  for (const byte of data) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return Buffer.from([crc >> 8, crc & 0xff]);
}

describe('tron', () => {
  it.each(TRON_VALID)('accepts %s', (address) => {
    expectValid('tron', address);
    expect(TronWeb.isAddress(address)).toBe(true);
  });

  it.each([
    [typo(TRON_USDT, -1, BASE58_ALPHABET), 'checksum does not match'],
    [typo(TRON_USDT, 5, BASE58_ALPHABET), 'checksum does not match'],
    [TRON_USDT.slice(0, -1), 'wrong length: 33 characters, expected 34'],
    [`${TRON_USDT}1`, 'wrong length: 35 characters'],
    ['41a614f803b6fd780986a42c78ec9c7f77e6ded13c', 'hex form is not accepted'],
    ['0x41a614f803b6fd780986a42c78ec9c7f77e6ded13c', 'hex form is not accepted'],
    [`t${TRON_USDT.slice(1)}`, 'must start with T'],
    [TRON_USDT.replace('HqjeK', 'HqjeI'), 'contains "I"'],
    [VITALIK, 'must start with T'],
    [SOLANA_USDC, 'must start with T'],
    ['TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', 'wrong length: 43'],
  ])('rejects %s', (address, reason) => {
    expectInvalid('tron', address, reason);
  });

  it('the hex form really is this address (TronWeb would accept it)', () => {
    expect(TronWeb.isAddress('41a614f803b6fd780986a42c78ec9c7f77e6ded13c')).toBe(true);
    expect(TronWeb.address.fromHex('41a614f803b6fd780986a42c78ec9c7f77e6ded13c')).toBe(TRON_USDT);
  });
});

describe('fuel', () => {
  it.each(FUEL_VALID)('accepts %s', (address) => {
    expectValid('fuel', address);
    expect(isB256(address)).toBe(true);
  });

  it.each([
    [checksumTypo(FUEL_VALID[2] ?? ''), 'checksum does not match'],
    [FUEL_ETH_ASSET.slice(0, -1), 'wrong length: 65 characters, expected 66'],
    [FUEL_ETH_ASSET.slice(2), 'must start with 0x'],
    [FUEL_ETH_ASSET.replace('ad07', 'ad0g'), 'non-hex'],
    ['fuel1lruwwcqhu8xxmcx2rdjmqqdjzjhauwlgpwn34ejk0zrslnfr4l4sy4cxgw', 'no longer supported'],
    [VITALIK, 'wrong length: 42 characters'],
    [SOLANA_USDC, 'must start with 0x'],
  ])('rejects %s', (address, reason) => {
    expectInvalid('fuel', address, reason);
  });
});

/** Flips the case of one letter of a checksummed (mixed-case) hex address. */
function checksumTypo(address: string): string {
  const i = [...address].findIndex((c, index) => index > 1 && /[a-f]/i.test(c));
  const c = address[i] ?? '';
  const flipped = c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase();
  return address.slice(0, i) + flipped + address.slice(i + 1);
}

describe('bitcoin', () => {
  it.each(BITCOIN_MAINNET_VALID)('accepts %s on mainnet (the default)', (address) => {
    expectValid('bitcoin', address);
    expectValid('bitcoin', address, { bitcoinNetwork: 'mainnet' });
  });

  it.each(BITCOIN_TESTNET_VALID)('accepts %s on testnet', (address) => {
    expectValid('bitcoin', address, { bitcoinNetwork: 'testnet' });
    expectInvalid('bitcoin', address, 'wrong network');
  });

  it('rejects an unknown bitcoinNetwork option', () => {
    const opts = { bitcoinNetwork: 'signet' } as unknown as AddressOptions;
    expectInvalid(
      'bitcoin',
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
      'unsupported bitcoin network signet',
      opts,
    );
    expect(() => makeAddress('bitcoin', 'x', opts)).toThrow('unsupported bitcoin network');
  });

  it('accepts regtest bcrt1 and testnet-style base58 addresses on regtest', () => {
    expectValid('bitcoin', makeAddress('bitcoin', 'r', { bitcoinNetwork: 'regtest' }), {
      bitcoinNetwork: 'regtest',
    });
    expectValid('bitcoin', 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', { bitcoinNetwork: 'regtest' });
    expectInvalid(
      'bitcoin',
      'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
      'wrong network',
      {
        bitcoinNetwork: 'regtest',
      },
    );
    expectInvalid('bitcoin', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'wrong network', {
      bitcoinNetwork: 'regtest',
    });
  });

  // BIP-173 / BIP-350 invalid vectors, and valid ones whose witness version or length a swap
  // service must not pay to (v1 that is not 32 bytes, v2..v16).
  it.each([
    ['tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut', 'wrong prefix'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', 'must use bech32m'],
    ['BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL', 'must use bech32m'],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'witness v0 must use bech32'],
    ['bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4', 'outside the bech32 alphabet'],
    ['BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R', 'invalid witness version 17'],
    ['bc1pw5dgrnzv', 'taproot program is 1 bytes'],
    [
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav',
      'taproot program is 41 bytes',
    ],
    ['BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', 'witness v0 program is 16 bytes'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf', 'padding'],
    ['bc1gmk9yu', 'too short'],
    [
      'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
      'taproot program is 40 bytes',
    ],
    ['BC1SW50QGDZ25J', 'unsupported witness version 16'],
    ['bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', 'unsupported witness version 2'],
    ['Bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'mixed case'],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'checksum does not match'],
    [typo('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 10, BECH32_ALPHABET), 'checksum does not match'],
    [typo('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', -1, BASE58_ALPHABET), 'checksum does not match'],
    [typo('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 6, BASE58_ALPHABET), 'checksum does not match'],
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfN', 'checksum does not match'],
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNaA1', 'wrong length: 36 characters'],
    ['mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'wrong network: a testnet address, expected mainnet'],
    ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', 'wrong network'],
    [TRON_USDT, 'unknown version byte 0x41'],
    [VITALIK, 'contains "0"'],
    [COSMOS_FEE_COLLECTOR, 'wrong prefix'],
    [SOLANA_USDC, 'wrong length'],
  ])('rejects %s on mainnet', (address, reason) => {
    expectInvalid('bitcoin', address, reason);
  });

  it('rejects base58 that is not base58check', () => {
    expectInvalid('bitcoin', SOLANA_SYSTEM, 'checksum does not match');
  });
});

describe('cosmos', () => {
  it.each(COSMOS_VALID)('accepts %s', (address) => {
    expectValid('cosmos', address);
  });

  it('the corpus module accounts are sha256(name)[0..20]', () => {
    const moduleAccount = (name: string) =>
      bech32.encode('cosmos', bech32.toWords(sha256(new TextEncoder().encode(name), 'bytes').slice(0, 20)));
    expect(moduleAccount('fee_collector')).toBe(COSMOS_FEE_COLLECTOR);
    expect(moduleAccount('gov')).toBe('cosmos10d07y265gmmuvt4z0w9aw880jnsr700j6zn9kn');
  });

  it('accepts 32-byte data (module and ICA accounts)', () => {
    const address = bech32.encode('cosmos', bech32.toWords(new Uint8Array(32).fill(7)));
    expectValid('cosmos', address);
  });

  it('honours cosmosPrefix', () => {
    const osmo = bech32.encode('osmo', bech32.toWords(new Uint8Array(20).fill(1)));
    expectValid('cosmos', osmo, { cosmosPrefix: 'osmo' });
    expectInvalid('cosmos', osmo, 'wrong prefix "osmo", expected "cosmos"');
    expectInvalid('cosmos', COSMOS_FEE_COLLECTOR, 'wrong prefix "cosmos", expected "osmo"', {
      cosmosPrefix: 'osmo',
    });
  });

  it.each([
    [typo(COSMOS_FEE_COLLECTOR, 12, BECH32_ALPHABET), 'checksum does not match'],
    [typo(COSMOS_FEE_COLLECTOR, -1, BECH32_ALPHABET), 'checksum does not match'],
    [COSMOS_FEE_COLLECTOR.slice(0, -1), 'checksum does not match'],
    [COSMOS_FEE_COLLECTOR.replace('cosmos1', 'cosmoz1'), 'wrong prefix'],
    [COSMOS_FEE_COLLECTOR.replace('cosmos1', 'cosmos'), 'must start with cosmos1'],
    [COSMOS_FEE_COLLECTOR.replace('q', 'b'), 'outside the bech32 alphabet'],
    [bech32.encode('cosmos', bech32.toWords(new Uint8Array(21))), 'decodes to 21 bytes, expected 20 or 32'],
    [bech32.encode('cosmos', bech32.toWords(new Uint8Array(0))), 'decodes to 0 bytes'],
    ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'wrong prefix "bc"'],
    [VITALIK, 'must start with cosmos1'],
    [SOLANA_USDC, 'must start with cosmos1'],
    [`COSMOS${COSMOS_FEE_COLLECTOR.slice(6)}`, 'mixed case'],
  ])('rejects %s', (address, reason) => {
    expectInvalid('cosmos', address, reason);
  });
});

describe('every family', () => {
  it.each(FAMILIES)('%s: rejects empty, blank and padded input', (family) => {
    const good = makeAddress(family, 'padding');
    expectInvalid(family, '', 'is empty');
    expectInvalid(family, '   ', 'whitespace');
    expectInvalid(family, ` ${good}`, 'leading or trailing whitespace');
    expectInvalid(family, `${good} `, 'leading or trailing whitespace');
    expectInvalid(family, `${good}\n`, 'leading or trailing whitespace');
    expectInvalid(family, `\t${good}`, 'leading or trailing whitespace');
  });

  it('rejects an unknown family', () => {
    expect(isValidAddress('dogecoin', VITALIK)).toBe(false);
    expect(addressProblem('dogecoin', VITALIK)).toBe('unsupported network family');
    expect(addressProblem('', VITALIK)).toBe('unsupported network family');
    expect(addressProblem('EVM', VITALIK)).toBe('unsupported network family');
    expect(normalizeAddress('dogecoin', VITALIK)).toBe(VITALIK);
  });

  it("rejects other families' addresses, except where the formats really overlap", () => {
    const samples: Record<Family, string> = {
      evm: VITALIK,
      zksynclite: ANVIL[1] ?? '',
      hyperliquid: ANVIL[2] ?? '',
      starknet: STARKNET_ETH,
      paradex: STARKNET_STRK,
      starkex: STARK_KEY_PADDED,
      solana: SOLANA_USDC,
      ton: TON_FRIENDLY,
      tron: TRON_USDT,
      fuel: FUEL_ETH_ASSET,
      bitcoin: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      cosmos: COSMOS_FEE_COLLECTOR,
    };
    const evmLike: Family[] = ['evm', 'zksynclite', 'hyperliquid'];
    const felt: Family[] = ['starknet', 'paradex', 'starkex'];
    /** [validating family, sample family] pairs that legitimately share a format. */
    const overlaps = (family: Family, sampleFamily: Family): boolean =>
      (evmLike.includes(family) && evmLike.includes(sampleFamily)) ||
      // ImmutableX-style StarkEx takes the user's L1 address.
      (family === 'starkex' && evmLike.includes(sampleFamily)) ||
      // 0x + 64 hex below 2^251 is a felt, a b256 and possibly a Stark key all at once.
      ([...felt, 'fuel'].includes(family) && [...felt].includes(sampleFamily));
    const accepted: string[] = [];
    for (const family of FAMILIES) {
      for (const sampleFamily of FAMILIES) {
        const valid = isValidAddress(family, samples[sampleFamily]);
        if (family === sampleFamily) expect(valid, family).toBe(true);
        else if (valid && !overlaps(family, sampleFamily)) accepted.push(`${family} <- ${sampleFamily}`);
      }
    }
    expect(accepted).toEqual([]);
  });
});

describe('makeAddress', () => {
  const seeds = Array.from({ length: 150 }, (_, i) => `swap-${i}`);

  it.each(FAMILIES)('%s: valid, deterministic and distinct for many seeds', (family) => {
    const addresses = seeds.map((seed) => makeAddress(family, seed));
    for (const address of addresses) expectValid(family, address);
    expect(new Set(addresses).size).toBe(seeds.length);
    expect(seeds.map((seed) => makeAddress(family, seed))).toEqual(addresses);
  });

  it('uses each SDK-native form', () => {
    for (const seed of seeds.slice(0, 30)) {
      const evm = makeAddress('evm', seed);
      expect(evm).toBe(getAddress(evm)); // EIP-55 checksummed
      expect(isAddress(evm, { strict: true })).toBe(true);
      const starknet = makeAddress('starknet', seed);
      expect(starknet).toBe(validateAndParseAddress(starknet));
      expect(makeAddress('starkex', seed)).toMatch(/^0x[0-9a-f]{64}$/);
      const solana = makeAddress('solana', seed);
      expect(PublicKey.isOnCurve(new PublicKey(solana).toBytes())).toBe(true);
      const ton = makeAddress('ton', seed);
      expect(ton).toMatch(/^EQ[A-Za-z0-9_-]{46}$/);
      expect(TonAddress.parseFriendly(ton).isBounceable).toBe(true);
      const tron = makeAddress('tron', seed);
      expect(tron).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
      expect(TronWeb.isAddress(tron)).toBe(true);
      const fuel = makeAddress('fuel', seed);
      expect(isB256(fuel)).toBe(true);
      expect(makeAddress('bitcoin', seed)).toMatch(/^bc1q[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{38}$/);
      expect(makeAddress('cosmos', seed)).toMatch(/^cosmos1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{38}$/);
    }
  });

  it('honours bitcoinNetwork and cosmosPrefix', () => {
    const testnet = makeAddress('bitcoin', 'a', { bitcoinNetwork: 'testnet' });
    expect(testnet).toMatch(/^tb1q/);
    expectValid('bitcoin', testnet, { bitcoinNetwork: 'testnet' });
    expectInvalid('bitcoin', testnet, 'wrong network');
    const regtest = makeAddress('bitcoin', 'a', { bitcoinNetwork: 'regtest' });
    expect(regtest).toMatch(/^bcrt1q/);
    const osmo = makeAddress('cosmos', 'a', { cosmosPrefix: 'osmo' });
    expect(osmo).toMatch(/^osmo1/);
    expectValid('cosmos', osmo, { cosmosPrefix: 'osmo' });
  });

  it('gives different families different addresses for one seed', () => {
    expect(makeAddress('evm', 'x')).not.toBe(makeAddress('hyperliquid', 'x'));
    expect(makeAddress('starknet', 'x')).not.toBe(makeAddress('paradex', 'x'));
  });
});

describe('makeTransactionHash', () => {
  const shapes: Record<Family, RegExp> = {
    evm: /^0x[0-9a-f]{64}$/,
    zksynclite: /^0x[0-9a-f]{64}$/,
    hyperliquid: /^0x[0-9a-f]{64}$/,
    fuel: /^0x[0-9a-f]{64}$/,
    starknet: /^0x0[0-7][0-9a-f]{62}$/,
    paradex: /^0x0[0-7][0-9a-f]{62}$/,
    starkex: /^0x0[0-7][0-9a-f]{62}$/,
    solana: /^[1-9A-HJ-NP-Za-km-z]{86,88}$/,
    ton: /^[0-9a-f]{64}$/,
    tron: /^[0-9a-f]{64}$/,
    bitcoin: /^[0-9a-f]{64}$/,
    cosmos: /^[0-9A-F]{64}$/,
  };
  const seeds = Array.from({ length: 100 }, (_, i) => `tx-${i}`);

  it.each(FAMILIES)('%s: explorer format, deterministic and distinct', (family) => {
    const hashes = seeds.map((seed) => makeTransactionHash(family, seed));
    for (const hash of hashes) expect(hash).toMatch(shapes[family]);
    expect(new Set(hashes).size).toBe(seeds.length);
    expect(seeds.map((seed) => makeTransactionHash(family, seed))).toEqual(hashes);
  });

  it('solana hashes are 64-byte signatures', async () => {
    const { base58 } = await import('@scure/base');
    for (const seed of seeds) expect(base58.decode(makeTransactionHash('solana', seed))).toHaveLength(64);
  });

  it('differ from the address of the same seed', () => {
    expect(makeTransactionHash('fuel', 's')).not.toBe(makeAddress('fuel', 's'));
  });
});

describe('normalizeAddress', () => {
  it.each([
    ['evm', VITALIK, VITALIK.toLowerCase()],
    ['evm', `0x${VITALIK.slice(2).toUpperCase()}`, VITALIK.toLowerCase()],
    ['hyperliquid', ANVIL[0] ?? '', (ANVIL[0] ?? '').toLowerCase()],
    ['zksynclite', ANVIL[0] ?? '', (ANVIL[0] ?? '').toLowerCase()],
    ['starknet', '0x49D36570D4E46F48E99674BD3FCC84644DDD6B96F7C741B1562B82F9E004DC7', STARKNET_ETH],
    ['paradex', '0x1', `0x${'0'.repeat(63)}1`],
    ['starkex', STARK_KEY_G, STARK_KEY_PADDED],
    ['starkex', VITALIK, VITALIK.toLowerCase()],
    ['ton', TON_FRIENDLY, TON_RAW],
    ['ton', 'UQDtFpEwcFAEcRe5mLVh2N6C0x-_hJEM7W61_JLnSF74p9dz', TON_RAW],
    ['ton', 'EQDtFpEwcFAEcRe5mLVh2N6C0x+/hJEM7W61/JLnSF74p4q2', TON_RAW],
    ['ton', TON_RAW.toUpperCase(), TON_RAW],
    ['ton', 'Ef8zMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzM0vF', `-1:${'3'.repeat(64)}`],
    ['fuel', FUEL_VALID[2] ?? '', FUEL_ETH_ASSET],
    ['solana', SOLANA_USDC, SOLANA_USDC],
    ['tron', TRON_USDT, TRON_USDT],
    ['bitcoin', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    ['bitcoin', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
    ['cosmos', COSMOS_FEE_COLLECTOR.toUpperCase(), COSMOS_FEE_COLLECTOR],
    ['cosmos', COSMOS_FEE_COLLECTOR, COSMOS_FEE_COLLECTOR],
  ] as const)('%s: %s -> %s', (family, address, expected) => {
    expect(normalizeAddress(family, address)).toBe(expected);
    expect(normalizeAddress(family, expected)).toBe(expected);
  });

  it('returns unrecognised input unchanged', () => {
    expect(normalizeAddress('ton', 'not an address')).toBe('not an address');
    expect(normalizeAddress('starknet', '12345')).toBe('12345');
    expect(normalizeAddress('evm', ' 0xABC')).toBe(' 0xABC');
  });

  it('makes equal what the chain treats as one account', () => {
    for (const seed of ['a', 'b', 'c']) {
      const ton = makeAddress('ton', seed);
      const parsed = TonAddress.parse(ton);
      const nonBounceable = parsed.toString({ bounceable: false });
      expect(normalizeAddress('ton', nonBounceable)).toBe(normalizeAddress('ton', ton));
      const evm = makeAddress('evm', seed);
      expect(normalizeAddress('evm', evm.toLowerCase())).toBe(normalizeAddress('evm', evm));
    }
  });
});
