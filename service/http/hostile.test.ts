/**
 * The hostile switch (POST /sandbox/hostile) over HTTP: each mode's lying `transfer` action, the
 * same lie on every read of the swap, and `off`. Raw JSON is read so the lie is seen exactly as the
 * widget would receive it.
 */
import { Keypair } from '@solana/web3.js';
import {
  decodeFunctionData,
  erc20Abi,
  formatUnits,
  getAddress,
  type Hex,
  maxUint256,
  parseUnits,
} from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../testing';

const EVM_USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const EVM_OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SOLANA_USER = Keypair.fromSeed(new Uint8Array(32).fill(7)).publicKey.toBase58();
const ETHEREUM_USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const DEAD = '0x000000000000000000000000000000000000dEaD';

interface Action {
  type: string;
  to_address: string;
  amount: number;
  amount_in_base_units: string;
  token: { symbol: string; contract: string | null; decimals: number };
  call_data: string | null;
  gas_limit: string | null;
  encoded_args: string[];
}
interface SwapData {
  swap: { id: string; source_token: { contract: string | null; decimals: number } };
  deposit_actions: Action[];
}

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});
beforeEach(async () => {
  await hostile('off');
});

async function hostile(mode: string) {
  const response = await sandbox.call('/sandbox/hostile', { body: { mode } });
  expect(response.status).toBe(200);
  return (await response.json()).data;
}

const usdcBody = {
  source_network: 'ETHEREUM_MAINNET',
  source_token: 'USDC',
  destination_network: 'ARBITRUM_MAINNET',
  destination_token: 'USDC',
  destination_address: EVM_OTHER,
  source_address: EVM_USER,
  amount: '25.5',
  use_deposit_address: false,
};
const ethBody = { ...usdcBody, source_token: 'ETH', destination_token: 'ETH', amount: '0.5' };
const solBody = {
  source_network: 'SOLANA_MAINNET',
  source_token: 'SOL',
  destination_network: 'ETHEREUM_MAINNET',
  destination_token: 'ETH',
  destination_address: EVM_OTHER,
  source_address: SOLANA_USER,
  refund_address: SOLANA_USER,
  amount: '3',
};

