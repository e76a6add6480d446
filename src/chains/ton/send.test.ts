/**
 * The preparation behind the TON preview and send, with a scripted node: what is asked of the
 * node (the expected master, never the action's), the jetton wallet computed from the master's
 * code only when that code is one Portage knows, and every hostile answer refused before
 * anything could be signed.
 */
import { Address, beginCell, type Cell, contractAddress } from '@ton/core';
import { JettonWallet } from '@ton-community/assets-sdk/dist/jetton/JettonWallet.js';
import { describe, expect, it } from 'vitest';
import { JETTON_WALLET_CODE } from '../../../service/chains/ton/contracts';
import type { ExpectedDeposit } from '../kit/expected';
import { DepositRefusal } from '../kit/refusal';
import { expectedFor } from '../sandbox-actions.test-support';
import { TonWalletError } from './errors';
import type { JettonWalletData } from './node';
import { TonNodeError } from './node-error';
import { type PreparedTonDeposit, prepareTonDeposit, type TonDepositNode } from './send';
import { TON_TOKEN, type TokenSpec, tonDepositAction } from './test-support';

const DEPOSIT = new Address(0, Buffer.alloc(32, 0x11));
const SENDER = new Address(0, Buffer.alloc(32, 0x22));
const MASTER = new Address(0, Buffer.alloc(32, 0x33));
const OTHER_MASTER = new Address(0, Buffer.alloc(32, 0x55));
const OTHER_OWNER = new Address(0, Buffer.alloc(32, 0x66));
const PTT: TokenSpec = { symbol: 'PTT', contract: MASTER.toString(), decimals: 9 };
const walletOf = (owner: Address, master: Address) =>
  JettonWallet.createFromConfig({ owner, jettonMaster: master }, JETTON_WALLET_CODE).address;
const TON = 1_000_000_000n;
/** Code a lying node hands out, and the wallet it makes "recompute" for the sender and MASTER. */
const NODE_CODE = beginCell().storeUint(0x0badc0de, 32).endCell();
const NODE_MADE_WALLET = contractAddress(0, {
  code: NODE_CODE,
  data: beginCell().storeCoins(0).storeAddress(SENDER).storeAddress(MASTER).storeRef(NODE_CODE).endCell(),
});
/** What a node that hides the master's jetton data answers `get_jetton_data`. */
const HIDDEN = new TonNodeError('node', 'The jetton master did not give its jetton data.');
/** The swap's sequence number: the comment `action()` carries. */
const SEQUENCE = 77n;

function action(amount: bigint, token: TokenSpec, raw: Record<string, unknown> = {}, sequence = SEQUENCE) {
  return tonDepositAction(
    {
      amount,
      token,
      depositAddress: DEPOSIT.toString(),
      sourceAddress: SENDER.toString({ bounceable: false }),
      sequenceNumber: sequence,
      network: 'LOCAL_TON',
    },
    raw,
  );
}

function chosen(amount: bigint, token: TokenSpec): ExpectedDeposit {
  return expectedFor({ family: 'ton', amount, token, network: { name: 'LOCAL_TON' } });
}

interface Script {
  /** Whose wallet of which master the node answers `get_wallet_address` with (the sender's PTT one). */
  owner?: Address;
  master?: Address;
  /** The wallet the node answers, when it is none of those. */
  wallet?: Address;
  /** The master's wallet code; an Error when `get_jetton_data` fails (thrown as it is). */
  code?: Cell | Error;
  /** The wallet's `get_wallet_data`. */
  data?: Partial<JettonWalletData> | null;
  ton?: bigint;
}

/**
 * A node answering as scripted; `asked` records every question, in order. Unless told otherwise,
 * the wallet's own `get_wallet_data` tells the truth about the wallet the node gave.
 */
function scriptedNode(script: Script = {}) {
  const asked: string[] = [];
  const owner = script.owner ?? SENDER;
  const master = script.master ?? MASTER;
  const wallet = script.wallet ?? walletOf(owner, master);
  const node: TonDepositNode = {
    async balance() {
      asked.push('balance');
      return script.ton ?? 10n * TON;
    },
    async jettonWallet(master, owner) {
      asked.push(
        `jettonWallet ${master.equals(MASTER) ? 'MASTER' : master.toString()} ${owner.equals(SENDER)}`,
      );
      return wallet;
    },
    async jettonWalletCode() {
      asked.push('jettonWalletCode');
      const code = script.code ?? JETTON_WALLET_CODE;
      if (code instanceof Error) throw code;
      return code;
    },
    async jettonWalletData() {
      asked.push('jettonWalletData');
      if (script.data === null) return null;
      return { balance: 5n * TON, owner, master, code: JETTON_WALLET_CODE, ...script.data };
    },
  };
  return { node, asked };
}

function prepare(
  node: TonDepositNode,
  a = action(TON, PTT),
  expected = chosen(TON, PTT),
  /** `null`: the swap's number is not known. */
  sequence: bigint | null = SEQUENCE,
) {
  return prepareTonDeposit({
    node,
    sender: SENDER.toString({ bounceable: false }),
    action: a,
    expected,
    sequenceNumber: sequence ?? undefined,
    networkName: 'Local TON',
    now: 1_790_000_000,
  });
}

