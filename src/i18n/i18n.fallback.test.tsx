// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { I18nProvider, useLocale, useT } from './index';

// The Ukrainian chunk fails to load (a network error, a deploy that removed it).
vi.mock('./uk', () => {
  throw new Error('chunk load failed');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Probe() {
  const t = useT();
  return (
    <p data-testid="probe" data-locale={useLocale()}>
      {t('route.create')}
    </p>
  );
}

it('falls back to English with a warning when a language cannot be loaded, never a blank page', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  render(
    <I18nProvider language="uk">
      <Probe />
    </I18nProvider>,
  );
  const probe = await screen.findByTestId('probe');
  expect(probe.textContent).toBe('Create swap');
  expect(probe.dataset.locale).toBe('en');
  expect(document.documentElement.lang).toBe('en');
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('"uk"'), expect.anything());
});
