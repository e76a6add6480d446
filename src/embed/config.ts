/**
 * The widget's configuration: one typed object, read from the page's URL parameters (a partner's
 * iframe `src`) and changed later only by a host's `config_update` (src/embed/events.ts). Every
 * value is checked here; an unknown or invalid one is dropped with a warning (a console warning at
 * run time), never a blank page. See the README's "Configuration" table.
 */
import { type ChainFamily, NETWORK_TYPES } from '../api/types';

export type ThemeMode = 'light' | 'dark' | 'system';

export interface ThemeConfig {
  mode: ThemeMode;
  /** `#rrggbb` colors. */
  accent?: string;
  background?: string;
  text?: string;
  /** Corner radius in CSS px. */
  radius?: number;
  /** A font family name (the widget's system stack follows it). */
  font?: string;
}

export interface SideConfig {
  /** The network's `name` as the service lists it. */
  network?: string;
  /** The token's symbol. */
  token?: string;
  lockNetwork: boolean;
  lockToken: boolean;
  hidden: boolean;
}

export interface EmbedConfig {
  api: { baseUrl: string; apiKey: string };
  from: SideConfig;
  to: SideConfig;
  /** Exact decimal text. */
  amount?: string;
  destinationAddress?: string;
  lockAddress: boolean;
  hideAddress: boolean;
  refuel?: boolean;
  /** Allow-list of chain families; null means every family. */
  families: ChainFamily[] | null;
  /** Sent as the swap's `reference_id`. */
  externalId?: string;
  theme: ThemeConfig;
  /** The requested language tag; the i18n layer resolves it. */
  lang?: string;
  /**
   * The partner's own words for some sentences, per language: the JSON text as given, only inside
   * a partner's frame. Checked against en.ts by the i18n layer (`usePartnerStrings`), which loads
   * the checker only when there is something to check.
   */
  strings?: string;
  /** A swap to resume. */
  swapId?: string;
  /**
   * The partner's support page, linked from the Help panel: an https URL on an origin the build
   * allows (VITE_PORTAGE_SUPPORT_ORIGINS), only inside a partner's frame.
   */
  supportUrl?: string;
  /** Origins of the host page that may receive events and send `config_update`. */
  parentOrigins: string[];
}

export interface ConfigContext {
  /** The build's service and key (VITE_PORTAGE_API_URL / _KEY or the sandbox's). */
  defaultApi: { baseUrl: string; apiKey: string };
  /** Service origins an `apiUrl` parameter may name, besides the default's. */
  allowedApiOrigins: readonly string[];
  /**
   * Origins a `supportUrl` may link to (VITE_PORTAGE_SUPPORT_ORIGINS); none by default, so that a
   * page cannot send people to a "support" of its own making.
   */
  allowedSupportOrigins?: readonly string[];
  /** The widget's own origin: a loopback widget may talk to a loopback service (development). */
  selfOrigin: string;
  /**
   * Whether the widget runs inside a frame. Only a framing page (which the build's
   * frame-ancestors limits to partners) may replace its sentences: on the widget's own site, a
   * link with `strings` would make Portage say whatever the link's author wrote.
   */
  framed?: boolean;
  /**
   * Why the page that frames the widget failed the framer check (`checkAllowedFramer`,
   * ./framer.ts); undefined when it passed or could not be told (not framed, Firefox). Such a page
   * has no say on whose the payout is: its `destAddress` (and with it `lockAddress` and
   * `hideAddress`) and its `strings` are dropped, and the person enters the address themselves.
   */
  framerRefused?: string;
}

export interface ParsedConfig {
  config: EmbedConfig;
  warnings: string[];
}

/** Every parameter the widget understands, as written in the URL. */
export const CONFIG_PARAMS = [
  'apiUrl',
  'apiKey',
  'from',
  'to',
  'fromAsset',
  'toAsset',
  'amount',
  'destAddress',
  'refuel',
  'lockFrom',
  'lockTo',
  'lockFromAsset',
  'lockToAsset',
  'lockAddress',
  'hideFrom',
  'hideTo',
  'hideAddress',
  'families',
  'externalId',
  'theme',
  'accent',
  'background',
  'text',
  'radius',
  'font',
  'lang',
  'strings',
  'swapId',
  'parentOrigin',
  'supportUrl',
] as const;
export type ConfigParam = (typeof CONFIG_PARAMS)[number];
export type RawConfig = Partial<Record<ConfigParam, string>>;

