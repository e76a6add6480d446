// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, contrastRatio, readableOn, themeVariables } from './theme';

afterEach(() => vi.restoreAllMocks());

describe('themes', () => {
  it('contrast follows WCAG (black on white is 21:1)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#3451c8', '#3451c8')).toBe(1);
  });

  it('text on a partner accent is black or white, whichever reads', () => {
    expect(readableOn('#ffdd00')).toBe('#111111');
    expect(readableOn('#1b1464')).toBe('#ffffff');
  });

  it('partner colors set the variables; text is derived from the background when not given', () => {
    const { variables, warnings } = themeVariables({
      mode: 'light',
      background: '#0b0b0f',
      accent: '#ffdd00',
    });
    expect(warnings).toEqual([]);
    expect(variables).toMatchObject({
      '--portage-bg': '#0b0b0f',
      '--portage-fg': '#ffffff',
      '--portage-accent': '#ffdd00',
      '--portage-accent-fg': '#111111',
    });
  });

  it('unreadable partner colors are applied but warned about', () => {
    const { warnings } = themeVariables({ mode: 'light', background: '#ffffff', text: '#dddddd' });
    expect(warnings[0]).toMatch(/contrast of 1\.\d:1, below the 4\.5:1/);
  });

  it('applies the mode, radius and font to the document, and a new theme replaces the old', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const root = document.createElement('div');
    applyTheme({ mode: 'dark', radius: 4, font: 'Inter', accent: '#ff6600' }, root);
    expect(root.dataset.theme).toBe('dark');
    expect(root.style.getPropertyValue('--portage-radius')).toBe('4px');
    expect(root.style.getPropertyValue('--portage-font')).toContain('"Inter"');
    applyTheme({ mode: 'light' }, root);
    expect(root.dataset.theme).toBe('light');
    expect(root.style.getPropertyValue('--portage-accent')).toBe('');
    expect(warn).not.toHaveBeenCalled();
  });

  it('system follows the browser, and its changes', () => {
    const listeners: Array<() => void> = [];
    const query = {
      matches: true,
      addEventListener: (_: string, f: () => void) => listeners.push(f),
      removeEventListener() {},
    };
    vi.spyOn(window, 'matchMedia').mockReturnValue(query as unknown as MediaQueryList);
    const root = document.createElement('div');
    applyTheme({ mode: 'system' }, root);
    expect(root.dataset.theme).toBe('dark');
    query.matches = false;
    for (const listener of listeners) listener();
    expect(root.dataset.theme).toBe('light');
  });
});
