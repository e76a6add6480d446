/**
 * Bitcoin regtest addresses as the widget and the catalog speak them (`bcrt1…`, `m…`/`n…`, `2…`),
 * and as the stand-in node, litecoind regtest, wants them (`rltc1…`; base58 forms are the same
 * bytes, versions 0x6f and 0xc4). The sandbox converts only when it talks to litecoind, and
 * otherwise works on scriptPubKeys, so no test-only format reaches the widget.
 */
import { hex } from '@scure/base';
import { Address, OutScript } from '@scure/btc-signer';

type Network = { bech32: string; pubKeyHash: number; scriptHash: number; wif: number };

/** Bitcoin regtest, as the widget's builder and validator know it. */
export const BITCOIN_REGTEST: Network = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef };
/** litecoind regtest: the same transactions and base58 versions, another bech32 prefix. */
export const LITECOIN_REGTEST: Network = { bech32: 'rltc', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef };

/** The output script an address pays to; throws on anything that is not a regtest address. */
export function scriptOf(address: string): Uint8Array {
  return OutScript.encode(Address(BITCOIN_REGTEST).decode(address));
}

/** The regtest (`bcrt1…`) address of an output script, or null for scripts without one (OP_RETURN…). */
export function addressOfScript(script: Uint8Array): string | null {
  try {
    const decoded = OutScript.decode(script);
    if (decoded.type === 'unknown') return null;
    return Address(BITCOIN_REGTEST).encode(decoded);
  } catch {
    return null;
  }
}

/** A Bitcoin regtest address in the form litecoind accepts. */
export function toNodeAddress(address: string): string {
  return Address(LITECOIN_REGTEST).encode(OutScript.decode(scriptOf(address)));
}

/** An address litecoind printed (e.g. its wallet's), in Bitcoin regtest form. */
export function fromNodeAddress(address: string): string {
  const script = OutScript.encode(Address(LITECOIN_REGTEST).decode(address));
  const converted = addressOfScript(script);
  if (converted === null) throw new Error(`litecoind address ${address} has no Bitcoin regtest form`);
  return converted;
}

export function scriptHex(address: string): string {
  return hex.encode(scriptOf(address));
}
