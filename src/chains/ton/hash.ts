import { beginCell, Cell, loadMessage, type Message, storeMessage } from '@ton/core';

/**
 * The hash of the signed external message a TonConnect wallet returns (`{ boc }`), as TEP-467
 * normalizes it: no source, no import fee, no state init, the body in a reference. Wallets differ
 * in what they put around the same signed body (a state init while the wallet is not deployed);
 * the normalized hash does not, and it is what indexers and the sandbox name the transaction by
 * before it is found. Lowercase hex, 64 digits.
 */
export function externalMessageHash(boc: string): string {
  return normalizedMessageHash(loadMessage(Cell.fromBase64(boc.trim()).beginParse()));
}

/** TEP-467's normalized hash of an external message (the payout reader's too, ./payout.ts). */
export function normalizedMessageHash(message: Message): string {
  const { info } = message;
  if (info.type !== 'external-in')
    throw new Error('The wallet returned something other than an external message.');
  const normalized = { info: { ...info, src: null, importFee: 0n }, init: null, body: message.body };
  return beginCell()
    .store(storeMessage(normalized, { forceRef: true }))
    .endCell()
    .hash()
    .toString('hex');
}
