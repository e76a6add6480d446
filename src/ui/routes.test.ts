import { describe, expect, it } from 'vitest';
import type { RouteNetwork, RouteToken } from '../api/types';
import { matchesKeys, networkSearchKeys, searchQuery, tokenSearchKeys } from './routes';

const usdc = {
  symbol: 'USDC',
  display_asset: 'USD Coin',
  group: 'USDC',
  contract: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
} as RouteToken;
const ethereum = { name: 'ETHEREUM_MAINNET', display_name: 'Ethereum', type: 'evm' } as RouteNetwork;
// What the pickers' search does: keys computed once per list, then matched per keystroke.
const matchesToken = (token: RouteToken, typed: string) =>
  matchesKeys(tokenSearchKeys(token), searchQuery(typed));
const matchesNetwork = (network: RouteNetwork, typed: string) =>
  matchesKeys(networkSearchKeys(network), searchQuery(typed));

describe('searching the route lists', () => {
  it('matches names and symbols by substring, whatever the case', () => {
    expect(matchesToken(usdc, 'usd')).toBe(true);
    expect(matchesToken(usdc, ' coin ')).toBe(true);
    expect(matchesToken(usdc, 'dai')).toBe(false);
    expect(matchesNetwork(ethereum, 'ether')).toBe(true);
    expect(matchesNetwork(ethereum, 'EVM')).toBe(true);
    expect(matchesNetwork(ethereum, 'solana')).toBe(false);
  });

  it('matches a contract address only whole (any case), so a prefix does not list every token', () => {
    expect(matchesToken(usdc, '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')).toBe(true);
    expect(matchesToken(usdc, '0xA0b8')).toBe(false);
  });

  it('an empty query matches everything; a match never spans two fields', () => {
    expect(matchesToken(usdc, '')).toBe(true);
    expect(matchesToken(usdc, 'usdcusd')).toBe(false);
    expect(tokenSearchKeys(usdc).text).toBe('usdc\nusd coin\nusdc');
  });
});
