/**
 * What every local chain gets before the sandbox serves it: the test token (OpenZeppelin 4's
 * `ERC20PresetFixedSupply`, deployed by the service's hot wallet as its first transaction, so its
 * address is the same on every chain and every start), a float of it for the user wallet that
 * the browser tests use, and the depository contract (contracts/PortageDepository.sol, the hot
 * wallet's third transaction: again the same address everywhere).
 */
import { createRequire } from 'node:module';
import {
  type Account,
  type Address,
  type Chain,
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  getContractAddress,
  type Hex,
  http,
  type PublicClient,
  parseAbi,
  parseUnits,
  type Transport,
  type WalletClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { TEST_TOKEN } from '../../catalog/local';
import { DEPOSITORY_ABI } from '../../deposits/depository';

/**
 * anvil's well-known dev accounts, derived from the public test mnemonic
 * `test test test test test test test test test test test junk`. These keys are published in
 * every Foundry and Hardhat guide: they guard nothing but local test chains, never use them for
 * anything else.
 */
export const ANVIL_TEST_ACCOUNTS = {
  /** Account #0: the user's wallet of the browser and chain tests. */
  user: {
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  },
  /** Account #8: the service's hot wallet, which deploys the token and sends outputs and refunds. */
  hotWallet: {
    address: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
    privateKey: '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
  },
} as const satisfies Record<string, { address: Address; privateKey: Hex }>;

/** The test token's whole supply, minted to the hot wallet. */
export const TEST_TOKEN_SUPPLY = parseUnits('1000000000', TEST_TOKEN.decimals);
/** What the user wallet (account #0) receives on every chain. */
export const USER_TOKEN_FLOAT = parseUnits('1000000', TEST_TOKEN.decimals);

/** The token's address on every chain: the hot wallet's first contract. */
export const TEST_TOKEN_ADDRESS: Address = getContractAddress({
  from: ANVIL_TEST_ACCOUNTS.hotWallet.address,
  nonce: 0n,
});

/** The depository's address on every chain: the hot wallet's third transaction (after the token and the float). */
export const DEPOSITORY_ADDRESS: Address = getContractAddress({
  from: ANVIL_TEST_ACCOUNTS.hotWallet.address,
  nonce: 2n,
});

const presetAbi = parseAbi(['constructor(string name, string symbol, uint256 initialSupply, address owner)']);

/** The committed build of contracts/PortageDepository.sol (contracts/build.mjs; a test recompiles it). */
export interface DepositoryArtifact {
  abi: readonly unknown[];
  bytecode: Hex;
  compiler: { name: string; version: string; settings: unknown };
}

export function depositoryArtifact(): DepositoryArtifact {
  const require = createRequire(import.meta.url);
  return require('../../../contracts/PortageDepository.json') as DepositoryArtifact;
}

function presetBytecode(): Hex {
  const require = createRequire(import.meta.url);
  const artifact = require('@openzeppelin/contracts/build/contracts/ERC20PresetFixedSupply.json') as {
    bytecode: Hex;
  };
  return artifact.bytecode;
}

export function localChain(chainId: number, url: string, name = `Local ${chainId}`): Chain {
  return defineChain({
    id: chainId,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  });
}

export interface ChainClients {
  chain: Chain;
  public: PublicClient<Transport, Chain>;
  /** Signs as the hot wallet. */
  wallet: WalletClient<Transport, Chain, Account>;
  /** Mines a block now (anvil's `evm_mine`), rather than at the next tick of the block time. */
  mine(): Promise<void>;
}

/** Clients of a local node, polling fast enough for one-second blocks. */
export function chainClients(chainId: number, url: string, privateKey: Hex): ChainClients {
  const chain = localChain(chainId, url);
  const transport = http(url, { retryCount: 1, timeout: 10_000 });
  const test = createTestClient({ chain, transport, mode: 'anvil' });
  return {
    chain,
    mine: () => test.mine({ blocks: 1 }),
    public: createPublicClient({ chain, transport, pollingInterval: 250 }),
    wallet: createWalletClient({
      chain,
      transport,
      account: privateKeyToAccount(privateKey),
      pollingInterval: 250,
    }),
  };
}

export const erc20TransferAbi = parseAbi([
  'function transfer(address to, uint256 amount) returns (bool)',
  'function balanceOf(address owner) view returns (uint256)',
  'event Transfer(address indexed from, address indexed to, uint256 value)',
]);

/**
 * Deploys the test token from the hot wallet, gives the user wallet its float, and deploys the
 * depository. The chain must be fresh (the hot wallet has sent nothing), or the contracts would
 * land at other addresses.
 */
export async function setupLocalChain(
  clients: ChainClients,
): Promise<{ token: Address; depository: Address }> {
  const hotWallet = clients.wallet.account.address;
  const nonce = await clients.public.getTransactionCount({ address: hotWallet });
  if (nonce !== 0) {
    throw new Error(
      `chain ${clients.chain.id} is not fresh: the hot wallet ${hotWallet} already sent ${nonce} transactions`,
    );
  }
  const deployHash = await clients.wallet.deployContract({
    abi: presetAbi,
    bytecode: presetBytecode(),
    args: [TEST_TOKEN.name, TEST_TOKEN.symbol, TEST_TOKEN_SUPPLY, hotWallet],
  });
  await clients.mine();
  const deployed = await clients.public.waitForTransactionReceipt({ hash: deployHash, timeout: 30_000 });
  if (deployed.status !== 'success' || !deployed.contractAddress) {
    throw new Error(`deploying ${TEST_TOKEN.symbol} on chain ${clients.chain.id} failed (${deployHash})`);
  }
  const token = deployed.contractAddress;
  if (token.toLowerCase() !== TEST_TOKEN_ADDRESS.toLowerCase()) {
    throw new Error(`${TEST_TOKEN.symbol} landed at ${token}, not ${TEST_TOKEN_ADDRESS}`);
  }
  const floatHash = await clients.wallet.writeContract({
    address: token,
    abi: erc20TransferAbi,
    functionName: 'transfer',
    args: [ANVIL_TEST_ACCOUNTS.user.address, USER_TOKEN_FLOAT],
  });
  await clients.mine();
  const float = await clients.public.waitForTransactionReceipt({ hash: floatHash, timeout: 30_000 });
  if (float.status !== 'success') {
    throw new Error(
      `sending the user's ${TEST_TOKEN.symbol} on chain ${clients.chain.id} failed (${floatHash})`,
    );
  }
  const depositoryHash = await clients.wallet.deployContract({
    abi: DEPOSITORY_ABI,
    bytecode: depositoryArtifact().bytecode,
  });
  await clients.mine();
  const depository = await clients.public.waitForTransactionReceipt({
    hash: depositoryHash,
    timeout: 30_000,
  });
  if (depository.status !== 'success' || !depository.contractAddress) {
    throw new Error(`deploying the depository on chain ${clients.chain.id} failed (${depositoryHash})`);
  }
  if (depository.contractAddress.toLowerCase() !== DEPOSITORY_ADDRESS.toLowerCase()) {
    throw new Error(`the depository landed at ${depository.contractAddress}, not ${DEPOSITORY_ADDRESS}`);
  }
  return { token: TEST_TOKEN_ADDRESS, depository: DEPOSITORY_ADDRESS };
}
