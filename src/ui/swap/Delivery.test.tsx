// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SwapResponse } from '../../api/types';
import type { DeliveryRecord } from '../../chains/kit/payout-record';
import { swapPhase } from '../../swap/phase';
import { DeliveryLine } from './Delivery';
import { StatusStep } from './StatusStep';
import { Timeline } from './Timeline';

afterEach(cleanup);

const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const record = (verdict: DeliveryRecord['verdict']): DeliveryRecord => ({
  kind: 'output',
  hash: `0x${'ab'.repeat(32)}`,
  network: 'Local Chain B',
  explorerUrl: `https://local.invalid/tx/0x${'ab'.repeat(32)}`,
  token: { symbol: 'PTT', decimals: 6 },
  verdict,
  checkedAt: 1,
});

describe('DeliveryLine', () => {
  it('delivered: the network and the explorer link, in a live region', () => {
    render(
      <DeliveryLine
        check={{ status: 'done', record: record({ verdict: 'delivered', paid: '5', minimum: '5' }) }}
      />,
    );
    const line = screen.getByRole('status');
    expect(line.textContent).toContain('Delivered — checked on Local Chain B');
    expect(screen.getByRole('link').getAttribute('href')).toBe(
      `https://local.invalid/tx/0x${'ab'.repeat(32)}`,
    );
    expect(line.textContent).not.toContain('minimum amount was not known');
  });

  it('delivered with no minimum known: says the amount was not checked', () => {
    render(
      <DeliveryLine
        check={{ status: 'done', record: record({ verdict: 'delivered', paid: '5', minimum: null }) }}
      />,
    );
    expect(screen.getByRole('status').textContent).toContain(
      'the address, the token and the confirmation were checked',
    );
  });

  it('not confirmed: every difference, with exact figures in the token', () => {
    render(
      <DeliveryLine
        check={{
          status: 'done',
          record: record({
            verdict: 'not_confirmed',
            differences: [
              { code: 'pending' },
              { code: 'amount', minimum: '1500000', paid: '1234567' },
              { code: 'token', expected: '0xabc', paid: [null, '0xdef'] },
              { code: 'recipient', expected: ME, paid: [] },
            ],
          }),
        }}
      />,
    );
    expect(screen.getByRole('status').textContent).toContain(
      'Not confirmed on chain: the transaction is not confirmed yet; it paid 1.234567 PTT, less than the minimum of 1.5 PTT; ' +
        `it paid in the native coin, 0xdef, not in PTT; it paid nothing to ${ME}.`,
    );
  });

  it('checking: said while the node is asked', () => {
    render(<DeliveryLine check={{ status: 'checking', kind: 'output', network: 'Local Chain B' }} />);
    expect(screen.getByRole('status').textContent).toBe('Checking the payment on Local Chain B…');
  });
});

describe('StatusStep with a completed swap', () => {
  it('a family Portage cannot read: not checked on chain, said plainly', async () => {
    const cosmos = {
      name: 'COSMOS',
      display_name: 'Cosmos Hub',
      type: 'cosmos',
      node_url: 'https://cosmos.example',
    };
    const data = {
      swap: {
        id: 'swap-1',
        status: 'completed',
        destination_network: cosmos,
        destination_token: { symbol: 'ATOM', decimals: 6 },
        destination_address: 'cosmos1abc',
        transactions: [{ type: 'output', transaction_hash: 'ABC', amount: 1, status: 'completed' }],
      },
      deposit_actions: [],
    } as unknown as SwapResponse;
    render(<StatusStep data={data} />);
    expect((await screen.findByRole('status')).textContent).toBe(
      'Not checked on chain: Portage cannot read the chain of Cosmos Hub.',
    );
  });

  it('the chain does not bear the service out: no check mark, the title says whose word it is', () => {
    const data = {
      swap: {
        id: 'swap-1',
        status: 'completed',
        destination_network: { name: 'LOCAL_L2', display_name: 'Local Chain B', type: 'evm' },
        destination_token: { symbol: 'PTT', decimals: 6 },
        destination_address: ME,
        transactions: [{ type: 'output', transaction_hash: '0x02', amount: 1, status: 'completed' }],
      },
      deposit_actions: [],
    } as unknown as SwapResponse;
    const phase = swapPhase(data.swap, undefined);
    const lie = record({ verdict: 'not_confirmed', differences: [{ code: 'not_found' }] });
    const { rerender } = render(
      <Timeline data={data} phase={phase} delivery={{ status: 'done', record: lie }} />,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'The service says this swap completed',
    );
    expect(screen.getByText('The service says it sent')).toBeTruthy();
    expect(document.querySelector('.portage-swap-mark.is-unconfirmed')).not.toBeNull();
    // Delivered: the usual title and check mark.
    const good = record({ verdict: 'delivered', paid: '1000000', minimum: '1000000' });
    rerender(<Timeline data={data} phase={phase} delivery={{ status: 'done', record: good }} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Swap completed');
    expect(document.querySelector('.portage-swap-mark.is-done')).not.toBeNull();
  });
});
