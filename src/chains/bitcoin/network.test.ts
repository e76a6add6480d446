import { describe, expect, it } from 'vitest';
import { bitcoinNetworkOf } from './network';

describe('bitcoinNetworkOf', () => {
  it('reads the Bitcoin network from the catalog name', () => {
    expect(bitcoinNetworkOf({ name: 'BITCOIN_REGTEST' })).toBe('regtest');
    expect(bitcoinNetworkOf({ name: 'bitcoin_regtest' })).toBe('regtest');
    expect(bitcoinNetworkOf({ name: 'BITCOIN_TESTNET' })).toBe('testnet');
    expect(bitcoinNetworkOf({ name: 'BITCOIN_TESTNET4' })).toBe('testnet');
    expect(bitcoinNetworkOf({ name: 'BITCOIN_SIGNET' })).toBe('testnet');
    expect(bitcoinNetworkOf({ name: 'BITCOIN_MAINNET' })).toBe('mainnet');
    expect(bitcoinNetworkOf({ name: 'BITCOIN' })).toBe('mainnet');
  });
});
