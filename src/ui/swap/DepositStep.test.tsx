// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiConfigProvider } from '../../api/context';
import { apiKeys } from '../../api/keys';
import type { DepositAction, SwapResponse } from '../../api/types';
import type { DepositPreview, FamilyWallet, PreviewDepositInput } from '../../chains/kit/contract';
import type { ExpectedDeposit } from '../../chains/kit/expected';
import { useSwapsStore } from '../../state/swaps';
import { depositPage } from '../../swap/deposit';
import { DepositStep } from './DepositStep';

const BASE = 'http://service.test';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const DEPOSIT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

const fake = vi.hoisted(() => ({ wallet: null as unknown }));
vi.mock('../../wallets/host', () => ({
  useFamilyWallet: () => (fake.wallet ? { status: 'ready', wallet: fake.wallet } : { status: 'loading' }),
}));
vi.mock('../../api/hooks', async (original) => ({
  ...(await original<typeof import('../../api/hooks')>()),
  useDepositSpeedup: () => ({ mutate: () => undefined }),
}));

const NETWORK = { name: 'ETHEREUM_MAINNET', display_name: 'Ethereum', type: 'evm', chain_id: '1' };
const SOURCES = [{ ...NETWORK, tokens: [{ symbol: 'USDC', contract: USDC, decimals: 6 }] }];

function action(patch: Partial<DepositAction> = {}): DepositAction {
  return {
    type: 'transfer',
    to_address: USDC,
    amount: 12.5,
    amount_in_base_units: '12500000',
    network: NETWORK,
    token: { symbol: 'USDC', contract: USDC, decimals: 6 },
    call_data: '0x',
    ...patch,
  } as DepositAction;
}

function response(deposit: DepositAction, patch: Partial<SwapResponse['swap']> = {}): SwapResponse {
  return {
    swap: {
      id: 'swap-1',
      status: 'user_transfer_pending',
      created_date: new Date().toISOString(),
      source_network: NETWORK,
      source_token: { symbol: 'USDC', contract: USDC, decimals: 9 },
      destination_network: { name: 'ARBITRUM_MAINNET', display_name: 'Arbitrum One' },
      destination_token: { symbol: 'USDC' },
      destination_address: RECEIVER,
      requested_amount: 12.5,
      use_deposit_address: false,
      transactions: [],
      ...patch,
    },
    deposit_actions: [deposit, { ...deposit, type: 'manual_transfer', to_address: DEPOSIT }],
  } as SwapResponse;
}

const EXPECTED: ExpectedDeposit = {
  origin: 'created',
  network: { name: 'ETHEREUM_MAINNET', family: 'evm', chainId: '1' },
  token: { symbol: 'USDC', contract: USDC, decimals: 6 },
  amount: '12500000',
  destination: { network: 'ARBITRUM_MAINNET', address: RECEIVER },
  depository: null,
};

function renderStep(data: SwapResponse) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(apiKeys.sources(BASE), SOURCES);
  client.setQueryData(apiKeys.networks(BASE), [NETWORK]);
  return render(
    <QueryClientProvider client={client}>
      <ApiConfigProvider config={{ baseUrl: BASE, apiKey: 'k' }}>
        <DepositStep data={data} />
      </ApiConfigProvider>
    </QueryClientProvider>,
  );
}

function fakeWallet(patch: Partial<FamilyWallet> = {}) {
  const sent: PreviewDepositInput[] = [];
  const wallet: FamilyWallet = {
    family: 'evm',
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    chainId: 1,
    connect: () => undefined,
    disconnect: () => undefined,
    readBalance: async () => null,
    feeReserve: async () => 0n,
    previewDeposit: async (): Promise<DepositPreview> => ({
      amount: 12_500_000n,
      decimals: 6,
      symbol: 'USDC',
      network: 'Ethereum',
      to: DEPOSIT,
      approve: null,
    }),
    sendDeposit: async (input) => {
      sent.push(input);
      input.onHash('0xabc');
      return '0xabc';
    },
    describeError: (error) => ({ kind: 'refused', message: error instanceof Error ? error.message : 'x' }),
    ...patch,
  };
  fake.wallet = wallet;
  return { wallet, sent };
}

function storeSwap(expected: ExpectedDeposit | undefined) {
  useSwapsStore.getState().add({
    id: 'swap-1',
    createdAt: Date.now(),
    sourceNetwork: 'ETHEREUM_MAINNET',
    sourceNetworkName: 'Ethereum',
    sourceToken: 'USDC',
    destinationNetwork: 'ARBITRUM_MAINNET',
    destinationToken: 'USDC',
    amount: '12.5',
    destinationAddress: RECEIVER,
    depositMethod: 'wallet',
    ...(expected ? { expected } : {}),
  });
}

