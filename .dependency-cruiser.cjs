/**
 * The layers of the widget and the arrows allowed between them, checked by `npm run lint`
 * (see docs/architecture.md, "Layers"). Test code (`*.test.ts(x)`, `*test-support.ts`) may
 * reach anything; the app's code may not reach the tests or the sandbox.
 */
const TEST = '\\.test\\.tsx?$|test-support\\.ts$';
/** A chain family's folder name: any folder of src/chains/ but the kit. */
const FAMILY = '(?!kit/)[^/]+';

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
      name: 'kit-below-families',
      severity: 'error',
      comment:
        'The kit (src/chains/kit/) is what every family implements and may use: it imports only api, lib, i18n and itself, never a family, the registry or the app.',
      from: { path: '^src/chains/kit/', pathNot: TEST },
      to: { path: '^src/', pathNot: '^src/(chains/kit|api|lib|i18n)/' },
    },
    {
      name: 'family-imports-kit-only',
      severity: 'error',
      comment:
        'A chain family (src/chains/<family>/) imports only its own files, the kit, api, lib and i18n: never another family, the registry, the wallet host or the app.',
      from: { path: `^src/chains/(${FAMILY})/`, pathNot: TEST },
      to: { path: '^src/', pathNot: '^src/(chains/kit|api|lib|i18n)/|^src/chains/$1/' },
    },
    {
      name: 'only-registry-loads-families',
      severity: 'error',
      comment:
        "Only the registry (src/chains/families.ts) import()s a family's modules: one place says which chunks exist and when they load.",
      from: { path: '^src/', pathNot: [TEST, `^src/chains/families\\.ts$`, `^src/chains/${FAMILY}/`] },
      to: { path: `^src/chains/${FAMILY}/`, dependencyTypes: ['dynamic-import'] },
    },
    {
      name: 'app-not-into-families',
      severity: 'error',
      comment:
        'The app (ui, swap, embed, state, the wallet host and the address entry) reaches a chain family only through the registry (src/chains/families.ts) and the kit.',
      from: {
        path: '^src/(ui|swap|embed|state|wallets)/|^src/chains/[^/]+\\.tsx?$',
        pathNot: [TEST, `^src/chains/families\\.ts$`],
      },
      to: { path: `^src/chains/${FAMILY}/` },
    },
    {
      name: 'registry-loads-modules-lazily',
      severity: 'error',
      comment:
        "The registry is in the first load: a family's address validator and wallet module (and so its SDK) are reached only through import().",
      from: { path: '^src/chains/families\\.ts$' },
      to: {
        path: `^src/chains/${FAMILY}/(wallet|address|connected)\\.tsx?$`,
        dependencyTypesNot: ['dynamic-import', 'type-only'],
      },
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
