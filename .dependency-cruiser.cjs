/**
 * The layers of the widget and the arrows allowed between them, checked by `npm run lint`
 * (see docs/architecture.md, "Layers"). Test code (`*.test.ts(x)`, `*test-support.ts`) may
 * reach anything; the app's code may not reach the tests or the sandbox.
 */
const TEST = '\\.test\\.tsx?$|test-support\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'An import cycle: two modules that need each other are one module, or a third is missing.',
      from: { path: '^(src|service)/' },
      to: { circular: true },
    },
    {
      name: 'app-not-sandbox',
      severity: 'error',
      comment: 'The widget never ships the sandbox service; only tests may use it as an oracle.',
      from: { path: '^src/', pathNot: TEST },
      to: { path: '^service/' },
    },
    {
      name: 'app-not-tests',
      severity: 'error',
      comment: 'Test helpers stay out of the app.',
      from: { path: '^src/', pathNot: TEST },
      to: { path: TEST },
    },
    {
      name: 'chains-not-ui',
      severity: 'error',
      comment: 'Chain code (validators, builders, wallet modules) knows nothing of the screens.',
      from: { path: '^src/chains/', pathNot: TEST },
      to: { path: '^src/(ui|swap|embed)/' },
    },
    {
      name: 'wallet-modules-not-host',
      severity: 'error',
      comment: 'A wallet module knows the contract (src/wallets/contract.ts), never the host that loads it.',
      from: { path: '^src/chains/', pathNot: TEST },
      to: { path: '^src/wallets/host' },
    },
    {
      name: 'host-loads-modules-lazily',
      severity: 'error',
      comment:
        'The host reaches wallet modules only through import(): their SDKs must stay out of the first load.',
      from: { path: '^src/wallets/', pathNot: TEST },
      to: { path: '^src/chains/[^/]+/wallet\\.tsx$', dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'wallets-not-screens',
      severity: 'error',
      comment: 'The wallet layer sits below the swap domain and the screens.',
      from: { path: '^src/wallets/', pathNot: TEST },
      to: { path: '^src/(ui|swap|embed)/' },
    },
    {
      name: 'swap-not-screens',
      severity: 'error',
      comment:
        'The swap domain (hooks and pure rules) is read by the screens and the host events, never the reverse.',
      from: { path: '^src/swap/', pathNot: TEST },
      to: { path: '^src/(ui|embed)/' },
    },
    {
      name: 'foundations-stay-below',
      severity: 'error',
      comment: 'lib, i18n and api are the bottom layers: they import none of the layers above.',
      from: { path: '^src/(lib|i18n|api)/', pathNot: TEST },
      to: { path: '^src/(state|ui|swap|wallets|chains|embed)/' },
    },
    {
      name: 'state-below-domain',
      severity: 'error',
      comment:
        'The stores keep what was chosen and made (they may know the expected-deposit type), not screens or rules.',
      from: { path: '^src/state/', pathNot: TEST },
      to: { path: '^src/(ui|swap|wallets|embed)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|reports)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.node.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
