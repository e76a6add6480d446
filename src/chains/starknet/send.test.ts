/**
 * The Starknet sending path against the sandbox's verifying ledger (its JSON-RPC app called in
 * process, no port): a wallet that signs v3 invokes with the test user's key, the sandbox's own
 * deposit actions, balances read back from the ledger.
 */
import { describe, expect, it, vi } from 'vitest';
import { signInvoke, unsignedInvoke } from '../../../service/chains/starknet/invoke';
import { LOCAL_STARKNET_CONTRACTS, STARKNET_TEST_ACCOUNTS } from '../../../service/chains/starknet/keys';
import { StarknetLedger } from '../../../service/chains/starknet/ledger';
import { LOCAL_STARKNET_CHAIN_ID } from '../../../service/chains/starknet/local';
import { createStarknetRpc } from '../../../service/chains/starknet/rpc';
import type { Network } from '../../api/types';
import type { DepositStage } from '../kit/contract';
import { ExpectedDepositError } from '../kit/expected';
import { StarknetDepositError } from './deposit';
import { describeStarknetError } from './errors';
import { createStarknetNodeClient } from './node';
import {
  previewStarknetDeposit,
  type StarknetSendInput,
  type StarknetWalletApi,
  sendStarknetDeposit,
} from './send';
import { starknetDepositAction, starknetExpected } from './test-support';

const { user: USER, serviceWallet: SERVICE } = STARKNET_TEST_ACCOUNTS;
const { ptt: PTT, watchdog: WATCHDOG } = LOCAL_STARKNET_CONTRACTS;
const SEQUENCE = 424242n;
const UNIT = 10n ** 18n;

function setUp(userPtt = 100n * UNIT) {
  const ledger = new StarknetLedger(LOCAL_STARKNET_CHAIN_ID, WATCHDOG);
  ledger.addAccount(USER.address, USER.publicKey);
  ledger.addToken(PTT, { [USER.address]: userPtt });
  const app = createStarknetRpc(ledger);
  const node = createStarknetNodeClient('http://ledger.test/', (url, init) =>
    Promise.resolve(app.fetch(new Request(String(url), init))),
  );
  const invoked: unknown[] = [];
  let walletChain = LOCAL_STARKNET_CHAIN_ID;
  let switchable = true;
  const request = vi.fn(async (call: { type: string; params?: unknown }): Promise<unknown> => {
    switch (call.type) {
      case 'wallet_requestChainId':
        return walletChain;
      case 'wallet_switchStarknetChain':
        if (switchable) walletChain = (call.params as { chainId: string }).chainId;
        return switchable;
      case 'wallet_addInvokeTransaction': {
        const { calls } = call.params as {
          calls: { contract_address: string; entry_point: string; calldata: string[] }[];
        };
        invoked.push(calls);
        const tx = unsignedInvoke(
          USER.address,
          calls.map((c) => ({
            contractAddress: c.contract_address,
            entrypoint: c.entry_point,
            calldata: c.calldata,
          })),
          ledger.nonce(USER.address) ?? 0n,
        );
        return {
          transaction_hash: ledger.addInvoke(signInvoke(tx, LOCAL_STARKNET_CHAIN_ID, USER.privateKey)).hash,
        };
      }
    }
    throw new Error(`unexpected ${call.type}`);
  });
  const wallet = { request } as unknown as StarknetWalletApi;
  return {
    ledger,
    node,
    wallet,
    request,
    invoked,
    onWrongChain(chain: string, canSwitch: boolean) {
      walletChain = chain;
      switchable = canSwitch;
    },
  };
}

const network = {
  name: 'LOCAL_STARKNET',
  display_name: 'Local Starknet',
  chain_id: LOCAL_STARKNET_CHAIN_ID,
  metadata: { watchdog_contract: WATCHDOG },
} as Network;

const PTT_TOKEN = { symbol: 'PTT', contract: PTT, decimals: 18 };
/** What the person chose: `amount` of PTT on the local network. */
const chosen = (amount: bigint) =>
  starknetExpected({ amount, token: PTT_TOKEN, network: network.name, chainId: LOCAL_STARKNET_CHAIN_ID });

