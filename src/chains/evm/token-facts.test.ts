import { encodeAbiParameters, maxUint256, stringToHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { DepositRefusal } from '../kit/refusal';
import { expectedFor, type SandboxActionSpec, sandboxDepositAction } from '../sandbox-actions.test-support';
import { buildEvmDeposit } from './deposit';
import { describeEvmSendError } from './errors';
import {
  assertTokenFacts,
  decodeDecimals,
  decodeSymbol,
  type Eip1193Requester,
  EvmTokenFactsError,
  symbolsAgree,
  walletAllowance,
  walletChainId,
} from './token-facts';

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const DEPOSITORY = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const DEPOSIT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SOURCE = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

const word = (n: bigint | number) => encodeAbiParameters([{ type: 'uint256' }], [BigInt(n)]);
const text = (s: string) => encodeAbiParameters([{ type: 'string' }], [s]);

interface Chain {
  chainId?: unknown;
  code?: unknown;
  /** The answer to `decimals()`: a result, or an error to throw. */
  decimals?: unknown;
  symbol?: unknown;
  allowance?: unknown;
}

/** A wallet's EIP-1193 provider, answering like a node would; records every request. */
function provider(chain: Chain): Eip1193Requester & { methods: string[] } {
  const methods: string[] = [];
  const answer = (key: keyof Chain, otherwise: unknown) => {
    const value = key in chain ? chain[key] : otherwise;
    if (value instanceof Error) throw value;
    return value;
  };
  return {
    methods,
    async request({ method, params }) {
      methods.push(method);
      if (method === 'eth_chainId') return answer('chainId', '0x1');
      if (method === 'eth_getCode') return answer('code', '0x6080604052');
      if (method === 'eth_call') {
        const [{ data }] = params as [{ data: string }];
        if (data === '0x313ce567') return answer('decimals', word(6));
        if (data === '0x95d89b41') return answer('symbol', text('USDC'));
        if (data.startsWith('0xdd62ed3e')) return answer('allowance', word(0));
      }
      throw new Error(`unexpected ${method}`);
    },
  };
}

const revert = () => Object.assign(new Error('execution reverted'), { code: 3 });

function spec(): SandboxActionSpec {
  return {
    family: 'evm',
    amount: 25_500_000n,
    token: { symbol: 'USDC', contract: USDC, decimals: 6 },
    depositAddress: DEPOSIT,
    sourceAddress: SOURCE,
    sequenceNumber: 5089n,
    network: { name: 'ETHEREUM_MAINNET', chainId: '1', depositoryContract: DEPOSITORY },
  };
}
const expected = expectedFor({ ...spec(), chainId: '1', depository: DEPOSITORY });

async function refusal(chain: Chain): Promise<EvmTokenFactsError> {
  const error = await assertTokenFacts(provider(chain), expected, 'Ethereum').then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EvmTokenFactsError);
  expect(error).toBeInstanceOf(DepositRefusal);
  return error as EvmTokenFactsError;
}

