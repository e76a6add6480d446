import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIXED_AT_LOAD as PARTNER_FIXED } from '../../packages/embed/src/config';
import { FIXED_AT_LOAD } from './config';
import { PROTOCOL_VERSION } from './protocol';

// The rest of the agreement between the package and the widget is checked by the compiler:
// src/embed/package-types.check.ts.
describe('the embed package agrees with the widget', () => {
  it('names the same parameters as fixed at load (a React prop change there mounts again)', () => {
    expect([...PARTNER_FIXED].sort()).toEqual([...FIXED_AT_LOAD].sort());
  });

  it('has the protocol version as its major version', () => {
    const { version } = JSON.parse(readFileSync('packages/embed/package.json', 'utf8')) as {
      version: string;
    };
    expect(Number(version.split('.')[0])).toBe(PROTOCOL_VERSION);
  });
});
