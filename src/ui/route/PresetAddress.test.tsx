// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { I18nProvider, SUPPORTED_LANGUAGES } from '../../i18n';
import { parseStringOverrides, type StringOverrides } from '../../i18n/overrides';
import type { RouteForm } from '../../swap/useRouteForm';
import { PresetAddress } from './PresetAddress';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** The parts of the route form the confirmation reads: a valid preset on Arbitrum One. */
function model(confirm = vi.fn()) {
  return {
    addresses: {
      preset: ADDRESS,
      destination: { state: 'valid', normalized: ADDRESS },
      confirmed: false,
      confirm,
    },
    lists: { toNetwork: { name: 'ARBITRUM_MAINNET', display_name: 'Arbitrum One', type: 'evm' } },
  } as unknown as RouteForm;
}

function renderWith(strings: object) {
  const { overrides, warnings } = parseStringOverrides(JSON.stringify(strings), SUPPORTED_LANGUAGES);
  render(
    <I18nProvider language="en" overrides={overrides}>
      <PresetAddress model={model()} />
    </I18nProvider>,
  );
  return warnings;
}

afterEach(cleanup);

it('a partner’s confirmation without {address} is refused: the dictionary’s sentence shows the address', () => {
  const warnings = renderWith({ en: { 'route.confirmPreset': 'I agree to the address this site chose.' } });
  expect(warnings).toEqual([
    'strings.en: "route.confirmPreset" ignored: a safety sentence must keep {address}, {network} (it shows what the person checks).',
  ]);
  const label = screen.getByRole('checkbox').closest('label');
  expect(label?.textContent).toBe(
    `This site filled in the destination. I checked that ${ADDRESS} is my address on Arbitrum One.`,
  );
  expect(screen.getByTestId('preset-destination').textContent).toBe(ADDRESS);
});

it('a partner’s confirmation keeping {address} and {network} is applied, the address in it', () => {
  const warnings = renderWith({ en: { 'route.confirmPreset': 'Payout to {address} ({network}) is mine.' } });
  expect(warnings).toEqual([]);
  expect(screen.getByRole('checkbox', { name: `Payout to ${ADDRESS} (Arbitrum One) is mine.` })).toBeTruthy();
  expect(screen.getByTestId('preset-destination').textContent).toBe(ADDRESS);
});

it('a sentence that reached the screen without {address} still shows the address, after it', () => {
  // Past the partner checks (a dictionary mistake, say): the address is never left out.
  const overrides = { en: new Map([['route.confirmPreset', 'This site filled in the destination.']]) };
  render(
    <I18nProvider language="en" overrides={overrides as StringOverrides}>
      <PresetAddress model={model()} />
    </I18nProvider>,
  );
  expect(
    screen.getByRole('checkbox', { name: `This site filled in the destination. ${ADDRESS}` }),
  ).toBeTruthy();
  expect(screen.getByTestId('preset-destination').textContent).toBe(ADDRESS);
});