/** What a host's `config_update` may not change: where the widget talks to, and who listens. */
export const FIXED_AT_LOAD: readonly ConfigParam[] = ['apiUrl', 'apiKey', 'parentOrigin', 'swapId'];

/**
 * Parameters whose value a warning never repeats: the console is read by whoever debugs the page
 * (and by error-reporting scripts of the partner's), and a near-miss key is still mostly the key.
 */
const SECRET_PARAMS: readonly ConfigParam[] = ['apiKey'];

const NETWORK_NAME = /^[A-Za-z0-9_.-]{1,64}$/;
// Symbols are short but not always ASCII (USD₮0); no spaces, quotes or angle brackets.
const TOKEN_SYMBOL = /^[^\s<>"'`\\]{1,32}$/u;
const AMOUNT = /^(?:\d{1,30}(?:\.\d{1,30})?|\.\d{1,30})$/;
const PRINTABLE = /^[\x21-\x7e]{1,128}$/;
const EXTERNAL_ID = /^[\x20-\x7e]{1,128}$/;
const SWAP_ID = /^[A-Za-z0-9_-]{1,100}$/;
// `_` too (pt_BR, as many systems write locales); the i18n layer reads either.
const LANG_TAG = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8}){0,3}$/;
const HEX_COLOR = /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const FONT_NAME = /^[A-Za-z0-9 _-]{1,64}$/;
const TRUE = new Set(['', '1', 'true', 'yes']);
const FALSE = new Set(['0', 'false', 'no']);

/**
 * The swap a URL's query string names, by the same rule the configuration checks `swapId` with;
 * undefined when it names none or one that is not a swap id. For the widget's back and forward,
 * which read the address bar again after the page loaded.
 */
export function checkedSwapId(search: string): string | undefined {
  const id = new URLSearchParams(search).get('swapId')?.trim();
  return id && SWAP_ID.test(id) ? id : undefined;
}

/** Reads the URL's query string into the raw parameter map (unknown names reported). */
export function rawConfigFrom(search: string | URLSearchParams): { raw: RawConfig; unknown: string[] } {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw: RawConfig = {};
  const unknown: string[] = [];
  for (const [name, value] of params) {
    if ((CONFIG_PARAMS as readonly string[]).includes(name)) raw[name as ConfigParam] = value;
    else unknown.push(name);
  }
  return { raw, unknown };
}

/**
 * A host's `config_update` payload as raw parameters: known, changeable names; scalar values. A
 * `null` value unsets the parameter (`removed`): the widget behaves as if it had never been given,
 * which is how a partner's component says "this prop is gone".
 */
export function rawConfigFromUpdate(payload: Record<string, unknown>): {
  raw: RawConfig;
  removed: ConfigParam[];
  warnings: string[];
} {
  const raw: RawConfig = {};
  const removed: ConfigParam[] = [];
  const warnings: string[] = [];
  for (const [name, value] of Object.entries(payload)) {
    if (!(CONFIG_PARAMS as readonly string[]).includes(name)) {
      warnings.push(`config_update: unknown parameter "${name}" ignored.`);
    } else if (FIXED_AT_LOAD.includes(name as ConfigParam)) {
      warnings.push(`config_update: "${name}" can only be set when the widget loads; ignored.`);
    } else if (value === null) {
      removed.push(name as ConfigParam);
    } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      raw[name as ConfigParam] = String(value);
    } else if (name === 'strings' && typeof value === 'object' && value !== null) {
      // A host posting by hand may send the object itself rather than its JSON text.
      raw.strings = JSON.stringify(value);
    } else {
      warnings.push(`config_update: "${name}" must be a string, number, boolean or null; ignored.`);
    }
  }
  return { raw, removed, warnings };
}

