import { describe, expect, it } from 'vitest';
import { loadTokenTable } from '../chains/kit/tokens/load';
import type { TokenFact } from '../chains/kit/tokens/types';
import { lostDestination, type SafetyContext, type SafetySide, tableRowsFor } from './destination-safety';

const ETHEREUM_USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const ARBITRUM_USDC = '0xaf88d065e77c8cC2239327C5EDb3A432268e5831';
const TON_USDT = 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs';
const STARKNET_ETH = '0x049d36570d4e46f48e99674bd3fcc84644ddd6b96f7c741b1562b82f9e004dc7';

function row(symbol: string, contract: string | null): TokenFact {
  return { symbol, contract, decimals: 6, source: 'test' };
}

function side(
  family: string,
  networkName: string,
  symbol = 'ETH',
  contract: string | null = null,
): SafetySide {
  return { family, networkName, token: { symbol, contract } };
}

function context(here: SafetySide, extra: Partial<SafetyContext> = {}): SafetyContext {
  return { side: here, tableRows: [], depositAddresses: [], ...extra };
}

/** A friendly TON address as `0:hex` (another spelling of the same account). */
function tonRaw(friendly: string): string {
  const bytes = Buffer.from(friendly.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return `${bytes.readInt8(1)}:${bytes.subarray(2, 34).toString('hex')}`;
}

const arbitrum = side('evm', 'Arbitrum One', 'USDC', ARBITRUM_USDC);

describe('lostDestination: EVM', () => {
  it('refuses the zero address and the burn addresses, in any case', () => {
    expect(lostDestination('0x0000000000000000000000000000000000000000', context(arbitrum))).toEqual({
      code: 'ZERO',
      params: { token: '', network: 'Arbitrum One' },
    });
    for (const burn of [
      '0x000000000000000000000000000000000000dEaD',
      '0x000000000000000000000000000000000000dead',
      '0xdead000000000000000042069420694206942069',
    ]) {
      expect(lostDestination(burn, context(arbitrum))?.code).toBe('BURN');
    }
  });

  it('refuses the destination token contract, whatever the case', () => {
    expect(lostDestination(ARBITRUM_USDC.toLowerCase(), context(arbitrum))).toEqual({
      code: 'TOKEN_CONTRACT',
      params: { token: 'USDC', network: 'Arbitrum One' },
    });
  });

  it('refuses any contract the table has for the network', () => {
    const weth = '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1';
    const found = lostDestination(
      weth,
      context(arbitrum, { tableRows: [row('WETH', weth), row('ETH', null)] }),
    );
    expect(found).toEqual({ code: 'TOKEN_CONTRACT', params: { token: 'WETH', network: 'Arbitrum One' } });
  });

  it('refuses the source token contract when the source is of the same family', () => {
    const other = side('evm', 'Ethereum', 'USDC', ETHEREUM_USDC);
    expect(lostDestination(ETHEREUM_USDC, context(arbitrum, { other }))).toEqual({
      code: 'TOKEN_CONTRACT',
      params: { token: 'USDC', network: 'Ethereum' },
    });
  });

  it('refuses a deposit address this browser was shown, in any case', () => {
    const deposit = '0x5Aeda56215b167893e80B4fE645BA6d5Bab767DE';
    const found = lostDestination(deposit.toLowerCase(), context(arbitrum, { depositAddresses: [deposit] }));
    expect(found).toEqual({ code: 'DEPOSIT', params: { token: '', network: 'Arbitrum One' } });
  });

  it('passes an ordinary wallet (control)', () => {
    const other = side('evm', 'Ethereum', 'USDC', ETHEREUM_USDC);
    const wallet = '0x742d35Cc6634C0532925a3b844Bc454e4438f44e';
    expect(
      lostDestination(
        wallet,
        context(arbitrum, {
          other,
          tableRows: [row('USDC', ARBITRUM_USDC), row('ETH', null)],
          depositAddresses: ['0x5Aeda56215b167893e80B4fE645BA6d5Bab767DE'],
        }),
      ),
    ).toBeNull();
  });
});

describe('lostDestination: Solana', () => {
  const solana = side('solana', 'Solana', 'USDC', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v');

  it('refuses the system, token, token-2022, associated token and memo programs', () => {
    for (const program of [
      '11111111111111111111111111111111',
      'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
      'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
      'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
    ]) {
      expect(lostDestination(program, context(solana))).toEqual({
        code: 'PROGRAM',
        params: { token: '', network: 'Solana' },
      });
    }
  });

  it('refuses the incinerator as a burn address', () => {
    expect(lostDestination('1nc1nerator11111111111111111111111111111111', context(solana))?.code).toBe(
      'BURN',
    );
  });

  it('refuses the destination mint, exactly', () => {
    expect(lostDestination('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', context(solana))?.code).toBe(
      'TOKEN_CONTRACT',
    );
    // Base58 is case-sensitive: another case is another address.
    expect(lostDestination('epjfwdd5aufqssqem2qn1xzybapc8g4weggkzwytdt1v', context(solana))).toBeNull();
  });

  it('passes an ordinary wallet (control)', () => {
    expect(lostDestination('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', context(solana))).toBeNull();
  });
});

describe('lostDestination: Tron', () => {
  const tron = side('tron', 'Tron', 'TRX', null);

  it('refuses the zero address', () => {
    expect(lostDestination('T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb', context(tron))?.code).toBe('ZERO');
  });

  it('refuses the USDT contract, tabled or not', () => {
    expect(lostDestination('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', context(tron))).toEqual({
      code: 'TOKEN_CONTRACT',
      params: { token: 'USDT', network: 'Tron' },
    });
  });

  it('passes an ordinary wallet (control)', () => {
    expect(lostDestination('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', context(tron))).toBeNull();
  });
});

describe('lostDestination: TON', () => {
  const ton = side('ton', 'TON', 'TON', null);
  const rows = [row('TON', null), row('USDT', TON_USDT)];

  it('refuses a jetton master from the table, in any spelling of its account', () => {
    expect(lostDestination(TON_USDT, context(ton, { tableRows: rows }))).toEqual({
      code: 'TOKEN_CONTRACT',
      params: { token: 'USDT', network: 'TON' },
    });
    expect(lostDestination(tonRaw(TON_USDT), context(ton, { tableRows: rows }))?.code).toBe('TOKEN_CONTRACT');
  });

  it('passes an ordinary wallet (control)', () => {
    const wallet = 'UQBvW8Z5huBkMJYdnfAEM5JqTNkuWX3diqYENkWsIL0XggGG';
    expect(lostDestination(wallet, context(ton, { tableRows: rows }))).toBeNull();
  });
});

describe('lostDestination: Starknet', () => {
  const starknet = side('starknet', 'Starknet', 'ETH', STARKNET_ETH);

  it('refuses the zero felt, with or without leading zeros', () => {
    expect(lostDestination('0x0', context(starknet))?.code).toBe('ZERO');
    expect(lostDestination(`0x${'0'.repeat(64)}`, context(starknet))?.code).toBe('ZERO');
  });

  it('refuses the token contract written without its leading zero', () => {
    expect(lostDestination(STARKNET_ETH.replace('0x0', '0x'), context(starknet))?.code).toBe(
      'TOKEN_CONTRACT',
    );
  });

  it('passes an ordinary account (control)', () => {
    const account = '0x0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';
    expect(lostDestination(account, context(starknet))).toBeNull();
  });
});

describe('lostDestination: the Ethereum-form families', () => {
  const ZERO = '0x0000000000000000000000000000000000000000';
  const DEAD = '0x000000000000000000000000000000000000dEaD';
  const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

  it.each([
    ['zksynclite', 'zkSync Lite'],
    ['hyperliquid', 'Hyperliquid'],
    ['starkex', 'ImmutableX'],
  ])('%s gets EVM’s zero and burn addresses; an account passes', (family, networkName) => {
    const here = side(family, networkName, 'ETH', null);
    expect(lostDestination(ZERO, context(here))).toEqual({
      code: 'ZERO',
      params: { token: '', network: networkName },
    });
    expect(lostDestination(DEAD.toLowerCase(), context(here))?.code).toBe('BURN');
    expect(lostDestination('0xdead000000000000000042069420694206942069', context(here))?.code).toBe('BURN');
    expect(lostDestination(ACCOUNT, context(here))).toBeNull();
  });

  it('a Stark key is not held to the Ethereum list, even one equal to it as a number', () => {
    const immutable = side('starkex', 'ImmutableX', 'ETH', null);
    expect(lostDestination(`0x${'0'.repeat(60)}dead`, context(immutable))).toBeNull();
  });

  it('Paradex, a Starknet-form family, gets the zero felt', () => {
    const paradex = side('paradex', 'Paradex', 'USDC', null);
    expect(lostDestination(`0x${'0'.repeat(64)}`, context(paradex))?.code).toBe('ZERO');
    expect(lostDestination(`0x${'1'.repeat(64)}`, context(paradex))).toBeNull();
  });
});

describe('lostDestination: other families', () => {
  it('passes an ordinary Bitcoin address: no fixed list (control)', () => {
    const bitcoin = side('bitcoin', 'Bitcoin', 'BTC', null);
    expect(lostDestination('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', context(bitcoin))).toBeNull();
  });

  it('never holds one family’s lists or source token to another family', () => {
    const solana = side('solana', 'Solana', 'SOL', null);
    const other = side('evm', 'Ethereum', 'USDC', ETHEREUM_USDC);
    // An EVM-looking string on a Solana destination is the Solana validator's business, not a contract here.
    expect(lostDestination(ETHEREUM_USDC, context(solana, { other }))).toBeNull();
    const tron = side('tron', 'Tron', 'TRX', null);
    expect(lostDestination('0x0000000000000000000000000000000000000000', context(tron))).toBeNull();
  });
});

describe('lostDestination with the build’s token table', () => {
  it('refuses a tabled contract on its network: Ethereum’s USDC, Tron’s USDT, TON’s USDT master', async () => {
    const table = await loadTokenTable();
    const ethereum = tableRowsFor(table, {
      network: { name: 'ETHEREUM_MAINNET', family: 'evm', chainId: '1' },
    });
    expect(lostDestination(ETHEREUM_USDC, context(side('evm', 'Ethereum'), { tableRows: ethereum }))).toEqual(
      { code: 'TOKEN_CONTRACT', params: { token: 'USDC', network: 'Ethereum' } },
    );
    const tronRows = tableRowsFor(table, {
      network: { name: 'TRON_MAINNET', family: 'tron', chainId: null },
    });
    expect(tronRows.some((fact) => fact.contract === 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    const tonRows = tableRowsFor(table, { network: { name: 'TON_MAINNET', family: 'ton', chainId: null } });
    expect(lostDestination(TON_USDT, context(side('ton', 'TON'), { tableRows: tonRows }))?.code).toBe(
      'TOKEN_CONTRACT',
    );
  });
});
