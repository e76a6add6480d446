import { useEffect, useState } from 'react';
import { validateAddress } from '../chains/address';
import { bitcoinNetworkOf } from '../chains/bitcoin/network';

export type AddressStatus =
  | { state: 'empty' }
  | { state: 'checking' }
  | { state: 'valid'; normalized: string }
  | { state: 'invalid'; reason: string };

/**
 * Checks an address for a network family with the family's pure validator (loaded on demand).
 * `networkName` picks the address forms of a Bitcoin network (`bcrt1…` on BITCOIN_REGTEST).
 */
export function useAddressCheck(
  family: string | undefined,
  address: string,
  networkName?: string,
): AddressStatus {
  const [status, setStatus] = useState<AddressStatus>({ state: 'empty' });
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
        if (live)
          setStatus({
            state: 'invalid',
            reason: 'This address could not be checked. Reload the page and try again.',
          });
      },
    );
    return () => {
      live = false;
    };
  }, [family, address, networkName]);
  return status;
}
