// Bytes of a Vite build, read the way the byte budget reads them (scripts/bundle.mjs): the initial
// JavaScript, and each wallet family's chunk: src/chains/<family>/wallet.tsx with the static
// imports it brings that the first load does not already hold (what the browser fetches when that
// family is asked for).
import { readBundle } from '../scripts/bundle.mjs';

export const FAMILIES = ['evm', 'solana', 'starknet', 'ton', 'bitcoin', 'tron', 'fuel'];

export function bundleBytes(dist) {
  const { manifest, initial, closure, familySdksIn, sizeOf } = readBundle(dist);
  const sizes = new Map();
  const cachedSize = (file) => {
    if (!sizes.has(file)) sizes.set(file, sizeOf(file));
    return sizes.get(file);
  };
  const sum = (files) =>
    [...files].reduce(
      (total, file) => {
        const size = cachedSize(file);
        return { raw: total.raw + size.raw, gzip: total.gzip + size.gzip };
      },
      { raw: 0, gzip: 0 },
    );

  const families = {};
  for (const family of FAMILIES) {
    const key = `src/chains/${family}/wallet.tsx`;
    if (!manifest[key]) continue;
    const files = [...closure(key)].filter((file) => !initial.has(file));
    families[family] = { file: manifest[key].file, files, ...sum(files) };
  }

  const sdks = familySdksIn(initial);
  return {
    initial: { files: [...initial].sort(), ...sum(initial) },
    families,
    sdkInInitial: sdks ? [...sdks.keys()].sort() : null,
  };
}
