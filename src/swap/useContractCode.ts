/**
 * Whether a payout or refund address is a contract, read from the chains themselves (issue 34):
 * a Safe or another smart account deployed on one chain is not deployed at the same address on
 * another, and whoever deploys there first controls it. So, once an address is valid and passed
 * the lost-money lists (useAddressSafety.ts), the node of the network the money goes to ("here":
 * the destination, or the source for a refund) and, where it is of the same kind, the node of the
 * route's other network ("there") are asked whether the address holds code:
 *
 * - code here: a note naming it a contract on that network (it must be able to receive the token);
 * - no code here but code there: a warning, and Create waits for the person's acknowledgment;
 * - neither: nothing; a node that gave no usable answer: a note that it could not be checked.
 *
 * The reader is the family's (`contractCode` in the registry, EVM's `eth_getCode`), loaded by
 * `import()` outside the first load. Reads wait for the address to settle, are cancelled when it
 * changes, and definite answers are kept per (network, address) for the page's life.
 */
import { useEffect, useMemo, useState } from 'react';
import type { RouteNetwork } from '../api/types';
import { familyOf } from '../chains/families';
import type { ContractCode } from '../chains/kit/contract';
import { nodeUrlOf } from '../chains/kit/node';
import { pageMayConnect } from '../lib/csp';
import { useDebouncedValue } from '../lib/useDebouncedValue';
import { displayName } from './route';
import type { RouteEnd, SafeAddressStatus } from './useAddressSafety';

/** An address settles this long before its networks' nodes are asked. */
export const CODE_DEBOUNCE_MS = 300;

/** What the two reads come to: `here` is the network the money goes to, `there` the route's other. */
export type CodeVerdict =
  /** A contract where the money goes. */
  | 'contract'
  /** No code where the money goes, but code on the other network: maybe not the person's there. */
  | 'elsewhere'
  /** The node where the money goes gave no usable answer. */
  | 'unknownHere'
  /** No code where the money goes; the other network's node gave no usable answer. */
  | 'unknownThere'
  /** An account on both (or the other network is not asked). */
  | 'none';

/** `there` null: not asked (another family, or no route end). Pure. */
export function codeVerdict(here: ContractCode, there: ContractCode | null): CodeVerdict {
  if (here === 'contract') return 'contract';
  if (here === 'unknown') return 'unknownHere';
  if (there === 'contract') return 'elsewhere';
  if (there === 'unknown') return 'unknownThere';
  return 'none';
}

export type ContractCodeState =
  | { kind: 'none' }
  | { kind: 'checking' }
  | { kind: 'contract'; network: string; token: string }
  | { kind: 'unknown'; network: string }
  | {
      kind: 'elsewhere';
      /** Where the money goes, and where the address is a contract. */
      network: string;
      other: string;
      acknowledged: boolean;
      acknowledge(yes: boolean): void;
    };

/** Definite answers, per network and address (an unknown one is asked again next time). */
const known = new Map<string, ContractCode>();

/** Whether `network` can be asked at all: a family with a code reader. */
function readable(network: RouteNetwork | undefined): network is RouteNetwork {
  return Boolean(network && familyOf(network.type)?.contractCode);
}

/** The code at `address` on `network`, through its family's reader; never throws. */
async function codeOn(network: RouteNetwork, address: string, signal: AbortSignal): Promise<ContractCode> {
  const key = `${network.name}\n${address.toLowerCase()}`;
  const cached = known.get(key);
  if (cached) return cached;
  const load = familyOf(network.type)?.contractCode;
  const url = nodeUrlOf(network);
  // A node the page's policy refuses is not asked: the request would fail, reported as a violation.
  if (!load || !url || !pageMayConnect(url)) return 'unknown';
  try {
    const { readContractCode } = await load();
    const code = await readContractCode({ url, address, signal });
    if (code !== 'unknown' && !signal.aborted) known.set(key, code);
    return code;
  } catch {
    // The chunk could not be fetched: nothing is known.
    return 'unknown';
  }
}

/** Forgets every answer (tests). */
export function forgetContractCode() {
  known.clear();
}

interface Read {
  key: string;
  verdict: CodeVerdict;
}

/**
 * `status`: the address after the lost-money check; `here`: the route end the money goes to;
 * `there`: the other end.
 */
export function useContractCode(
  status: SafeAddressStatus,
  here: RouteEnd,
  there: RouteEnd,
): ContractCodeState {
  const address = status.state === 'valid' ? status.normalized : null;
  const settled = useDebouncedValue(address, CODE_DEBOUNCE_MS);
  const hereNetwork = readable(here.network) ? here.network : undefined;
  const thereNetwork = readable(there.network) ? there.network : undefined;
  const key =
    address !== null && hereNetwork
      ? `${hereNetwork.name}\n${nodeUrlOf(hereNetwork)}\n${thereNetwork?.name}\n${thereNetwork ? nodeUrlOf(thereNetwork) : ''}\n${address}`
      : null;
  const [read, setRead] = useState<Read | null>(null);
  const [acknowledgedKey, setAcknowledgedKey] = useState<string | null>(null);
  // The box holds for the address and route it was ticked for: another address, even one left
  // and typed again, asks for it again.
  if (acknowledgedKey !== null && acknowledgedKey !== key) setAcknowledgedKey(null);

  useEffect(() => {
    if (settled === null || settled !== address || !hereNetwork || key === null) return;
    const controller = new AbortController();
    Promise.all([
      codeOn(hereNetwork, settled, controller.signal),
      thereNetwork ? codeOn(thereNetwork, settled, controller.signal) : null,
    ]).then(([hereCode, thereCode]) => {
      if (!controller.signal.aborted) setRead({ key, verdict: codeVerdict(hereCode, thereCode) });
    });
    return () => controller.abort();
  }, [settled, address, key, hereNetwork, thereNetwork]);

  const token = here.token?.symbol ?? '';
  return useMemo((): ContractCodeState => {
    if (key === null || !hereNetwork) return { kind: 'none' };
    if (read?.key !== key) return { kind: 'checking' };
    const network = displayName(hereNetwork);
    switch (read.verdict) {
      case 'contract':
        return { kind: 'contract', network, token };
      case 'unknownHere':
        return { kind: 'unknown', network };
      case 'unknownThere':
        return { kind: 'unknown', network: thereNetwork ? displayName(thereNetwork) : network };
      case 'elsewhere':
        return {
          kind: 'elsewhere',
          network,
          other: thereNetwork ? displayName(thereNetwork) : '',
          acknowledged: acknowledgedKey === key,
          acknowledge: (yes) => setAcknowledgedKey(yes ? key : null),
        };
      default:
        return { kind: 'none' };
    }
  }, [key, read, hereNetwork, thereNetwork, token, acknowledgedKey]);
}

/** What keeps Create waiting for an address's contract check, or null. */
export function codeBlock(code: ContractCodeState): 'checking' | 'unacknowledged' | null {
  if (code.kind === 'checking') return 'checking';
  if (code.kind === 'elsewhere' && !code.acknowledged) return 'unacknowledged';
  return null;
}
