import { defineConfig } from 'vitest/config';
import { buildInfoDefine } from './scripts/build-info.ts';
import { tokenTable } from './scripts/token-table.ts';

export default defineConfig({
  // The same token table as the build (`virtual:portage-token-table`).
  plugins: [tokenTable()],
  // The version and build the widget's code names, as a build writes them.
  define: buildInfoDefine(),
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'service/**/*.test.ts',
      'packages/*/src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20_000,
  },
});
