// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { connectSources, pageMayConnect, policyAllowsConnect } from './csp';

const PAGE = 'https://widget.example/';
/** A policy of the kind the build writes (vite.config.ts). */
const POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "connect-src 'self' https://api.example https://*.rpc.example wss://bridge.example:8443/relay/ http://127.0.0.1:* https://node.example/v1",
  "object-src 'none'",
].join('; ');

describe('policyAllowsConnect', () => {
  it.each([
    ['https://widget.example/api', true],
    ['https://api.example/v2/networks', true],
    ['https://eth.rpc.example/', true],
    ['https://rpc.example/', false],
    ['wss://bridge.example:8443/relay/abc', true],
    ['wss://bridge.example:8443/other', false],
    ['wss://bridge.example/relay/abc', false],
    ['http://127.0.0.1:8645', true],
    ['http://localhost:8645', false],
    ['https://node.example/v1', true],
    ['https://node.example/v1/extra', false],
    ['https://arbitrum.node.invalid', false],
    ['http://api.example/', false],
  ])('%s: %s', (url, allowed) => {
    expect(policyAllowsConnect(POLICY, url, PAGE)).toBe(allowed);
  });

  it('falls back to default-src, and allows all without either', () => {
    expect(policyAllowsConnect("default-src 'self'", 'https://other.example/', PAGE)).toBe(false);
    expect(policyAllowsConnect("default-src 'self'", 'https://widget.example/x', PAGE)).toBe(true);
    expect(policyAllowsConnect("script-src 'self'", 'https://other.example/', PAGE)).toBe(true);
  });

  it('scheme sources, *, an upgrade from http to https, and none', () => {
    expect(policyAllowsConnect('connect-src https:', 'https://any.example/', PAGE)).toBe(true);
    expect(policyAllowsConnect('connect-src https:', 'http://any.example/', PAGE)).toBe(false);
    expect(policyAllowsConnect('connect-src *', 'https://any.example/', PAGE)).toBe(true);
    expect(policyAllowsConnect('connect-src http://a.example', 'https://a.example/', PAGE)).toBe(true);
    expect(policyAllowsConnect("connect-src 'none'", 'https://widget.example/', PAGE)).toBe(false);
    expect(policyAllowsConnect('connect-src https://a.example', 'not a url', PAGE)).toBe(false);
  });

  it('reads the first of a repeated directive', () => {
    expect(connectSources("connect-src 'self'; connect-src https:")).toEqual(["'self'"]);
  });
});

describe('pageMayConnect', () => {
  afterEach(() => {
    for (const meta of document.head.querySelectorAll('meta')) meta.remove();
  });

  it('reads the page’s meta policy; a page with none allows all', () => {
    expect(pageMayConnect('https://arbitrum.node.invalid/')).toBe(true);
    const meta = document.createElement('meta');
    meta.setAttribute('http-equiv', 'Content-Security-Policy');
    meta.setAttribute('content', "default-src 'self'; connect-src 'self' http://127.0.0.1:*");
    document.head.append(meta);
    expect(pageMayConnect('https://arbitrum.node.invalid/')).toBe(false);
    expect(pageMayConnect('http://127.0.0.1:8645/')).toBe(true);
  });
});
