/**
 * The expected deposit held to Portage's own token facts before the deposit step shows anything
 * to pay with (src/chains/kit/tokens/): the table loads with the deposit code (its own chunk,
 * never in the first load); until it is there, the step shows its loading state. A refusal is
 * said instead of any deposit address or Send button, so the wallet is never asked.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ExpectedDeposit } from '../chains/kit/expected';
import { checkTokenFacts, type TokenFactsCode, type TokenFactsError } from '../chains/kit/tokens/check';
import { loadTokenTable } from '../chains/kit/tokens/load';
import type { TokenTable } from '../chains/kit/tokens/types';
import type { MessageKey } from '../i18n';

export type TokenFactsState =
  | { status: 'loading' }
  /** The table could not be loaded (a dropped download): nothing is shown to pay with. */
  | { status: 'unavailable'; retry(): void }
  /** What to deposit by: on Fuel, with the build's base asset id. */
  | { status: 'ok'; expected: ExpectedDeposit }
  | { status: 'refused'; refusal: TokenFactsError };

/** The dictionary's sentence of each refusal (`deposit.tokenFacts.*`, every language). */
export const TOKEN_FACTS_TEXT: Record<TokenFactsCode, MessageKey> = {
  TOKEN_DECIMALS: 'deposit.tokenFacts.decimals',
  TOKEN_CONTRACT: 'deposit.tokenFacts.contract',
  TOKEN_NOT_NATIVE: 'deposit.tokenFacts.notNative',
  TOKEN_NATIVE: 'deposit.tokenFacts.native',
  BASE_ASSET: 'deposit.tokenFacts.baseAsset',
  NO_BASE_ASSET: 'deposit.tokenFacts.noBaseAsset',
};

/** `networkName`: the source network as the person saw it, for the sentences. */
export function useTokenFacts(expected: ExpectedDeposit, networkName: string): TokenFactsState {
  const [loaded, setLoaded] = useState<{ table: TokenTable } | { failed: true } | null>(null);
  const load = useCallback(() => {
    setLoaded(null);
    // A failed download is tried again on the next call (loadOnce forgets it).
    return loadTokenTable().then(
      (table) => ({ table }),
      () => ({ failed: true as const }),
    );
  }, []);
  useEffect(() => {
    let live = true;
    void load().then((result) => live && setLoaded(result));
    return () => {
      live = false;
    };
  }, [load]);
  const table = loaded && 'table' in loaded ? loaded.table : null;
  const result = useMemo(
    () => (table ? checkTokenFacts(expected, table, networkName) : null),
    [expected, table, networkName],
  );
  if (!result) {
    return loaded && 'failed' in loaded
      ? { status: 'unavailable', retry: () => void load().then(setLoaded) }
      : { status: 'loading' };
  }
  return result.ok
    ? { status: 'ok', expected: result.expected }
    : { status: 'refused', refusal: result.refusal };
}