/** The rows of what the wallet will sign, as [label, value]. */
function previewRows() {
  return [...screen.getByTestId('deposit-preview').querySelectorAll(':scope > div')].map((row) => [
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.textContent,
  ]);
}

const realRecordDeposit = useSwapsStore.getState().recordDeposit;

beforeEach(() => {
  localStorage.clear();
  useSwapsStore.setState({ swaps: [], recordDeposit: realRecordDeposit });
  // This page's memory of unrecorded deposits outlives a screen, so it would outlive a test too.
  depositPage.unrecorded.clear();
  depositPage.sending.clear();
  fake.wallet = null;
});
afterEach(cleanup);

describe('a swap this browser did not create', () => {
  it('shows where it pays out and what it asks for, with no way to pay before the confirmation', async () => {
    const { sent } = fakeWallet();
    renderStep(response(action()));
    expect(await screen.findByRole('heading', { name: 'Check this swap first' })).toBeTruthy();
    expect(screen.getByTestId('payout-address').textContent).toBe(RECEIVER);
    // 12.5 USDC in the route lists' 6 decimals (the swap's own record says 9).
    expect(screen.getByText('12.5 USDC')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /from wallet/ })).toBeNull();
    const next = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('I checked this address is mine.'));
    fireEvent.click(next);
    // Confirmed: the swap is kept with the expectation derived from the route lists.
    expect(useSwapsStore.getState().get('swap-1')?.expected).toEqual({
      ...EXPECTED,
      origin: 'confirmed',
      baseAssetId: null,
    });
    expect(await screen.findByRole('button', { name: 'Send 12.5 USDC from wallet' })).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('a swap an older version stored here (its payout chosen here) needs no confirmation', async () => {
    fakeWallet();
    storeSwap(undefined);
    renderStep(response(action()));
    expect(await screen.findByRole('button', { name: 'Send 12.5 USDC from wallet' })).toBeTruthy();
    expect(useSwapsStore.getState().get('swap-1')?.expected?.origin).toBe('created');
  });

  it('says so, and shows nothing to pay, when its token is not in the route lists', async () => {
    renderStep(response(action(), { source_token: { symbol: 'USDC', contract: `0x${'1'.repeat(40)}` } }));
    expect(
      (await screen.findByRole('alert')).textContent?.startsWith(
        'Portage cannot check this swap against the networks it lists (its token is not listed on that network)',
      ),
    ).toBe(true);
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });
});

