// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiConfigProvider } from '../../api/context';
import { createFakeFetch, envelope, jsonResponse, type RecordedRequest } from '../../api/test-support';
import { useEmbedStore } from '../../embed/store';
import { en } from '../../i18n/en';
import { createTranslator } from '../../i18n/translate';
import { UINT256_MAX } from '../../lib/amount';
import { createQueryClient } from '../../queryClient';
import { useFormStore } from '../../state/form';
import { amountProblem, amountProblemText } from '../../swap/amount';
import { RouteStep } from './RouteStep';

const t = createTranslator(en, 'en');
const ETH = { symbol: 'ETH', decimals: 18 };
const USDC = { symbol: 'USDC', decimals: 6 };

describe('amountProblem: the shared exact parser, for the token’s decimals', () => {
  it('accepts plain amounts, and what is being typed ("", ".", "5.")', () => {
    for (const text of ['1', '0.5', '.5', '5.', '1.000000', '12.345678']) {
      expect(amountProblem(text, USDC), text).toBeNull();
    }
    expect(amountProblem('', USDC)).toBe('EMPTY');
    expect(amountProblem('.', USDC)).toBe('EMPTY');
  });

  it('names each problem, each with its sentence', () => {
    const cases = [
      ['12.3456789', 'TOO_MANY_DECIMALS', 'USDC allows at most 6 decimal places.'],
      ['-', 'NEGATIVE', 'The amount cannot be negative.'],
      ['-5', 'NEGATIVE', 'The amount cannot be negative.'],
      ['1e', 'EXPONENT', 'Write the amount without an exponent (e.g. 0.001, not 1e-3).'],
      ['1e-3', 'EXPONENT', 'Write the amount without an exponent (e.g. 0.001, not 1e-3).'],
      ['1.2.3', 'NOT_A_NUMBER', 'Only digits and one decimal point.'],
      ['abc', 'NOT_A_NUMBER', 'Only digits and one decimal point.'],
    ] as const;
    for (const [text, code, sentence] of cases) {
      expect(amountProblem(text, USDC), text).toBe(code);
      expect(amountProblemText(code, USDC, t)).toBe(sentence);
    }
    expect(amountProblemText('TOO_MANY_DECIMALS', { symbol: 'SAT', decimals: 0 }, t)).toBe(
      'SAT has no decimal places.',
    );
  });

  it('above a uint256 of base units is too large, exactly at the edge', () => {
    // 2^256 − 1 base units of an 18-decimals token is the largest amount; one base unit more is not.
    const max = UINT256_MAX.toString();
    const largest = `${max.slice(0, -18)}.${max.slice(-18)}`;
    const above = (UINT256_MAX + 1n).toString();
    expect(amountProblem(largest, ETH)).toBeNull();
    expect(amountProblem(`${above.slice(0, -18)}.${above.slice(-18)}`, ETH)).toBe('TOO_LARGE');
    expect(amountProblem(`1${'0'.repeat(78)}`, ETH)).toBe('TOO_LARGE');
    expect(amountProblemText('TOO_LARGE', ETH, t)).toBe('This amount is too large: more than ETH can hold.');
  });

  it('without a token (or with decimals the service got wrong), only the form is checked', () => {
    expect(amountProblem('0.123456789012345678901234567890', undefined)).toBeNull();
    expect(amountProblem(`1${'0'.repeat(100)}`, undefined)).toBeNull();
    expect(amountProblem('1e5', undefined)).toBe('EXPONENT');
    expect(amountProblem('1.5', { symbol: 'X', decimals: -1 })).toBeNull();
  });
});

// ——— The step rendered against a fake service ———

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const network = (name: string, display: string) => ({
  name,
  display_name: display,
  type: 'evm',
  tokens: [{ symbol: 'ETH', decimals: 18, group: 'ETH', price_in_usd: 3000 }],
});
const NETWORKS = [network('ETHEREUM_MAINNET', 'Ethereum'), network('ARBITRUM_MAINNET', 'Arbitrum One')];
const QUOTE = { quote: { receive_amount: 0.49, min_receive_amount: 0.48, total_fee: 0.01 } };