describe('prepareTonDeposit', () => {
  it('TON: no jetton question, the preview read from the message', async () => {
    const { node, asked } = scriptedNode();
    const { preview } = await prepare(node, action(2n * TON, TON_TOKEN), chosen(2n * TON, TON_TOKEN));
    expect(asked).toEqual(['balance']);
    expect(preview).toEqual({
      amount: 2n * TON,
      decimals: 9,
      symbol: 'TON',
      network: 'Local TON',
      to: DEPOSIT.toString(),
      fee: null,
      caveat: null,
      memo: '77',
    });
  });

  it("a jetton: the expected master's code, the wallet computed from it, then its balance", async () => {
    const { node, asked } = scriptedNode();
    // The action spells the master raw; the node is asked about the chosen one.
    const { deposit, preview } = await prepare(node, action(TON, { ...PTT, contract: MASTER.toRawString() }));
    expect(asked).toEqual(['jettonWalletCode', 'jettonWallet MASTER true', 'balance', 'jettonWalletData']);
    expect(deposit.jettonWalletCode?.hash).toBe(JETTON_WALLET_CODE.hash().toString('hex'));
    expect(Address.parse(deposit.request.messages[0].address).equals(walletOf(SENDER, MASTER))).toBe(true);
    expect(preview).toMatchObject({ amount: TON, symbol: 'PTT', caveat: null, memo: '77' });
    expect(Address.parse(preview.to).equals(DEPOSIT)).toBe(true);
  });

  it('a node that cannot be reached is said so, not taken for a master hiding its code', async () => {
    const unreachable = new TonNodeError('unreachable', 'The TON node did not answer.');
    const { node, asked } = scriptedNode({ code: unreachable });
    await expect(prepare(node)).rejects.toBe(unreachable);
    expect(asked).toEqual(['jettonWalletCode']);
  });

  it('refuses too little of the jetton or of TON for the fees', async () => {
    await expect(prepare(scriptedNode({ data: { balance: TON - 1n } }).node)).rejects.toThrow(
      /holds 0\.999999999 PTT, less than the 1 PTT to send/,
    );
    await expect(prepare(scriptedNode({ ton: 50_000_000n }).node)).rejects.toBeInstanceOf(TonWalletError);
  });
});

/** Hostile answers and actions: refused, and no deposit comes out to be signed. */
describe('hostile TON preparations: refused, nothing built', () => {
  const cases: {
    name: string;
    script?: Script;
    action?: () => ReturnType<typeof action>;
    /** The swap's number the preparation is given (`null`: unknown); `SEQUENCE` when not said. */
    sequence?: bigint | null;
    code: string;
  }[] = [
    {
      name: "a node answering the sender's wallet of another master",
      script: { master: OTHER_MASTER },
      code: 'WRONG_JETTON_WALLET',
    },
    {
      name: "a node answering another owner's wallet",
      script: { owner: OTHER_OWNER },
      code: 'WRONG_JETTON_WALLET',
    },
    {
      name: "a node hiding the master's code, and vouching for the sender's wallet of another master",
      script: { master: OTHER_MASTER, code: HIDDEN },
      code: 'UNKNOWN_JETTON_CODE',
    },
    {
      name: "a node hiding the master's code, even answering the sender's real wallet",
      script: { code: HIDDEN },
      code: 'UNKNOWN_JETTON_CODE',
    },
    {
      name: 'a node supplying code of its own that makes the wallet it answers',
      script: { wallet: NODE_MADE_WALLET, code: NODE_CODE },
      code: 'UNKNOWN_JETTON_CODE',
    },
    {
      name: 'a node answering a wallet made from its own code, with the known code',
      script: { wallet: NODE_MADE_WALLET },
      code: 'WRONG_JETTON_WALLET',
    },
    {
      name: 'an action for another jetton master',
      action: () => action(TON, { ...PTT, contract: OTHER_MASTER.toString() }),
      code: 'WRONG_TOKEN',
    },
    {
      name: 'an action one base unit short',
      action: () => action(TON - 1n, PTT),
      code: 'WRONG_AMOUNT',
    },
    {
      name: 'an action for TON instead of the jetton',
      action: () => action(TON, TON_TOKEN),
      code: 'WRONG_TOKEN',
    },
    {
      name: 'an action carrying the comment of another swap',
      action: () => action(TON, PTT, {}, SEQUENCE + 1n),
      code: 'WRONG_SEQUENCE',
    },
    {
      name: 'an action with a free-text comment',
      action: () =>
        action(TON, PTT, {
          call_data: JSON.stringify({ amount: TON.toString(), asset: 'PTT', comment: 'swap 77' }),
        }),
      code: 'BAD_MEMO',
    },
    {
      name: 'an action without a comment',
      action: () => action(TON, PTT, { call_data: JSON.stringify({ amount: TON.toString(), asset: 'PTT' }) }),
      code: 'MISSING_FIELD',
    },
    {
      name: "the swap's number unknown",
      action: () => action(TON, PTT),
      sequence: null,
      code: 'NO_SEQUENCE',
    },
  ];
  let refused = 0;

  it.each(cases)('$name', async ({ script, action: make, sequence, code }) => {
    const { node, asked } = scriptedNode(script);
    let prepared: PreparedTonDeposit | undefined;
    const error = await prepare(node, make?.(), undefined, sequence === undefined ? SEQUENCE : sequence)
      .then((done) => {
        prepared = done;
      })
      .catch((cause: unknown) => cause);
    expect(prepared).toBeUndefined();
    expect(error).toBeInstanceOf(DepositRefusal);
    expect((error as DepositRefusal).code).toBe(code);
    expect((error as Error).message).toMatch(/^[A-Z].*\.$/);
    // Refused before the balances were even read.
    expect(asked).not.toContain('balance');
    if (make) expect(asked).toEqual([]);
    refused++;
  });

  it('tried every one and refused every one', () => {
    expect(refused).toBe(cases.length);
  });
});
