/**
 * Chain test: the contract code reader against a real anvil node with the sandbox's test token
 * deployed (service/chains/evm/setup.ts): the token is a contract, a user's account is not, and
 * code set on an address (as a Safe deployed on one chain only) is seen on that node alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnvilNode, freePort, setAnvilCode, startAnvil } from '../../../service/chains/evm/anvil';
import {
  ANVIL_TEST_ACCOUNTS,
  chainClients,
  setupLocalChain,
  TEST_TOKEN_ADDRESS,
} from '../../../service/chains/evm/setup';
import { readEvmCode } from './code';

const USER = ANVIL_TEST_ACCOUNTS.user.address;
const SAFE_HERE = '0x5afe00000000000000000000000000000000c0de';

describe('readEvmCode on anvil', () => {
  let a: AnvilNode;
  let b: AnvilNode;

  beforeAll(async () => {
    a = await startAnvil({ chainId: 31997, port: await freePort() });
    b = await startAnvil({ chainId: 31998, port: await freePort() });
    await setupLocalChain(chainClients(31997, a.url, ANVIL_TEST_ACCOUNTS.hotWallet.privateKey));
  }, 60_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('a deployed token is a contract; a funded user is an account', async () => {
    expect(await readEvmCode({ url: a.url, address: TEST_TOKEN_ADDRESS })).toBe('contract');
    expect(await readEvmCode({ url: a.url, address: USER })).toBe('account');
  });

  it('code on one chain only is seen there, not on the other', async () => {
    await setAnvilCode(a.url, SAFE_HERE, '0x6080604052');
    expect(await readEvmCode({ url: a.url, address: SAFE_HERE })).toBe('contract');
    expect(await readEvmCode({ url: b.url, address: SAFE_HERE })).toBe('account');
  });
});
