// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Swap } from '../../api/types';
import { SUPPORTED_LANGUAGES } from '../../i18n';
import { parseStringOverrides } from '../../i18n/overrides';
import { useSwapsStore } from '../../state/swaps';
import { COMPLETED_SWAP, RECEIVER } from '../../swap/adopted-swap.test-support';
import { AdoptSwap } from './AdoptSwap';

const SWAP = COMPLETED_SWAP;

beforeEach(() => {
  useSwapsStore.setState({ swaps: [] });
});
afterEach(cleanup);

describe('AdoptSwap', () => {
  it('shows where a swap past its deposit pays out, in full, and adds it to history only when confirmed', () => {
    render(<AdoptSwap swap={SWAP} phase={{ phase: 'completed' }} />);
    const panel = screen.getByTestId('adopt-swap');
    expect(screen.getByTestId('adopt-payout-address').textContent).toBe(RECEIVER);
    expect(panel.textContent).toContain('Local Chain B');
    expect(panel.textContent).toContain('PTT');
    expect(panel.textContent).toContain('Is this your swap?');
    // The question takes focus: it is what the person must answer.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Is this your swap?' }));
    expect(useSwapsStore.getState().swaps).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Yes, add it to my history' }));
    const stored = useSwapsStore.getState().get('swap-1');
    expect(stored).toMatchObject({ status: 'completed', destinationAddress: RECEIVER, sourceToken: 'ETH' });
    expect(stored).not.toHaveProperty('expected');
    const added = screen.getByTestId('adopt-swap-added');
    expect(added.getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(added);
    expect(screen.queryByTestId('adopt-swap')).toBeNull();
  });

  it('asks nothing of a swap this browser holds, or one awaiting its deposit (the deposit step asks)', () => {
    render(<AdoptSwap swap={SWAP} phase={{ phase: 'awaiting_deposit' }} />);
    expect(screen.queryByTestId('adopt-swap')).toBeNull();
    cleanup();
    render(<AdoptSwap swap={SWAP} phase={{ phase: 'refunded' }} />);
    expect(screen.getByTestId('adopt-swap')).toBeTruthy();
    // Added in another tab meanwhile: the question goes.
    act(() => {
      useSwapsStore.setState({ swaps: [{ ...SWAP, ...stubRecord() }] });
    });
    expect(screen.queryByTestId('adopt-swap')).toBeNull();
  });

  it('offers no way to add a swap that names no payout address', () => {
    render(
      <AdoptSwap swap={{ ...SWAP, destination_address: undefined } as Swap} phase={{ phase: 'completed' }} />,
    );
    expect(screen.getByTestId('adopt-swap').textContent).toContain('names no payout address');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps the payout sentence out of a partner’s reach: it must show the address, network and token', () => {
    const { warnings } = parseStringOverrides(
      JSON.stringify({
        en: {
          'adopt.paysOut': 'This is your swap on {network}.',
          'adopt.add': 'Add',
          'adopt.title': 'All good',
        },
      }),
      SUPPORTED_LANGUAGES,
    );
    expect(warnings).toEqual([
      'strings.en: "adopt.paysOut" ignored: a safety sentence must keep {address}, {token} (it shows what the person checks).',
      ...['adopt.add', 'adopt.title'].map(
        (key) =>
          `strings.en: "${key}" ignored: a safety sentence (a refusal, a caveat, or what is sent where) cannot be replaced.`,
      ),
    ]);
  });
});

function stubRecord() {
  return {
    createdAt: 0,
    sourceNetwork: 'LOCAL_L1',
    sourceToken: 'ETH',
    destinationNetwork: 'LOCAL_L2',
    destinationToken: 'PTT',
    amount: '0.1',
    destinationAddress: RECEIVER,
    depositMethod: 'manual' as const,
  };
}
