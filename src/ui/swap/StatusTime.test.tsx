// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SwapResponse, Transaction } from '../../api/types';
import { type StoredSwap, useSwapsStore } from '../../state/swaps';
import { swapPhase } from '../../swap/phase';
import { StatusStep } from './StatusStep';
import { DepositExpiry, StatusAnnouncer } from './StatusTime';

const MIN = 60_000;
const NOW = Date.parse('2026-11-27T10:30:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

const eth = { symbol: 'ETH', decimals: 18, precision: 6 };
const network = (name: string, template: string) => ({
  name,
  display_name: name,
  transaction_explorer_template: template,
});

const INPUT: Transaction = {
  type: 'input',
  from: '0xsender000000000000000000000000000000000001',
  transaction_hash: '0x01',
  amount: 0.5,
  token: eth,
  confirmations: 3,
  max_confirmations: 3,
  timestamp: iso(NOW - 3 * MIN),
};

function response(swap: Partial<SwapResponse['swap']>, avg = '00:01:30.0000000'): SwapResponse {
  return {
    quote: { avg_completion_time: avg },
    swap: {
      id: 'swap-1',
      status: 'ls_transfer_pending',
      created_date: iso(NOW - 5 * MIN),
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

function store(record: Partial<StoredSwap>) {
  useSwapsStore.setState({
    swaps: [
      {
        id: 'swap-1',
        createdAt: NOW - 5 * MIN,
        sourceNetwork: 'ETHEREUM_MAINNET',
        sourceToken: 'ETH',
        destinationNetwork: 'ARBITRUM_MAINNET',
        destinationToken: 'ETH',
        amount: '0.5',
        destinationAddress: '0xdest',
        depositMethod: 'manual',
        ...record,
      },
    ],
  });
}

const text = (id: string) => screen.getByTestId(id).textContent ?? '';

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
  useSwapsStore.setState({ swaps: [] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the refund screens: what comes back, in which token, where, less gas', () => {
  it.each(['refund_pending', 'pending_refund'])(
    '%s with no refund transaction yet: about the deposit, to the deposit’s sender, gas deducted',
    (status) => {
      store({ statusLog: [{ status, at: NOW - 2 * MIN }] });
      render(<StatusStep data={response({ status, transactions: [INPUT] })} />);
      expect(screen.getByRole('heading', { name: 'Refund in progress' })).toBeTruthy();
      expect(text('refund-amount')).toBe('about 0.5 ETH on Ethereum, less the network fee for the refund');
      expect(text('refund-address')).toBe(INPUT.from);
      expect(screen.getByText('the address your deposit came from')).toBeTruthy();
      expect(screen.getByText('Not given by the service; it is taken from the refund')).toBeTruthy();
      expect(text('refund-gas')).toBe(
        'The network fee (gas) for sending the refund is taken from the refunded amount.',
      );
      expect(text('status-next')).toBe(
        'Next: the service sends your deposit back in ETH on Ethereum, less the network fee for the refund. ' +
          'The service gives no time for refunds; swaps on this route usually take ~2 min.',
      );
      expect(text('status-since')).toMatch(/^In this step for at least 2:00: first seen here at /);
    },
  );

  it('names the refund address given here, before the service names the refund', () => {
    store({
      refundAddress: '0xmyrefund',
      payout: { token: eth, minimum: null, refundTo: '0xmyrefund' } as never,
    });
    render(<StatusStep data={response({ status: 'pending_refund', transactions: [INPUT] })} />);
    expect(text('refund-address')).toBe('0xmyrefund');
    expect(screen.getByText('the refund address you gave')).toBeTruthy();
  });

  it('says so when no address is known', () => {
    render(<StatusStep data={response({ status: 'refund_pending', transactions: [] })} />);
    expect(text('refund-address')).toBe(
      'Not known yet: the service has not said, and this browser has no refund address for this swap.',
    );
    expect(text('refund-amount')).toBe(
      'your deposit in ETH on Ethereum, less the network fee for the refund',
    );
  });

  it('refunded: the refund transaction’s amount, fee and address', () => {
    const refund: Transaction = {
      type: 'refund',
      transaction_hash: '0x02',
      amount: 0.4993,
      fee_amount: 0.0007,
      to: '0xrefunded',
      token: eth,
      timestamp: iso(NOW - MIN),
    };
    render(<StatusStep data={response({ status: 'refunded', transactions: [INPUT, refund] })} />);
    expect(text('refund-amount')).toBe('0.4993 ETH on Ethereum');
    expect(text('refund-address')).toBe('0xrefunded');
    expect(screen.getByText('0.0007 ETH')).toBeTruthy();
    expect(text('status-next')).toBe('Nothing more happens: the refund was sent.');
    expect(text('status-since')).toMatch(/^Since \d/);
  });
});

describe('the progress: since when, what next, how long usually', () => {
  it('the service sending: dated by the deposit, the route’s usual time, ticking', () => {
    render(<StatusStep data={response({ status: 'ls_transfer_pending', transactions: [INPUT] })} />);
    expect(text('status-next')).toBe(
      'Next: the service sends ETH to you on Arbitrum. This usually takes ~2 min.',
    );
    expect(text('status-since')).toMatch(/^In this step for 3:00, since /);
    act(() => vi.advanceTimersByTime(2_000));
    expect(text('status-since')).toMatch(/^In this step for 3:02, since /);
    expect(screen.queryByTestId('status-slow')).toBeNull();
  });

  it('longer than usual: said calmly, with Help as the way on', () => {
    const old = { ...INPUT, timestamp: iso(NOW - 20 * MIN) };
    render(<StatusStep data={response({ status: 'ls_transfer_pending', transactions: [old] })} />);
    expect(text('status-slow')).toBe(
      'This is taking longer than usual. Nothing is needed from you yet: the swap goes on by itself. If it stays like this, open Help on this swap.',
    );
  });

  it('the deposit confirming: its confirmations so far, and no invented time', () => {
    const confirming = { ...INPUT, confirmations: 1 };
    render(<StatusStep data={response({ status: 'user_transfer_pending', transactions: [confirming] })} />);
    expect(text('status-next')).toBe(
      'Next: Ethereum confirms your deposit, then the service sends ETH on Arbitrum. ' +
        '1/3 confirmations so far; how long that takes depends on the blocks of Ethereum.',
    );
  });

  it.each([
    ['failed', 'Nothing more happens to this swap by itself.'],
    ['expired', 'Nothing more happens to this swap. Do not send funds for it.'],
    ['cancelled', 'Nothing more happens to this swap.'],
  ])('%s says nothing more happens', (status, next) => {
    render(<StatusStep data={response({ status })} />);
    expect(text('status-next')).toBe(next);
    expect(text('status-since')).toBe('The service does not say since when the swap is in this step.');
  });

  it('an unknown status: the next step said neutrally', () => {
    store({ statusLog: [{ status: 'being_audited', at: NOW - MIN }] });
    render(<StatusStep data={response({ status: 'being_audited' })} />);
    expect(text('status-next')).toMatch(/^Next: the service reports a step Portage does not know\./);
    expect(text('status-since')).toMatch(/^In this step for at least 1:00/);
  });
});

describe('StatusAnnouncer', () => {
  it('speaks when what comes next changes, not as the clock ticks', () => {
    const data = response({ status: 'ls_transfer_pending', transactions: [INPUT] });
    const { rerender } = render(<StatusAnnouncer data={data} phase={swapPhase(data.swap)} />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('Next: the service sends ETH to you on Arbitrum.');
    const node = region.firstChild;
    act(() => vi.advanceTimersByTime(3_000));
    expect(region.firstChild).toBe(node);
    const refunding = response({ status: 'pending_refund', transactions: [INPUT] });
    rerender(<StatusAnnouncer data={refunding} phase={swapPhase(refunding.swap)} />);
    expect(region.textContent).toBe(
      'Next: the service sends your deposit back in ETH on Ethereum, less the network fee for the refund.',
    );
  });
});

describe('DepositExpiry', () => {
  it('from the service’s expires_date: the time and how long is left', () => {
    render(
      <DepositExpiry
        data={response({ status: 'user_transfer_pending', expires_date: iso(NOW + 90 * MIN) })}
      />,
    );
    expect(text('deposit-expiry')).toMatch(
      /^Expires at .+ \(in ~1 h 30 min\)\. Send the deposit only before then\.$/,
    );
  });

  it('without it: an honest sentence, no time', () => {
    render(<DepositExpiry data={response({ status: 'user_transfer_pending' })} />);
    expect(text('deposit-expiry')).toBe(
      'A swap that receives no deposit expires after a while. Send the deposit only while this screen asks for it.',
    );
  });

  it('once passed: an alert not to send', () => {
    render(<DepositExpiry data={response({ status: 'created', expires_date: iso(NOW - MIN) })} />);
    expect(screen.getByRole('alert').textContent).toMatch(
      /^The deposit window closed at .+\. Do not send funds for this swap\.$/,
    );
  });

  it('where the browser cannot format dates: the honest sentence, the deposit step intact', () => {
    const proto = Intl.DateTimeFormat.prototype;
    const original = Object.getOwnPropertyDescriptor(proto, 'format');
    Object.defineProperty(proto, 'format', {
      configurable: true,
      get() {
        throw new RangeError('no dates here');
      },
    });
    try {
      render(
        <DepositExpiry
          data={response({ status: 'user_transfer_pending', expires_date: iso(NOW + 2 * MIN) })}
        />,
      );
      expect(text('deposit-expiry')).toMatch(/^A swap that receives no deposit expires after a while\./);
    } finally {
      if (original) Object.defineProperty(proto, 'format', original);
    }
  });

  it('nothing once a deposit is on its way', () => {
    store({ deposit: { txHash: '0xsent', state: 'submitted', at: NOW } });
    render(
      <DepositExpiry data={response({ status: 'user_transfer_pending', expires_date: iso(NOW + MIN) })} />,
    );
    expect(screen.queryByTestId('deposit-expiry')).toBeNull();
  });
});
