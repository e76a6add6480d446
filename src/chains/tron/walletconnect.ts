/**
 * WalletConnect's adapter on its own, for the `import()` in ./wallet.tsx that a build with a
 * WalletConnect project id keeps (the adapter loads the WalletConnect SDK itself when connecting).
 */
export { WalletConnectAdapter } from '@tronweb3/tronwallet-adapters';
