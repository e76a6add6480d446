/**
 * A well-formed address held to the list of addresses where money is lost or stuck
 * (./destination-safety.ts) and to the addresses this browser knows, for a look-alike
 * (./lookalike.ts): the pure checks and the token table load together by `import()`, the first
 * time an address is valid, so none is in the first load. Typing is never held up: until the
 * checks have run for the address on screen, the address is `checking` (Create waits); then it
 * is valid (with the known address it looks like, if any), or refused with its sentence.
 */
import { useEffect, useMemo, useState } from 'react';
import type { RouteNetwork, RouteToken } from '../api/types';
import { isNativeToken, normalizeChainId } from '../chains/kit/expected';
import { loadTokenTable } from '../chains/kit/tokens/load';
import type { TokenTable } from '../chains/kit/tokens/types';
import { type MessageKey, useT } from '../i18n';
import { loadOnce } from '../lib/load-once';
import { loadStoredSwaps, useSwapsStore } from '../state/swaps';
import { useLoadedWalletAddresses } from '../wallets/host';
import type { LostCode, SafetyContext, SafetySide } from './destination-safety';
import type { Lookalike } from './lookalike';
import { displayName } from './route';
import type { AddressStatus } from './useAddressCheck';

/** The dictionary's sentence of each reason (`address.lost.*`, every language, locked). */
export const LOST_TEXT: Record<LostCode, MessageKey> = {
  TOKEN_CONTRACT: 'address.lost.tokenContract',
  ZERO: 'address.lost.zero',
  BURN: 'address.lost.burn',
  PROGRAM: 'address.lost.program',
  DEPOSIT: 'address.lost.deposit',
};

interface Loaded {
  check: typeof import('./destination-safety');
  lookalike: typeof import('./lookalike');
  table: TokenTable;
}

/** The check and the table, once per page (a failed download is tried again). */
const loadSafety: () => Promise<Loaded> = loadOnce(() =>
  Promise.all([import('./destination-safety'), import('./lookalike'), loadTokenTable()]).then(
    ([check, lookalike, table]) => ({ check, lookalike, table }),
  ),
);

/** One end of the route as the lists gave it. */
export interface RouteEnd {
  network: RouteNetwork | undefined;
  token: RouteToken | undefined;
}

function sideOf(end: RouteEnd): SafetySide | undefined {
  const { network, token } = end;
  if (!network?.type) return undefined;
  const contract = token && !isNativeToken(token.contract) ? (token.contract ?? null) : null;
  return {
    family: network.type,
    networkName: displayName(network),
    token: { symbol: token?.symbol ?? '', contract },
  };
}

/**
 * An address status; a refused one says whether it is refused as a place where money is lost, a
 * valid one which known address it looks like without being it.
 */
export type SafeAddressStatus =
  | Exclude<AddressStatus, { state: 'invalid' | 'valid' }>
  | { state: 'valid'; normalized: string; lookalike?: Lookalike }
  | { state: 'invalid'; reason: string; lost?: true };

/**
 * `status`: the family validator's answer for the address; `here`: the route end the address is on
 * (the destination, or the source for a refund address); `there`: the other end; `typed`: the
 * address as it is in the field (a look-alike is read as the person reads it).
 */
export function useAddressSafety(
  status: AddressStatus,
  here: RouteEnd,
  there: RouteEnd,
  typed = '',
): SafeAddressStatus {
  const t = useT();
  const address = status.state === 'valid' ? status.normalized : null;
  const [loaded, setLoaded] = useState<Loaded | { failedFor: string } | null>(null);
  const failedFor = loaded && 'failedFor' in loaded ? loaded.failedFor : null;
  useEffect(() => {
    // Loaded once; after a failed download, tried again for the next address.
    if (address === null || (loaded !== null && (failedFor === null || failedFor === address))) return;
    let live = true;
    loadStoredSwaps();
    loadSafety().then(
      (result) => live && setLoaded(result),
      () => live && setLoaded({ failedFor: address }),
    );
    return () => {
      live = false;
    };
  }, [address, loaded, failedFor]);

  const swaps = useSwapsStore((state) => state.swaps);
  const wallets = useLoadedWalletAddresses();
  const check = loaded && 'check' in loaded ? loaded : null;
  const { network, token } = here;
  const known = useMemo(() => check?.lookalike.knownAddresses(swaps, wallets) ?? [], [check, swaps, wallets]);
  const reason = useMemo(() => {
    const side = sideOf({ network, token });
    if (!check || address === null || !side || !network) return undefined;
    const context: SafetyContext = {
      side,
      other: sideOf({ network: there.network, token: there.token }),
      tableRows: check.check.tableRowsFor(check.table, {
        network: { name: network.name, family: side.family, chainId: normalizeChainId(network.chain_id) },
      }),
      depositAddresses: swaps.flatMap((swap) => (swap.depositAddress ? [swap.depositAddress] : [])),
    };
    return check.check.lostDestination(address, context);
  }, [check, address, network, token, there.network, there.token, swaps]);
  const family = network?.type;
  const lookalike = useMemo(
    () => (check && family && address !== null ? check.lookalike.findLookalike(family, typed, known) : null),
    [check, family, address, typed, known],
  );

  if (status.state !== 'valid' || !network?.type) return status;
  if (failedFor === address) return { state: 'invalid', reason: t('address.uncheckable') };
  if (reason === undefined) return { state: 'checking' };
  if (reason === null) return lookalike ? { ...status, lookalike } : status;
  return { state: 'invalid', reason: t(LOST_TEXT[reason.code], reason.params), lost: true };
}
