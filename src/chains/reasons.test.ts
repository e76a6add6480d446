import { sha256 } from '@noble/hashes/sha2';
import { base64url, createBase58check } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { es } from '../i18n/es';
import { englishT } from '../i18n/index';
import { tr } from '../i18n/tr';
import { createTranslator } from '../i18n/translate';
import type { Messages } from '../i18n/types';
import { uk } from '../i18n/uk';
import { zh } from '../i18n/zh';
import { reasonText } from '../swap/useAddressCheck';
import { validateAddress } from './address';
import { validateBitcoinAddress } from './bitcoin/address';
import { validateCosmosAddress } from './cosmos/address';
import { validateEvmAddress } from './evm/address';
import { validateFuelAddress } from './fuel/address';
import { validateHyperliquidAddress } from './hyperliquid/address';
import type {
  AddressCheck,
  AddressFailure,
  AddressOptions,
  AddressValidator,
  ReasonCode,
} from './kit/address/types';
import { validateParadexAddress } from './paradex/address';
import { validateSolanaAddress } from './solana/address';
import { validateStarkexAddress } from './starkex/address';
import { validateStarknetAddress } from './starknet/address';
import { convertBits, referenceBech32Encode, referenceSegwitEncode, typo } from './test-support';
import { crc16xmodem, validateTonAddress } from './ton/address';
import { validateTronAddress } from './tron/address';
import { validateZksyncliteAddress } from './zksynclite/address';

/**
 * The refusals of the address validators are English sentences (`reason`) and, for the
 * widget's other languages, a dictionary message (`code`, `params`). These tests keep the two
 * in step: for a corpus that reaches every message of the `address` group, the English
 * dictionary gives back exactly the validator's sentence, and every other language gives a
 * complete sentence of its own.
 */

const base58check = createBase58check(sha256);
const EVM = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';
const SOLANA = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const TON = 'EQDtFpEwcFAEcRe5mLVh2N6C0x-_hJEM7W61_JLnSF74p4q2';
const BITCOIN = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const TESTNET_P2PKH = 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn';
const MAINNET_P2PKH = '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2';
const STARKNET = '0x049d36570d4e46f48e99674bd3fcc84644ddd6b96f7c741b1562b82f9e004dc7';
const BECH32_Q = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

function cosmos(prefix: string, bytes: number[]): string {
  return referenceBech32Encode(prefix, convertBits(bytes, 8, 5, true) ?? [], 'bech32');
}

/** A friendly TON address with a correct CRC over `tag`, `workchain` and 32 zero bytes. */
function tonFriendly(tag: number, workchain: number): string {
  const bytes = new Uint8Array(36);
  bytes[0] = tag;
  bytes[1] = workchain;
  const crc = crc16xmodem(bytes.subarray(0, 34));
  bytes[34] = crc >> 8;
  bytes[35] = crc & 0xff;
  return base64url.encode(bytes);
}

/** A base58check string that starts with T and has 34 characters, of 21 bytes not starting with 0x41. */
function tronLikeNotTron(): string {
  for (let version = 0x42; version < 0x60; version++) {
    const text = base58check.encode(Uint8Array.from([version, ...new Array(20).fill(7)]));
    if (text.startsWith('T') && text.length === 34) return text;
  }
  throw new Error('no such string');
}

type Case = [name: string, validate: AddressValidator, address: string, opts?: AddressOptions];

