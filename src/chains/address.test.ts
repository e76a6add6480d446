import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Keypair } from '@solana/web3.js';
import { Address as TonAddress } from '@ton/core';
import fc from 'fast-check';
import { Address as FuelAddress } from 'fuels';
import { addAddressPadding, ec } from 'starknet';
import { TronWeb } from 'tronweb';
import { privateKeyToAddress } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { NETWORK_TYPES } from '../api/types';
import { isAddressFamily, loadAddressValidator, validateAddress } from './address';
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
  bytes32,
  convertBits,
  reasonOf,
  referenceBech32Encode,
  referenceSegwitEncode,
  toHex,
} from './test-support';
import { validateTonAddress } from './ton/address';
import { validateTronAddress } from './tron/address';
import { validateZksyncliteAddress } from './zksynclite/address';

type Family = (typeof NETWORK_TYPES)[number];

const VALIDATORS: Record<Family, AddressValidator> = {
  evm: validateEvmAddress,
  starknet: validateStarknetAddress,
  solana: validateSolanaAddress,
  cosmos: validateCosmosAddress,
  starkex: validateStarkexAddress,
  zksynclite: validateZksyncliteAddress,
  ton: validateTonAddress,
  paradex: validateParadexAddress,
  tron: validateTronAddress,
  fuel: validateFuelAddress,
  bitcoin: validateBitcoinAddress,
  hyperliquid: validateHyperliquidAddress,
};

const SAMPLES: Record<Family, string> = {
  evm: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
  zksynclite: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  hyperliquid: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  starknet: '0x049d36570d4e46f48e99674bd3fcc84644ddd6b96f7c741b1562b82f9e004dc7',
  paradex: '0x04718f5a0fc34cc1af16a1cdee98ffb20c31f5cd61d6ab07201858f4287c938d',
  starkex: '0x01ef15c18599971b7beced415a40f0c7deacfd9b0d1819e03d723d8bc943cfca',
  solana: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  ton: 'EQDtFpEwcFAEcRe5mLVh2N6C0x-_hJEM7W61_JLnSF74p4q2',
  tron: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  fuel: '0xf8f8b6283d7fa5b672b530cbb84fcccb4ff8dc40f8176ef4544ddb1f1952ad07',
  bitcoin: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  cosmos: 'cosmos17xpfvakm2amg962yls6f84z3kell8c5lserqta',
};

const EVM_STYLE: readonly Family[] = ['evm', 'zksynclite', 'hyperliquid'];

/**
 * Which families accept an address of `family`, where the formats really overlap: 40-digit
 * hex is an Ethereum-style address and a StarkEx L1 address; 64-digit hex is a Starknet
 * address (below 2^251 - 256), a Stark key (below 2^251) and a Fuel b256.
 */
function acceptors(family: Family, address: string): Family[] {
  if (/^0x[0-9a-fA-F]{40}$/.test(address)) return [...EVM_STYLE, 'starkex'];
  if (/^0x[0-9a-fA-F]{64}$/.test(address)) {
    const value = BigInt(address);
    const out: Family[] = ['fuel'];
    if (value < STARKNET_ADDRESS_BOUND) out.push('starknet', 'paradex');
    if (value < 2n ** 251n) out.push('starkex');
    return out;
  }
  return [family];
}

/** Random valid addresses of each family, made with the family's SDK where there is one. */
const GENERATED: Record<Family, fc.Arbitrary<string>> = (() => {
  const evm = bytes32
    .filter((b) => b.some((x) => x !== 0) && b[0] !== 0xff)
    .map((b) => privateKeyToAddress(`0x${toHex(b)}`));
  const starknet = fc
    .bigInt({ min: 0n, max: STARKNET_ADDRESS_BOUND - 1n })
    .map((value) => addAddressPadding(`0x${value.toString(16)}`));
  return {
    evm,
    zksynclite: evm,
    hyperliquid: evm,
    starknet,
    paradex: starknet,
    starkex: fc
      .bigInt({ min: 1n, max: ec.starkCurve.CURVE.n - 1n })
      .map((key) => addAddressPadding(ec.starkCurve.getStarkKey(`0x${key.toString(16)}`))),
    solana: bytes32.map((seed) => Keypair.fromSeed(seed).publicKey.toBase58()),
    ton: fc
      .record({
        hash: bytes32,
        workchain: fc.constantFrom(0, -1),
        bounceable: fc.boolean(),
        raw: fc.boolean(),
      })
      .map(({ hash, workchain, bounceable, raw }) => {
        const address = new TonAddress(workchain, Buffer.from(hash));
        return raw ? address.toRawString() : address.toString({ bounceable });
      }),
    tron: fc
      .uint8Array({ minLength: 20, maxLength: 20 })
      .map((b) => TronWeb.address.fromHex(`41${toHex(b)}`)),
    fuel: bytes32.map((b) => new FuelAddress(`0x${toHex(b)}`).toString()),
    bitcoin: fc
      .record({ version: fc.constantFrom(0, 1), program: bytes32, short: fc.boolean() })
      .map(({ version, program, short }) =>
        referenceSegwitEncode('bc', version, version === 0 && short ? program.subarray(0, 20) : program),
      ),
    cosmos: fc
      .uint8Array({ minLength: 20, maxLength: 20 })
      .map((b) => referenceBech32Encode('cosmos', convertBits([...b], 8, 5, true) ?? [], 'bech32')),
  };
})();

