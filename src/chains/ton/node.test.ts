/**
 * The node client's jetton reads on toncenter's own answer shapes: the wallet code from a
 * master's `get_jetton_data`, and a jetton wallet's `get_wallet_data` (null while undeployed).
 */
import { Address, beginCell, type Cell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { createTonNodeClient, TonNodeError } from './node';

const MASTER = new Address(0, Buffer.alloc(32, 0x33));
const OWNER = new Address(0, Buffer.alloc(32, 0x22));
const WALLET = new Address(0, Buffer.alloc(32, 0x44));
const CODE = beginCell().storeUint(0xc0de, 16).endCell();

const cell = (value: Cell) => ['cell', { bytes: value.toBoc().toString('base64'), object: {} }];
const slice = (address: Address | null) => cell(beginCell().storeAddress(address).endCell());

/** A node that answers `runGetMethod` with `answers[method]`, as toncenter v2 does. */
function nodeAnswering(answers: Record<string, { exit_code: number; stack: unknown[] }>) {
  const asked: { method: string; address: string }[] = [];
  const fetchImpl = (async (_url: string, init: RequestInit) => {
    const { params } = JSON.parse(String(init.body)) as { params: { method: string; address: string } };
    asked.push({ method: params.method, address: params.address });
    const result = answers[params.method];
    return new Response(
      JSON.stringify(result ? { ok: true, result } : { ok: false, error: 'no such method' }),
    );
  }) as typeof fetch;
  return { client: createTonNodeClient('http://node.test', fetchImpl), asked };
}

describe('createTonNodeClient: jetton reads', () => {
  it("reads the wallet code from the master's jetton data", async () => {
    const { client, asked } = nodeAnswering({
      get_jetton_data: {
        exit_code: 0,
        stack: [
          ['num', '0x3b9aca00'],
          ['num', '-0x1'],
          slice(OWNER),
          cell(beginCell().endCell()),
          cell(CODE),
        ],
      },
    });
    expect((await client.jettonWalletCode(MASTER)).equals(CODE)).toBe(true);
    expect(Address.parse(asked[0]?.address ?? '').equals(MASTER)).toBe(true);
  });

  it('reads what a jetton wallet says of itself, and null for one not deployed', async () => {
    const { client } = nodeAnswering({
      get_wallet_data: { exit_code: 0, stack: [['num', '1500'], slice(OWNER), slice(MASTER), cell(CODE)] },
    });
    const data = await client.jettonWalletData(WALLET);
    expect(data?.balance).toBe(1500n);
    expect(data?.owner.equals(OWNER)).toBe(true);
    expect(data?.master.equals(MASTER)).toBe(true);
    expect(data?.code.equals(CODE)).toBe(true);
    const empty = nodeAnswering({ get_wallet_data: { exit_code: -13, stack: [] } }).client;
    expect(await empty.jettonWalletData(WALLET)).toBeNull();
  });

  it('turns an unreadable or failed answer into a TonNodeError', async () => {
    const short = nodeAnswering({ get_jetton_data: { exit_code: 0, stack: [['num', '0x1']] } }).client;
    await expect(short.jettonWalletCode(MASTER)).rejects.toBeInstanceOf(TonNodeError);
    const failed = nodeAnswering({ get_jetton_data: { exit_code: 11, stack: [] } }).client;
    await expect(failed.jettonWalletCode(MASTER)).rejects.toBeInstanceOf(TonNodeError);
    const garbled = nodeAnswering({ get_wallet_data: { exit_code: 0, stack: [['num', '1']] } }).client;
    await expect(garbled.jettonWalletData(WALLET)).rejects.toBeInstanceOf(TonNodeError);
  });
});
