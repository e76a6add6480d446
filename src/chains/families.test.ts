import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NETWORK_TYPES } from '../api/types';
import { en } from '../i18n/en';
import { lookup } from '../i18n/translate';
import { FAMILIES, type FamilyEntry, familyDescriptor, familyOf, isFamily } from './families';

const root = import.meta.dirname;
const entries = Object.entries<FamilyEntry>(FAMILIES);

describe('the family registry', () => {
  it('has one entry for each of the service’s network types, and no other', () => {
    expect(Object.keys(FAMILIES).sort()).toEqual([...NETWORK_TYPES].sort());
    for (const family of NETWORK_TYPES) expect(isFamily(family)).toBe(true);
    for (const unknown of ['dogecoin', '', 'EVM', 'kit', 'toString', undefined]) {
      expect(isFamily(unknown)).toBe(false);
      expect(familyOf(unknown)).toBeUndefined();
    }
  });

  it('gives each family a folder of its own, with its address validator', () => {
    const folders = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'kit')
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual([...NETWORK_TYPES].sort());
  });

  it.each(entries)('%s: its address validator loads and checks an address', async (_family, entry) => {
    const { validate } = await entry.address();
    expect(validate('')).toMatchObject({ ok: false });
  });

  it('offers a wallet module for the seven wallet families, each a default component', async () => {
    const withWallet = entries.filter(([, entry]) => entry.wallet !== null).map(([family]) => family);
    expect(withWallet.sort()).toEqual(['bitcoin', 'evm', 'fuel', 'solana', 'starknet', 'ton', 'tron']);
    for (const family of withWallet) {
      const source = readFileSync(join(root, family, 'wallet.tsx'), 'utf8');
      expect(source, family).toMatch(/^export default function \w+/m);
    }
  });

  it('loads a payout reader for each family that has one, from its own payout.ts', async () => {
    for (const [family, entry] of entries) {
      const hasFile = readdirSync(join(root, family)).includes('payout.ts');
      // A reader written and not wired in would leave its family's payouts unchecked.
      expect(Boolean(entry.payout), `${family}: payout.ts and the registry's payout agree`).toBe(hasFile);
      if (!entry.payout) continue;
      const { reader } = await entry.payout();
      expect(typeof reader.read, family).toBe('function');
    }
    const readable = entries.filter(([, entry]) => entry.payout).map(([family]) => family);
    expect(readable.sort()).toEqual(['bitcoin', 'evm', 'fuel', 'solana', 'starknet', 'ton', 'tron']);
  });

  it('names the families that use the shared wallet chooser, with a sentence in the dictionary', () => {
    for (const [family, entry] of entries) {
      const usesChooser =
        entry.wallet !== null &&
        readFileSync(join(root, family, 'wallet.tsx'), 'utf8').includes('<WalletChooser');
      expect(entry.chooser, family).toBe(usesChooser);
      const empty = familyDescriptor(family, entry).chooserEmpty;
      if (entry.chooser) expect(typeof lookup(en, empty ?? ''), family).toBe('string');
      expect(familyDescriptor(family, entry)).toEqual({
        id: family,
        name: entry.name,
        chooserEmpty: entry.chooser ? `walletChooser.empty.${family}` : null,
      });
    }
  });

  it('says a deposit by hand is impossible only where the service never gives a deposit address', () => {
    const walletOnly = entries.filter(([, entry]) => !entry.depositAddress).map(([family]) => family);
    expect(walletOnly.sort()).toEqual(['paradex', 'starknet', 'ton']);
  });
});
