/**
 * For tests (vitest and the browser tests' TonConnect wallet): a sandbox account acting as a
 * TonConnect wallet. It signs a `sendTransaction` request with its WalletV4 exactly as a wallet
 * does (the request's messages, mode 3, bounce as each address says, valid until the request's
 * `validUntil`), after the checks a wallet makes, and sends it to the node.
 */
import { Address, Cell, loadStateInit } from '@ton/core';
import type { TonConnectRequest } from '../../../src/chains/ton/deposit';
import { createTonNodeClient } from '../../../src/chains/ton/node';
import { messageBoc, type OutgoingMessage, signWalletTransfer, type TonTestAccount } from './contracts';

/** The request's messages, as the wallet reads them. */
export function requestMessages(request: Pick<TonConnectRequest, 'messages'>): OutgoingMessage[] {
  return request.messages.map((message) => {
    const { address, amount, payload, stateInit } = message as typeof message & { stateInit?: string };
    if (!Address.isFriendly(address))
      throw new Error(`a TonConnect message goes to a user-friendly address, not ${address}`);
    if (!/^\d+$/.test(amount)) throw new Error(`a TonConnect amount is decimal nanotons, not ${amount}`);
    return {
      address,
      amount: BigInt(amount),
      body: payload ? Cell.fromBase64(payload) : undefined,
      init: stateInit ? loadStateInit(Cell.fromBase64(stateInit).beginParse()) : undefined,
    };
  });
}

/** What a TonConnect wallet checks before it signs: its own account, an unexpired request. */
export function checkRequest(account: TonTestAccount, request: TonConnectRequest, now = Date.now()): void {
  if (request.from && !Address.parse(request.from).equals(account.wallet.address)) {
    throw new Error(`the request is from ${request.from}, not this wallet`);
  }
  if (request.validUntil * 1000 <= now) throw new Error('the request has expired');
}

/** Signs the request and sends it to the node at `nodeUrl`; resolves to the BOC and the node's hash. */
export async function sendAsTonConnectWallet(
  nodeUrl: string,
  account: TonTestAccount,
  request: TonConnectRequest,
): Promise<{ boc: string; hash: string }> {
  checkRequest(account, request);
  const node = createTonNodeClient(nodeUrl);
  const { deployed, seqno } = await node.wallet(account.wallet.address);
  const message = signWalletTransfer({
    account,
    seqno,
    deployed,
    validUntil: request.validUntil,
    messages: requestMessages(request),
  });
  const boc = messageBoc(message);
  return { boc, hash: await node.sendBoc(boc) };
}