function renderStep(createSwap: (request: RecordedRequest) => Response | Promise<Response>) {
  const fake = createFakeFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/v2/sources' || path === '/api/v2/destinations')
      return jsonResponse(envelope(NETWORKS));
    if (path === '/api/v2/detailed_quote') return jsonResponse(envelope([]));
    if (path === '/api/v2/quote') return jsonResponse(envelope(QUOTE));
    if (path === '/api/v2/swaps' && request.method === 'POST') return createSwap(request);
    return jsonResponse({ data: null, error: { code: 'NOT_FOUND', message: 'no' } }, { status: 404 });
  });
  const onCreated = vi.fn();
  // The app's own query client: its defaults are the ones that must not retry a creation.
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <ApiConfigProvider config={{ baseUrl: 'http://svc.test', apiKey: 'k', fetch: fake.fetch }}>
        <RouteStep onCreated={onCreated} />
      </ApiConfigProvider>
    </QueryClientProvider>,
  );
  const posts = () => fake.requests.filter((r) => r.method === 'POST' && r.url.pathname === '/api/v2/swaps');
  const quotes = () => fake.requests.filter((r) => r.url.pathname === '/api/v2/quote');
  return { onCreated, posts, quotes };
}

const amountField = () => screen.getByLabelText(/^Amount/) as HTMLInputElement;
const submit = () =>
  screen.getByRole('button', {
    name: /^(Create swap|Check the amount\.|Enter an amount\.|Getting|Creating)/,
  });

