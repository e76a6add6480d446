/**
 * `use_depository` (a sandbox extension on the local chains): the wallet deposit action goes
 * through the depository the local network advertises; everywhere else the flag changes nothing.
 */
import { decodeFunctionData, getAddress, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { createCatalog, LOCAL_EVM_CHAINS, localEvmNetwork } from '../catalog';
import { DEPOSITORY_ABI, depositoryId } from '../deposits';
import { createSwapStore } from './store';
import type { CreateSwapRequest } from './types';

const TOKEN = getAddress('0x95bd8d42f30351685e96c62eddc0d0613bf9a87a');
const DEPOSITORY = getAddress('0x2b574555158337cd46d47c2ca57e4698a1f04e70');
const USER = getAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266');
const DESTINATION = getAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8');

function store(depositoryContract: string | null = DEPOSITORY) {
  const localNetworks = LOCAL_EVM_CHAINS.map((spec, index) =>
    localEvmNetwork({
      name: spec.name,
      displayName: spec.displayName,
      chainId: spec.chainId,
      nodeUrl: `http://127.0.0.1:${9545 + index}`,
      tokenContract: TOKEN,
      depositoryContract: depositoryContract ?? undefined,
    }),
  );
  return createSwapStore({ timeScale: 1, catalog: createCatalog({ localNetworks }) });
}

function request(overrides: Partial<CreateSwapRequest> = {}): CreateSwapRequest {
  return {
    source_network: 'LOCAL_L1',
    source_token: 'PTT',
    destination_network: 'LOCAL_L2',
    destination_token: 'PTT',
    destination_address: DESTINATION,
    amount: '250',
    source_address: USER,
    use_deposit_address: false,
    ...overrides,
  };
}

function actionOf(created: ReturnType<ReturnType<typeof store>['create']>) {
  const action = created.deposit_actions?.[0];
  if (!action) throw new Error('no deposit action');
  return { action, sequence: BigInt(created.swap.metadata.sequence_number) };
}

describe('use_depository', () => {
  it('advertises the depository in the local networks’ metadata', () => {
    const [l1] = createCatalog({
      localNetworks: [
        localEvmNetwork({
          name: 'LOCAL_L1',
          displayName: 'Local Chain A',
          chainId: 31337,
          nodeUrl: 'http://127.0.0.1:9545',
          tokenContract: TOKEN,
          depositoryContract: DEPOSITORY.toLowerCase(),
        }),
      ],
    }).listNetworks() as { metadata: Record<string, string> }[];
    expect(l1?.metadata.depository_contract).toBe(DEPOSITORY);
  });

  it('PTT on a local chain: depositERC20(id, token, depositAddress, amount) to the depository', () => {
    const { action, sequence } = actionOf(store().create(request({ use_depository: true })));
    expect(action).toMatchObject({
      type: 'transfer',
      to_address: DEPOSITORY,
      amount: 250,
      amount_in_base_units: '250000000000000000000',
      gas_limit: '120000',
    });
    expect(action.token.contract).toBe(TOKEN);
    const decoded = decodeFunctionData({ abi: DEPOSITORY_ABI, data: action.call_data as Hex });
    expect(decoded.functionName).toBe('depositERC20');
    const [id, token, receiver, amount] = decoded.args as readonly [Hex, Hex, Hex, bigint];
    expect(id).toBe(depositoryId(sequence));
    expect([token, amount]).toEqual([TOKEN, 250n * 10n ** 18n]);
    expect(action.encoded_args).toHaveLength(4);
    expect(action.encoded_args[0]).toBe(depositoryId(sequence));
    expect(`0x${action.encoded_args.map((word) => word.slice(2)).join('')}`).toBe(
      `0x${(action.call_data as string).slice(10)}`,
    );
    // The receiver is the swap's deposit address, a fresh one per swap.
    const other = actionOf(store().create(request({ use_depository: true })));
    expect(receiver).not.toBe(
      decodeFunctionData({ abi: DEPOSITORY_ABI, data: other.action.call_data as Hex }).args[2],
    );
  });

  it('ETH on a local chain: depositNative(id, depositAddress), the amount sent as value', () => {
    const { action, sequence } = actionOf(
      store().create(
        request({ source_token: 'ETH', destination_token: 'ETH', amount: '0.5', use_depository: true }),
      ),
    );
    expect(action).toMatchObject({ to_address: DEPOSITORY, amount_in_base_units: '500000000000000000' });
    expect(action.gas_limit).toBe('100000');
    const decoded = decodeFunctionData({ abi: DEPOSITORY_ABI, data: action.call_data as Hex });
    expect(decoded.functionName).toBe('depositNative');
    expect(decoded.args[0]).toBe(depositoryId(sequence));
    expect(action.encoded_args).toHaveLength(2);
  });

  it('changes nothing without the flag, with a deposit address, or where no depository is advertised', () => {
    const plain = actionOf(store().create(request())).action;
    expect(plain).toMatchObject({ type: 'transfer', to_address: TOKEN, gas_limit: null, encoded_args: [] });
    const manual = actionOf(
      store().create(request({ use_depository: true, use_deposit_address: true })),
    ).action;
    expect(manual).toMatchObject({ type: 'manual_transfer', call_data: null, encoded_args: [] });
    expect(manual.to_address).not.toBe(DEPOSITORY);
    const noDepository = actionOf(store(null).create(request({ use_depository: true }))).action;
    expect(noDepository).toMatchObject({ to_address: TOKEN, gas_limit: null, encoded_args: [] });
  });

  it('is ignored on the other networks, as before', () => {
    const swaps = store();
    const usdc = {
      source_network: 'ETHEREUM_MAINNET',
      source_token: 'USDC',
      destination_network: 'ARBITRUM_MAINNET',
      destination_token: 'USDC',
      amount: '100',
    };
    const withFlag = actionOf(swaps.create(request({ ...usdc, use_depository: true }))).action;
    const without = actionOf(swaps.create(request(usdc))).action;
    expect(withFlag.to_address).toBe(without.to_address);
    expect(withFlag.to_address).toBe(withFlag.token.contract);
    expect(withFlag).toMatchObject({ gas_limit: null, encoded_args: [] });
  });
});
