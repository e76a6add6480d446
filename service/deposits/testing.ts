// Shared inputs and assertions for the deposit builder tests. Every address here is valid
// for its family and fixed, so the tests are deterministic and need no network.
import { expect } from 'vitest';
import { DepositBuildError, type DepositBuildErrorCode } from './errors';
import type { DepositFamily, DepositInput } from './types';

/** Anvil test accounts 0 and 1 (EIP-55 checksummed). */
export const EVM_DEPOSIT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const EVM_SOURCE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
/** USDC on Ethereum mainnet. */
export const EVM_USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

/** Ed25519 public keys of `Keypair.fromSeed` with seeds filled with 1 and 2. */
export const SOLANA_DEPOSIT = 'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9';
export const SOLANA_SOURCE = '9hSR6S7WPtxmTojgo6GG3k4yDPecgJY292j7xrsUGWBu';
export const SOLANA_USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

export const STARKNET_DEPOSIT = '0x0000000000000000000000000000000000000000000000000000000000abc123';
export const STARKNET_SOURCE = '0x0000000000000000000000000000000000000000000000000000000000def456';
export const STARKNET_ETH = '0x049d36570d4e46f48e99674bd3fcc84644ddd6b96f7c741b1562b82f9e004dc7';
export const STARKNET_WATCHDOG = '0x0000000000000000000000000000000000000000000000000000000000777777';

/** Basechain addresses of all-0x11 and all-0x22 account ids (bounceable / non-bounceable). */
export const TON_DEPOSIT = 'EQAREREREREREREREREREREREREREREREREREREREREREeYT';
export const TON_SOURCE = 'UQAiIiIiIiIiIiIiIiIiIiIiIiIiIiIiIiIiIiIiIiIiIsAH';

export const BITCOIN_DEPOSIT = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
export const BITCOIN_SOURCE = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';

/** The anvil accounts' 20 bytes under Tron's 0x41 prefix, in base58check. */
export const TRON_DEPOSIT = 'TYBNgWfhGuNzdLtjKtxXTfskAhTbMcqbaG';
export const TRON_SOURCE = 'TLEaY8XoqpBmndLsjcfThgdKLN1ssNuUcF';
/** USDT (TRC-20) on Tron mainnet. */
export const TRON_USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

export const FUEL_DEPOSIT = `0x${'ab'.repeat(32)}`;
export const FUEL_SOURCE = `0x${'cd'.repeat(32)}`;
/** Fuel mainnet base asset (ETH) id and chain id. */
export const FUEL_BASE_ASSET_ID = '0xf8f8b6283d7fa5b672b530cbb84fcccb4ff8dc40f8176ef4544ddb1f1952ad07';
export const FUEL_CHAIN_ID = '9889';
export const FUEL_TOKEN_ASSET_ID = `0x${'12'.repeat(32)}`;

/** A valid native-token input for each family; override fields per test. */
export function sampleInput(family: DepositFamily, overrides: Partial<DepositInput> = {}): DepositInput {
  return { ...samples[family], ...overrides };
}

const samples: Record<DepositFamily, DepositInput> = {
  evm: {
    family: 'evm',
    sequenceNumber: 5089n,
    depositAddress: EVM_DEPOSIT,
    sourceAddress: EVM_SOURCE,
    amount: 1_000_000_000_000_000_000n,
    token: { symbol: 'ETH', contract: null, decimals: 18 },
    network: { name: 'ETHEREUM_MAINNET', chainId: '1' },
  },
  solana: {
    family: 'solana',
    sequenceNumber: 11177265n,
    depositAddress: SOLANA_DEPOSIT,
    sourceAddress: SOLANA_SOURCE,
    amount: 250_000_000n,
    token: { symbol: 'SOL', contract: null, decimals: 9 },
    network: { name: 'SOLANA_MAINNET' },
  },
  starknet: {
    family: 'starknet',
    sequenceNumber: 11177265n,
    depositAddress: STARKNET_DEPOSIT,
    sourceAddress: STARKNET_SOURCE,
    amount: 10_000_000_000_000_000n,
    token: { symbol: 'ETH', contract: STARKNET_ETH, decimals: 18 },
    network: { name: 'STARKNET_MAINNET', chainId: '0x534e5f4d41494e', watchdogContract: STARKNET_WATCHDOG },
  },
  ton: {
    family: 'ton',
    sequenceNumber: 11177265n,
    depositAddress: TON_DEPOSIT,
    sourceAddress: TON_SOURCE,
    amount: 1_500_000_000n,
    token: { symbol: 'TON', contract: null, decimals: 9 },
    network: { name: 'TON_MAINNET' },
  },
  bitcoin: {
    family: 'bitcoin',
    sequenceNumber: 11177265n,
    depositAddress: BITCOIN_DEPOSIT,
    sourceAddress: BITCOIN_SOURCE,
    amount: 150_000n,
    token: { symbol: 'BTC', contract: null, decimals: 8 },
    network: { name: 'BITCOIN_MAINNET' },
  },
  tron: {
    family: 'tron',
    sequenceNumber: 11177265n,
    depositAddress: TRON_DEPOSIT,
    sourceAddress: TRON_SOURCE,
    amount: 25_000_000n,
    token: { symbol: 'TRX', contract: null, decimals: 6 },
    network: { name: 'TRON_MAINNET' },
  },
  fuel: {
    family: 'fuel',
    sequenceNumber: 11177265n,
    depositAddress: FUEL_DEPOSIT,
    sourceAddress: FUEL_SOURCE,
    amount: 3_000_000n,
    token: { symbol: 'ETH', contract: null, decimals: 9 },
    network: { name: 'FUEL_MAINNET', chainId: FUEL_CHAIN_ID, baseAssetId: FUEL_BASE_ASSET_ID },
  },
};

/** Asserts that `build` throws a `DepositBuildError` with `code`. */
export function expectDepositError(build: () => unknown, code: DepositBuildErrorCode): DepositBuildError {
  let thrown: unknown;
  try {
    build();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(DepositBuildError);
  const error = thrown as DepositBuildError;
  expect(error.code).toBe(code);
  expect(error.name).toBe('DepositBuildError');
  expect(error.message.length).toBeGreaterThan(0);
  return error;
}
