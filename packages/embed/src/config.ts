/**
 * The widget's configuration as a partner writes it: one typed object whose field names are the
 * widget's URL parameters (the README's "Configuration" table). The loader turns it into the
 * iframe's query string at mount and into `config_update` messages afterwards
 * (`serializeConfig`). The widget checks every value again; what it refuses it names in a console
 * warning and ignores, so a wrong value never blanks the widget.
 *
 * The widget's own list of parameters (src/embed/config.ts, CONFIG_PARAMS) and this type must name
 * the same fields: src/embed/package-types.check.ts fails to compile when they drift.
 */

/** Chain families the widget can deposit from or send to. */
export type ChainFamily =
  | 'evm'
  | 'starknet'
  | 'solana'
  | 'cosmos'
  | 'starkex'
  | 'zksynclite'
  | 'ton'
  | 'paradex'
  | 'tron'
  | 'fuel'
  | 'bitcoin'
  | 'hyperliquid';

/** The languages the widget speaks (a longer BCP 47 tag such as `pt-BR` or `es-MX` is fine too). */
export type PortageLanguage =
  | 'en'
  | 'es'
  | 'zh'
  | 'tr'
  | 'uk'
  | 'fr'
  | 'de'
  | 'pt-BR'
  | 'ru'
  | 'ja'
  | 'ko'
  | 'vi'
  | (string & {});

/**
 * Text overrides, per language: the widget's message keys (dot paths such as `route.create`, listed
 * in the README) mapped to the partner's wording. A plural message takes one string for every form
 * or an object of forms (`{ one, other }`). Unknown keys and placeholders the message does not have
 * are named in a console warning and ignored.
 */
export type PortageStrings = {
  [lang in PortageLanguage]?: Record<string, string | ({ other: string } & Record<string, string>)>;
};

export interface PortageConfig {
  /** The swap service's base URL (fixed at load; must be allowed by the widget's build). */
  apiUrl?: string;
  /** The service key (fixed at load). A public, rate-limited key: never a secret. */
  apiKey?: string;
  /** Source network `name` as the service lists it, e.g. `ETHEREUM_MAINNET`. */
  from?: string;
  /** Destination network `name`. */
  to?: string;
  /** Source token symbol. */
  fromAsset?: string;
  /** Destination token symbol. */
  toAsset?: string;
  /** Exact decimal text in the source token's units, e.g. `'0.25'` (a string: never a float). */
  amount?: string;
  /** The destination address (the person still confirms a preset address). */
  destAddress?: string;
  refuel?: boolean;
  lockFrom?: boolean;
  lockTo?: boolean;
  lockFromAsset?: boolean;
  lockToAsset?: boolean;
  lockAddress?: boolean;
  hideFrom?: boolean;
  hideTo?: boolean;
  hideAddress?: boolean;
  /** Only networks of these families are offered. */
  families?: readonly ChainFamily[];
  /** The partner's reference, sent as the swap's `reference_id`. */
  externalId?: string;
  theme?: 'light' | 'dark' | 'system';
  /** `#rrggbb` colors. */
  accent?: string;
  background?: string;
  text?: string;
  /** Corner radius in CSS px. */
  radius?: number;
  /** A font family name. */
  font?: string;
  lang?: PortageLanguage;
  /** Text overrides per language. */
  strings?: PortageStrings;
  /** Open this swap (fixed at load). */
  swapId?: string;
  /**
   * Origins that receive events and may send `config_update` (fixed at load). The loader sets it to
   * the page's own origin when absent; an empty string turns events off.
   */
  parentOrigin?: string;
  /**
   * Your support page, linked from the widget's Help panel as "Contact {host}'s support": an https
   * URL whose origin the widget's build allows (`VITE_PORTAGE_SUPPORT_ORIGINS`); honoured only in a
   * frame of a page the build allows to frame it. Without it the panel tells people to contact
   * the site where they found the widget.
   */
  supportUrl?: string;
}

/** Parameters fixed when the widget loads: a `config_update` never changes them. */
export const FIXED_AT_LOAD = [
  'apiUrl',
  'apiKey',
  'parentOrigin',
  'swapId',
] as const satisfies readonly (keyof PortageConfig)[];

/** A config field's value as the widget reads it: text (URL parameters are text). */
function toText(value: unknown): string {
  if (Array.isArray(value)) return value.join(',');
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/**
 * The config as URL parameters / a `config_update` payload: every value as text, `null` and
 * `undefined` left out.
 */
export function serializeConfig(config: object): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(config)) {
    if (value !== null && value !== undefined) out[key] = toText(value);
  }
  return out;
}

/**
 * What changed between two configs, as a `config_update` payload: changed fields as text, removed
 * ones as `null` (the widget then behaves as if they had never been given). Fields fixed at load
 * are left out (they need a new mount). Empty when nothing changed.
 */
export function configChanges(before: object, after: object): Record<string, string | null> {
  const previous = serializeConfig(before);
  const next = serializeConfig(after);
  const changes: Record<string, string | null> = {};
  for (const key of new Set([...Object.keys(previous), ...Object.keys(next)])) {
    if ((FIXED_AT_LOAD as readonly string[]).includes(key)) continue;
    if (previous[key] !== next[key]) changes[key] = next[key] ?? null;
  }
  return changes;
}
