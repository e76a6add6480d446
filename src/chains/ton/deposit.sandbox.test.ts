/**
 * Engine test: the TonConnect request built from the sandbox's call_data, signed by a real
 * WalletV4 exactly as a TonConnect wallet sends it (each message as given, mode 3), executed in
 * @ton/sandbox against the standard jetton minter and wallet code. The deposit address receives
 * the amount and the comment: as TON, or as jettons with a transfer notification.
 */
import { type Address, beginCell, type Cell, contractAddress, type Transaction } from '@ton/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { TonChain } from '../../../service/chains/ton/chain';
import {
  loadEitherRef,
  OP,
  readComment,
  signWalletTransfer,
  TON_TEST_ACCOUNTS,
} from '../../../service/chains/ton/contracts';
import { succeeded } from '../../../service/chains/ton/deposits';
import { requestMessages } from '../../../service/chains/ton/testing';
import type { DepositAction } from '../../api/types';
import { expectedFor } from '../sandbox-actions.test-support';
import {
  buildTonDeposit,
  JETTON_TRANSFER_ATTACHED,
  type TonConnectRequest,
  TonDepositError,
} from './deposit';
import { computeJettonWallet } from './jetton-wallets';
import { type TokenSpec, tonDepositAction } from './test-support';

const SEQUENCE = 100_042n;
const USER = TON_TEST_ACCOUNTS.user;
/** The deposit address: the sandbox's service wallet, a deployed WalletV4. */
const DEPOSIT = TON_TEST_ACCOUNTS.service.wallet.address;

let chain: TonChain;

beforeAll(async () => {
  chain = await TonChain.create();
}, 30_000);

/** What the person chose for `action(amount, token)`. */
function chosen(amount: bigint, token: TokenSpec) {
  return expectedFor({ family: 'ton', amount, token, network: { name: 'LOCAL_TON' } });
}

/** The jetton wallet code the local PTT minter hands out (`get_jetton_data`). */
async function mintersWalletCode(): Promise<Cell> {
  const data = await chain.runGetMethod(chain.minter, 'get_jetton_data');
  return data.stackReader.skip(4).readCell();
}

function action(amount: bigint, token: TokenSpec): DepositAction {
  return tonDepositAction({
    amount,
    token,
    depositAddress: DEPOSIT.toString(),
    sourceAddress: USER.wallet.address.toString({ bounceable: false }),
    sequenceNumber: SEQUENCE,
    network: 'LOCAL_TON',
  });
}

/** What a TonConnect wallet does with the request: sign the messages as given, send the external message. */
async function sendAsWallet(request: TonConnectRequest) {
  const seqno = await chain.seqno(USER.wallet.address);
  const message = signWalletTransfer({
    account: USER,
    seqno,
    deployed: true,
    validUntil: request.validUntil,
    messages: requestMessages(request),
  });
  return chain.sendExternal(message);
}

function into(transactions: readonly Transaction[], address: Address, op?: number) {
  return transactions.filter((transaction) => {
    const message = transaction.inMessage;
    if (message?.info.type !== 'internal' || !message.info.dest.equals(address)) return false;
    return op === undefined || message.body.beginParse().loadUint(32) === op;
  });
}

const now = () => Math.floor(Date.now() / 1000);

