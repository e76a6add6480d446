// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SwapResponse } from '../../api/types';
import { StatusStep } from './StatusStep';

afterEach(cleanup);

const eth = { symbol: 'ETH', decimals: 18, precision: 6 };
const network = (name: string, template: string) => ({
  name,
  display_name: name,
  transaction_explorer_template: template,
});

function response(swap: Partial<SwapResponse['swap']>): SwapResponse {
  return {
    swap: {
      id: 'swap-1',
      status: 'ls_transfer_pending',
      created_date: new Date().toISOString(),
      source_network: network('Ethereum', 'https://etherscan.io/tx/{0}'),
      destination_network: network('Arbitrum', 'https://arbiscan.io/tx/{0}'),
      source_token: eth,
      destination_token: eth,
      transactions: [],
      ...swap,
    },
    deposit_actions: [],
  } as SwapResponse;
}

describe('StatusStep', () => {
  it('shows the exchange a swap comes from or goes to', () => {
    render(
      <StatusStep
        data={response({
          source_exchange: { name: 'BINANCE', display_name: 'Binance' },
          destination_exchange: { name: 'KRAKEN' },
        })}
      />,
    );
    expect(screen.getByText(/From exchange: Binance\./)).toBeTruthy();
    expect(screen.getByText(/To exchange: KRAKEN\./)).toBeTruthy();
  });

  it('shows an unknown status neutrally as in progress', () => {
    render(<StatusStep data={response({ status: 'some_future_status' })} />);
    expect(screen.getByRole('heading', { name: 'Swap in progress' })).toBeTruthy();
    expect(screen.getByText('In progress (some future status).')).toBeTruthy();
  });

  it('links a transaction only through an https explorer template, and renders hostile text as text', () => {
    render(
      <StatusStep
        data={response({
          source_network: {
            name: 'X',
            display_name: '<img src=x onerror=alert(1)>',
            transaction_explorer_template: 'javascript:alert({0})',
          },
          transactions: [
            {
              type: 'input',
              transaction_hash: '0xabcdef1234567890',
              confirmations: 1,
              max_confirmations: 3,
              amount: 1,
              token: eth,
            },
          ],
        })}
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
    // Named in the route at the top and in the deposit's line, as text each time.
    expect(screen.getAllByText(/<img src=x onerror=alert\(1\)>/).length).toBeGreaterThan(0);
    expect(screen.getByTestId('confirmations').textContent).toBe('1/3 confirmations');
  });

  it('a refund screen gives the refunded amount in the source token, the fee and the link', () => {
    render(
      <StatusStep
        data={response({
          status: 'refunded',
          fail_reason: 'swap_route_unavailable',
          transactions: [
            { type: 'input', transaction_hash: '0x01', amount: 1, token: eth },
            {
              type: 'refund',
              transaction_hash: '0x02',
              amount: 0.9993,
              fee_amount: 0.0007,
              to: '0xuser',
              token: eth,
            },
          ],
        })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Refunded' })).toBeTruthy();
    expect(screen.getByText('0.9993 ETH on Ethereum')).toBeTruthy();
    expect(screen.getByText('0.0007 ETH')).toBeTruthy();
    expect(
      screen.getByText('The route became unavailable while the swap was being processed.', { exact: false }),
    ).toBeTruthy();
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toContain('https://etherscan.io/tx/0x02');
  });

  it.each([
    ['failed', 'Swap failed', 'No funds were received for this swap.'],
    ['expired', 'Swap expired', 'No deposit arrived in time, so nothing was swapped.'],
    ['cancelled', 'Swap cancelled', 'This swap was cancelled. Nothing more will happen to it.'],
    [' CANCELLED ', 'Swap cancelled', 'This swap was cancelled. Nothing more will happen to it.'],
  ])('%j has an ending screen of its own', (status, title, text) => {
    render(<StatusStep data={response({ status })} />);
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByText(text, { exact: false })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it.each(['refund_pending', 'pending_refund'])('%s shows the refund under way', (status) => {
    render(<StatusStep data={response({ status })} />);
    expect(screen.getByRole('heading', { name: 'Refund in progress' })).toBeTruthy();
    expect(
      screen.getByText(/The refund transaction will appear here once it is sent, in ETH\./),
    ).toBeTruthy();
  });

  it('a deposit sent from the wallet reads "Deposit sent" before the service sees it', () => {
    render(<StatusStep data={response({ status: 'user_transfer_pending' })} sentHash="0xfeed" />);
    const current = screen.getByRole('listitem', { current: 'step' });
    expect(current.textContent).toContain('Deposit sent');
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toContain(
      'https://etherscan.io/tx/0xfeed',
    );
  });

  it('a completed swap keeps its timeline, every step done, with what was received', () => {
    render(
      <StatusStep
        data={response({
          status: 'completed',
          destination_address: '0x1234567890abcdef1234',
          transactions: [
            { type: 'input', transaction_hash: '0x01', amount: 1, token: eth, status: 'completed' },
            { type: 'output', transaction_hash: '0x02', amount: 0.99, token: eth, status: 'completed' },
          ],
        })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Swap completed' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.className)).toEqual([
      'is-done',
      'is-done',
      'is-done',
    ]);
    expect(screen.getByTestId('received-amount').textContent).toBe('0.99 ETH');
  });

  it('each done step says when it happened, with its explorer link; the step under way is marked', () => {
    render(
      <StatusStep
        data={response({
          status: 'ls_transfer_pending',
          requested_amount: 1,
          transactions: [
            {
              type: 'input',
              transaction_hash: '0x01',
              amount: 1,
              token: eth,
              confirmations: 3,
              max_confirmations: 3,
              timestamp: '2026-03-01T10:15:00Z',
            },
          ],
        })}
      />,
    );
    const [deposit, send, receive] = screen.getAllByRole('listitem');
    expect(deposit?.className).toBe('is-done');
    expect(deposit?.querySelector('time')?.getAttribute('datetime')).toBe('2026-03-01T10:15:00.000Z');
    expect(deposit?.querySelector('a')?.getAttribute('href')).toBe('https://etherscan.io/tx/0x01');
    expect(send?.getAttribute('aria-current')).toBe('step');
    expect(send?.textContent).toContain('The service is sending your funds.');
    expect(receive?.className).toBe('is-waiting');
    // What goes in and what should come out, said as one sentence.
    expect(
      screen.getByRole('img', { name: 'You send 1 ETH on Ethereum and receive about ETH on Arbitrum' }),
    ).toBeTruthy();
  });
});