describe('assertTokenFacts: the token contract as the wallet sees it', () => {
  it('lets the legitimate deposit through, and it still builds with the allowance read the same way', async () => {
    const wallet = provider({ allowance: word(0) });
    await expect(assertTokenFacts(wallet, expected, 'Ethereum')).resolves.toBeUndefined();
    // Only reads: nothing the wallet would put before the person.
    expect(wallet.methods).toEqual(['eth_getCode', 'eth_call', 'eth_call']);
    const allowance = await walletAllowance(wallet, USDC, SOURCE, DEPOSITORY);
    const requests = buildEvmDeposit(sandboxDepositAction(spec()), {
      expected,
      sequenceNumber: 5089n,
      allowance,
    });
    expect(requests.map((request) => request.kind)).toEqual(['approve', 'deposit']);
  });

  it('refuses decimals that differ from the ones the amount was counted in, with its own sentence', async () => {
    const error = await refusal({ decimals: word(18) });
    expect(error.code).toBe('DECIMALS_MISMATCH');
    expect(error.message).toBe(
      `The USDC (${USDC}) contract on Ethereum says, through your wallet, that it has 18 decimals, but the route lists said 6 and your amount was counted with them, so the deposit would send another amount: Portage will not sign it.`,
    );
    // Said as its own kind, with a sentence in every dictionary (walletError.token_mismatch).
    expect(describeEvmSendError(error, 'Ethereum')).toEqual({
      kind: 'token_mismatch',
      message: error.message,
    });
    expect(describeEvmSendError(new Error('wrapped', { cause: error })).kind).toBe('token_mismatch');
  });

  it('refuses a token with no contract, a reverted, empty or garbled decimals()', async () => {
    expect((await refusal({ code: '0x' })).code).toBe('NO_CONTRACT');
    expect((await refusal({ code: '0x' })).message).toMatch(/has no contract at 0xA0b8/);
    for (const decimals of [revert(), '0x', word(256), word(maxUint256), `${word(6)}00`, '0x06', 42, null]) {
      const error = await refusal({ decimals });
      expect(error.code).toBe('DECIMALS_UNREADABLE');
      expect(error.message).toMatch(/gave no readable number of decimals/);
    }
  });

  it('refuses a symbol naming another token, not the legitimate variants of the same one', async () => {
    const error = await refusal({ symbol: text('DAI') });
    expect(error.code).toBe('SYMBOL_MISMATCH');
    expect(error.message).toBe(
      `The contract ${USDC} on Ethereum calls its token DAI through your wallet, not USDC as the route lists said: Portage will not sign it.`,
    );
    for (const symbol of ['USDC', 'usdc', 'USDC.e', 'axlUSDC', 'USDC (PoS)']) {
      await expect(assertTokenFacts(provider({ symbol: text(symbol) }), expected, 'Ethereum')).resolves.toBe(
        undefined,
      );
    }
  });

  it('does not refuse on a symbol it cannot read (reverted, bytes32, garbled): decimals decide', async () => {
    for (const symbol of [revert(), '0x', word(1), `0x${'ff'.repeat(40)}`]) {
      await expect(assertTokenFacts(provider({ symbol }), expected, 'Ethereum')).resolves.toBeUndefined();
    }
    // An old token's bytes32 symbol is read, and compared.
    const bytes32 = stringToHex('USDC', { size: 32 });
    await expect(
      assertTokenFacts(provider({ symbol: bytes32 }), expected, 'Ethereum'),
    ).resolves.toBeUndefined();
    const other = stringToHex('MKR', { size: 32 });
    expect((await refusal({ symbol: other })).code).toBe('SYMBOL_MISMATCH');
  });

  it('lets an error of the wallet itself through (a node it cannot reach): it is not a refusal', async () => {
    const unreachable = Object.assign(new Error('Failed to fetch'), { code: -32603 });
    await expect(assertTokenFacts(provider({ decimals: unreachable }), expected, 'Ethereum')).rejects.toBe(
      unreachable,
    );
  });

  it('reads nothing for the native coin', async () => {
    const native = expectedFor({
      ...spec(),
      token: { symbol: 'ETH', contract: null, decimals: 18 },
      chainId: '1',
    });
    const wallet = provider({});
    await assertTokenFacts(wallet, native, 'Ethereum');
    await assertTokenFacts(
      wallet,
      { ...native, token: { ...native.token, contract: `0x${'0'.repeat(40)}` } },
      'E',
    );
    expect(wallet.methods).toEqual([]);
  });
});

describe('symbolsAgree', () => {
  it.each([
    ['USDC', 'USDC'],
    ['usdc', 'USDC'],
    ['USDC.e', 'USDC'],
    ['USDC', 'USDC.e'],
    ['USD₮0', 'USDT'],
    ['USDT0', 'USDT'],
    ['ＵＳＤＣ', 'USDC'],
    ['BTC.b', 'BTC'],
    ['m.USDC', 'USDC'],
    ['...', 'USDC'],
  ])('%s agrees with %s', (onChain, listed) => {
    expect(symbolsAgree(onChain, listed)).toBe(true);
  });

  it.each([
    ['DAI', 'USDC'],
    ['PTX', 'PTT'],
    ['USDС', 'USDC'], // a Cyrillic С
    ['WBTC', 'ETH'],
  ])('%s does not agree with %s', (onChain, listed) => {
    expect(symbolsAgree(onChain, listed)).toBe(false);
  });
});

describe('the decoders and the chain id', () => {
  it('decimals: one word, 0–255', () => {
    expect(decodeDecimals(word(0))).toBe(0);
    expect(decodeDecimals(word(255))).toBe(255);
    expect(decodeDecimals(word(256))).toBeNull();
    expect(decodeDecimals('0x')).toBeNull();
  });

  it('symbol: a string or a bytes32, printable', () => {
    expect(decodeSymbol(text(' PTT '))).toBe('PTT');
    expect(decodeSymbol(stringToHex('SAI', { size: 32 }))).toBe('SAI');
    expect(decodeSymbol(text('A\u0000B'))).toBeNull();
    expect(decodeSymbol(text(''))).toBeNull();
    expect(decodeSymbol('0x1')).toBeNull();
  });

  it('the chain id the wallet reports', async () => {
    expect(await walletChainId(provider({ chainId: '0x7a69' }))).toBe(31337);
    expect(await walletChainId(provider({ chainId: 10 }))).toBe(10);
    for (const chainId of ['0x0', 'mainnet', '0x', null]) {
      expect(await walletChainId(provider({ chainId }))).toBeNull();
    }
  });

  it('the allowance: one word, else an error', async () => {
    expect(await walletAllowance(provider({ allowance: word(maxUint256) }), USDC, SOURCE, DEPOSITORY)).toBe(
      maxUint256,
    );
    await expect(walletAllowance(provider({ allowance: '0x' }), USDC, SOURCE, DEPOSITORY)).rejects.toThrow(
      /no readable allowance/,
    );
  });
});
