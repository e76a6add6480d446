import { useEffect, useState } from 'react';
import { addressOptionsFor, validateAddress } from '../chains/address';
import type { AddressFailure } from '../chains/kit/address/types';
import { type Translate, useT } from '../i18n';

export type AddressStatus =
  | { state: 'empty' }
  | { state: 'checking' }
  | { state: 'valid'; normalized: string }
  | { state: 'invalid'; reason: string };

/** The validator's refusal, or null when the check itself could not run (said in the chosen language). */
type Checked =
  | { state: 'empty' }
  | { state: 'checking' }
  | { state: 'valid'; normalized: string }
  | { state: 'invalid'; failure: AddressFailure | null };

/**
 * The one "nothing to check" value: setting it again is no change, so a check that stays empty
 * (every mount, with no address typed) does not render its component a second time.
 */
const EMPTY: Checked = { state: 'empty' };

/**
 * A validator's refusal in the language of `t`: its message with the parameters filled in, a
 * phrase parameter ("an Ethereum-style network", a hint) translated first with the same text
 * parameters. The validator's English `reason` when the dictionary has no such message.
 */
export function reasonText(t: Translate, failure: AddressFailure): string {
  const texts: Record<string, string> = {};
  for (const [name, value] of Object.entries(failure.params ?? {})) {
    if (typeof value === 'string') texts[name] = value;
  }
  const filled: Record<string, string> = { ...texts };
  for (const [name, value] of Object.entries(failure.params ?? {})) {
    if (typeof value !== 'string') filled[name] = t(value.code, texts);
  }
  const text = t(failure.code, filled);
  return text === failure.code ? failure.reason : text;
}

/**
 * Checks an address for a network family with the family's pure validator (loaded on demand).
 * `networkName` picks the address forms of a Bitcoin network (`bcrt1…` on BITCOIN_REGTEST).
 * The reason follows the chosen language, also when it changes after the check.
 */
export function useAddressCheck(
  family: string | undefined,
  address: string,
  networkName?: string,
): AddressStatus {
  const t = useT();
  const [status, setStatus] = useState<Checked>(EMPTY);
  useEffect(() => {
    if (!family || address === '') {
      setStatus(EMPTY);
      return;
    }
    let live = true;
    setStatus({ state: 'checking' });
    validateAddress(family, address, addressOptionsFor(family, networkName)).then(
      (check) => {
        if (!live) return;
        setStatus(
          check.ok ? { state: 'valid', normalized: check.normalized } : { state: 'invalid', failure: check },
        );
      },
      () => {
        if (live) setStatus({ state: 'invalid', failure: null });
      },
    );
    return () => {
      live = false;
    };
  }, [family, address, networkName]);
  if (status.state !== 'invalid') return status;
  return {
    state: 'invalid',
    reason: status.failure === null ? t('address.uncheckable') : reasonText(t, status.failure),
  };
}
