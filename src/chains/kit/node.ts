/**
 * The node rule: which node Portage talks to for a network. One copy, so that no family trusts a
 * node URL differently from the others. (The other rule every family reads a token by, which
 * token is the network's native coin, is `isNativeToken` in ./expected.ts.)
 */
import type { Network } from '../../api/types';

/**
 * Every node URL the service gives for a network (`node_url`, then `nodes`) that parses as http:
 * or https:, trimmed, each once. Anything else (`javascript:`, `ftp:`, `wss:`, a bare host) is
 * refused: it is the service's word, and Portage only speaks HTTP to a node.
 */
export function nodeUrlsOf(network: Pick<Network, 'node_url' | 'nodes'>): string[] {
  const urls: string[] = [];
  const seen = new Set<string>();
  for (const candidate of [network.node_url, ...(network.nodes ?? [])]) {
    const text = candidate?.trim();
    if (!text) continue;
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      continue;
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || seen.has(url.href)) continue;
    seen.add(url.href);
    urls.push(text);
  }
  return urls;
}

/** The node Portage talks to for a network: the first usable URL, or undefined when there is none. */
export function nodeUrlOf(network: Pick<Network, 'node_url' | 'nodes'>): string | undefined {
  return nodeUrlsOf(network)[0];
}
