/**
 * Chain test: the picker's balance batch against a real anvil node with the sandbox's test token
 * deployed (service/chains/evm/setup.ts), checked against what viem reads from the same node.
 */
import { type Address, createPublicClient, erc20Abi, http } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnvilNode, freePort, startAnvil } from '../../../service/chains/evm/anvil';
import {
  ANVIL_TEST_ACCOUNTS,
  chainClients,
  setupLocalChain,
  TEST_TOKEN_ADDRESS,
  USER_TOKEN_FLOAT,
} from '../../../service/chains/evm/setup';
import { readEvmBalances } from './balances';

const CHAIN_ID = 31996;
const USER = ANVIL_TEST_ACCOUNTS.user.address as Address;
/** An address nobody has used: nothing anywhere. */
const NOBODY: Address = '0x000000000000000000000000000000000000dEaD';

describe('readEvmBalances on anvil', () => {
  let node: AnvilNode;
  let viem: ReturnType<typeof createPublicClient>;
  const requests: string[] = [];
  const countingFetch: typeof fetch = (input, init) => {
    requests.push(String(init?.body));
    return fetch(input, init);
  };

  beforeAll(async () => {
    node = await startAnvil({ chainId: CHAIN_ID, port: await freePort() });
    await setupLocalChain(chainClients(CHAIN_ID, node.url, ANVIL_TEST_ACCOUNTS.hotWallet.privateKey));
    viem = createPublicClient({ transport: http(node.url) });
  }, 60_000);

  afterAll(async () => {
    await node?.close();
  });

  const tokens = [
    { symbol: 'ETH', contract: null },
    { symbol: 'PTT', contract: TEST_TOKEN_ADDRESS },
    // An account, not a contract: its eth_call returns "0x", which is no balance.
    { symbol: 'EOA', contract: NOBODY },
  ];

  it('reads exactly what viem reads, in one batch request', async () => {
    requests.length = 0;
    const balances = await readEvmBalances({ url: node.url, owner: USER, tokens, fetch: countingFetch });
    expect(requests).toHaveLength(1);
    expect(JSON.parse(requests[0] ?? '[]')).toHaveLength(3);
    const eth = await viem.getBalance({ address: USER });
    const ptt = await viem.readContract({
      address: TEST_TOKEN_ADDRESS,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [USER],
    });
    expect(eth).toBeGreaterThan(0n);
    expect(ptt).toBe(USER_TOKEN_FLOAT);
    expect(balances.get('ETH')).toBe(eth);
    expect(balances.get('PTT')).toBe(ptt);
    expect(balances.get('EOA')).toBeNull();
  });

  it('an empty account holds zero of both', async () => {
    const balances = await readEvmBalances({ url: node.url, owner: NOBODY, tokens: tokens.slice(0, 2) });
    expect([...balances]).toEqual([
      ['ETH', 0n],
      ['PTT', 0n],
    ]);
  });
});
