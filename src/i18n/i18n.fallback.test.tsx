// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { I18nProvider, SUPPORTED_LANGUAGES, useLocale, useT } from './index';
import { parseStringOverrides } from './overrides';

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
  // Set by an effect after the commit that showed the text (the load resolved outside act, so
  // React may run it a moment later, as a browser would).
  await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('"uk"'), expect.anything());
});

it('after such a fallback, the partner’s English words apply (the page is in English), not the Ukrainian ones', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const { overrides } = parseStringOverrides(
    JSON.stringify({ en: { 'route.create': 'Swap now' }, uk: { 'route.create': 'Обміняти зараз' } }),
    SUPPORTED_LANGUAGES,
  );
  render(
    <I18nProvider language="uk" overrides={overrides}>
      <Probe />
    </I18nProvider>,
  );
  expect((await screen.findByTestId('probe')).textContent).toBe('Swap now');
});
