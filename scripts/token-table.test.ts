/// <reference path="../src/chains/kit/tokens/virtual.d.ts" />
/**
 * The token table the build makes: what vitest serves is what the build serves, test networks
 * are left out, every row has a source, a canonical symbol is listed once on its network, and the
 * Fuel networks have their base asset ids.
 */
import served from 'virtual:portage-token-table';
import { describe, expect, it } from 'vitest';
import { buildTokenTable } from './token-table.ts';

const table = buildTokenTable();

describe('the token table', () => {
  it('is the module vitest serves, as the build serves it', () => {
    expect(served).toEqual(table);
  });

  it('keeps mainnets and the sandbox’s anvil chains, no test network', () => {
    expect(Object.keys(table.evm)).toEqual(
      expect.arrayContaining(['1', '10', '137', '8453', '42161', '31337', '31338']),
    );
    for (const testnet of ['3', '4', '5', '42', '80001', '11155111'])
      expect(table.evm[testnet]).toBeUndefined();
  });

  it('gives every row a source, and a canonical symbol once per network', () => {
    for (const rows of [...Object.values(table.evm), ...Object.values(table.networks)]) {
      for (const row of rows) {
        expect(row.source).not.toBe('');
        expect(Number.isInteger(row.decimals) && row.decimals >= 0).toBe(true);
        if (row.canonical) {
          expect(
            rows.filter((other) => other.symbol.toUpperCase() === row.symbol.toUpperCase()),
          ).toHaveLength(1);
        }
      }
    }
  });

  it('pins the Fuel base asset ids: fuels’ for mainnet and testnet, the local ledger’s', () => {
    const eth = '0xf8f8b6283d7fa5b672b530cbb84fcccb4ff8dc40f8176ef4544ddb1f1952ad07';
    expect(table.fuelBaseAssets.FUEL_MAINNET?.assetId).toBe(eth);
    expect(table.fuelBaseAssets.FUEL_TESTNET?.assetId).toBe(eth);
    expect(table.fuelBaseAssets.LOCAL_FUEL?.assetId).toMatch(/^0x[0-9a-f]{64}$/);
    expect(table.networks.FUEL_MAINNET?.find((row) => row.contract === null)?.decimals).toBe(9);
  });

  it('stays small: it is a lazy chunk of the deposit step', () => {
    expect(JSON.stringify(table).length).toBeLessThan(40_000);
  });
});
