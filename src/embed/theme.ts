/**
 * Themes as CSS custom properties on the document element (styles.css reads only variables):
 * `data-theme="light" | "dark"` picks the palette (`system` follows the browser and its changes),
 * and a partner's colors, radius and font override single variables. No runtime styling library.
 */
import type { ThemeConfig } from './config';

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two `#rrggbb` colors (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white, whichever reads better on `background`. */
export function readableOn(background: string): string {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#111111') ? '#ffffff' : '#111111';
}

/** The variables a theme sets, and the warnings a partner should see (e.g. unreadable colors). */
export function themeVariables(theme: ThemeConfig): {
  variables: Record<string, string>;
  warnings: string[];
} {
  const variables: Record<string, string> = {};
  const warnings: string[] = [];
  const text = theme.text ?? (theme.background ? readableOn(theme.background) : undefined);
  if (theme.background) variables['--portage-bg'] = theme.background;
  if (text) {
    variables['--portage-fg'] = text;
    // Derived from the text color with transparency, so they suit any background.
    variables['--portage-muted'] = `${text}c2`;
    variables['--portage-surface'] = `${text}0d`;
    variables['--portage-border'] = `${text}40`;
  }
  if (theme.accent) {
    variables['--portage-accent'] = theme.accent;
    variables['--portage-accent-fg'] = readableOn(theme.accent);
  }
  if (theme.radius !== undefined) variables['--portage-radius'] = `${theme.radius}px`;
  if (theme.font)
    variables['--portage-font'] = `"${theme.font}", system-ui, -apple-system, "Segoe UI", sans-serif`;
  if (theme.background && text && contrastRatio(theme.background, text) < 4.5) {
    warnings.push(
      `text ${text} on background ${theme.background} has a contrast of ${contrastRatio(theme.background, text).toFixed(1)}:1, below the 4.5:1 people need to read it.`,
    );
  }
  return { variables, warnings };
}

const VARIABLES = [
  '--portage-bg',
  '--portage-fg',
  '--portage-muted',
  '--portage-surface',
  '--portage-border',
  '--portage-accent',
  '--portage-accent-fg',
  '--portage-radius',
  '--portage-font',
];

let stopFollowingSystem: (() => void) | null = null;

/** Applies `theme` to the document; calling it again replaces the previous theme entirely. */
export function applyTheme(theme: ThemeConfig, root: HTMLElement = document.documentElement) {
  stopFollowingSystem?.();
  stopFollowingSystem = null;
  if (theme.mode === 'system' && typeof window.matchMedia === 'function') {
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => {
      root.dataset.theme = query.matches ? 'dark' : 'light';
    };
    follow();
    query.addEventListener('change', follow);
    stopFollowingSystem = () => query.removeEventListener('change', follow);
  } else {
    root.dataset.theme = theme.mode === 'dark' ? 'dark' : 'light';
  }
  const { variables, warnings } = themeVariables(theme);
  for (const name of VARIABLES) root.style.removeProperty(name);
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
  for (const warning of warnings) console.warn(`Portage: ${warning}`);
}
