/// <reference path="./virtual.d.ts" />
/**
 * Portage's token facts, loaded with the deposit code: the table (`virtual:portage-token-table`,
 * made by the build from maintained lists and the hand-kept rows) is a chunk of its own, reached
 * only through this `import()`, so it is never in the first load (`npm run budget` checks).
 */
import { loadOnce } from '../../../lib/load-once';
import type { TokenTable } from './types';

export const loadTokenTable: () => Promise<TokenTable> = loadOnce(() =>
  import('virtual:portage-token-table').then((module) => module.default),
);
