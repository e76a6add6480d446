// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { I18nProvider, usePartnerStrings, useT } from './index';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Probe() {
  const t = useT();
  return <p data-testid="probe">{t('route.create')}</p>;
}

/** As App.tsx does: nothing until the partner's words are checked, then the widget with them. */
function Widget({ strings }: { strings: string | undefined }) {
  const partner = usePartnerStrings(strings);
  if (!partner.ready) return <p data-testid="waiting" />;
  return (
    <I18nProvider language="en" overrides={partner.overrides}>
      <Probe />
    </I18nProvider>
  );
}

it('checks the partner’s words in their own chunk, shows them (never the default first), warns once per value', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const strings = JSON.stringify({ en: { 'route.create': 'Swap now', 'route.craete': 'typo' } });
  const view = render(<Widget strings={strings} />);
  expect(screen.queryByTestId('probe')).toBeNull();
  expect((await screen.findByTestId('probe')).textContent).toBe('Swap now');
  expect(warn.mock.calls.map(([text]) => text)).toEqual([
    'Portage: strings.en: unknown key "route.craete" ignored.',
  ]);

  // The same value again (another config_update) is neither checked nor warned about again.
  view.rerender(<Widget strings={strings} />);
  expect(screen.getByTestId('probe').textContent).toBe('Swap now');
  expect(warn).toHaveBeenCalledTimes(1);

  // Removed: the widget's own words.
  view.rerender(<Widget strings={undefined} />);
  expect(screen.getByTestId('probe').textContent).toBe('Create swap');
});