describe('the wallet deposit', () => {
  it('says what will be sent, from where and to where, before the wallet is asked anything', async () => {
    const { sent } = fakeWallet();
    storeSwap(EXPECTED);
    renderStep(response(action()));
    const send = (await screen.findByRole('button', {
      name: 'Send 12.5 USDC from wallet',
    })) as HTMLButtonElement;
    await waitFor(() => expect(send.disabled).toBe(false));
    const summary = screen.getByTestId('send-summary');
    // At the top of the step, above what the wallet will sign and the button.
    expect(
      summary.compareDocumentPosition(screen.getByTestId('deposit-preview')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByTestId('deposit-amount').textContent).toBe('12.5 USDC');
    expect(summary.textContent).toContain('You send');
    expect(summary.textContent).toContain('on Ethereum');
    expect(summary.textContent).toContain('From0xf39F…2266');
    // The deposit address, read from the deposit built for the wallet: shortened, whole on hover.
    const to = screen.getByTestId('send-summary-to');
    expect(to.textContent).toBe('0x3C44…93BC');
    expect(to.querySelector('code')?.getAttribute('title')).toBe(DEPOSIT);
    expect(sent).toHaveLength(0);
  });

  it('shows what will be signed, read from the built deposit, and only then offers Send', async () => {
    let release: (preview: DepositPreview) => void = () => undefined;
    const { sent } = fakeWallet({
      previewDeposit: () =>
        new Promise<DepositPreview>((resolve) => {
          release = resolve;
        }),
    });
    storeSwap(EXPECTED);
    renderStep(response(action()));
    const send = (await screen.findByRole('button', {
      name: 'Send 12.5 USDC from wallet',
    })) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    expect(await screen.findByText('Checking what your wallet will be asked to sign…')).toBeTruthy();
    await act(async () =>
      release({
        amount: 12_500_000n,
        decimals: 6,
        symbol: 'USDC',
        network: 'Ethereum',
        to: DEPOSIT,
        approve: null,
      }),
    );
    expect(previewRows()).toEqual([
      ['Amount', '12.5 USDC'],
      ['Network', 'Ethereum'],
      ['To', DEPOSIT],
    ]);
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.expected).toEqual(EXPECTED);
    expect(sent[0]?.network.name).toBe('ETHEREUM_MAINNET');
  });

  it('says an approve, its amount and the contract, and a caveat', async () => {
    fakeWallet({
      previewDeposit: async () => ({
        amount: 12_500_000n,
        decimals: 6,
        symbol: 'USDC',
        network: 'Ethereum',
        to: DEPOSIT,
        viaContract: true,
        approve: 12_500_000n,
        caveat: 'Checked by a second read only.',
      }),
    });
    storeSwap(EXPECTED);
    renderStep(response(action()));
    await screen.findByTestId('deposit-preview');
    expect(previewRows()).toEqual([
      ['Amount', '12.5 USDC'],
      ['Network', 'Ethereum'],
      ['Deposit contract', DEPOSIT],
      ['Approval first', '12.5 USDC'],
    ]);
    expect(screen.getByTestId('preview-caveat').textContent).toBe('Checked by a second read only.');
    expect(screen.getByRole('region', { name: 'What your wallet will sign' })).toBeTruthy();
  });

  it('says an allowance reset before the approve: from 0 to the amount', async () => {
    fakeWallet({
      previewDeposit: async () => ({
        amount: 12_500_000n,
        decimals: 6,
        symbol: 'USDT',
        network: 'Ethereum',
        to: DEPOSIT,
        viaContract: true,
        approve: 12_500_000n,
        resetsAllowance: true,
      }),
    });
    storeSwap(EXPECTED);
    renderStep(response(action()));
    await screen.findByTestId('deposit-preview');
    expect(previewRows().at(-1)).toEqual(['Approval first', '0 USDT → 12.5 USDT']);
  });

  it('says the swap number the deposit carries, beside its address, and hands the builder the number', async () => {
    const asked: PreviewDepositInput[] = [];
    fakeWallet({
      previewDeposit: async (input) => {
        asked.push(input);
        return {
          amount: 12_500_000n,
          decimals: 6,
          symbol: 'USDC',
          network: 'Ethereum',
          to: DEPOSIT,
          memo: '11177265',
        };
      },
    });
    storeSwap(EXPECTED);
    renderStep(response(action(), { metadata: { sequence_number: '11177265' } }));
    await screen.findByTestId('deposit-preview');
    expect(previewRows()).toEqual([
      ['Amount', '12.5 USDC'],
      ['Network', 'Ethereum'],
      ['To', DEPOSIT],
      ['Swap number', '11177265'],
    ]);
    expect(screen.getByTestId('preview-memo').textContent).toBe('11177265');
    expect(asked[0]?.sequenceNumber).toBe(11177265n);
  });

  it('a builder’s refusal is said instead of a Send button, and nothing is sent', async () => {
    const { sent } = fakeWallet({
      previewDeposit: async () => {
        throw new Error('The service asks for something else: Portage will not sign it.');
      },
    });
    storeSwap(EXPECTED);
    renderStep(response(action()));
    expect(await screen.findByText(/Portage will not sign it\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /from wallet/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    // What would be sent is not left above the refusal.
    expect(screen.queryByTestId('send-summary')).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('a node that did not answer the preview may be asked again; a refusal may not', async () => {
    let calls = 0;
    fakeWallet({
      previewDeposit: async () => {
        calls += 1;
        if (calls === 1) throw new Error('fetch failed');
        return { amount: 12_500_000n, decimals: 6, symbol: 'USDC', network: 'Ethereum', to: DEPOSIT };
      },
      describeError: () => ({ kind: 'node_unreachable', message: 'The network’s node did not answer.' }),
    });
    storeSwap(EXPECTED);
    renderStep(response(action()));
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('deposit-preview')).toBeTruthy();
    expect(calls).toBe(2);
    const send = screen.getByRole('button', { name: 'Send 12.5 USDC from wallet' }) as HTMLButtonElement;
    expect(send.disabled).toBe(false);
  });

  it.each([
    [
      'another token contract',
      action({ token: { symbol: 'USDC', contract: `0x${'2'.repeat(40)}`, decimals: 6 } }),
    ],
    ['other decimals', action({ token: { symbol: 'USDC', contract: USDC, decimals: 9 } })],
    ['one base unit more', action({ amount_in_base_units: '12500001' })],
    ['another network', action({ network: { ...NETWORK, name: 'BASE_MAINNET' } })],
  ])('an action with %s is refused before the wallet module is asked to preview', async (_name, lying) => {
    const preview = vi.fn();
    fakeWallet({ previewDeposit: preview });
    storeSwap(EXPECTED);
    renderStep(response(lying));
    expect((await screen.findByTestId('deposit-refused')).textContent).toMatch(/Portage will not sign it\.$/);
    expect(preview).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /from wallet/ })).toBeNull();
  });

  it('a deposit that cannot be recorded is not sent, and Send stays hidden with the reason', async () => {
    const { sent } = fakeWallet();
    storeSwap(EXPECTED);
    renderStep(response(action()));
    const send = await screen.findByRole('button', { name: 'Send 12.5 USDC from wallet' });
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
    // Another hash already stored for this swap: the record is refused.
    const recordDeposit = vi.spyOn(useSwapsStore.getState(), 'recordDeposit').mockReturnValue(false);
    useSwapsStore.setState({ recordDeposit });
    fireEvent.click(send);
    expect((await screen.findByTestId('deposit-not-recorded')).textContent).toMatch(
      /could not be recorded in this browser/,
    );
    expect(sent).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /from wallet/ })).toBeNull();
  });
});

