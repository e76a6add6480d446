import { describe, expect, it } from 'vitest';
import {
  ancestorOriginsOf,
  buildFrameAncestors,
  checkAllowedFramer,
  checkFramer,
  type FramerCheckInput,
} from './framer';

const SELF = 'https://widget.portage.example';
const PARTNER = 'https://partner.example';

function check(overrides: Partial<FramerCheckInput>) {
  return checkFramer({
    ancestorOrigins: [PARTNER],
    allowedFramers: ["'self'", PARTNER],
    parentOrigins: [PARTNER],
    selfOrigin: SELF,
    ...overrides,
  });
}

describe('the framer check', () => {
  it('opens the channel for an allowed framer named in parentOrigin', () => {
    expect(check({})).toEqual({ ok: true });
    expect(check({ parentOrigins: ['https://other.example', PARTNER] })).toEqual({ ok: true });
  });

  it('cannot tell without ancestorOrigins (Firefox), nor outside a frame: left to the target-origin rule', () => {
    expect(check({ ancestorOrigins: undefined, allowedFramers: ["'none'"], parentOrigins: [] })).toEqual({
      ok: true,
    });
    expect(check({ ancestorOrigins: [] })).toEqual({ ok: true });
  });

  it('refuses a parent the build does not allow, even named in parentOrigin', () => {
    const evil = 'https://evil.example';
    const result = check({ ancestorOrigins: [evil, PARTNER], parentOrigins: [evil] });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toContain(evil);
    expect(!result.ok && result.reason).toContain('allows');
  });

  it('refuses an allowed framer that parentOrigin does not name', () => {
    const result = check({ parentOrigins: ['https://other.example'] });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toContain('parentOrigin');
    expect(check({ allowedFramers: [], parentOrigins: ['https://other.example'] }).ok).toBe(false);
  });

  it('every ancestor must be allowed, as frame-ancestors checks them; parentOrigin is the direct parent', () => {
    // An allowed partner page inside a page the build does not allow: refused, and said so.
    const framedPartner = check({ ancestorOrigins: [PARTNER, 'https://evil.example'] });
    expect(framedPartner.ok).toBe(false);
    expect(!framedPartner.ok && framedPartner.reason).toContain(
      'a page that frames its parent (https://evil.example)',
    );
    expect(check({ ancestorOrigins: ['https://evil.example', PARTNER] }).ok).toBe(false);
    // Both allowed: the direct parent is the one parentOrigin must name.
    const nested = {
      allowedFramers: [PARTNER, 'https://top.example'],
      ancestorOrigins: [PARTNER, 'https://top.example'],
    };
    expect(check(nested).ok).toBe(true);
    expect(check({ ...nested, parentOrigins: ['https://top.example'] }).ok).toBe(false);
  });

  it('a build that names no framer only needs parentOrigin', () => {
    expect(
      check({
        allowedFramers: [],
        ancestorOrigins: ['https://any.example'],
        parentOrigins: ['https://any.example'],
      }).ok,
    ).toBe(true);
  });

  it('reads the sources as frame-ancestors does', () => {
    const allowed = (source: string, origin: string) =>
      check({ allowedFramers: [source], ancestorOrigins: [origin], parentOrigins: [origin] }).ok;
    expect(allowed("'self'", SELF)).toBe(true);
    expect(allowed("'self'", PARTNER)).toBe(false);
    expect(allowed("'none'", PARTNER)).toBe(false);
    expect(allowed("'none'", SELF)).toBe(false);
    expect(allowed('https:', PARTNER)).toBe(true);
    expect(allowed('https:', 'http://partner.example')).toBe(false);
    expect(allowed('http:', PARTNER)).toBe(true);
    expect(allowed('https://*.partner.example', 'https://shop.partner.example')).toBe(true);
    expect(allowed('https://*.partner.example', PARTNER)).toBe(false);
    expect(allowed('https://*.partner.example', 'https://shop.partner.example.evil')).toBe(false);
    expect(allowed('https://partner.example', 'https://partner.example.evil')).toBe(false);
    expect(allowed('https://PARTNER.example/shop/', PARTNER)).toBe(true);
    expect(allowed('http://localhost:4180', 'http://localhost:4180')).toBe(true);
    expect(allowed('http://localhost:4180', 'http://localhost:4181')).toBe(false);
    expect(allowed('http://localhost:*', 'http://localhost:4181')).toBe(true);
    expect(allowed('https://partner.example', 'https://partner.example:8443')).toBe(false);
    expect(allowed('https://partner.example:443', PARTNER)).toBe(true);
    expect(allowed('http://partner.example', PARTNER)).toBe(true);
    expect(allowed('https:', 'null')).toBe(false);
  });
});

describe('the allowed-framer half (what presets of the payout and strings need)', () => {
  const allowed = (ancestorOrigins: readonly string[] | undefined, allowedFramers = ["'self'", PARTNER]) =>
    checkAllowedFramer({ ancestorOrigins, allowedFramers, selfOrigin: SELF });

  it('passes an allowed framer, whatever parentOrigin says (an attacker would name itself there)', () => {
    expect(allowed([PARTNER])).toEqual({ ok: true });
    expect(allowed([SELF])).toEqual({ ok: true });
  });

  it('refuses a framer the build does not allow, naming it and the list', () => {
    const result = allowed(['https://evil.example']);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toBe(
      `the page that frames it (https://evil.example) is not one this build allows to ('self' ${PARTNER})`,
    );
    expect(allowed([PARTNER], ["'none'"]).ok).toBe(false);
    // A sandboxed page (an opaque origin) is never an allowed framer.
    expect(allowed(['null']).ok).toBe(false);
  });

  it('passes where it cannot tell: outside a frame, and without ancestorOrigins (Firefox)', () => {
    expect(allowed([])).toEqual({ ok: true });
    expect(allowed(undefined, ["'none'"])).toEqual({ ok: true });
  });

  it('is the first half of the channel check: refused there too, for the same reason', () => {
    const input = { ancestorOrigins: ['https://evil.example'], allowedFramers: [PARTNER], selfOrigin: SELF };
    expect(checkFramer({ ...input, parentOrigins: ['https://evil.example'] })).toEqual(
      checkAllowedFramer(input),
    );
  });

  it('reads ancestorOrigins as a list, nearest first, or none where the browser has none', () => {
    const list = Object.assign(['https://a.example', 'https://b.example'], {
      item: () => null,
      contains: () => true,
    });
    expect(ancestorOriginsOf({ location: { ancestorOrigins: list } } as unknown as Window)).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(ancestorOriginsOf({ location: {} } as unknown as Window)).toBeUndefined();
  });
});

describe("the build's list", () => {
  it('is the space-separated define, empty when there is none', () => {
    expect(buildFrameAncestors("'self' http://localhost:4180")).toEqual(["'self'", 'http://localhost:4180']);
    expect(buildFrameAncestors('')).toEqual([]);
    expect(buildFrameAncestors(undefined)).toEqual([]);
  });
});