/** Turns raw parameters into the checked configuration. Pure: warnings are returned, not printed. */
export function parseConfig(raw: RawConfig, context: ConfigContext): ParsedConfig {
  const warnings: string[] = [];
  const invalid = (name: ConfigParam, why: string) =>
    warnings.push(
      `Parameter "${name}" ignored: ${why} (got ${SECRET_PARAMS.includes(name) ? '[redacted]' : JSON.stringify(raw[name])}).`,
    );

  const text = (name: ConfigParam, pattern: RegExp, why: string): string | undefined => {
    const value = raw[name];
    if (value === undefined) return undefined;
    const trimmed = value.trim();
    if (pattern.test(trimmed)) return trimmed;
    invalid(name, why);
    return undefined;
  };
  const flag = (name: ConfigParam): boolean | undefined => {
    const value = raw[name];
    if (value === undefined) return undefined;
    const lower = value.trim().toLowerCase();
    if (TRUE.has(lower)) return true;
    if (FALSE.has(lower)) return false;
    invalid(name, 'expected true or false');
    return undefined;
  };
  /** A parameter that says whose the payout is, from a page that failed the framer check. */
  const refusedByFramer = (name: ConfigParam): boolean => {
    if (context.framerRefused === undefined || raw[name] === undefined) return false;
    warnings.push(`Parameter "${name}" ignored: ${context.framerRefused}.`);
    return true;
  };
  /** A lock or hide needs the value it holds; without it the widget would hold nothing. */
  const needs = (name: ConfigParam, requirement: boolean, what: string): boolean => {
    const on = flag(name) ?? false;
    if (on && !requirement) {
      warnings.push(`Parameter "${name}" ignored: it needs ${what}.`);
      return false;
    }
    return on;
  };

  const side = (prefix: 'from' | 'to'): SideConfig => {
    const cap = prefix === 'from' ? 'From' : 'To';
    const network = text(prefix, NETWORK_NAME, 'not a network name');
    const token = text(`${prefix}Asset`, TOKEN_SYMBOL, 'not a token symbol');
    const lockNetwork = needs(`lock${cap}`, network !== undefined, `a valid "${prefix}"`);
    const lockToken = needs(`lock${cap}Asset`, token !== undefined, `a valid "${prefix}Asset"`);
    const hidden = needs(
      `hide${cap}`,
      network !== undefined && token !== undefined,
      `a valid "${prefix}" and "${prefix}Asset"`,
    );
    return { network, token, lockNetwork: lockNetwork || hidden, lockToken: lockToken || hidden, hidden };
  };

  const amountText = text('amount', AMOUNT, 'not a decimal amount such as 0.5');
  const amount = amountText && /[1-9]/.test(amountText) ? amountText : undefined;
  if (amountText && !amount) invalid('amount', 'the amount must be above zero');
  const destinationAddress = refusedByFramer('destAddress')
    ? undefined
    : text('destAddress', PRINTABLE, 'not an address');

  return {
    config: {
      api: apiFrom(raw, context, invalid),
      from: side('from'),
      to: side('to'),
      amount,
      destinationAddress,
      lockAddress: needs('lockAddress', destinationAddress !== undefined, 'a valid "destAddress"'),
      hideAddress: needs('hideAddress', destinationAddress !== undefined, 'a valid "destAddress"'),
      refuel: flag('refuel'),
      families: familiesFrom(raw.families, invalid),
      externalId: text('externalId', EXTERNAL_ID, 'at most 128 printable characters'),
      theme: themeFrom(raw, invalid),
      lang: text('lang', LANG_TAG, 'not a language tag such as es or zh-CN'),
      strings: stringsFrom(raw.strings, context, warnings),
      swapId: text('swapId', SWAP_ID, 'not a swap ID'),
      supportUrl: supportFrom(raw.supportUrl, context, warnings, invalid),
      parentOrigins: originsFrom(raw.parentOrigin, invalid),
    },
    warnings,
  };
}

type Invalid = (name: ConfigParam, why: string) => void;

function stringsFrom(value: string | undefined, context: ConfigContext, warnings: string[]) {
  if (value === undefined || value === '') return undefined;
  if (!context.framed) {
    warnings.push(
      "Parameter \"strings\" ignored: a partner's own texts apply only inside the partner's frame, never on the widget's own page.",
    );
    return undefined;
  }
  if (context.framerRefused !== undefined) {
    warnings.push(`Parameter "strings" ignored: ${context.framerRefused}.`);
    return undefined;
  }
  return value;
}

/**
 * The partner's support link, as the framer's `strings` are taken: only inside a frame whose page
 * passes the framer check, and only an https URL on an origin the build names. Anything else is
 * dropped with a warning and the Help panel says to contact the site instead: a page or a link
 * must never be able to put its own "support" behind Portage's name.
 */
