import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig', () => {
  it('defaults: local chains when anvil is installed, on ports 8545 and 8546', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ host: '127.0.0.1', port: 8787, timeScale: 1 });
    expect(config.localEvm).toEqual({ mode: 'auto', ports: [8545, 8546] });
  });

  it('reads SANDBOX_LOCAL_EVM and SANDBOX_ANVIL_PORTS', () => {
    expect(readConfig({ SANDBOX_LOCAL_EVM: '0' }).localEvm.mode).toBe('off');
    expect(readConfig({ SANDBOX_LOCAL_EVM: '1' }).localEvm.mode).toBe('on');
    expect(readConfig({ SANDBOX_ANVIL_PORTS: ' 9545, 9546 ' }).localEvm.ports).toEqual([9545, 9546]);
  });

  it.each([
    [{ SANDBOX_LOCAL_EVM: 'yes' }, /SANDBOX_LOCAL_EVM must be 1/],
    [{ SANDBOX_ANVIL_PORTS: '8545' }, /SANDBOX_ANVIL_PORTS must be 2 port numbers/],
    [{ SANDBOX_ANVIL_PORTS: '8545,x' }, /SANDBOX_ANVIL_PORTS must be 2 port numbers/],
    [{ SANDBOX_ANVIL_PORTS: '8545,70000' }, /SANDBOX_ANVIL_PORTS must be 2 port numbers/],
    [{ SANDBOX_ANVIL_PORTS: '8545,8545' }, /must name different ports/],
    [{ PORT: 'x' }, /PORT must be a port number/],
  ])('refuses %j', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });
});