beforeEach(() => {
  useFormStore.setState({
    from: { network: 'ETHEREUM_MAINNET', token: 'ETH' },
    to: { network: 'ARBITRUM_MAINNET', token: 'ETH' },
    amount: '',
    destinationAddress: ADDRESS,
    refundAddress: '',
    depositMethod: 'manual',
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RouteStep', () => {
  it('an amount above what the token can hold is kept in the field, said, blocks Create and is never quoted', async () => {
    const { quotes } = renderStep(() => jsonResponse(envelope({ swap: { id: 's1' } })));
    await screen.findByText('Amount (ETH)');
    const huge = `1${'0'.repeat(60)}`;
    fireEvent.change(amountField(), { target: { value: huge } });
    expect(amountField().value).toBe(huge);
    expect(await screen.findByText('This amount is too large: more than ETH can hold.')).toBeTruthy();
    expect(amountField().getAttribute('aria-invalid')).toBe('true');
    const button = submit();
    expect(button.textContent).toBe('Check the amount.');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(quotes()).toHaveLength(0);

    // A key that can never make an amount is not let in; the field keeps its value and says why.
    fireEvent.change(amountField(), { target: { value: '-1' } });
    expect(amountField().value).toBe(huge);
    expect(screen.getByText('The amount cannot be negative.')).toBeTruthy();
    fireEvent.change(amountField(), { target: { value: '1e-3' } });
    expect(screen.getByText('Write the amount without an exponent (e.g. 0.001, not 1e-3).')).toBeTruthy();
    fireEvent.change(amountField(), { target: { value: `0.${'1'.repeat(19)}` } });
    expect(screen.getByText('ETH allows at most 18 decimal places.')).toBeTruthy();
    expect(amountField().value).toBe(huge);
  });

  it('a creation whose answer is lost: one POST, the sentence, every field kept; the next press makes one swap', async () => {
    let answer: 'drop' | 'swap' = 'drop';
    const { posts, onCreated } = renderStep(() => {
      if (answer === 'drop') throw new TypeError('Failed to fetch');
      return jsonResponse(envelope({ swap: { id: 'swap-2', status: 'user_transfer_pending' } }));
    });
    await screen.findByText('Amount (ETH)');
    fireEvent.change(amountField(), { target: { value: '0.5' } });
    await waitFor(() => expect(submit().textContent).toBe('Create swap'), { timeout: 3000 });
    fireEvent.click(submit());

    const lost = await screen.findByTestId('create-lost');
    expect(lost.textContent).toBe(
      'The service did not answer, so a swap may have been created without this page hearing back. Nothing was deposited, so nothing is lost. Press “Create swap” to make a new swap, and send your deposit only to the one shown next.',
    );
    // Not retried by anyone (the app's query client included): one request for one press.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(posts()).toHaveLength(1);
    expect(onCreated).not.toHaveBeenCalled();
    // Nothing of the form is lost.
    expect(amountField().value).toBe('0.5');
    expect((screen.getByLabelText(/^Destination address/) as HTMLInputElement).value).toBe(ADDRESS);
    expect(useFormStore.getState()).toMatchObject({
      from: { network: 'ETHEREUM_MAINNET', token: 'ETH' },
      to: { network: 'ARBITRUM_MAINNET', token: 'ETH' },
      amount: '0.5',
    });

    answer = 'swap';
    await waitFor(() => expect(submit().textContent).toBe('Create swap'));
    fireEvent.click(submit());
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('swap-2'));
    expect(posts()).toHaveLength(2);
    expect(screen.queryByTestId('create-lost')).toBeNull();
  });

  it('a creation the service refuses is not called lost (its own sentence)', async () => {
    const { posts } = renderStep(() =>
      jsonResponse(
        { data: null, error: { code: 'ROUTE_NOT_FOUND_ERROR', message: 'No route' } },
        { status: 404 },
      ),
    );
    await screen.findByText('Amount (ETH)');
    fireEvent.change(amountField(), { target: { value: '0.5' } });
    await waitFor(() => expect(submit().textContent).toBe('Create swap'), { timeout: 3000 });
    fireEvent.click(submit());
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThan(0));
    expect(screen.queryByTestId('create-lost')).toBeNull();
    expect(posts()).toHaveLength(1);
  });

  it('a hidden preset address is shown in full at its confirmation, and Create waits for it', async () => {
    const site = useEmbedStore.getState().config;
    useEmbedStore.setState({ config: { ...site, destinationAddress: ADDRESS, hideAddress: true } });
    try {
      const { posts } = renderStep(() => jsonResponse(envelope({ swap: { id: 's1' } })));
      await screen.findByText('Amount (ETH)');
      fireEvent.change(amountField(), { target: { value: '0.5' } });
      // No field to read it in: the confirmation is where the person sees it.
      expect(screen.queryByLabelText(/^Destination address/)).toBeNull();
      const checkbox = await screen.findByRole('checkbox', {
        name: `This site filled in the destination. I checked that ${ADDRESS} is my address on Arbitrum One.`,
      });
      expect(screen.getByTestId('preset-destination').textContent).toBe(ADDRESS);
      const button = () =>
        screen.getByRole('button', { name: /^(Confirm the destination|Enter an|Getting)/ });
      await waitFor(() => expect(button().textContent).toBe('Confirm the destination address.'), {
        timeout: 3000,
      });
      expect((button() as HTMLButtonElement).disabled).toBe(true);
      fireEvent.click(checkbox);
      await waitFor(() => expect(submit().textContent).toBe('Create swap'), { timeout: 3000 });
      fireEvent.click(submit());
      await waitFor(() => expect(posts()).toHaveLength(1));
      expect(JSON.parse(posts()[0]?.body ?? '{}').destination_address).toBe(ADDRESS);
    } finally {
      useEmbedStore.setState({ config: site });
    }
  });

  it('a preset the host removes leaves no unconfirmed address behind: the field is empty, Create asks for one', async () => {
    const site = useEmbedStore.getState().config;
    try {
      act(() => useEmbedStore.getState().update({ destAddress: ADDRESS, hideAddress: true }));
      renderStep(() => jsonResponse(envelope({ swap: { id: 's1' } })));
      await screen.findByText('Amount (ETH)');
      fireEvent.change(amountField(), { target: { value: '0.5' } });
      expect((await screen.findByTestId('preset-destination')).textContent).toBe(ADDRESS);

      act(() => useEmbedStore.getState().update({ destAddress: null }));
      expect(screen.queryByTestId('preset-destination')).toBeNull();
      const field = screen.getByLabelText(/^Destination address/) as HTMLInputElement;
      expect(field.value).toBe('');
      const button = () => screen.getByRole('button', { name: /^(Enter a|Getting)/ });
      await waitFor(() => expect(button().textContent).toBe('Enter a valid destination address.'), {
        timeout: 3000,
      });
      expect((button() as HTMLButtonElement).disabled).toBe(true);
    } finally {
      useEmbedStore.setState({ config: site });
    }
  });
});