function supportFrom(
  value: string | undefined,
  context: ConfigContext,
  warnings: string[],
  invalid: Invalid,
): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  if (!context.framed) {
    warnings.push(
      "Parameter \"supportUrl\" ignored: a partner's support link applies only inside the partner's frame, never on the widget's own page.",
    );
    return undefined;
  }
  if (context.framerRefused !== undefined) {
    warnings.push(`Parameter "supportUrl" ignored: ${context.framerRefused}.`);
    return undefined;
  }
  const url = parseHttpUrl(value.trim());
  if (url?.protocol !== 'https:' || url.username !== '' || url.password !== '') {
    invalid('supportUrl', 'not an https URL');
    return undefined;
  }
  if (!(context.allowedSupportOrigins ?? []).includes(url.origin)) {
    invalid('supportUrl', 'this build of Portage does not link to that site (VITE_PORTAGE_SUPPORT_ORIGINS)');
    return undefined;
  }
  return url.href;
}

function apiFrom(raw: RawConfig, context: ConfigContext, invalid: Invalid): EmbedConfig['api'] {
  let baseUrl = context.defaultApi.baseUrl;
  if (raw.apiUrl !== undefined) {
    const url = parseHttpUrl(raw.apiUrl.trim());
    const allowed = new Set([originOf(context.defaultApi.baseUrl), ...context.allowedApiOrigins]);
    if (!url) invalid('apiUrl', 'not an http(s) URL');
    else if (allowed.has(url.origin) || (isLoopback(url) && isLoopback(parseHttpUrl(context.selfOrigin))))
      baseUrl = url.href.replace(/\/+$/, '');
    // A link must not be able to point the widget at a service that hands out its own deposit addresses.
    else invalid('apiUrl', 'this build of Portage may not talk to that service');
  }
  const apiKey = raw.apiKey?.trim();
  if (apiKey !== undefined && !PRINTABLE.test(apiKey)) invalid('apiKey', 'not an API key');
  return { baseUrl, apiKey: apiKey && PRINTABLE.test(apiKey) ? apiKey : context.defaultApi.apiKey };
}

function familiesFrom(value: string | undefined, invalid: Invalid): ChainFamily[] | null {
  if (value === undefined) return null;
  const names = value
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const known = names.filter((name): name is ChainFamily =>
    (NETWORK_TYPES as readonly string[]).includes(name),
  );
  const unknown = names.filter((name) => !known.includes(name as ChainFamily));
  if (unknown.length > 0) invalid('families', `unknown families ${unknown.join(', ')}`);
  return known.length > 0 ? [...new Set(known)] : null;
}

function themeFrom(raw: RawConfig, invalid: Invalid): ThemeConfig {
  const theme: ThemeConfig = { mode: 'system' };
  const mode = raw.theme?.trim().toLowerCase();
  if (mode === 'light' || mode === 'dark' || mode === 'system') theme.mode = mode;
  else if (mode !== undefined) invalid('theme', 'expected light, dark or system');
  for (const name of ['accent', 'background', 'text'] as const) {
    const value = raw[name]?.trim();
    if (value === undefined) continue;
    const match = HEX_COLOR.exec(value);
    if (match?.[1]) theme[name] = expandHex(match[1]);
    else invalid(name, 'expected a hex color such as #3451c8');
  }
  if (raw.radius !== undefined) {
    const radius = Number(raw.radius.trim().replace(/px$/, ''));
    if (raw.radius.trim() !== '' && Number.isInteger(radius) && radius >= 0 && radius <= 32)
      theme.radius = radius;
    else invalid('radius', 'expected a whole number of pixels from 0 to 32');
  }
  if (raw.font !== undefined) {
    const font = raw.font.trim();
    if (FONT_NAME.test(font)) theme.font = font;
    else invalid('font', 'expected a font family name (letters, digits, spaces)');
  }
  return theme;
}

function originsFrom(value: string | undefined, invalid: Invalid): string[] {
  if (value === undefined) return [];
  const origins: string[] = [];
  for (const part of value.split(/[\s,]+/).filter(Boolean)) {
    const url = parseHttpUrl(part);
    // An origin exactly (no path, no query, no wildcard): events never go to whoever is there.
    if (url && url.origin === part.replace(/\/$/, '')) origins.push(url.origin);
    else invalid('parentOrigin', `"${part}" is not an origin such as https://partner.example`);
  }
  return [...new Set(origins)];
}

function expandHex(hex: string): string {
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return `#${full.toLowerCase()}`;
}

function parseHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function originOf(value: string): string {
  return parseHttpUrl(value)?.origin ?? value;
}

function isLoopback(url: URL | null): boolean {
  return url !== null && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}