describe('the wallet deposit remembers the swap’s deposit address', () => {
  it('a native transfer’s address is stored with the swap; a token contract is not', async () => {
    fakeWallet();
    storeSwap(EXPECTED);
    renderStep(response(action()));
    await screen.findByRole('button', { name: 'Send 12.5 USDC from wallet' });
    // The ERC-20 transfer is called on USDC's contract: no deposit address of this swap's.
    expect(useSwapsStore.getState().get('swap-1')?.depositAddress).toBeUndefined();
    cleanup();

    // The native coin: no contract in the service's words, null in the person's.
    const eth = { symbol: 'ETH', decimals: 18 };
    const native = action({
      to_address: DEPOSIT,
      token: eth,
      amount: 1,
      amount_in_base_units: `${10n ** 18n}`,
      call_data: '0x13e1',
    });
    useSwapsStore.setState({ swaps: [] });
    storeSwap({ ...EXPECTED, token: { ...eth, contract: null }, amount: `${10n ** 18n}` });
    renderStep(response(native, { source_token: eth }));
    await waitFor(() => expect(useSwapsStore.getState().get('swap-1')?.depositAddress).toBe(DEPOSIT));
  });
});

describe('the wallet deposit, once', () => {
  async function readySend() {
    const send = (await screen.findByRole('button', {
      name: 'Send 12.5 USDC from wallet',
    })) as HTMLButtonElement;
    await waitFor(() => expect(send.disabled).toBe(false));
    return send;
  }

  it('stores the hash the moment the wallet gives it, before the wallet has even answered', async () => {
    const order: string[] = [];
    const unsubscribe = useSwapsStore.subscribe((state) => {
      const hash = state.get('swap-1')?.deposit?.txHash;
      if (hash && !order.includes('stored')) order.push('stored');
    });
    const { sent } = fakeWallet({
      sendDeposit: async (input) => {
        input.onHash('0xabc');
        order.push('answered');
        return '0xabc';
      },
    });
    storeSwap(EXPECTED);
    renderStep(response(action()));
    fireEvent.click(await readySend());
    await waitFor(() => expect(useSwapsStore.getState().get('swap-1')?.deposit?.txHash).toBe('0xabc'));
    unsubscribe();
    expect(order).toEqual(['stored', 'answered']);
    expect(sent).toHaveLength(0);
  });

  it('a double click asks the wallet once', async () => {
    const { sent } = fakeWallet();
    storeSwap(EXPECTED);
    renderStep(response(action()));
    const send = await readySend();
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(useSwapsStore.getState().get('swap-1')?.deposit?.txHash).toBe('0xabc');
  });

  it('a hash this browser could not store is said as sent, shown to copy, and Send never comes back', async () => {
    const { sent } = fakeWallet();
    storeSwap(EXPECTED);
    renderStep(response(action()));
    const send = await readySend();
    // The swap's marker is stored; its hash is not (the store refuses it).
    useSwapsStore.setState({
      recordDeposit: (id, deposit) => (deposit.txHash ? false : realRecordDeposit(id, deposit)),
    });
    fireEvent.click(send);
    expect((await screen.findByTestId('deposit-hash')).textContent).toBe('0xabc');
    expect(screen.getByTestId('deposit-hash-not-recorded').textContent).toMatch(/^Deposit sent/);
    expect(screen.queryByRole('button', { name: /from wallet/ })).toBeNull();
    expect(screen.queryByTestId('send-summary')).toBeNull();
    // A screen mounted again in this page says the same.
    cleanup();
    renderStep(response(action()));
    expect((await screen.findByTestId('deposit-hash')).textContent).toBe('0xabc');
    expect(screen.queryByRole('button', { name: /from wallet/ })).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it('a send cut off by a closed tab warns, and sends once the person checked', async () => {
    const { sent } = fakeWallet();
    storeSwap(EXPECTED);
    useSwapsStore.getState().recordDeposit('swap-1', { state: 'signing', at: Date.now() });
    renderStep(response(action()));
    const checked = await screen.findByRole('button', { name: 'I checked: nothing was sent' });
    expect(screen.getByRole('alert').textContent).toMatch(/^We could not confirm your deposit was sent/);
    expect(screen.queryByRole('button', { name: /from wallet/ })).toBeNull();
    fireEvent.click(checked);
    fireEvent.click(await readySend());
    await waitFor(() => expect(sent).toHaveLength(1));
  });

  it('a wallet that refuses: its reason, the marker cleared, and a retry sends once', async () => {
    let calls = 0;
    const { sent } = fakeWallet({
      sendDeposit: async (input) => {
        calls += 1;
        if (calls === 1) throw new Error('You declined the request in your wallet.');
        input.onHash('0xabc');
        return '0xabc';
      },
      describeError: (error) => ({ kind: 'rejected', message: (error as Error).message }),
    });
    storeSwap(EXPECTED);
    renderStep(response(action()));
    fireEvent.click(await readySend());
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(useSwapsStore.getState().get('swap-1')?.deposit).toBeUndefined();
    fireEvent.click(await readySend());
    await waitFor(() => expect(useSwapsStore.getState().get('swap-1')?.deposit?.txHash).toBe('0xabc'));
    expect(calls).toBe(2);
    expect(sent).toHaveLength(0);
  });
});

describe('the manual deposit', () => {
  it('says what to send at the top: amount, token, network and the deposit address, each to copy', async () => {
    storeSwap(EXPECTED);
    useSwapsStore.getState().update('swap-1', { depositMethod: 'manual' });
    renderStep(response(action(), { use_deposit_address: true }));
    expect(await screen.findByRole('heading', { name: 'Send your deposit' })).toBeTruthy();
    const summary = screen.getByTestId('send-summary');
    expect(screen.getByTestId('deposit-amount').textContent).toBe('12.5 USDC');
    expect(summary.textContent).toContain('on Ethereum');
    expect(screen.getByTestId('deposit-address').textContent).toBe(DEPOSIT);
    expect(summary.contains(screen.getByTestId('deposit-address'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Copy amount' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy();
    expect(
      await screen.findByRole('img', { name: `QR code of the deposit address ${DEPOSIT}` }),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(' Waiting for your deposit');
    // Remembered with the swap: the route step refuses it as a payout address.
    expect(useSwapsStore.getState().get('swap-1')?.depositAddress).toBe(DEPOSIT);
  });

  it('shows no deposit address for an action that differs from the choice', async () => {
    storeSwap(EXPECTED);
    useSwapsStore.getState().update('swap-1', { depositMethod: 'manual' });
    const lying = action({ amount_in_base_units: '12500001', amount: 12.500001 });
    renderStep(response(lying, { use_deposit_address: true }));
    expect((await screen.findByTestId('deposit-refused')).textContent).toMatch(
      /Do not send anything for this swap; start a new one\.$/,
    );
    expect(screen.queryByTestId('deposit-address')).toBeNull();
  });
  it('names the network and token chosen, not the action’s display_name', async () => {
    storeSwap(EXPECTED);
    useSwapsStore.getState().update('swap-1', { depositMethod: 'manual' });
    // The same network by name, dressed up as another by the service's words.
    const dressed = action({ network: { ...NETWORK, display_name: 'Arbitrum One' } });
    renderStep(response(dressed, { use_deposit_address: true, source_network: dressed.network }));
    expect((await screen.findByTestId('deposit-address')).textContent).toBe(DEPOSIT);
    expect(screen.getByTestId('send-summary').textContent).toContain('on Ethereum');
    expect(
      screen.getByText(
        'Send only USDC on Ethereum. Another token, or USDC on another network, sent to this address is lost.',
      ),
    ).toBeTruthy();
    expect(document.body.textContent).not.toContain('Arbitrum One');
  });

  it.each([
    [
      'another network named as the chosen one',
      { name: 'ARBITRUM_MAINNET', display_name: 'Ethereum', type: 'evm', chain_id: '42161' },
      'The service asks for a deposit on ARBITRUM_MAINNET, but you chose ETHEREUM_MAINNET: Do not send anything for this swap; start a new one.',
    ],
    [
      'the chosen network’s name with another chain id',
      { ...NETWORK, chain_id: '42161' },
      'The service asks for a deposit on chain 42161, but ETHEREUM_MAINNET is chain 1: Do not send anything for this swap; start a new one.',
    ],
  ])('refuses an action on %s before any address shows', async (_, network, refusal) => {
    storeSwap(EXPECTED);
    useSwapsStore.getState().update('swap-1', { depositMethod: 'manual' });
    renderStep(response(action({ network }), { use_deposit_address: true }));
    expect((await screen.findByTestId('deposit-refused')).textContent).toBe(refusal);
    expect(screen.queryByTestId('deposit-address')).toBeNull();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(screen.queryByText(/^Send only/)).toBeNull();
  });
});

describe('Portage’s own token facts', () => {
  // The route lists said USDC on Ethereum has 18 decimals before the swap existed, and the
  // service's action agrees with them: only Portage's table knows better.
  const LYING: ExpectedDeposit = {
    ...EXPECTED,
    token: { ...EXPECTED.token, decimals: 18 },
    amount: '12500000000000000000',
  };
  const lyingAction = () =>
    action({ token: { symbol: 'USDC', contract: USDC, decimals: 18 }, amount_in_base_units: LYING.amount });
  const SENTENCE =
    'Portage’s own token facts say USDC on Ethereum has 6 decimals, but the route lists say 18, so the amount would be wrong. Portage shows no way to pay this swap: do not send anything for it; start a new swap.';

  it('refuse a wallet deposit of a token whose listed decimals lie: the sentence, no Send, the wallet never asked', async () => {
    const previewed: PreviewDepositInput[] = [];
    const { sent } = fakeWallet({
      previewDeposit: async (input) => {
        previewed.push(input);
        throw new Error('never');
      },
    });
    storeSwap(LYING);
    renderStep(response(lyingAction()));
    expect((await screen.findByTestId('deposit-refused')).textContent).toBe(SENTENCE);
    expect(screen.queryByRole('button', { name: /from wallet/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Connect wallet' })).toBeNull();
    expect(previewed).toHaveLength(0);
    expect(sent).toHaveLength(0);
  });

  it('refuse a manual deposit the same way: no deposit address', async () => {
    storeSwap(LYING);
    useSwapsStore.getState().update('swap-1', { depositMethod: 'manual' });
    renderStep(response(lyingAction(), { use_deposit_address: true }));
    expect((await screen.findByTestId('deposit-refused')).textContent).toBe(SENTENCE);
    expect(screen.queryByTestId('deposit-address')).toBeNull();
  });

  it('give the wallet the build’s Fuel base asset id, never the lists’', async () => {
    const FUEL_BASE = '0xf8f8b6283d7fa5b672b530cbb84fcccb4ff8dc40f8176ef4544ddb1f1952ad07';
    const fuel: ExpectedDeposit = {
      ...EXPECTED,
      network: { name: 'FUEL_MAINNET', family: 'fuel', chainId: '9889' },
      token: { symbol: 'ETH', contract: null, decimals: 9 },
      amount: '12500000000',
      baseAssetId: null,
    };
    const previewed: PreviewDepositInput[] = [];
    fakeWallet({
      previewDeposit: async (input) => {
        previewed.push(input);
        return { amount: 12_500_000_000n, decimals: 9, symbol: 'ETH', network: 'Fuel', to: DEPOSIT };
      },
    });
    storeSwap(fuel);
    const network = { name: 'FUEL_MAINNET', display_name: 'Fuel Ignition', type: 'fuel', chain_id: '9889' };
    renderStep(
      response(
        action({
          network,
          token: { symbol: 'ETH', decimals: 9 },
          amount: 12.5,
          amount_in_base_units: fuel.amount,
        }),
        { source_network: network },
      ),
    );
    await waitFor(() => expect(previewed).toHaveLength(1));
    expect(previewed[0]?.expected.baseAssetId).toBe(FUEL_BASE);
  });
});
