import { describe, expect, it } from 'vitest';
import type { RouteNetwork } from '../api/types';
import {
  acceptsDepositAddress,
  allowedNetworks,
  anySideLocked,
  chosenEnd,
  depositMethodFor,
  displayName,
  findNetwork,
  findToken,
  fixedNetworkMissing,
  manualDepositAllowed,
  routeNames,
  swapsAssets,
} from './route';

const ETHEREUM: RouteNetwork = {
  name: 'ETHEREUM_MAINNET',
  display_name: 'Ethereum',
  type: 'evm',
  tokens: [
    { symbol: 'ETH', decimals: 18, group: 'ETH' },
    { symbol: 'USDC', decimals: 6, group: 'USDC', status: 'active' },
    { symbol: 'OLD', decimals: 6, status: 'inactive' },
  ],
};
const STARKNET: RouteNetwork = { name: 'STARKNET_MAINNET', type: 'starknet', tokens: [{ symbol: 'ETH' }] };
const side = (fixed: Partial<{ network: string; lockNetwork: boolean; lockToken: boolean }> = {}) => ({
  lockNetwork: false,
  lockToken: false,
  hidden: false,
  ...fixed,
});

describe('the route lists', () => {
  it('name a network by its display name, else its name', () => {
    expect(displayName(ETHEREUM)).toBe('Ethereum');
    expect(displayName(STARKNET)).toBe('STARKNET_MAINNET');
    expect(displayName({ name: 'X', display_name: '' })).toBe('X');
  });

  it('find a network by name and only an active token by symbol', () => {
    expect(findNetwork([ETHEREUM, STARKNET], 'STARKNET_MAINNET')).toBe(STARKNET);
    expect(findNetwork([ETHEREUM], null)).toBeUndefined();
    expect(findNetwork(undefined, 'ETHEREUM_MAINNET')).toBeUndefined();
    expect(findToken(ETHEREUM, 'USDC')?.decimals).toBe(6);
    expect(findToken(ETHEREUM, 'OLD')).toBeUndefined();
    expect(findToken(undefined, 'ETH')).toBeUndefined();
  });

  it('keep only the allowed families (all of them without an allow-list)', () => {
    expect(allowedNetworks([ETHEREUM, STARKNET], ['starknet'])).toEqual([STARKNET]);
    expect(allowedNetworks([ETHEREUM, { name: 'UNTYPED' }], ['evm'])).toEqual([ETHEREUM]);
    expect(allowedNetworks([ETHEREUM], null)).toEqual([ETHEREUM]);
    expect(allowedNetworks(undefined, ['evm'])).toBeUndefined();
  });
});

describe('the chosen route', () => {
  it('counts a side as chosen only with both a network and a token', () => {
    expect(chosenEnd({ network: 'A', token: 'X' })).toEqual({ network: 'A', token: 'X' });
    expect(chosenEnd({ network: 'A', token: null })).toBeNull();
  });

  it('spells the four names of a route as the service asks for them', () => {
    const eth = findToken(ETHEREUM, 'ETH');
    const usdc = findToken(ETHEREUM, 'USDC');
    if (!eth || !usdc) throw new Error('fixture');
    expect(routeNames({ network: ETHEREUM, token: eth }, { network: STARKNET, token: usdc })).toEqual({
      source_network: 'ETHEREUM_MAINNET',
      source_token: 'ETH',
      destination_network: 'STARKNET_MAINNET',
      destination_token: 'USDC',
    });
  });

  it('swaps assets between two groups only', () => {
    expect(swapsAssets({ symbol: 'ETH', group: 'ETH' }, { symbol: 'USDC', group: 'USDC' })).toBe(true);
    expect(swapsAssets({ symbol: 'ETH', group: 'ETH' }, { symbol: 'WETH', group: 'ETH' })).toBe(false);
    expect(swapsAssets(undefined, { symbol: 'USDC', group: 'USDC' })).toBe(false);
  });
});

describe('what the site fixed', () => {
  it('any lock on either side counts', () => {
    expect(anySideLocked(side(), side())).toBe(false);
    expect(anySideLocked(side(), side({ lockToken: true }))).toBe(true);
    expect(anySideLocked(side({ lockNetwork: true }), side())).toBe(true);
  });

  it('a fixed network the unnarrowed list does not offer is missing; a narrowed list says nothing', () => {
    const site = { from: side({ network: 'NOWHERE', lockNetwork: true }), to: side() };
    const lists = { sources: [ETHEREUM], destinations: [ETHEREUM] };
    expect(fixedNetworkMissing(site, lists, { from: false, to: false })).toBe('from');
    expect(fixedNetworkMissing(site, lists, { from: false, to: true })).toBeUndefined();
    expect(
      fixedNetworkMissing(site, { sources: undefined, destinations: undefined }, { from: false, to: false }),
    ).toBeUndefined();
    const offered = { from: side({ network: 'ETHEREUM_MAINNET', lockNetwork: true }), to: side() };
    expect(fixedNetworkMissing(offered, lists, { from: false, to: false })).toBeUndefined();
    const unlocked = { from: side(), to: side({ network: 'NOWHERE' }) };
    expect(fixedNetworkMissing(unlocked, lists, { from: false, to: false })).toBeUndefined();
  });
});

describe('how the deposit is made', () => {
  it('reads both spellings of the deposit-address method; no list means any method', () => {
    expect(acceptsDepositAddress(['deposit_address'])).toBe(true);
    expect(acceptsDepositAddress(['DepositAddress', 'Wallet'])).toBe(true);
    expect(acceptsDepositAddress(['wallet'])).toBe(false);
    expect(acceptsDepositAddress([])).toBe(true);
    expect(acceptsDepositAddress(undefined)).toBe(true);
  });

  it('never by hand from a wallet-only family, or where the network does not take deposit addresses', () => {
    expect(manualDepositAllowed(ETHEREUM)).toBe(true);
    expect(manualDepositAllowed(STARKNET)).toBe(false);
    expect(manualDepositAllowed({ name: 'TON', type: 'ton' })).toBe(false);
    expect(manualDepositAllowed({ name: 'P', type: 'paradex' })).toBe(false);
    expect(manualDepositAllowed({ ...ETHEREUM, deposit_methods: ['wallet'] })).toBe(false);
    expect(manualDepositAllowed(undefined)).toBe(false);
  });

  it('by hand without a wallet, by wallet where nothing else is allowed, else as chosen', () => {
    expect(depositMethodFor('wallet', { walletAvailable: false, manualAllowed: true })).toBe('manual');
    expect(depositMethodFor('manual', { walletAvailable: true, manualAllowed: false })).toBe('wallet');
    expect(depositMethodFor('manual', { walletAvailable: true, manualAllowed: true })).toBe('manual');
    expect(depositMethodFor('wallet', { walletAvailable: true, manualAllowed: true })).toBe('wallet');
  });
});
