/**
 * What the token contract itself says, read through the connected wallet's own provider
 * (EIP-1193), before the wallet is asked to sign anything (issue 33, 2b).
 *
 * The expected deposit's decimals are the route lists': the service's word from before the swap
 * existed. An amount typed as "12.5" becomes base units with those decimals, so lists that give a
 * 6-decimal token 18 decimals would make the person send a million times more (or less). The
 * wallet's provider is the person's own view of the chain (their node, their extension), not the
 * service's `node_url`: here the token contract's `decimals()` is asked through it and must be
 * exactly the decimals the amount was counted in, and its `symbol()`, when it can be read, must
 * name the same token. Anything else is refused with an `EvmTokenFactsError`. The native coin has
 * no contract and is not read.
 *
 * Reads go to the chain the wallet is on, so they are made only once the wallet reports the
 * expected chain (`walletChainId`); ./connected.ts decides what to do before that.
 */
import { decodeAbiParameters, getAddress, type Hex, hexToString } from 'viem';
import { WalletModuleError } from '../kit/errors';
import { type ExpectedDeposit, isNativeToken } from '../kit/expected';
import { clip, DepositRefusal } from '../kit/refusal';

/** The part of an EIP-1193 provider these reads use. */
export interface Eip1193Requester {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
}

export type EvmTokenFactsCode =
  /** No contract code at the token's address, on the wallet's chain. */
  | 'NO_CONTRACT'
  /** `decimals()` reverted, returned nothing, or returned something that is not a uint8. */
  | 'DECIMALS_UNREADABLE'
  /** `decimals()` answered another number than the decimals the amount was counted in. */
  | 'DECIMALS_MISMATCH'
  /** `symbol()` names another token (see `symbolsAgree`). */
  | 'SYMBOL_MISMATCH';

/** The token contract, read through the wallet, is not the token the person chose. */
export class EvmTokenFactsError extends DepositRefusal<EvmTokenFactsCode> {
  override readonly name = 'EvmTokenFactsError';
}

/** After switching, the wallet still reports another chain: its reads and sends would go there. */
export class EvmWalletChainError extends WalletModuleError<'wrong_chain'> {
  override readonly name: string = 'EvmWalletChainError';

  constructor(networkName: string) {
    super('wrong_chain', `Your wallet is on another network. Switch it to ${networkName} and try again.`);
  }
}

/** `decimals()` and `symbol()`. */
const SELECTOR = { decimals: '0x313ce567', symbol: '0x95d89b41' } as const;
const REFUSE = 'Portage will not sign it.';
const WORD = /^0x[0-9a-f]{64}$/i;

/** The chain the wallet's provider says it is on (`eth_chainId`), or null when it says nonsense. */
export async function walletChainId(provider: Eip1193Requester): Promise<number | null> {
  const answer = await provider.request({ method: 'eth_chainId' });
  if (typeof answer === 'number') return Number.isSafeInteger(answer) && answer > 0 ? answer : null;
  if (typeof answer !== 'string' || !/^0x[0-9a-f]{1,13}$/i.test(answer)) return null;
  const id = Number.parseInt(answer, 16);
  return id > 0 ? id : null;
}

/**
 * The `uint8` a `decimals()` call returned: exactly one ABI word holding 0–255, else null (no
 * data, a short or long answer, a number a uint8 cannot be).
 */
export function decodeDecimals(result: unknown): number | null {
  if (typeof result !== 'string' || !WORD.test(result)) return null;
  const value = BigInt(result);
  return value <= 255n ? Number(value) : null;
}

/**
 * The text a `symbol()` call returned: an ABI `string`, or a `bytes32` as some old tokens (MKR,
 * SAI) return it; null when it is neither, empty, or holds control characters.
 */
