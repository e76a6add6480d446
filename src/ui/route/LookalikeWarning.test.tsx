// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { I18nProvider, SUPPORTED_LANGUAGES } from '../../i18n';
import { parseStringOverrides } from '../../i18n/overrides';
import { findLookalike } from '../../swap/lookalike';
import { LookalikeWarning } from './LookalikeWarning';

const WALLET = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const POISONED = '0xF39fb4666f6042A04463C78D9b0878a47f382266';

function renderWarning(onAccept = vi.fn(), strings: object = {}) {
  const lookalike = findLookalike('evm', POISONED, [{ address: WALLET, family: 'evm', source: 'wallet' }]);
  if (!lookalike) throw new Error('the test address is no look-alike');
  const { overrides, warnings } = parseStringOverrides(JSON.stringify(strings), SUPPORTED_LANGUAGES);
  render(
    <I18nProvider language="en" overrides={overrides}>
      <LookalikeWarning id="w" lookalike={lookalike} accepted={false} onAccept={onAccept} />
    </I18nProvider>,
  );
  return warnings;
}

afterEach(cleanup);

it('shows both addresses, labelled, with the differing middles marked and announced', () => {
  renderWarning();
  const alert = screen.getByRole('alert');
  expect(alert.textContent).toContain('starts and ends like an address you know');
  expect(screen.getByText('Your connected wallet')).toBeTruthy();
  const marks = alert.querySelectorAll('mark');
  expect([...marks].map((mark) => mark.textContent)).toEqual([POISONED.slice(6, -4), WALLET.slice(6, -4)]);
  // A screen reader hears where the differing part begins and ends.
  expect(screen.getByTestId('w-typed').textContent).toBe(
    `0xF39f (the part that differs begins: ${POISONED.slice(6, -4)} the part that differs ends.) 2266`,
  );
});

it('the box is the person’s to tick, in words a partner cannot replace', () => {
  const onAccept = vi.fn();
  const warnings = renderWarning(onAccept, { en: { 'route.lookalike.confirm': 'OK' } });
  expect(warnings).toHaveLength(1);
  const box = screen.getByRole('checkbox', { name: /this is a new address, not the one I know/ });
  expect((box as HTMLInputElement).checked).toBe(false);
  fireEvent.click(box);
  expect(onAccept).toHaveBeenCalledWith(true);
});
