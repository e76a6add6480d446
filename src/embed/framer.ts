/**
 * Who framed the widget, checked before it talks to the page (src/embed/events.ts) and before it
 * takes the page's say on whose the payout is (src/embed/store.ts).
 *
 * The build's `frame-ancestors` (VITE_PORTAGE_FRAME_ANCESTORS, vite.config.ts) stops other sites
 * from framing the widget only where the host sends the header. Any page could otherwise frame it
 * with `parentOrigin` set to its own origin, hear every event and send `config_update`, or preset
 * its own payout address and reword the sentences that show it. So the widget compares every
 * ancestor in `location.ancestorOrigins` with that same list, as the header would
 * (`checkAllowedFramer`: the presets of the destination address and `strings` need it), and its
 * direct parent with `parentOrigin` (`checkFramer`: the channel needs both). Chromium and Safari have `ancestorOrigins`; Firefox does not, and there
 * only the header (which Firefox enforces) and the target-origin rule of events.ts hold.
 * Pure: no global window, no console.
 */

export interface AllowedFramerInput {
  /** `location.ancestorOrigins` as an array, nearest first; undefined where the browser has none. */
  ancestorOrigins: readonly string[] | undefined;
  /** The build's frame-ancestors sources (`'self'`, `'none'`, `https:`, `https://*.host:port`); empty: none named. */
  allowedFramers: readonly string[];
  /** The widget's own origin, which `'self'` means. */
  selfOrigin: string;
}

export interface FramerCheckInput extends AllowedFramerInput {
  /** The origins of the `parentOrigin` parameter. */
  parentOrigins: readonly string[];
}

export type FramerCheck = { ok: true } | { ok: false; reason: string };

/**
 * Whether the page that frames the widget is one the build allows to: what the widget needs before
 * it takes a framing page's destination address or its own words. Passes where it cannot tell:
 * outside a frame (no parent: the widget's own page, or a link opened in a tab) and where the
 * browser has no `ancestorOrigins` (Firefox).
 */
export function checkAllowedFramer(input: AllowedFramerInput): FramerCheck {
  const ancestors = input.ancestorOrigins ?? [];
  if (ancestors.length === 0 || input.allowedFramers.length === 0) return { ok: true };
  // Every ancestor, as frame-ancestors checks them: an allowed partner page framed by a page that
  // is not allowed could otherwise pass that page's address and words on through its own URL.
  const refused = ancestors.find(
    (ancestor) => !input.allowedFramers.some((s) => allows(s, ancestor, input.selfOrigin)),
  );
  if (refused !== undefined) {
    const which = refused === ancestors[0] ? 'the page that frames it' : 'a page that frames its parent';
    return {
      ok: false,
      reason: `${which} (${refused}) is not one this build allows to (${input.allowedFramers.join(' ')})`,
    };
  }
  return { ok: true };
}

/** Whether the channel to the parent page may open: the parent is an allowed framer and a named parentOrigin. */
export function checkFramer(input: FramerCheckInput): FramerCheck {
  const allowed = checkAllowedFramer(input);
  // No list (Firefox), or not in a frame (no parent to talk to): nothing to compare.
  const parent = input.ancestorOrigins?.[0];
  if (!allowed.ok || parent === undefined) return allowed;
  if (!input.parentOrigins.includes(parent)) {
    return {
      ok: false,
      reason: `the page that frames it (${parent}) is not named in parentOrigin (${input.parentOrigins.join(', ') || 'none'})`,
    };
  }
  return { ok: true };
}

/** `location.ancestorOrigins` as an array, nearest first; undefined where the browser has none (Firefox). */
export function ancestorOriginsOf(win: Pick<Window, 'location'>): string[] | undefined {
  const list = win.location?.ancestorOrigins;
  return list ? Array.from(list) : undefined;
}

/** The build's list, as vite.config.ts defines it (space-separated); empty outside a Vite build. */
export function buildFrameAncestors(value: unknown): string[] {
  return typeof value === 'string' ? value.split(/[\s,]+/).filter(Boolean) : [];
}

/** The build's frame-ancestors list (empty where Vite did not define it, e.g. unit tests). */
export const BUILD_FRAME_ANCESTORS = buildFrameAncestors(import.meta.env.PORTAGE_FRAME_ANCESTORS);

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443', 'ws:': '80', 'wss:': '443' };

/**
 * Whether a CSP source expression matches an origin, as frame-ancestors matches it: keywords,
 * a scheme alone (`http:` also lets https in, as CSP does), or a host with an optional `*.`
 * prefix (subdomains only) and port (`*` for any; none means the origin's default one). A path
 * says nothing about an origin and is ignored.
 */
function allows(source: string, origin: string, selfOrigin: string): boolean {
  if (source === "'none'") return false;
  if (source === "'self'") return origin === selfOrigin;
  const url = parseOrigin(origin);
  if (!url) return false; // "null": an opaque origin (a sandboxed page) is never an allowed framer
  const schemeOnly = /^([a-z][a-z0-9+.-]*:)$/i.exec(source);
  if (schemeOnly?.[1]) return schemeMatches(schemeOnly[1].toLowerCase(), url.protocol);
  const host = /^([a-z][a-z0-9+.-]*:)\/\/(\*\.)?([^/:]+|\[[^\]]+\])(?::(\d+|\*))?(?:\/.*)?$/i.exec(source);
  if (!host) return false;
  const [, scheme = '', wildcard, name = '', port] = host;
  if (!schemeMatches(scheme.toLowerCase(), url.protocol)) return false;
  const hostname = url.hostname.toLowerCase();
  const wanted = name.toLowerCase();
  if (wildcard ? !hostname.endsWith(`.${wanted}`) : hostname !== wanted) return false;
  // No port in the source: the origin must be on its scheme's default port (URL leaves it empty).
  if (port === undefined) return url.port === '';
  return port === '*' || port === (url.port || DEFAULT_PORTS[url.protocol]);
}

function schemeMatches(source: string, actual: string): boolean {
  return (
    source === actual ||
    (source === 'http:' && actual === 'https:') ||
    (source === 'ws:' && actual === 'wss:')
  );
}

function parseOrigin(origin: string): URL | null {
  try {
    const url = new URL(origin);
    return url.origin === 'null' ? null : url;
  } catch {
    return null;
  }
}
