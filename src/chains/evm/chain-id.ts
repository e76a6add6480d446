/**
 * EVM chain ids as the service and wallets write them. Apart from ./deposit.ts so that the part of
 * the wallet module that lists and connects wallets (./chains.ts) does not bring the builder in.
 */
const DIGITS = /^\d+$/;
const HEX_NUMBER = /^0x[0-9a-fA-F]+$/i;

/**
 * A chain id from the service or a wallet: `"1"`, `"0x1"` and `1` → 1. Anything that is not a
 * positive safe integer (`""`, `null`, `"abc"`, `-1`, `1.5`, `"1e3"`) → `null`.
 */
export function parseEvmChainId(chainId: string | number | undefined | null): number | null {
  let id: number;
  if (typeof chainId === 'number') id = chainId;
  else if (typeof chainId === 'string' && (DIGITS.test(chainId) || HEX_NUMBER.test(chainId)))
    id = Number(chainId);
  else return null;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
