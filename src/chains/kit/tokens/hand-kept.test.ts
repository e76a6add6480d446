/**
 * The hand-kept rows against the second sources an installed package gives: the natives' units,
 * Tron's USDT in Ledger's TRC-20 list, Fuel's chain ids, and the sandbox's own contracts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Decimal } from '@scure/btc-signer';
import { LAMPORTS_PER_SOL } from '@solana/web3.js';
import { toNano } from '@ton/core';
import { CHAIN_IDS } from 'fuels';
import { TronWeb } from 'tronweb';
import { getContractAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { ANVIL_TEST_ACCOUNTS, TEST_TOKEN_ADDRESS } from '../../../../service/chains/evm/setup';
import { LOCAL_FUEL_BASE_ASSET_ID } from '../../../../service/chains/fuel/keys';
import {
  FUEL_NETWORK_CHAIN_IDS,
  HAND_KEPT_EVM,
  HAND_KEPT_FUEL_BASE_ASSETS,
  HAND_KEPT_NETWORKS,
} from './hand-kept';

const row = (network: string, symbol: string) => {
  const found = HAND_KEPT_NETWORKS[network]?.find((candidate) => candidate.symbol === symbol);
  if (!found) throw new Error(`${network} has no hand-kept ${symbol}`);
  return found;
};
const digits = (unit: bigint | number) => String(unit).length - 1;

describe('the hand-kept token facts', () => {
  it('give every row a source and the second source it was checked against', () => {
    for (const rows of [...Object.values(HAND_KEPT_NETWORKS), ...Object.values(HAND_KEPT_EVM)]) {
      for (const fact of rows) {
        expect(fact.source.length).toBeGreaterThan(10);
        expect(fact.checked.length).toBeGreaterThan(5);
      }
    }
  });

  it('have the natives’ units the chains’ own packages use', () => {
    expect(row('SOLANA_MAINNET', 'SOL').decimals).toBe(digits(LAMPORTS_PER_SOL));
    expect(row('TON_MAINNET', 'TON').decimals).toBe(digits(toNano('1')));
    expect(row('TRON_MAINNET', 'TRX').decimals).toBe(digits(Number(TronWeb.toSun(1))));
    expect(Decimal.encode(1n)).toBe(`0.${'0'.repeat(row('BITCOIN_MAINNET', 'BTC').decimals - 1)}1`);
  });

  it('have Tron’s USDT as Ledger’s TRC-20 list has it', () => {
    const dir = dirname(createRequire(import.meta.url).resolve('@ledgerhq/cryptoassets/package.json'));
    const list = JSON.parse(readFileSync(join(dir, 'lib', 'data', 'trc20.json'), 'utf8')) as unknown[][];
    const usdt = row('TRON_MAINNET', 'USDT');
    const entry = list.find((token) => token[3] === usdt.contract);
    expect(entry?.[1]).toBe('USDT');
    expect(entry?.[4]).toBe(usdt.decimals);
  });

  it('name the Fuel networks by fuels’ chain ids', () => {
    expect(FUEL_NETWORK_CHAIN_IDS).toEqual({
      FUEL_MAINNET: CHAIN_IDS.fuel.mainnet,
      FUEL_TESTNET: CHAIN_IDS.fuel.testnet,
    });
  });

  it('have the sandbox’s contracts: PTT from the hot wallet’s nonce 0, Local Fuel’s base asset', () => {
    const ptt = getContractAddress({ from: ANVIL_TEST_ACCOUNTS.hotWallet.address, nonce: 0n });
    expect(ptt).toBe(TEST_TOKEN_ADDRESS);
    for (const chainId of ['31337', '31338']) {
      expect(HAND_KEPT_EVM[chainId]?.find((fact) => fact.symbol === 'PTT')).toMatchObject({
        contract: ptt,
        decimals: 18,
      });
    }
    expect(HAND_KEPT_FUEL_BASE_ASSETS.LOCAL_FUEL?.assetId).toBe(LOCAL_FUEL_BASE_ASSET_ID);
  });
});
