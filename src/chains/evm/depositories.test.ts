import { describe, expect, it } from 'vitest';
import { parseDepositories } from './depositories';

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const B = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';

function parse(text: string | undefined) {
  const warnings: string[] = [];
  const pinned = parseDepositories(text, (message) => warnings.push(message));
  return { pinned: Object.fromEntries(pinned), warnings };
}

describe('parseDepositories', () => {
  it('reads chainId:address pairs separated by commas, spaces allowed', () => {
    expect(parse(`1:${A}, 42161 : ${B} ,`)).toEqual({ pinned: { 1: A, 42161: B }, warnings: [] });
    expect(parse(`0xa4b1:${A.toLowerCase()}`)).toEqual({ pinned: { 42161: A.toLowerCase() }, warnings: [] });
  });

  it('pins nothing when the variable is unset or empty', () => {
    expect(parse(undefined)).toEqual({ pinned: {}, warnings: [] });
    expect(parse('')).toEqual({ pinned: {}, warnings: [] });
    expect(parse(' , ')).toEqual({ pinned: {}, warnings: [] });
  });

  it.each([
    ['no colon', A],
    ['no chain id', `:${A}`],
    ['a chain id that is a word', `mainnet:${A}`],
    ['chain 0', `0:${A}`],
    ['a negative chain', `-1:${A}`],
    ['a short address', '1:0x1234'],
    ['not hex', `1:0x${'g'.repeat(40)}`],
    ['a wrong checksum', '1:0x70997970c51812DC3A010C7d01b50e0d17dc79C8'],
    ['the zero address', `1:0x${'0'.repeat(40)}`],
    ['no address', '1:'],
  ])('ignores an entry with %s, with a warning, and keeps the others', (_, entry) => {
    const { pinned, warnings } = parse(`${entry},10:${B}`);
    expect(pinned).toEqual({ 10: B });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('VITE_PORTAGE_DEPOSITORIES');
    expect(warnings[0]).toMatch(/is ignored: .*\.$/);
  });

  it('keeps the first depository of a chain named twice, and warns when the second differs', () => {
    expect(parse(`1:${A},1:${B}`)).toMatchObject({ pinned: { 1: A } });
    expect(parse(`1:${A},1:${B}`).warnings).toHaveLength(1);
    expect(parse(`1:${A},1:${A.toLowerCase()}`)).toEqual({ pinned: { 1: A }, warnings: [] });
  });

  it('warns on the console by default', () => {
    const warn = console.warn;
    const seen: unknown[] = [];
    console.warn = (message: unknown) => seen.push(message);
    try {
      expect(parseDepositories('nonsense').size).toBe(0);
    } finally {
      console.warn = warn;
    }
    expect(seen).toHaveLength(1);
  });
});