describe('a built TON deposit, executed', () => {
  it('TON: the deposit address receives exactly the amount, with the comment', async () => {
    const amount = 12_345_678_901n;
    const ton = { symbol: 'TON', contract: null, decimals: 9 };
    const built = buildTonDeposit(action(amount, ton), {
      expected: chosen(amount, ton),
      sender: USER.wallet.address.toString({ bounceable: false }),
      now: now(),
      sequenceNumber: SEQUENCE,
    });
    const depositBefore = await chain.balance(DEPOSIT);
    const userBefore = await chain.balance(USER.wallet.address);

    const { transactions } = await sendAsWallet(built.request);

    const [received, ...others] = into(transactions, DEPOSIT);
    expect(others).toEqual([]);
    if (received?.inMessage?.info.type !== 'internal') throw new Error('nothing reached the deposit address');
    expect(succeeded(received)).toBe(true);
    expect(received.inMessage.info.value.coins).toBe(amount);
    expect(received.inMessage.info.src.equals(USER.wallet.address)).toBe(true);
    expect(readComment(received.inMessage.body)).toBe('100042');
    // Its balance rose by the amount, less only what its own transaction cost it.
    expect((await chain.balance(DEPOSIT)) - depositBefore).toBe(amount - received.totalFees.coins);
    // The sender paid the amount and the fees of its own transaction and of the message (mode 3).
    const sent = transactions[0] as Transaction;
    const spent = userBefore - (await chain.balance(USER.wallet.address));
    expect(spent).toBeGreaterThan(amount);
    expect(spent).toBeLessThan(amount + 10_000_000n);
    expect(spent - amount).toBeGreaterThanOrEqual(sent.totalFees.coins);
  });

  it("a jetton: the deposit address's jetton wallet holds the amount, and the notification carries the comment", async () => {
    const amount = 250_000_000_000n;
    const master = chain.minter.toString();
    const ptt = { symbol: 'PTT', contract: master, decimals: 9 };
    const userJettons = await chain.jettonBalance(USER.wallet.address);
    const userTon = await chain.balance(USER.wallet.address);
    expect(await chain.jettonBalance(DEPOSIT)).toBe(0n);

    const built = buildTonDeposit(action(amount, ptt), {
      expected: chosen(amount, ptt),
      sender: USER.wallet.address.toString({ bounceable: false }),
      jettonWallet: (await chain.jettonWallet(USER.wallet.address)).toString(),
      jettonWalletCode: await mintersWalletCode(),
      now: now(),
      sequenceNumber: SEQUENCE,
    });
    // The minter's own answer is the address computed from its code, which Portage knows.
    expect(built.jettonWalletCode?.layout).toBe('tep74');
    const { transactions } = await sendAsWallet(built.request);

    expect(await chain.jettonBalance(DEPOSIT)).toBe(amount);
    expect(userJettons - (await chain.jettonBalance(USER.wallet.address))).toBe(amount);

    const [notification, ...more] = into(transactions, DEPOSIT, OP.transferNotification);
    expect(more).toEqual([]);
    if (notification?.inMessage?.info.type !== 'internal') throw new Error('no transfer notification');
    // Sent by the deposit address's own jetton wallet for this master.
    expect(notification.inMessage.info.src.equals(await chain.jettonWallet(DEPOSIT))).toBe(true);
    expect(notification.inMessage.info.value.coins).toBe(1n);
    const body = notification.inMessage.body.beginParse();
    body.skip(32);
    expect(body.loadUintBig(64)).toBe(SEQUENCE);
    expect(body.loadCoins()).toBe(amount);
    expect(body.loadAddress().equals(USER.wallet.address)).toBe(true);
    expect(readComment(loadEitherRef(body))).toBe('100042');
    // One nanoton cannot pay for the wallet's code, so its transaction stops there (as on the
    // real network): the notification, with the comment, is delivered and recorded all the same.
    expect(notification.description.type === 'generic' && notification.description.computePhase).toEqual({
      type: 'skipped',
      reason: 'no-gas',
    });
    // Everything else ran: the sender's wallet, both jetton wallets, the excess back to the sender.
    expect(transactions.filter((transaction) => transaction !== notification).every(succeeded)).toBe(true);

    // The excess of the attached TON came back to the sender.
    expect(into(transactions, USER.wallet.address, OP.excesses)).toHaveLength(1);
    const spent = userTon - (await chain.balance(USER.wallet.address));
    expect(spent).toBeGreaterThan(0n);
    expect(spent).toBeLessThan(JETTON_TRANSFER_ATTACHED);
  });

  it("a comment that is not this swap's number never reaches the chain; leading zeros go as plain digits", async () => {
    const amount = 1_000_000_000n;
    const ton = { symbol: 'TON', contract: null, decimals: 9 };
    const honest = action(amount, ton);
    const withComment = (comment?: string): DepositAction => {
      const { comment: _old, ...rest } = JSON.parse(honest.call_data ?? '{}') as Record<string, string>;
      return { ...honest, call_data: JSON.stringify(comment === undefined ? rest : { ...rest, comment }) };
    };
    const context = {
      expected: chosen(amount, ton),
      sender: USER.wallet.address.toString({ bounceable: false }),
      now: now(),
      sequenceNumber: SEQUENCE as bigint | undefined,
    };
    const cases: Array<[string, DepositAction, bigint | undefined, string]> = [
      ["another swap's number", withComment('100043'), SEQUENCE, 'WRONG_SEQUENCE'],
      ['free text', withComment('for swap 100042'), SEQUENCE, 'BAD_MEMO'],
      ['no comment', withComment(), SEQUENCE, 'MISSING_FIELD'],
      ["the swap's number unknown", honest, undefined, 'NO_SEQUENCE'],
    ];
    for (const [name, refusedAction, sequenceNumber, code] of cases) {
      let error: unknown;
      try {
        buildTonDeposit(refusedAction, { ...context, sequenceNumber });
      } catch (caught) {
        error = caught;
      }
      expect(error, name).toBeInstanceOf(TonDepositError);
      expect((error as TonDepositError).code, name).toBe(code);
    }

    const built = buildTonDeposit(withComment('000100042'), context);
    const { transactions } = await sendAsWallet(built.request);
    const [received] = into(transactions, DEPOSIT);
    if (received?.inMessage?.info.type !== 'internal') throw new Error('nothing reached the deposit address');
    expect(received.inMessage.info.value.coins).toBe(amount);
    expect(readComment(received.inMessage.body)).toBe('100042');
  });

  it("the minter's code is one Portage knows, and gives every account the wallet Portage computes", async () => {
    const code = await mintersWalletCode();
    for (const account of Object.values(TON_TEST_ACCOUNTS)) {
      const owner = account.wallet.address;
      const computed = computeJettonWallet(code, chain.minter, owner);
      expect(computed?.code.layout).toBe('tep74');
      expect(computed?.address.equals(await chain.jettonWallet(owner))).toBe(true);
    }
  });

  it('a jetton wallet that is not the one computed from known code is refused before anything is built', async () => {
    const master = chain.minter.toString();
    const ptt = { symbol: 'PTT', contract: master, decimals: 9 };
    const before = await chain.jettonBalance(DEPOSIT);
    // The hot wallet's jetton wallet, as if a lying node had answered with it.
    const foreign = (await chain.jettonWallet(TON_TEST_ACCOUNTS.hot.wallet.address)).toString();
    const context = {
      expected: chosen(1_000_000_000n, ptt),
      sender: USER.wallet.address.toString({ bounceable: false }),
      jettonWallet: foreign,
      now: now(),
      sequenceNumber: SEQUENCE,
    };
    const code = await mintersWalletCode();
    expect(() =>
      buildTonDeposit(action(1_000_000_000n, ptt), { ...context, jettonWalletCode: code }),
    ).toThrow(/but your wallet for the PTT you chose is/);
    // The master's code hidden: no wallet can be computed, whatever the node vouches for.
    expect(() =>
      buildTonDeposit(action(1_000_000_000n, ptt), { ...context, jettonWalletCode: null }),
    ).toThrow(/does not give the wallet code of the PTT jetton/);
    // Code of the node's own that makes the foreign wallet's address: refused, not "recomputed".
    const own = beginCell().storeUint(0x0badc0de, 32).endCell();
    const made = contractAddress(0, {
      code: own,
      data: beginCell()
        .storeCoins(0)
        .storeAddress(USER.wallet.address)
        .storeAddress(chain.minter)
        .storeRef(own)
        .endCell(),
    });
    expect(() =>
      buildTonDeposit(action(1_000_000_000n, ptt), {
        ...context,
        jettonWallet: made.toString(),
        jettonWalletCode: own,
      }),
    ).toThrow(/is not one Portage knows/);
    expect(await chain.jettonBalance(DEPOSIT)).toBe(before);
  });
});
