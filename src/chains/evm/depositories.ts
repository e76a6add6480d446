/**
 * Depositories pinned by the build: `VITE_PORTAGE_DEPOSITORIES`, as
 * `chainId:0xaddress,chainId:0xaddress`. A pinned depository is the only one Portage accepts on
 * its chain, whatever the route lists advertise, so a build for a known service does not depend
 * on the service's word for the contract it approves.
 */
import { isAddress } from 'viem';
import { parseEvmChainId } from './chain-id';

const ZERO_ADDRESS = /^0x0{40}$/i;

/**
 * The pinned depositories by chain id. An entry that cannot be read (no colon, a chain id that
 * is not a positive integer, an address that is not one, or whose mixed case fails its EIP-55
 * checksum, the zero address, a second address for a chain already named) is left out with a
 * warning: a typo must not pin a contract nobody meant.
 */
export function parseDepositories(
  text: string | undefined | null,
  warn: (message: string) => void = (message) => console.warn(message),
): ReadonlyMap<number, string> {
  const pinned = new Map<number, string>();
  if (text === undefined || text === null) return pinned;
  for (const raw of text.split(',')) {
    const entry = raw.trim();
    if (entry === '') continue;
    const colon = entry.indexOf(':');
    const chainText = colon < 0 ? '' : entry.slice(0, colon).trim();
    const address = colon < 0 ? '' : entry.slice(colon + 1).trim();
    const chainId = parseEvmChainId(chainText);
    const ignored = `Portage: VITE_PORTAGE_DEPOSITORIES entry "${entry}" is ignored`;
    if (chainId === null) {
      warn(`${ignored}: it does not start with a chain id and a colon.`);
      continue;
    }
    if (!isAddress(address) || ZERO_ADDRESS.test(address)) {
      warn(`${ignored}: "${address}" is not a contract address (or its checksum is wrong).`);
      continue;
    }
    const already = pinned.get(chainId);
    if (already !== undefined) {
      if (already.toLowerCase() !== address.toLowerCase()) {
        warn(`${ignored}: chain ${chainId} already has the depository ${already}.`);
      }
      continue;
    }
    pinned.set(chainId, address);
  }
  return pinned;
}
