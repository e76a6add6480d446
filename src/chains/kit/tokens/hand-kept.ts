/**
 * The hand-kept part of Portage's token facts: what no maintained npm list gives (Tron, TON,
 * Starknet, the natives of the non-EVM networks, which Fuel network is which chain) and the
 * sandbox's local test chains. The build merges it with the npm lists (src/build/token-table.ts).
 *
 * Each row names its source: the issuer's or the chain's own page. Each was checked against a
 * second source readable offline (named in `checked`); `hand-kept.test.ts` checks what an
 * installed package can say (the natives' units, the Tron USDT row, Fuel's chain ids).
 *
 * Only what a route list cannot change is here: a contract's decimals never change, and a
 * canonical symbol (`canonical`) is one whose issuer names one contract on that network.
 * Starknet's USDC is not canonical: Circle's native USDC on Starknet may take the symbol from the
 * bridged one, so a list naming another USDC there is not refused, only this contract's decimals
 * are held.
 */
import type { PinnedBaseAsset, TokenFact } from './types';

type Row = Omit<TokenFact, 'source'> & { source: string; checked: string };

const TRON_USDT = 'https://tether.to/en/supported-protocols (Tether USD on Tron, TRC-20)';

export const HAND_KEPT_NETWORKS: Readonly<Record<string, readonly Row[]>> = {
  BITCOIN_MAINNET: [
    {
      symbol: 'BTC',
      contract: null,
      decimals: 8,
      source: 'https://developer.bitcoin.org/reference/transactions.html (amounts in satoshis, 1e-8 BTC)',
      checked: '@scure/btc-signer Decimal (8 digits)',
    },
  ],
  SOLANA_MAINNET: [
    {
      symbol: 'SOL',
      contract: null,
      decimals: 9,
      source: 'https://solana.com/docs/references/terminology#lamport (1 SOL = 1e9 lamports)',
      checked: '@solana/web3.js LAMPORTS_PER_SOL',
    },
  ],
  TRON_MAINNET: [
    {
      symbol: 'TRX',
      contract: null,
      decimals: 6,
      canonical: true,
      source: 'https://developers.tron.network/docs/trx (1 TRX = 1,000,000 sun)',
      checked: 'tronweb TronWeb.toSun',
    },
    {
      symbol: 'USDT',
      contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      decimals: 6,
      canonical: true,
      source: TRON_USDT,
      checked: '@ledgerhq/cryptoassets trc20.json',
    },
  ],
  TON_MAINNET: [
    {
      symbol: 'TON',
      contract: null,
      decimals: 9,
      canonical: true,
      source:
        'https://docs.ton.org/v3/documentation/smart-contracts/transaction-fees/fees (1 TON = 1e9 nanotons)',
      checked: '@ton/core toNano',
    },
    {
      symbol: 'USDT',
      contract: 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs',
      decimals: 6,
      canonical: true,
      source: 'https://docs.ton.org/develop/dapps/asset-processing/usdt (the USD₮ jetton master)',
      checked: 'ton-org/docs guides/usdt.mdx (the same master); the sandbox catalog',
    },
  ],
  STARKNET_MAINNET: [
    {
      symbol: 'ETH',
      contract: '0x049d36570d4e46f48e99674bd3fcc84644ddd6b96f7c741b1562b82f9e004dc7',
      decimals: 18,
      canonical: true,
      source: 'https://github.com/starknet-io/starknet-addresses (bridged_tokens/mainnet.json)',
      checked: 'starknet (starknet.js) documentation examples (the ETH contract); the sandbox catalog',
    },
    {
      symbol: 'STRK',
      contract: '0x04718f5a0fc34cc1af16a1cdee98ffb20c31f5cd61d6ab07201858f4287c938d',
      decimals: 18,
      canonical: true,
      source: 'https://github.com/starknet-io/starknet-addresses (bridged_tokens/mainnet.json)',
      checked: 'the sandbox catalog (service/catalog/data.ts)',
    },
    {
      symbol: 'USDC',
      contract: '0x053c91253bc9682c04929ca02ed00b3e423f6710d2ee7e0d5ebb06f3ecf368a8',
      decimals: 6,
      source: 'https://github.com/starknet-io/starknet-addresses (bridged_tokens/mainnet.json)',
      checked: 'the sandbox catalog',
    },
  ],
};

/**
 * The service's Fuel networks and their chain ids, to read the base asset ids from fuels'
 * asset list (`@fuel-ts/account` `rawAssets`, by chain id).
 */
export const FUEL_NETWORK_CHAIN_IDS: Readonly<Record<string, number>> = {
  // https://docs.fuel.network/docs/intro/what-is-fuel/ ; @fuel-ts/account CHAIN_IDS.fuel.mainnet
  FUEL_MAINNET: 9889,
  // @fuel-ts/account CHAIN_IDS.fuel.testnet
  FUEL_TESTNET: 0,
};

/**
 * The sandbox's local test chains: anvil's chain ids (never a real network's) and the local Fuel
 * ledger's network name. The sandbox deploys the same contracts from the same public test keys on
 * every start, so these facts hold for every sandbox, and a real deployment lists none of them.
 */
const LOCAL_PTT = '0x95bD8D42f30351685e96C62EDdc0d0613bf9a87A';
const LOCAL_PTT_SOURCE =
  "deployed by the sandbox from anvil's test account #8 (the hot wallet) at nonce 0 (service/chains/evm/setup.ts TEST_TOKEN_ADDRESS)";
const LOCAL_ETH_SOURCE = 'anvil (https://book.getfoundry.sh/anvil/): native ETH in wei';

function localEvmRows(): Row[] {
  return [
    { symbol: 'ETH', contract: null, decimals: 18, source: LOCAL_ETH_SOURCE, checked: 'viem chains (anvil)' },
    {
      symbol: 'PTT',
      contract: LOCAL_PTT,
      decimals: 18,
      canonical: true,
      source: LOCAL_PTT_SOURCE,
      checked: 'viem getContractAddress; service/chains/evm/setup.ts checks the deployment',
    },
  ];
}

export const HAND_KEPT_EVM: Readonly<Record<string, readonly Row[]>> = {
  '31337': localEvmRows(),
  '31338': localEvmRows(),
};

export const HAND_KEPT_FUEL_BASE_ASSETS: Readonly<Record<string, PinnedBaseAsset>> = {
  LOCAL_FUEL: {
    assetId: '0xaf663db8a448dd3682d194b014581344b0a00138c7b68fa7fe7551a52f5a5720',
    source:
      'the sandbox\'s local Fuel ledger: sha256("portage-sandbox:fuel:asset:ETH") (service/chains/fuel/keys.ts LOCAL_FUEL_BASE_ASSET_ID)',
  },
};
