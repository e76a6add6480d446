import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig', () => {
  it('defaults: every local chain that is installed, on its default ports', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ host: '127.0.0.1', port: 8787, timeScale: 1 });
    expect(config.localChains).toEqual({
      mode: 'auto',
      families: ['evm', 'solana', 'ton', 'bitcoin', 'starknet', 'tron', 'fuel'],
      ports: {
        evm: [8545, 8546],
        solana: [8899],
        ton: [8081],
        bitcoin: [3002, 19443],
        starknet: [5050],
        tron: [8090],
        fuel: [4000],
      },
    });
  });

  it('reads SANDBOX_LOCAL_CHAINS (or its older name SANDBOX_LOCAL_EVM), the families and the ports', () => {
    expect(readConfig({ SANDBOX_LOCAL_CHAINS: '0' }).localChains.mode).toBe('off');
    expect(readConfig({ SANDBOX_LOCAL_CHAINS: '1' }).localChains.mode).toBe('on');
    expect(readConfig({ SANDBOX_LOCAL_EVM: '0' }).localChains.mode).toBe('off');
    expect(readConfig({ SANDBOX_LOCAL_EVM: '1' }).localChains.mode).toBe('on');
    expect(readConfig({ SANDBOX_LOCAL_FAMILIES: 'evm, ton' }).localChains.families).toEqual(['evm', 'ton']);
    expect(readConfig({ SANDBOX_ANVIL_PORTS: ' 9545, 9546 ' }).localChains.ports.evm).toEqual([9545, 9546]);
    expect(readConfig({ SANDBOX_SOLANA_PORTS: '9899' }).localChains.ports.solana).toEqual([9899]);
    expect(readConfig({ SANDBOX_BITCOIN_PORTS: '4002,4003' }).localChains.ports.bitcoin).toEqual([
      4002, 4003,
    ]);
  });

  it.each([
    [{ SANDBOX_LOCAL_EVM: 'yes' }, /SANDBOX_LOCAL_EVM must be 1/],
    [{ SANDBOX_LOCAL_CHAINS: 'yes' }, /SANDBOX_LOCAL_CHAINS must be 1/],
    [
      { SANDBOX_LOCAL_FAMILIES: 'evm,cosmos' },
      /SANDBOX_LOCAL_FAMILIES must name some of evm, solana, ton, bitcoin/,
    ],
    [{ SANDBOX_SOLANA_PORTS: '1,2' }, /SANDBOX_SOLANA_PORTS must be a port number/],
    [{ SANDBOX_TON_PORTS: '8545' }, /ports must all differ/],
    [{ SANDBOX_ANVIL_PORTS: '8545' }, /SANDBOX_ANVIL_PORTS must be 2 port numbers/],
    [{ SANDBOX_ANVIL_PORTS: '8545,x' }, /SANDBOX_ANVIL_PORTS must be 2 port numbers/],
    [{ SANDBOX_ANVIL_PORTS: '8545,70000' }, /SANDBOX_ANVIL_PORTS must be 2 port numbers/],
    [{ SANDBOX_ANVIL_PORTS: '8545,8545' }, /must name different ports/],
    [{ PORT: 'x' }, /PORT must be a port number/],
  ])('refuses %j', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });
});
