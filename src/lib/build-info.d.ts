/** Written by the build (scripts/build-info.ts, in vite.config.ts and vitest.config.ts). */
/** package.json's version. */
declare const __PORTAGE_VERSION__: string;
/** The git commit's short hash, or the build's date (YYYY-MM-DD) without git. */
declare const __PORTAGE_BUILD__: string;
