import { defineConfig } from 'vitest/config';
import { tokenTable } from './scripts/token-table.ts';

export default defineConfig({
  // The same token table as the build (`virtual:portage-token-table`).
  plugins: [tokenTable()],
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
