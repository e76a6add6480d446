/**
 * Who framed the widget, checked before it talks to the page (src/embed/events.ts).
 *
 * The build's `frame-ancestors` (VITE_PORTAGE_FRAME_ANCESTORS, vite.config.ts) stops other sites
 * from framing the widget only where the host sends the header. Any page could otherwise frame it
 * with `parentOrigin` set to its own origin, hear every event and send `config_update`. So the
 * widget compares its direct parent, `location.ancestorOrigins[0]`, with that same list and with
 * `parentOrigin`, and keeps the channel closed on a mismatch. Chromium and Safari have
 * `ancestorOrigins`; Firefox does not, and there only the target-origin rule of events.ts holds.
 * Pure: no window, no console.
 */

export interface FramerCheckInput {
  /** `location.ancestorOrigins` as an array, nearest first; undefined where the browser has none. */
  ancestorOrigins: readonly string[] | undefined;
  /** The build's frame-ancestors sources (`'self'`, `'none'`, `https:`, `https://*.host:port`); empty: none named. */
  allowedFramers: readonly string[];
  /** The origins of the `parentOrigin` parameter. */
  parentOrigins: readonly string[];
  /** The widget's own origin, which `'self'` means. */
  selfOrigin: string;
}

export type FramerCheck = { ok: true } | { ok: false; reason: string };

/** Whether the channel to the parent page may open: the parent is an allowed framer and a named parentOrigin. */
export function checkFramer(input: FramerCheckInput): FramerCheck {
  // No list (Firefox), or not in a frame (no parent to talk to): nothing to compare.
  const parent = input.ancestorOrigins?.[0];
  if (parent === undefined) return { ok: true };
  if (
    input.allowedFramers.length > 0 &&
    !input.allowedFramers.some((s) => allows(s, parent, input.selfOrigin))
  ) {
    return {
      ok: false,
      reason: `the page that frames it (${parent}) is not one this build allows to (${input.allowedFramers.join(' ')})`,
    };
  }
  if (!input.parentOrigins.includes(parent)) {
    return {
      ok: false,
      reason: `the page that frames it (${parent}) is not named in parentOrigin (${input.parentOrigins.join(', ') || 'none'})`,
    };
  }
  return { ok: true };
}

/** The build's list, as vite.config.ts defines it (space-separated); empty outside a Vite build. */
export function buildFrameAncestors(value: unknown): string[] {
  return typeof value === 'string' ? value.split(/[\s,]+/).filter(Boolean) : [];
}

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
