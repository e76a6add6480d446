// @vitest-environment happy-dom
import { Address } from 'fuels';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountToB256, FUEL_CONNECTOR_EVENT, PING_TIMEOUT_MS, watchFuelConnectors } from './connectors';

type Fake = { name: string; ping: () => Promise<boolean> };
const announce = (connector: Fake | null) =>
  window.dispatchEvent(new CustomEvent(FUEL_CONNECTOR_EVENT, { detail: connector }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('watchFuelConnectors', () => {
  it('lists a wallet that announces itself once it answers ping, and each name once', async () => {
    const seen: string[][] = [];
    const stop = watchFuelConnectors((list) => seen.push(list.map((each) => each.name)));
    const wallet = { name: 'Fuel Wallet', ping: vi.fn(async () => true) };
    announce(wallet);
    announce(wallet);
    announce({ name: 'Fuel Wallet', ping: async () => true });
    await settle();
    expect(seen).toEqual([['Fuel Wallet']]);
    announce({ name: 'Second Wallet', ping: async () => true });
    await settle();
    expect(seen.at(-1)).toEqual(['Fuel Wallet', 'Second Wallet']);
    stop();
  });

  it('leaves out a wallet that does not answer, or refuses, and asks again when it announces again', async () => {
    vi.useFakeTimers();
    const seen: string[][] = [];
    const stop = watchFuelConnectors((list) => seen.push(list.map((each) => each.name)));
    let answer: 'never' | 'no' | 'yes' = 'never';
    const wallet = {
      name: 'Sleepy',
      ping: () => (answer === 'never' ? new Promise<boolean>(() => {}) : Promise.resolve(answer === 'yes')),
    };
    announce(wallet);
    await vi.advanceTimersByTimeAsync(PING_TIMEOUT_MS + 10);
    answer = 'no';
    announce(wallet);
    await vi.advanceTimersByTimeAsync(10);
    expect(seen).toEqual([]);
    answer = 'yes';
    announce(wallet);
    await vi.advanceTimersByTimeAsync(10);
    expect(seen).toEqual([['Sleepy']]);
    stop();
  });

  it('ignores what is not a connector, and hears nothing once stopped', async () => {
    const seen: string[][] = [];
    const stop = watchFuelConnectors((list) => seen.push(list.map((each) => each.name)));
    announce(null);
    window.dispatchEvent(new CustomEvent(FUEL_CONNECTOR_EVENT, { detail: { name: 'No ping' } }));
    stop();
    announce({ name: 'Late', ping: async () => true });
    await settle();
    expect(seen).toEqual([]);
  });
});

describe('accountToB256', () => {
  const b256 = `0x${'ab'.repeat(32)}`;
  it.each([
    ['a lowercase b256', b256],
    ['a checksummed b256', new Address(b256).toChecksum()],
    ['a public key', `0x${'1f'.repeat(64)}`],
    ['an EVM address', `0x${'Cd'.repeat(20)}`],
  ])('gives what fuels gives for %s', (_, account) => {
    expect(accountToB256(account)).toBe(new Address(account).toB256());
  });

  it.each([null, undefined, '', 'fuel1abc', '0x1234', `0x${'zz'.repeat(32)}`, 42])(
    'refuses %s',
    (account) => {
      expect(accountToB256(account)).toBeNull();
    },
  );
});
