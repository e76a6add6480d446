/** For the payout readers' tests: requests, and nodes that do not answer. */
import type { PayoutRequest } from './payout';

/** A node that cannot be reached: every request fails as `fetch` does. */
export const unreachableNode = (async () => {
  throw new TypeError('fetch failed');
}) as typeof fetch;

/** A request for `hash` on a local network, with the native coin unless `token` is given. */
export function payoutRequest(input: {
  hash: string;
  family: string;
  nodeUrl: string;
  recipient?: string;
  token?: PayoutRequest['token'];
  fetch?: typeof fetch;
}): PayoutRequest {
  return {
    hash: input.hash,
    network: { name: `LOCAL_${input.family.toUpperCase()}`, type: input.family, node_url: input.nodeUrl },
    nodeUrl: input.nodeUrl,
    recipient: input.recipient ?? '',
    token: input.token ?? { symbol: 'NATIVE', contract: null, decimals: 9 },
    fetch: input.fetch ?? fetch,
  };
}
