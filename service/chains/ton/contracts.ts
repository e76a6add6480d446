/**
 * What the local TON chain is made of: the real contracts (WalletV4 R2 from @ton/ton; the standard
 * TEP-74 jetton minter and wallet, compiled code from @ton-community/assets-sdk, of which only
 * the two code cells are used), the sandbox's fixed test keys, and the messages it sends and reads.
 *
 * The test keys are public (each is derived from a label written below with SHA-256): they hold
 * value only on this in-process chain and must never be used anywhere else.
 */

import {
  Address,
  beginCell,
  Cell,
  external,
  internal,
  loadMessage,
  type Message,
  SendMode,
  type Slice,
  type StateInit,
  storeMessage,
} from '@ton/core';
import { type KeyPair, keyPairFromSeed, sha256_sync } from '@ton/crypto';
import { WalletContractV4 } from '@ton/ton';
import { jettonMinterCode } from '@ton-community/assets-sdk/dist/jetton/contracts/build/jetton-minter.js';
import { jettonWalletCode } from '@ton-community/assets-sdk/dist/jetton/contracts/build/jetton-wallet.js';

export const JETTON_MINTER_CODE = Cell.fromBase64(jettonMinterCode.codeBoc);
export const JETTON_WALLET_CODE = Cell.fromBase64(jettonWalletCode.codeBoc);

/** TEP-74 operations (and the minter's `mint`, which this minter code numbers 21). */
export const OP = {
  transfer: 0x0f8a7ea5,
  transferNotification: 0x7362d09c,
  internalTransfer: 0x178d4519,
  excesses: 0xd53276db,
  mint: 21,
  comment: 0,
} as const;

/** Nanotons per TON. */
export const TON = 1_000_000_000n;

/** A sandbox test account: its key and its WalletV4 contract. */
export interface TonTestAccount {
  label: string;
  keyPair: KeyPair;
  wallet: WalletContractV4;
}

/** A fixed, public test key: SHA-256 of `portage-sandbox:ton:<label>` as the Ed25519 seed. */
export function testAccount(label: string): TonTestAccount {
  const keyPair = keyPairFromSeed(sha256_sync(`portage-sandbox:ton:${label}`));
  return { label, keyPair, wallet: WalletContractV4.create({ workchain: 0, publicKey: keyPair.publicKey }) };
}

/** The sandbox's TON accounts. `user` is the test user (the browser tests' TonConnect wallet). */
export const TON_TEST_ACCOUNTS = {
  /** Receives every TON deposit (told apart by the comment). */
  service: testAccount('service-wallet'),
  /** Sends outputs, refuels and refunds; holds TON and PTT. */
  hot: testAccount('hot-wallet'),
  /** The test user: funded with TON and PTT. */
  user: testAccount('user'),
  /** Another person, for tests that need a second sender. */
  other: testAccount('other-user'),
} as const;

/** The minter's initial state: no supply yet, `admin` may mint, the standard wallet code. */
export function jettonMinterInit(admin: Address, name: string): StateInit {
  const content = beginCell().storeUint(1, 8).storeStringTail(name).endCell();
  const data = beginCell()
    .storeCoins(0)
    .storeAddress(admin)
    .storeRef(content)
    .storeRef(JETTON_WALLET_CODE)
    .endCell();
  return { code: JETTON_MINTER_CODE, data };
}

/** The minter's `mint`: `amount` to `owner`'s jetton wallet, which gets `walletTon` nanotons. */
export function mintBody(minter: Address, owner: Address, amount: bigint, walletTon: bigint): Cell {
  const transfer = beginCell()
    .storeUint(OP.internalTransfer, 32)
    .storeUint(0, 64)
    .storeCoins(amount)
    .storeAddress(minter)
    .storeAddress(null)
    .storeCoins(0)
    .storeMaybeRef(null)
    .endCell();
  return beginCell()
    .storeUint(OP.mint, 32)
    .storeUint(0, 64)
    .storeAddress(owner)
    .storeCoins(walletTon)
    .storeRef(transfer)
    .endCell();
}

/** A text comment: op 0, then the UTF-8 text. */
export function textCell(text: string): Cell {
  return beginCell().storeUint(OP.comment, 32).storeStringTail(text).endCell();
}

/** The text of a comment cell (op 0 + text), or null for anything else. */
export function readComment(cell: Cell | null | undefined): string | null {
  if (!cell) return null;
  try {
    const slice = cell.beginParse();
    if (slice.remainingBits < 32 || slice.loadUint(32) !== OP.comment) return null;
    return slice.loadStringTail();
  } catch {
    return null;
  }
}

/** A TEP-74 `Either Cell ^Cell` payload: inline in the rest of the slice, or in a reference. */
export function loadEitherRef(slice: Slice): Cell {
  return slice.loadBit() ? slice.loadRef() : slice.asCell();
}

/**
 * The hash wallets and indexers use to name a transaction before it is found: the hash of the
 * external message normalized as TEP-467 says (no source, no import fee, no state init, the body
 * in a reference), so that the same signed body always has the same hash.
 */
export function normalizedHash(message: Message): string {
  if (message.info.type !== 'external-in') throw new Error('only an external message has a normalized hash');
  const normalized: Message = {
    info: { type: 'external-in', src: null, dest: message.info.dest, importFee: 0n },
    init: null,
    body: message.body,
  };
  return beginCell()
    .store(storeMessage(normalized, { forceRef: true }))
    .endCell()
    .hash()
    .toString('hex');
}

/** Reads a base64 BOC holding one external message. */
export function readExternal(boc: string): Message {
  const message = loadMessage(Cell.fromBase64(boc).beginParse());
  if (message.info.type !== 'external-in') throw new Error('the BOC is not an external message');
  return message;
}

/** A message as TonConnect describes it: destination, nanotons, optional body and init. */
export interface OutgoingMessage {
  /** Raw or user-friendly; a user-friendly address gives the bounce flag. */
  address: string;
  amount: bigint;
  body?: Cell | undefined;
  init?: StateInit | undefined;
}

/**
 * The external message a WalletV4 signs for some internal messages, exactly as a TonConnect
 * wallet sends them: mode 3 (fees paid separately, errors ignored), bounce as the address says,
 * the state init added while the wallet is not deployed (seqno 0).
 */
export function signWalletTransfer(input: {
  account: TonTestAccount;
  seqno: number;
  messages: readonly OutgoingMessage[];
  /** Unix seconds; defaults to one minute from now. */
  validUntil?: number;
  deployed: boolean;
}): Message {
  const { account, seqno } = input;
  const body = account.wallet.createTransfer({
    seqno,
    secretKey: account.keyPair.secretKey,
    sendMode: SendMode.PAY_GAS_SEPARATELY | SendMode.IGNORE_ERRORS,
    timeout: input.validUntil,
    messages: input.messages.map((message) =>
      internal({
        to: message.address,
        // TonConnect wallets bounce as the user-friendly address says (raw: bounceable).
        bounce: Address.isFriendly(message.address)
          ? Address.parseFriendly(message.address).isBounceable
          : true,
        value: message.amount,
        body: message.body,
        init: message.init,
      }),
    ),
  });
  return external({
    to: account.wallet.address,
    init: input.deployed ? undefined : account.wallet.init,
    body,
  });
}

/** A message as a base64 BOC, the form `sendBoc` takes. */
export function messageBoc(message: Message): string {
  return beginCell().store(storeMessage(message)).endCell().toBoc().toString('base64');
}