describe('validateAddress', () => {
  it('has a loader for every chain family', () => {
    for (const family of NETWORK_TYPES) expect(isAddressFamily(family)).toBe(true);
  });

  it.each(NETWORK_TYPES)('%s: loads the family validator and checks with it', async (family) => {
    const loaded = await loadAddressValidator(family);
    expect(loaded).toBe(VALIDATORS[family]);
    expect(await validateAddress(family, SAMPLES[family])).toEqual(VALIDATORS[family](SAMPLES[family]));
    expect((await validateAddress(family, SAMPLES[family])).ok).toBe(true);
    expect(await validateAddress(family, '')).toEqual({
      ok: false,
      reason: 'This address is empty.',
      code: 'address.empty',
    });
  });

  it('passes the options through', async () => {
    expect(
      (await validateAddress('bitcoin', 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', { bitcoinNetwork: 'testnet' }))
        .ok,
    ).toBe(true);
    expect((await validateAddress('bitcoin', 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn')).ok).toBe(false);
    const osmo = referenceBech32Encode(
      'osmo',
      convertBits(new Array(20).fill(9), 8, 5, true) ?? [],
      'bech32',
    );
    expect((await validateAddress('cosmos', osmo, { cosmosPrefix: 'osmo' })).ok).toBe(true);
  });

  it.each(['dogecoin', '', 'EVM', 'constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'refuses the unknown family %j',
    async (family) => {
      const refusal = {
        ok: false,
        reason: 'Portage cannot check addresses on this network yet.',
        code: 'address.unsupported',
      };
      expect(isAddressFamily(family)).toBe(false);
      expect(await validateAddress(family, SAMPLES.evm)).toEqual(refusal);
      expect((await loadAddressValidator(family))(SAMPLES.evm)).toEqual(refusal);
    },
  );
});

describe('every family', () => {
  it.each(NETWORK_TYPES)('%s: refuses empty, blank and padded input without trimming it', (family) => {
    const validate = VALIDATORS[family];
    const good = SAMPLES[family];
    expect(validate(good).ok).toBe(true);
    expect(reasonOf(validate(''))).toBe('This address is empty.');
    expect(reasonOf(validate('   '))).toBe('This address is only spaces.');
    for (const padded of [` ${good}`, `${good} `, `${good}\n`, `\t${good}`, `\u00a0${good}`, `${good}\r\n`]) {
      expect(reasonOf(validate(padded))).toBe('Remove the spaces before or after the address.');
    }
    expect(reasonOf(validate(`${good.slice(0, 8)} ${good.slice(8)}`))).toBe(
      'Remove the spaces inside the address.',
    );
    expect(reasonOf(validate(`${good.slice(0, 8)}\u200b${good.slice(8)}`))).toContain('invisible character');
  });

  it.each(NETWORK_TYPES)(
    '%s: accepts the corpus samples of exactly the families whose formats overlap',
    (family) => {
      for (const other of NETWORK_TYPES) {
        const sample = SAMPLES[other];
        const check = VALIDATORS[family](sample);
        expect(check.ok, `${family} on ${other}'s ${sample}: ${reasonOf(check)}`).toBe(
          acceptors(other, sample).includes(family),
        );
      }
    },
  );

  it('accepts generated addresses of other families exactly where the formats overlap (SDKs as generators)', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...NETWORK_TYPES)
          .chain((family) => GENERATED[family].map((address) => ({ family, address }))),
        ({ family, address }) => {
          const expected = acceptors(family, address);
          expect(expected).toContain(family);
          for (const other of NETWORK_TYPES) {
            const check = VALIDATORS[other](address);
            expect(check.ok, `${other} on ${family}'s ${address}: ${reasonOf(check)}`).toBe(
              expected.includes(other),
            );
          }
        },
      ),
      { numRuns: 1200 },
    );
  });

  it('names what the address looks like when it is another family’s', () => {
    const looksLike: Partial<Record<Family, string>> = {
      evm: 'an Ethereum-style address',
      solana: 'a Solana address',
      ton: 'a TON address',
      tron: 'a Tron address',
      bitcoin: 'a Bitcoin address',
      cosmos: 'a Cosmos address',
    };
    for (const [sampleFamily, name] of Object.entries(looksLike) as [Family, string][]) {
      for (const family of NETWORK_TYPES) {
        if (acceptors(sampleFamily, SAMPLES[sampleFamily]).includes(family)) continue;
        if (family === 'bitcoin' && sampleFamily === 'bitcoin') continue;
        expect(reasonOf(VALIDATORS[family](SAMPLES[sampleFamily])), `${family} on ${sampleFamily}`).toMatch(
          new RegExp(`^This looks like ${name}, but the destination is on `),
        );
      }
    }
  });
});

/** Every module specifier in `source`: static imports and re-exports, side-effect imports, import() and require(). */
function importSpecifiers(source: string): string[] {
  return [
    ...source.matchAll(/\b(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g),
    ...source.matchAll(/\bimport\s*\(\s*['"`]([^'"`]+)['"`]\s*\)/g),
    ...source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
    ...source.matchAll(/\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1] ?? '');
}

function isAllowedSpecifier(specifier: string): boolean {
  return (
    /^@noble\/hashes\/[a-z0-9-]+(\.js)?$/.test(specifier) ||
    specifier === '@scure/base' ||
    specifier.startsWith('.')
  );
}

describe('no wallet SDK in the widget validators', () => {
  const root = import.meta.dirname;
  // The address-checking code and what the first load takes from src/chains: every family's
  // address.ts, the files at the top of src/chains (the registry, the address entry), the kit's
  // address helpers and its expected-deposit check. A family's deposit builder and wallet
  // (deposit.ts, chains.ts, errors.ts, wallet.tsx) belong to its lazy wallet chunk and may use
  // its SDK; the budget check keeps them out of the first load.
  const firstLoadKit = [join('kit', 'expected.ts'), join('kit', 'refusal.ts')];
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('test-support.ts'))
    .filter(
      (file) =>
        !file.includes('/') ||
        file.endsWith('/address.ts') ||
        file.startsWith(join('kit', 'address', '')) ||
        firstLoadKit.includes(file),
    )
    .sort();

  it('the import scanner finds every kind of import', () => {
    const source = [
      "import { isAddress } from 'viem';",
      'import {\n  PublicKey,\n  Keypair,\n} from "@solana/web3.js";',
      "import type { Address } from '@ton/core';",
      "export * from 'fuels';",
      "export { validateAndParseAddress } from 'starknet';",
      "import 'tronweb';",
      "const lazy = () => import('viem/accounts');",
      "const old = require('bs58');",
      "import { sha256 } from '@noble/hashes/sha2';",
    ].join('\n');
    const specifiers = importSpecifiers(source);
    expect(specifiers.sort()).toEqual(
      [
        '@noble/hashes/sha2',
        '@solana/web3.js',
        '@ton/core',
        'bs58',
        'fuels',
        'starknet',
        'tronweb',
        'viem',
        'viem/accounts',
      ].sort(),
    );
    expect(specifiers.filter(isAllowedSpecifier)).toEqual(['@noble/hashes/sha2']);
  });

  it('covers every family', () => {
    for (const family of NETWORK_TYPES) expect(files).toContain(join(family, 'address.ts'));
  });

  it.each(files)('%s imports only @noble/hashes, @scure/base and relative files', (file) => {
    const source = readFileSync(join(root, file), 'utf8');
    const specifiers = importSpecifiers(source);
    if (file.endsWith('/address.ts')) expect(specifiers.length).toBeGreaterThan(0);
    for (const specifier of specifiers)
      expect(isAllowedSpecifier(specifier), `${file} imports ${specifier}`).toBe(true);
    // A relative import must stay inside src/chains, except a type-only one (erased at build)
    // and the exact-amount helpers of src/lib/amount.ts (which import nothing, checked below).
    for (const match of source.matchAll(/^(?:import|export)(\s+type)?\b[^;]*?from\s*['"]([^'"]+)['"]/gm)) {
      const [, typeOnly, specifier = ''] = match;
      if (!specifier.startsWith('.')) continue;
      const target = relative(root, join(root, file, '..', specifier));
      if (target.startsWith('..') && target !== join('..', 'lib', 'amount'))
        expect(typeOnly, `${file} imports ${specifier} at run time`).toBeDefined();
    }
  });

  it('src/lib/amount.ts, which they may use, imports nothing', () => {
    const source = readFileSync(join(root, '..', 'lib', 'amount.ts'), 'utf8');
    expect(importSpecifiers(source)).toEqual([]);
  });
});
