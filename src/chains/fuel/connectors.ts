/**
 * The Fuel wallets in the page, found as fuels' `Fuel` finds them, without it (its class brings
 * fuels' `Provider`, GraphQL client and VM assembler along, none of which listing wallets needs):
 * a wallet is a `FuelConnector` that announces itself with the `FuelConnector` window event
 * (`dispatchFuelConnectorEvent`), and it is installed when it answers `ping()` within
 * `PING_TIMEOUT_MS` (fuels' own limit). Each name is listed once, the first connector under it.
 */
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';
import type { FuelConnector } from 'fuels';

/** The window event a Fuel wallet announces itself with (fuels' `FuelConnectorEventType`). */
export const FUEL_CONNECTOR_EVENT = 'FuelConnector';
/** How long a wallet has to answer `ping()` (fuels' `withTimeout` default). */
export const PING_TIMEOUT_MS = 1_050;

function answers(connector: FuelConnector): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  const ping = Promise.resolve()
    .then(() => connector.ping())
    .then(
      (ok) => ok === true,
      () => false,
    );
  return Promise.race([ping, late]).finally(() => clearTimeout(timer));
}

/**
 * Listens for announced Fuel wallets on `target` from now on and calls `onChange` with the
 * installed ones each time that list grows. Returns the function that stops listening.
 */
export function watchFuelConnectors(
  onChange: (installed: readonly FuelConnector[]) => void,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const seen = new Map<string, FuelConnector>();
  const installed: FuelConnector[] = [];
  let stopped = false;
  const pinging = new Set<string>();
  const check = (connector: FuelConnector) => {
    if (pinging.has(connector.name) || installed.includes(connector)) return;
    pinging.add(connector.name);
    void answers(connector).then((ok) => {
      pinging.delete(connector.name);
      if (!ok || stopped || installed.includes(connector)) return;
      installed.push(connector);
      onChange([...installed]);
    });
  };
  const onAnnounce = (event: Event) => {
    const connector = (event as CustomEvent<unknown>).detail as FuelConnector | undefined;
    if (!connector || typeof connector.name !== 'string' || typeof connector.ping !== 'function') return;
    const known = seen.get(connector.name);
    if (known === undefined) seen.set(connector.name, connector);
    // A wallet that announces again (it was not answered yet) is asked again.
    check(known ?? connector);
  };
  target.addEventListener(FUEL_CONNECTOR_EVENT, onAnnounce);
  return () => {
    stopped = true;
    target.removeEventListener(FUEL_CONNECTOR_EVENT, onAnnounce);
  };
}

/**
 * A connector's account as the lowercase b256 fuels' `new Address(account).toB256()` gives: a
 * b256 as it is, a 64-byte public key hashed (SHA-256), an EVM address padded with 12 zero bytes;
 * null for anything else. Written here so that fuels stays out of the part that connects wallets
 * (the tests hold it to fuels' `Address`).
 */
export function accountToB256(account: unknown): string | null {
  if (typeof account !== 'string') return null;
  if (/^0x[0-9a-f]{64}$/i.test(account)) return account.toLowerCase();
  if (/^0x[0-9a-f]{128}$/i.test(account)) return `0x${bytesToHex(sha256(hexToBytes(account.slice(2))))}`;
  if (/^0x[0-9a-f]{40}$/i.test(account)) return `0x${'0'.repeat(24)}${account.slice(2).toLowerCase()}`;
  return null;
}