const CORPUS: Case[] = [
  // Every family: blank input.
  ['empty', validateEvmAddress, ''],
  ['only spaces', validateTonAddress, '   '],
  ['outer spaces', validateSolanaAddress, ` ${SOLANA}`],
  ['inner spaces', validateTronAddress, `${TRON.slice(0, 5)} ${TRON.slice(5)}`],
  ['invisible', validateCosmosAddress, `cosmos1\u200bqqq`],
  // 0x families.
  ['capital X', validateEvmAddress, `0X${EVM.slice(2)}`],
  ['no 0x', validateEvmAddress, EVM.slice(2)],
  ['no 0x (Starknet)', validateStarknetAddress, STARKNET.slice(2)],
  ['not hex', validateEvmAddress, '0xzz'],
  ['not hex (StarkEx)', validateStarkexAddress, '0x12g4'],
  ['nothing after 0x', validateStarknetAddress, '0x'],
  ['nothing after 0x (StarkEx)', validateStarkexAddress, '0x'],
  ['EVM start', validateEvmAddress, 'hello'],
  ['EVM length', validateEvmAddress, '0x1234'],
  ['EVM checksum', validateEvmAddress, EVM.replace('A', 'a')],
  ['zkSync Lite looks like Solana', validateZksyncliteAddress, SOLANA],
  ['Hyperliquid looks like TON', validateHyperliquidAddress, TON],
  ['EVM looks like Tron', validateEvmAddress, TRON],
  ['EVM looks like Bitcoin', validateEvmAddress, BITCOIN],
  ['EVM looks like Cosmos', validateEvmAddress, cosmos('osmo', new Array(20).fill(1))],
  ['Solana looks like EVM', validateSolanaAddress, EVM],
  ['Solana looks like hex64', validateSolanaAddress, STARKNET],
  ['Fuel bech32', validateFuelAddress, 'fuel1qqqqqq'],
  ['Fuel start', validateFuelAddress, 'hello'],
  ['Fuel length', validateFuelAddress, '0xabc'],
  ['Starknet start', validateStarknetAddress, 'hello'],
  ['Paradex too long', validateParadexAddress, `0x${'a'.repeat(65)}`],
  ['Starknet too large', validateStarknetAddress, `0x${'f'.repeat(64)}`],
  ['Starknet given an EVM address', validateStarknetAddress, EVM],
  ['StarkEx start', validateStarkexAddress, 'hello'],
  ['StarkEx length', validateStarkexAddress, `0x${'a'.repeat(30)}`],
  ['StarkEx too large', validateStarkexAddress, `0x${'f'.repeat(64)}`],
  ['StarkEx EVM checksum', validateStarkexAddress, EVM.replace('A', 'a')],
  // Solana.
  ['Solana bad char with hint', validateSolanaAddress, `${SOLANA.slice(0, 10)}0${SOLANA.slice(11)}`],
  ['Solana bad char', validateSolanaAddress, `${SOLANA.slice(0, 10)}_${SOLANA.slice(11)}`],
  ['Solana length', validateSolanaAddress, 'abc'],
  ['Solana not 32 bytes', validateSolanaAddress, 'z'.repeat(44)],
  // Tron.
  ['Tron hex', validateTronAddress, `41${'ab'.repeat(20)}`],
  ['Tron start', validateTronAddress, 'hello'],
  ['Tron bad char with hint', validateTronAddress, `${TRON.slice(0, 5)}O${TRON.slice(6)}`],
  ['Tron length', validateTronAddress, TRON.slice(0, 30)],
  ['Tron checksum', validateTronAddress, typo(TRON, -1, 'abcdefgh')],
  ['Tron not 0x41', validateTronAddress, tronLikeNotTron()],
  // TON.
  ['TON raw form', validateTonAddress, 'abc:def'],
  ['TON raw workchain', validateTonAddress, `5:${'a'.repeat(64)}`],
  ['TON raw char', validateTonAddress, '0:zz'],
  ['TON raw length', validateTonAddress, '0:abcd'],
  ['TON bad char', validateTonAddress, `${TON.slice(0, 47)}!`],
  ['TON length', validateTonAddress, TON.slice(0, 40)],
  ['TON mixed alphabets', validateTonAddress, `${TON.slice(0, 46)}+-`],
  ['TON checksum', validateTonAddress, typo(TON, 10, 'ABCDEFGH')],
  ['TON tag', validateTonAddress, tonFriendly(0x22, 0)],
  ['TON workchain', validateTonAddress, tonFriendly(0x11, 5)],
  // Bitcoin.
  ['Bitcoin network unknown', validateBitcoinAddress, BITCOIN, { bitcoinNetwork: 'signet' as never }],
  [
    'Bitcoin testnet segwit on mainnet',
    validateBitcoinAddress,
    referenceSegwitEncode('tb', 0, new Uint8Array(20)),
  ],
  ['Bitcoin testnet base58 on mainnet', validateBitcoinAddress, TESTNET_P2PKH],
  ['Bitcoin mainnet base58 on regtest', validateBitcoinAddress, MAINNET_P2PKH, { bitcoinNetwork: 'regtest' }],
  ['Bitcoin mixed case', validateBitcoinAddress, `bc1Q${BITCOIN.slice(4)}`],
  ['Bitcoin segwit char with hint', validateBitcoinAddress, `${BITCOIN.slice(0, 10)}b${BITCOIN.slice(11)}`],
  ['Bitcoin segwit char', validateBitcoinAddress, `${BITCOIN.slice(0, 10)}!${BITCOIN.slice(11)}`],
  ['Bitcoin too long', validateBitcoinAddress, `bc1${'q'.repeat(95)}`],
  ['Bitcoin too short', validateBitcoinAddress, 'bc1qqq'],
  ['Bitcoin checksum', validateBitcoinAddress, typo(BITCOIN, -1, BECH32_Q)],
  ['Bitcoin v0 length', validateBitcoinAddress, referenceSegwitEncode('bc', 0, new Uint8Array(25))],
  ['Bitcoin v1 length', validateBitcoinAddress, referenceSegwitEncode('bc', 1, new Uint8Array(20))],
  [
    'Bitcoin future version',
    validateBitcoinAddress,
    referenceSegwitEncode('tb', 2, new Uint8Array(32)),
    { bitcoinNetwork: 'testnet' },
  ],
  ['Bitcoin start', validateBitcoinAddress, 'hello'],
  ['Bitcoin base58 char with hint', validateBitcoinAddress, `1Bv0${MAINNET_P2PKH.slice(4)}`],
  ['Bitcoin base58 char', validateBitcoinAddress, `1Bv_${MAINNET_P2PKH.slice(4)}`],
  ['Bitcoin base58 length', validateBitcoinAddress, '1abc'],
  ['Bitcoin base58 payload', validateBitcoinAddress, base58check.encode(new Uint8Array(22))],
  ['Bitcoin looks like Solana', validateBitcoinAddress, SOLANA],
  // Cosmos.
  ['Cosmos other prefix', validateCosmosAddress, cosmos('osmo', new Array(20).fill(1))],
  ['Cosmos start', validateCosmosAddress, 'hello'],
  ['Cosmos looks like EVM', validateCosmosAddress, EVM],
  ['Cosmos mixed case', validateCosmosAddress, `cosmos1Q${'q'.repeat(10)}`],
  ['Cosmos char with hint', validateCosmosAddress, 'cosmos1qqqbqqqq'],
  ['Cosmos char', validateCosmosAddress, 'cosmos1qqq!qqqq'],
  ['Cosmos too short', validateCosmosAddress, 'cosmos1qqq'],
  ['Cosmos checksum', validateCosmosAddress, typo(cosmos('cosmos', new Array(20).fill(1)), -1, BECH32_Q)],
  ['Cosmos bad padding', validateCosmosAddress, referenceBech32Encode('cosmos', [31, 31, 31], 'bech32')],
  ['Cosmos few bytes', validateCosmosAddress, cosmos('cosmos', new Array(10).fill(1))],
  ['Cosmos length', validateCosmosAddress, cosmos('cosmos', new Array(25).fill(1))],
];

