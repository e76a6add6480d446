/**
 * "Find my swap" as hooks (History): whether the service offers the look-up by hash at all, and
 * the look-up itself (./find-swap.ts has the rule).
 */
import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '../api/client';
import { useApiClient } from '../api/context';
import { useSwapByTransactionHash } from '../api/hooks';
import { FIND_PROBE_HASH, type FindInput, type FindResult, findSwap, offeredByProbe } from './find-swap';

export type FindOffered = 'checking' | 'offered' | 'not_offered';

/**
 * Asks once (per service, kept for the session) for a hash no transaction has: the service's
 * NOT_FOUND says the look-up is there; a plain 404 says it is not, and the search hides. While the
 * first answer is awaited the search is not shown yet, so it never appears and then vanishes; a
 * service that cannot be reached gets the search (a search then says what is wrong).
 */
export function useFindOffered(): FindOffered {
  const probe = useSwapByTransactionHash(FIND_PROBE_HASH, {
    excludeDepositActions: true,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (probe.isSuccess) return 'offered';
  if (probe.isError) return offeredByProbe(probe.error) ? 'offered' : 'not_offered';
  return probe.failureCount > 0 ? 'offered' : 'checking';
}

/** The look-up of what the person pasted: by id, by hash, or both (never retried by itself). */
export function useFindSwap() {
  const client = useApiClient();
  return useMutation<FindResult, ApiError, Extract<FindInput, { kind: 'id' | 'hash' }>>({
    mutationFn: (input) =>
      findSwap(
        {
          byId: (id) => client.getSwap(id, { excludeDepositActions: true }),
          byHash: (hash) => client.swapByTransactionHash(hash, { excludeDepositActions: true }),
        },
        input,
      ),
    retry: false,
  });
}
