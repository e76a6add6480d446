/**
 * viem / wagmi chains built from the service's networks (spec §2.2), so the widget knows every
 * EVM network the service lists without a hard-coded chain table. Service data is not trusted
 * blindly: only http(s) nodes, only an https explorer, and a network whose chain id or native
 * decimals are unusable is left out rather than guessed.
 */
import { type Chain, defineChain } from 'viem';
import type { Network } from '../../api/types';
import { nodeUrlsOf } from '../kit/node';
import { parseEvmChainId } from './chain-id';

/**
 * The EVM chain id of a network, or `null`: for a non-EVM network (Solana's `""`, TON's `null`,
 * Starknet's `"SN_MAIN"`, a zkSync Lite `"1"`) and for a missing or malformed id. Networks
 * embedded in some responses come without `type`; those are judged by their chain id alone.
 */
export function chainIdOf(network: Network): number | null {
  if (network.type !== undefined && network.type !== 'evm') return null;
  return parseEvmChainId(network.chain_id);
}

/**
 * One viem chain per EVM network with a usable chain id and native token decimals, in the
 * order given; when two networks claim the same chain id, the first one is kept.
 */
export function toViemChains(networks: readonly Network[]): Chain[] {
  const chains: Chain[] = [];
  const seen = new Set<number>();
  for (const network of networks) {
    if (network.type !== 'evm') continue;
    const id = chainIdOf(network);
    const token = network.token;
    if (id === null || seen.has(id) || token === undefined || token.decimals === undefined) continue;
    const symbol = token.symbol.trim();
    if (symbol === '') continue;
    seen.add(id);
    const explorer = explorerOf(network.transaction_explorer_template);
    chains.push(
      defineChain({
        id,
        name: nonBlank(network.display_name) ?? network.name,
        nativeCurrency: { name: nonBlank(token.display_asset) ?? symbol, symbol, decimals: token.decimals },
        rpcUrls: { default: { http: nodeUrlsOf(network) } },
        ...(explorer === null ? {} : { blockExplorers: { default: explorer } }),
      }),
    );
  }
  return chains;
}

/**
 * The explorer's base URL from a transaction template such as `https://arbiscan.io/tx/{0}`:
 * the part before `/tx/{0}`, or the template's origin when it has another shape. https only.
 */
function explorerOf(template: string | undefined): { name: string; url: string } | null {
  const url = parseUrl(template);
  if (url === null || url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null;
  const text = (template ?? '').trim();
  const base = /^(.*?)\/tx\/\{0\}\/?$/.exec(text)?.[1];
  // The base must still be the template's own https site, not whatever precedes "/tx/".
  const chosen = base !== undefined && parseUrl(base)?.origin === url.origin ? base : url.origin;
  return { name: url.hostname, url: chosen.replace(/\/+$/, '') };
}

function parseUrl(text: string | undefined): URL | null {
  if (text === undefined || text.trim() === '') return null;
  try {
    return new URL(text.trim());
  } catch {
    return null;
  }
}

function nonBlank(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
}
