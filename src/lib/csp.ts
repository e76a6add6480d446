/**
 * Whether the page's Content Security Policy lets it connect to a URL (`connect-src`, else
 * `default-src`), read from the policy the build writes into the page as a meta tag. A request
 * the policy refuses fails anyway, and is reported as a violation: a read that may go to any node
 * the service names (a contract check) asks this first and, refused, says it could not check.
 *
 * The matching follows CSP Level 3's source lists for what a build writes: `'self'`, `'none'`,
 * `*`, scheme sources (`https:`) and host sources (`[scheme://]host[:port][/path]`, with `*.` host
 * and `*` port wildcards). Anything it does not understand (nonces, hashes, keywords) allows nothing.
 */

/** The page's policy text, from its meta tag; null when the page has none. */
function pagePolicy(doc: Document): string | null {
  for (const meta of doc.querySelectorAll('meta[http-equiv]')) {
    if (meta.getAttribute('http-equiv')?.toLowerCase() === 'content-security-policy') {
      return meta.getAttribute('content');
    }
  }
  return null;
}

/** The sources of `connect-src`, else `default-src`; null when the policy sets neither. */
export function connectSources(policy: string): string[] | null {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    // The first of a directive counts; a repeated one is ignored, as the browser does.
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives.get('connect-src') ?? directives.get('default-src') ?? null;
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443', 'ws:': '80', 'wss:': '443' };
const HOST_SOURCE = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*|(?:\*\.)?[^:/]+)(?::(\*|\d+))?(\/.*)?$/i;

/** Whether a URL's scheme is the source's, or its secure upgrade (http → https, ws → wss). */
function schemeMatches(sourceScheme: string, url: URL): boolean {
  if (url.protocol === sourceScheme) return true;
  return (
    (sourceScheme === 'http:' && url.protocol === 'https:') ||
    (sourceScheme === 'ws:' && url.protocol === 'wss:')
  );
}

function hostMatches(pattern: string, host: string): boolean {
  if (pattern === '*') return true;
  if (pattern.startsWith('*.')) return host.endsWith(pattern.slice(1).toLowerCase());
  return host === pattern.toLowerCase();
}

function portMatches(port: string | undefined, url: URL, sourceScheme: string): boolean {
  if (port === '*') return true;
  const urlPort = url.port || DEFAULT_PORTS[url.protocol] || '';
  if (port !== undefined) return urlPort === port;
  // No port in the source: the scheme's default (an upgraded request keeps its own default).
  return urlPort === DEFAULT_PORTS[sourceScheme] || urlPort === DEFAULT_PORTS[url.protocol];
}

function pathMatches(path: string | undefined, url: URL): boolean {
  if (!path || path === '/') return true;
  return path.endsWith('/') ? url.pathname.startsWith(path) : url.pathname === path;
}

/** Whether one source expression allows `url` from a page at `self`. */
function sourceAllows(source: string, url: URL, self: URL): boolean {
  const text = source.trim();
  if (text === "'self'") return url.origin === self.origin;
  if (text === '*')
    return ['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) || url.protocol === self.protocol;
  if (/^[a-z][a-z0-9+.-]*:$/i.test(text)) return schemeMatches(text.toLowerCase(), url);
  if (text.startsWith("'")) return false;
  const match = HOST_SOURCE.exec(text);
  if (!match) return false;
  const [, scheme, host = '', port, path] = match;
  const sourceScheme = scheme ? `${scheme.toLowerCase()}:` : self.protocol;
  if (!schemeMatches(sourceScheme, url)) return false;
  return (
    hostMatches(host, url.hostname.toLowerCase()) &&
    portMatches(port, url, sourceScheme) &&
    pathMatches(path, url)
  );
}

/**
 * Whether `url` may be fetched under `policy` from a page at `self`. True when the policy sets no
 * `connect-src` or `default-src`.
 */
export function policyAllowsConnect(policy: string, url: string, self: string): boolean {
  const sources = connectSources(policy);
  if (sources === null) return true;
  let target: URL;
  let page: URL;
  try {
    target = new URL(url);
    page = new URL(self);
  } catch {
    return false;
  }
  return sources.some((source) => sourceAllows(source, target, page));
}

/** Whether this page's policy lets it fetch `url` (true where the page carries no policy). */
export function pageMayConnect(url: string): boolean {
  if (typeof document === 'undefined') return true;
  const policy = pagePolicy(document);
  return policy === null || policyAllowsConnect(policy, url, document.location.href);
}