function refusal(name: string, check: AddressCheck): AddressFailure {
  if (check.ok) throw new Error(`${name}: accepted as ${check.normalized}`);
  return check;
}

const REFUSALS: Array<[string, AddressFailure]> = CORPUS.map(([name, validate, address, opts]) => [
  name,
  refusal(name, validate(address, opts)),
]);

/** Every dot path to a message of a dictionary group. */
function leaves(node: object, prefix: string): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leaves(value as object, `${prefix}${key}.`),
  );
}

/** The codes a refusal uses: its own and its phrases'. */
function codesOf(failure: AddressFailure): ReasonCode[] {
  const phrases = Object.values(failure.params ?? {}).flatMap((value) =>
    typeof value === 'string' ? [] : [value.code],
  );
  return [failure.code, ...phrases];
}

describe('address refusals in the dictionaries', () => {
  it.each(REFUSALS)('%s: the English dictionary gives back the validator’s sentence', (_name, failure) => {
    expect(reasonText(englishT, failure)).toBe(failure.reason);
    expect(failure.reason).not.toMatch(/[{}]/);
  });

  it('the corpus reaches every message of the address group (so each English entry is checked)', async () => {
    const unsupported = await validateAddress('dogecoin', EVM);
    if (unsupported.ok) throw new Error('an unknown family must refuse every address');
    const used = new Set(
      [...REFUSALS.map(([, f]) => f), refusal('unsupported', unsupported)].flatMap(codesOf),
    );
    expect(reasonText(englishT, refusal('unsupported', unsupported))).toBe(unsupported.reason);
    // `uncheckable` is said by the hook itself, when a validator cannot even be loaded; the
    // `lost` sentences by the destination safety check (src/swap/destination-safety.test.ts).
    const expected = leaves(en.address, 'address.').filter(
      (key) => key !== 'address.uncheckable' && !key.startsWith('address.lost.'),
    );
    expect(expected.filter((key) => !used.has(key as ReasonCode))).toEqual([]);
  });

  it('gives the reasons the corpus expects, on examples a person meets', () => {
    const said = Object.fromEntries(REFUSALS.map(([name, f]) => [name, f.reason]));
    expect(said['EVM length']).toBe(
      'An Ethereum-style address starts with 0x and has 40 hexadecimal characters after it (this one has 4).',
    );
    expect(said['zkSync Lite looks like Solana']).toBe(
      'This looks like a Solana address, but the destination is on zkSync Lite.',
    );
    expect(said['Solana looks like EVM']).toBe(
      'This looks like an Ethereum-style address, but the destination is on Solana.',
    );
    expect(said['Cosmos looks like EVM']).toBe(
      'This looks like an Ethereum-style address, but the destination is on a Cosmos network.',
    );
    expect(said['Tron bad char with hint']).toBe(
      'This address contains "O", which never appears in a Tron address (Tron addresses never use 0, O, I or l).',
    );
    expect(said['Cosmos char with hint']).toBe(
      'This address contains "b", which never appears in a Cosmos address (after cosmos1, addresses never use 1, b, i or o).',
    );
    expect(said['Bitcoin start']).toBe('A Bitcoin address starts with bc1, 1 or 3.');
    expect(said['Bitcoin future version']).toBe(
      'Portage cannot send to this kind of Bitcoin address yet: use one that starts with tb1q, tb1p, m, n or 2.',
    );
  });

  const OTHERS: Array<[string, Messages, string]> = [
    ['es', es, 'es'],
    ['zh', zh, 'zh-CN'],
    ['tr', tr, 'tr'],
    ['uk', uk, 'uk'],
  ];

  it.each(OTHERS)('%s: every refusal is a whole sentence of that language', (_lang, messages, locale) => {
    const t = createTranslator(messages, locale);
    for (const [name, failure] of REFUSALS) {
      const text = reasonText(t, failure);
      expect(text, name).not.toMatch(/[{}]/);
      expect(text, name).not.toBe(failure.reason);
      // The phrases are translated too: none of their English is left inside.
      for (const value of Object.values(failure.params ?? {})) {
        if (typeof value !== 'string' && value.en.trim() !== '')
          expect(text, name).not.toContain(value.en.trim());
      }
      // What the person typed is quoted as it is.
      const char = failure.params?.char;
      if (typeof char === 'string') expect(text, name).toContain(char);
    }
  });

  it('says it in Spanish, phrases included', () => {
    const t = createTranslator(es, 'es');
    const said = Object.fromEntries(REFUSALS.map(([name, f]) => [name, reasonText(t, f)]));
    expect(said['EVM length']).toBe(
      'Una dirección de tipo Ethereum empieza por 0x seguido de 40 caracteres hexadecimales (esta tiene 4).',
    );
    expect(said['Cosmos looks like EVM']).toBe(
      'Esto parece una dirección de tipo Ethereum, pero el destino está en una red de Cosmos.',
    );
    expect(said['Solana bad char with hint']).toBe(
      'Esta dirección contiene "0", que nunca aparece en una dirección de Solana (las direcciones de Solana nunca usan 0, O, I ni l).',
    );
    expect(said['Solana bad char']).toBe(
      'Esta dirección contiene "_", que nunca aparece en una dirección de Solana.',
    );
  });

  it('falls back to the English sentence for a message the dictionary lacks', () => {
    const failure: AddressFailure = {
      ok: false,
      reason: 'Something new.',
      code: 'address.nope' as ReasonCode,
    };
    expect(reasonText(englishT, failure)).toBe('Something new.');
  });
});