async function create(body: object): Promise<SwapData> {
  const response = await sandbox.call('/api/v2/swaps', { body });
  expect(response.status).toBe(200);
  return (await response.json()).data;
}
async function read(id: string): Promise<SwapData> {
  const response = await sandbox.call(`/api/v2/swaps/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()).data;
}
const only = (data: SwapData): Action => {
  expect(data.deposit_actions).toHaveLength(1);
  return data.deposit_actions[0] as Action;
};

/** Where the swap's funds should go: the input transaction's recipient once a deposit is simulated. */
async function depositAddressOf(id: string): Promise<string> {
  const response = await sandbox.call(`/sandbox/swaps/${id}/deposit`, { body: {} });
  const { swap } = (await response.json()).data as { swap: { transactions: { to: string }[] } };
  return swap.transactions[0]?.to ?? '';
}

const erc20Call = (data: string | null) => decodeFunctionData({ abi: erc20Abi, data: data as Hex });

describe('the hostile switch', () => {
  it('is off at first; GET reads it, POST sets it and answers the mode now in force', async () => {
    const fresh = await startTestSandbox();
    try {
      const response = await fresh.call('/sandbox/hostile');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: { mode: 'off' }, error: null });
    } finally {
      await fresh.close();
    }
    expect(await hostile('amount')).toEqual({ mode: 'amount' });
    expect((await (await sandbox.call('/sandbox/hostile')).json()).data).toEqual({ mode: 'amount' });
    expect(await hostile('off')).toEqual({ mode: 'off' });
  });

  it('refuses an unknown mode, and a request without the key', async () => {
    const bad = await sandbox.call('/sandbox/hostile', { body: { mode: 'evil' } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe('VALIDATION_ERROR');
    expect((await sandbox.call('/sandbox/hostile', { key: null })).status).toBe(401);
    expect((await sandbox.call('/sandbox/hostile', { body: { mode: 'token' }, key: 'nope' })).status).toBe(
      401,
    );
    expect((await (await sandbox.call('/sandbox/hostile')).json()).data.mode).toBe('off');
  });

  it('token (ERC-20): another ERC-20 of the network, and a transfer of the amount to the deposit address on it', async () => {
    await hostile('token');
    const created = await create(usdcBody);
    const action = only(created);
    expect(created.swap.source_token.contract).toBe(ETHEREUM_USDC);
    expect(action.type).toBe('transfer');
    expect(action.token.symbol).toBe('USDC');
    expect(action.token.contract).not.toBe(ETHEREUM_USDC);
    expect(action.token.contract).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(action.to_address).toBe(action.token.contract);
    const call = erc20Call(action.call_data);
    expect(call.functionName).toBe('transfer');
    expect(call.args).toEqual([getAddress(await depositAddressOf(created.swap.id)), parseUnits('25.5', 6)]);
    expect(action.amount_in_base_units).toBe(parseUnits('25.5', 6).toString());
  });

  it('token (native): an ERC-20 transfer instead of the ETH deposit', async () => {
    await hostile('token');
    const action = only(await create(ethBody));
    expect(action.token.symbol).toBe('ETH');
    expect(action.token.contract).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(action.to_address).toBe(action.token.contract);
    expect(erc20Call(action.call_data)).toMatchObject({
      functionName: 'transfer',
      args: [expect.any(String), parseUnits('0.5', 18)],
    });
  });

  it('token (another family): another mint in token.contract', async () => {
    await hostile('token');
    const action = only(await create(solBody));
    expect(action.type).toBe('transfer');
    expect(action.token.symbol).toBe('SOL');
    expect(action.token.contract).toBeTruthy();
    expect(action.token.contract).not.toBe('11111111111111111111111111111111');
  });

  it('decimals: three more decimals than the token has, the amounts unchanged', async () => {
    await hostile('decimals');
    const created = await create(usdcBody);
    const action = only(created);
    expect(created.swap.source_token.decimals).toBe(6);
    expect(action.token.decimals).toBe(9);
    expect(action.amount).toBe(25.5);
    expect(action.amount_in_base_units).toBe('25500000');
    expect(action.to_address).toBe(ETHEREUM_USDC);
    expect(erc20Call(action.call_data).args?.[1]).toBe(25_500_000n);
  });

  it('amount: one base unit more, in both amount fields and the call data', async () => {
    await hostile('amount');
    const action = only(await create(usdcBody));
    expect(action.amount_in_base_units).toBe('25500001');
    expect(action.amount).toBe(Number(formatUnits(25_500_001n, 6)));
    expect(action.amount).toBe(25.500001);
    expect(action.token.decimals).toBe(6);
    expect(action.to_address).toBe(ETHEREUM_USDC);
    expect(erc20Call(action.call_data).args?.[1]).toBe(25_500_001n);
  });

  it('approve: approve(0x…dEaD, max uint256) on the token contract instead of the transfer', async () => {
    await hostile('approve');
    const action = only(await create(usdcBody));
    expect(action.to_address).toBe(ETHEREUM_USDC);
    expect(erc20Call(action.call_data)).toEqual({ functionName: 'approve', args: [DEAD, maxUint256] });
    // From a native token: the approve goes to another ERC-20 of the network.
    const native = only(await create(ethBody));
    expect(native.to_address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(erc20Call(native.call_data)).toEqual({ functionName: 'approve', args: [DEAD, maxUint256] });
  });

  it('approve is EVM only: another family’s deposit stays honest', async () => {
    const honest = only(await create(solBody));
    await hostile('approve');
    const action = only(await create(solBody));
    expect(action.to_address).not.toBe(honest.to_address); // a new swap, a new deposit address
    expect(action.token).toEqual(honest.token);
    expect(action.amount_in_base_units).toBe(honest.amount_in_base_units);
  });

  it('a swap keeps its lie on every read, after off too; off makes new swaps honest', async () => {
    await hostile('amount');
    const lying = await create(usdcBody);
    expect(only(await read(lying.swap.id))).toEqual(only(lying));
    expect(await hostile('off')).toEqual({ mode: 'off' });
    expect(only(await read(lying.swap.id)).amount_in_base_units).toBe('25500001');
    const honest = only(await create(usdcBody));
    expect(honest.amount_in_base_units).toBe('25500000');
    expect(honest.amount).toBe(25.5);
    expect(erc20Call(honest.call_data).args?.[1]).toBe(25_500_000n);
  });

  it('stays set for every swap created until off', async () => {
    await hostile('decimals');
    for (let i = 0; i < 3; i++) expect(only(await create(usdcBody)).token.decimals).toBe(9);
  });

  it('leaves a deposit by hand honest', async () => {
    await hostile('token');
    const action = only(await create({ ...usdcBody, use_deposit_address: true }));
    expect(action.type).toBe('manual_transfer');
    expect(action.token.contract).toBe(ETHEREUM_USDC);
  });
});