function input(amount: bigint, extra: Partial<StarknetSendInput> = {}) {
  const hashes: string[] = [];
  const stages: DepositStage[] = [];
  const action = starknetDepositAction({
    amount,
    token: PTT_TOKEN,
    depositAddress: SERVICE.address,
    sourceAddress: USER.address,
    sequenceNumber: SEQUENCE,
    watchdogContract: WATCHDOG,
    network: network.name,
  });
  const value: StarknetSendInput = {
    action,
    network,
    expected: chosen(amount),
    sequenceNumber: SEQUENCE,
    onHash: (hash) => hashes.push(hash),
    onStage: (stage) => stages.push(stage),
    ...extra,
  };
  return { value, hashes, stages };
}

describe('sendStarknetDeposit', () => {
  it('has the wallet execute the checked transfer + watch as one invoke, and reports its hash', async () => {
    const t = setUp();
    const { value, hashes, stages } = input(25n * UNIT, { sequenceNumber: SEQUENCE });
    const hash = await sendStarknetDeposit(t.wallet, USER.address, t.node, value, { receiptPollMs: 1 });
    expect(hashes).toEqual([hash]);
    expect(stages).toEqual(['preparing', 'sending']);
    expect(t.invoked).toEqual([
      [
        {
          contract_address: PTT,
          entry_point: 'transfer',
          calldata: [SERVICE.address, (25n * UNIT).toString(), '0'],
        },
        { contract_address: WATCHDOG, entry_point: 'watch', calldata: [SEQUENCE.toString()] },
      ],
    ]);
    const landed = t.ledger.get(hash);
    expect(landed).toMatchObject({ status: 'SUCCEEDED', watched: [SEQUENCE] });
    expect(t.ledger.balanceOf(PTT, USER.address)).toBe(75n * UNIT);
    expect(t.ledger.balanceOf(PTT, SERVICE.address)).toBe(25n * UNIT);
  });

  it('never asks the wallet when the balance is short, and says how much there is', async () => {
    const t = setUp(10n * UNIT);
    const { value, hashes } = input(25n * UNIT);
    const error = await sendStarknetDeposit(t.wallet, USER.address, t.node, value).catch((e: unknown) => e);
    expect(describeStarknetError(error, 'Local Starknet')).toEqual({
      kind: 'insufficient_funds',
      message: 'Your wallet holds 10 PTT on Local Starknet, less than the 25 PTT to send. Nothing was sent.',
    });
    expect(t.request).not.toHaveBeenCalled();
    expect(hashes).toEqual([]);
  });

  it('refuses an action for another swap before the wallet is asked anything', async () => {
    const t = setUp();
    const { value } = input(1n * UNIT, { sequenceNumber: SEQUENCE + 1n });
    await expect(sendStarknetDeposit(t.wallet, USER.address, t.node, value)).rejects.toBeInstanceOf(
      StarknetDepositError,
    );
    expect(t.request).not.toHaveBeenCalled();
  });

  it('never takes the watchdog from the action: a network list without one refuses the deposit', async () => {
    const t = setUp();
    const { value } = input(1n * UNIT, { sequenceNumber: SEQUENCE });
    const listed = { ...network, metadata: {} } as Network;
    const action = { ...value.action, network: { ...network, metadata: { watchdog_contract: WATCHDOG } } };
    await expect(
      sendStarknetDeposit(t.wallet, USER.address, t.node, { ...value, network: listed, action }),
    ).rejects.toBeInstanceOf(StarknetDepositError);
    expect(t.request).not.toHaveBeenCalled();
  });

  it('switches a wallet on another chain, and stops when it cannot', async () => {
    const t = setUp();
    t.onWrongChain('0x534e5f4d41494e', true);
    const first = input(1n * UNIT);
    await sendStarknetDeposit(t.wallet, USER.address, t.node, first.value, { receiptPollMs: 1 });
    expect(first.stages).toEqual(['preparing', 'switching', 'sending']);

    t.onWrongChain('0x534e5f4d41494e', false);
    const second = input(1n * UNIT);
    const error = await sendStarknetDeposit(t.wallet, USER.address, t.node, second.value).catch(
      (e: unknown) => e,
    );
    expect(describeStarknetError(error).kind).toBe('wrong_network');
    expect(t.invoked).toHaveLength(1);
    expect(second.hashes).toEqual([]);
  });

  it('signs on the chosen network’s chain, whatever chain /networks names now', async () => {
    const t = setUp();
    // /networks now says mainnet; the person chose the local network (its chain in the route lists).
    const mainnet = { ...network, chain_id: '0x534e5f4d41494e' } as Network;
    const sent = input(1n * UNIT);
    await sendStarknetDeposit(
      t.wallet,
      USER.address,
      t.node,
      { ...sent.value, network: mainnet },
      {
        receiptPollMs: 1,
      },
    );
    expect(sent.stages).toEqual(['preparing', 'sending']);
    expect(t.request).not.toHaveBeenCalledWith(
      expect.objectContaining({ type: 'wallet_switchStarknetChain' }),
    );

    // A wallet on mainnet is switched to the chosen chain, not left there.
    t.onWrongChain('0x534e5f4d41494e', true);
    const switched = input(1n * UNIT);
    await sendStarknetDeposit(
      t.wallet,
      USER.address,
      t.node,
      { ...switched.value, network: mainnet },
      {
        receiptPollMs: 1,
      },
    );
    expect(t.request).toHaveBeenCalledWith({
      type: 'wallet_switchStarknetChain',
      params: { chainId: `0x${BigInt(LOCAL_STARKNET_CHAIN_ID).toString(16)}` },
    });
    expect(t.invoked).toHaveLength(2);
  });

  it('refuses, before the wallet is asked, a choice with no chain id', async () => {
    const t = setUp();
    const { value } = input(1n * UNIT);
    const expected = starknetExpected({
      amount: 1n * UNIT,
      token: PTT_TOKEN,
      network: network.name,
      chainId: null,
    });
    await expect(previewStarknetDeposit(USER.address, t.node, { ...value, expected })).rejects.toMatchObject({
      code: 'NO_CHAIN_ID',
    });
    await expect(
      sendStarknetDeposit(t.wallet, USER.address, t.node, { ...value, expected }),
    ).rejects.toMatchObject({
      code: 'NO_CHAIN_ID',
    });
    expect(t.request).not.toHaveBeenCalled();
  });

  it('reports the hash, then says so when the deposit reverted', async () => {
    const t = setUp();
    const reverting = {
      ...t.node,
      receipt: async () => ({ execution_status: 'REVERTED', revert_reason: "'u256_sub Overflow'\n" }),
    };
    const { value, hashes } = input(1n * UNIT);
    const error = await sendStarknetDeposit(t.wallet, USER.address, reverting, value).catch(
      (e: unknown) => e,
    );
    expect(hashes).toHaveLength(1);
    expect(describeStarknetError(error, 'Local Starknet')).toEqual({
      kind: 'failed_onchain',
      message:
        "The deposit failed on Local Starknet (reason: 'u256_sub Overflow'). The amount was not sent; only the network fee was spent.",
    });
  });

  it('refuses an action that is not what the person chose before the wallet is asked anything', async () => {
    const t = setUp();
    // The service asks for one base unit more than the person typed.
    const { value, hashes } = input(1n * UNIT + 1n, { expected: chosen(UNIT) });
    const error = await sendStarknetDeposit(t.wallet, USER.address, t.node, value).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExpectedDepositError);
    expect((error as ExpectedDepositError).code).toBe('WRONG_AMOUNT');
    expect(t.request).not.toHaveBeenCalled();
    expect(hashes).toEqual([]);
    expect(t.ledger.balanceOf(PTT, USER.address)).toBe(100n * UNIT);
  });
});

