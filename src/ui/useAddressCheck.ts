import { useEffect, useState } from 'react';
import { validateAddress } from '../chains/address';
import { bitcoinNetworkOf } from '../chains/bitcoin/network';
import { useT } from '../i18n';

export type AddressStatus =
  | { state: 'empty' }
  | { state: 'checking' }
  | { state: 'valid'; normalized: string }
  | { state: 'invalid'; reason: string };

/** The validator's reason, or null when the check itself could not run (said in the chosen language). */
type Checked =
  | { state: 'empty' }
  | { state: 'checking' }
  | { state: 'valid'; normalized: string }
  | { state: 'invalid'; reason: string | null };

/**
 * Checks an address for a network family with the family's pure validator (loaded on demand).
 * `networkName` picks the address forms of a Bitcoin network (`bcrt1…` on BITCOIN_REGTEST).
 */
export function useAddressCheck(
  family: string | undefined,
  address: string,
  networkName?: string,
): AddressStatus {
  const t = useT();
  const [status, setStatus] = useState<Checked>({ state: 'empty' });
  useEffect(() => {
    if (!family || address === '') {
      setStatus({ state: 'empty' });
      return;
    }
    let live = true;
    setStatus({ state: 'checking' });
    const options =
      family === 'bitcoin' && networkName
        ? { bitcoinNetwork: bitcoinNetworkOf({ name: networkName }) }
        : undefined;
    validateAddress(family, address, options).then(
      (check) => {
        if (!live) return;
        setStatus(
          check.ok
            ? { state: 'valid', normalized: check.normalized }
            : { state: 'invalid', reason: check.reason },
        );
      },
      () => {
        if (live) setStatus({ state: 'invalid', reason: null });
      },
    );
    return () => {
      live = false;
    };
  }, [family, address, networkName]);
  if (status.state === 'invalid' && status.reason === null) {
    return { state: 'invalid', reason: t('address.uncheckable') };
  }
  return status as AddressStatus;
}