export function decodeSymbol(result: unknown): string | null {
  if (typeof result !== 'string' || !/^0x(?:[0-9a-f]{2})+$/i.test(result)) return null;
  const hex = result as Hex;
  let text: string | null = null;
  try {
    [text] = decodeAbiParameters([{ type: 'string' }], hex);
  } catch {
    if (WORD.test(hex)) {
      try {
        text = hexToString(hex).replace(/\0+$/, '');
      } catch {
        text = null;
      }
    }
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here.
  if (text === null || text.trim() === '' || /[\u0000-\u001f\u007f\ufffd]/.test(text)) return null;
  return text.trim();
}

/** A symbol reduced to what names the token: compatible forms, ₮/₿ as letters, letters and digits upper-cased. */
function symbolCore(symbol: string): string {
  return symbol
    .normalize('NFKC')
    .replace(/₮/g, 'T')
    .replace(/₿/g, 'B')
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * Whether the contract's own `symbol()` and the route lists' symbol name the same token.
 *
 * The rule: both reduced to their core (NFKC, `₮` → T and `₿` → B, upper case, only letters and
 * digits of any script kept), one core contains the other. So the bridged and re-issued spellings
 * of one token agree — "USDC.e", "USDC.E", "axlUSDC", "m.USDC" and "USDC (PoS)" with "USDC";
 * "USD₮0" and "USDT0" with "USDT"; "BTC.b" with "BTC" — while another token does not: "DAI" is
 * not "USDC", "PTX" is not "PTT", and a look-alike letter from another script ("USDС" with a
 * Cyrillic С) is not "USDC". A core that is empty (a symbol of only punctuation) proves nothing
 * and agrees. Decimals are the hard check; this one catches lists that name one token and point
 * at another.
 */
export function symbolsAgree(onChain: string, listed: string): boolean {
  const chain = symbolCore(onChain);
  const list = symbolCore(listed);
  if (chain === '' || list === '') return true;
  return chain.includes(list) || list.includes(chain);
}

/** An `eth_call` to `to` with `data` at the latest block; a revert is `{ reverted }`, anything else throws. */
async function call(
  provider: Eip1193Requester,
  to: Hex,
  data: Hex,
): Promise<{ result: unknown } | { reverted: true }> {
  try {
    return { result: await provider.request({ method: 'eth_call', params: [{ to, data }, 'latest'] }) };
  } catch (error) {
    if (isRevert(error)) return { reverted: true };
    throw error;
  }
}

/** EIP-1474's execution error (3), or a node's "execution reverted": the contract said no. */
function isRevert(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === 3 || (typeof message === 'string' && /revert/i.test(message));
}

/**
 * Reads the chosen token's `decimals()` and `symbol()` through the wallet's provider, which must
 * already be on the deposit's chain, and refuses (`EvmTokenFactsError`) a token that is not the
 * one chosen. A failed read of the symbol alone (old tokens, a non-standard answer) is not a
 * refusal; a failed read of the decimals is. Errors of the provider itself (a node it cannot
 * reach) are thrown as they are: the deposit cannot be checked now, and may be later.
 */
export async function assertTokenFacts(
  provider: Eip1193Requester,
  expected: ExpectedDeposit,
  networkName: string,
): Promise<void> {
  const { contract, decimals, symbol } = expected.token;
  if (contract === null || isNativeToken(contract)) return;
  const token = getAddress(contract.trim().toLowerCase());
  const named = `${symbol} (${token})`;

  const code = await provider.request({ method: 'eth_getCode', params: [token, 'latest'] });
  if (typeof code !== 'string' || !/^0x(?:[0-9a-f]{2})+$/i.test(code)) {
    throw new EvmTokenFactsError(
      'NO_CONTRACT',
      `Your wallet's view of ${networkName} has no contract at ${token}, the ${symbol} contract of this swap, so the deposit could not arrive as ${symbol}: ${REFUSE}`,
    );
  }

  const decimalsAnswer = await call(provider, token, SELECTOR.decimals);
  const onChainDecimals = 'result' in decimalsAnswer ? decodeDecimals(decimalsAnswer.result) : null;
  if (onChainDecimals === null) {
    throw new EvmTokenFactsError(
      'DECIMALS_UNREADABLE',
      `The ${named} contract on ${networkName} gave no readable number of decimals through your wallet, so the amount you chose cannot be checked: ${REFUSE}`,
    );
  }
  if (onChainDecimals !== decimals) {
    throw new EvmTokenFactsError(
      'DECIMALS_MISMATCH',
      `The ${named} contract on ${networkName} says, through your wallet, that it has ${onChainDecimals} decimals, but the route lists said ${decimals} and your amount was counted with them, so the deposit would send another amount: ${REFUSE}`,
    );
  }

  const symbolAnswer = await call(provider, token, SELECTOR.symbol).catch(
    () => ({ reverted: true }) as const,
  );
  const onChainSymbol = 'result' in symbolAnswer ? decodeSymbol(symbolAnswer.result) : null;
  if (onChainSymbol !== null && !symbolsAgree(onChainSymbol, symbol)) {
    throw new EvmTokenFactsError(
      'SYMBOL_MISMATCH',
      `The contract ${token} on ${networkName} calls its token ${clip(onChainSymbol, 32)} through your wallet, not ${symbol} as the route lists said: ${REFUSE}`,
    );
  }
}

/** The owner's allowance for the spender on the token, read through the wallet's provider. */
export async function walletAllowance(
  provider: Eip1193Requester,
  token: Hex,
  owner: Hex,
  spender: Hex,
): Promise<bigint> {
  const word = (address: Hex) => address.slice(2).toLowerCase().padStart(64, '0');
  // allowance(address,address)
  const data = `0xdd62ed3e${word(owner)}${word(spender)}` as Hex;
  const result = await provider.request({ method: 'eth_call', params: [{ to: token, data }, 'latest'] });
  if (typeof result !== 'string' || !WORD.test(result)) {
    throw new Error(`The token ${token} gave no readable allowance through your wallet.`);
  }
  return BigInt(result);
}