describe('previewStarknetDeposit', () => {
  it('shows what would be executed, decoded from the built calls, without asking the wallet', async () => {
    const t = setUp();
    const { value } = input(25n * UNIT, { sequenceNumber: SEQUENCE });
    expect(await previewStarknetDeposit(USER.address, t.node, value)).toEqual({
      amount: 25n * UNIT,
      decimals: 18,
      symbol: 'PTT',
      network: 'Local Starknet',
      to: SERVICE.address,
      memo: '424242',
    });
    expect(t.request).not.toHaveBeenCalled();
    expect(t.ledger.balanceOf(PTT, USER.address)).toBe(100n * UNIT);
  });

  it('refuses what sending would refuse: a short balance, an action that is not what was chosen', async () => {
    const t = setUp(10n * UNIT);
    const short = await previewStarknetDeposit(USER.address, t.node, input(25n * UNIT).value).catch(
      (e: unknown) => e,
    );
    expect(describeStarknetError(short).kind).toBe('insufficient_funds');
    const { value } = input(1n * UNIT);
    const lying = {
      ...value,
      action: { ...value.action, token: { ...PTT_TOKEN, decimals: 6 }, amount: 1e12 },
    };
    await expect(previewStarknetDeposit(USER.address, t.node, lying)).rejects.toMatchObject({
      name: 'ExpectedDepositError',
      code: 'WRONG_DECIMALS',
    });
    expect(t.request).not.toHaveBeenCalled();
  });
});
