// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { ensureWebStorage } from './memory-storage';

const original = Object.getOwnPropertyDescriptor(window, 'localStorage');

afterEach(() => {
  if (original) Object.defineProperty(window, 'localStorage', original);
});

describe('Web Storage where the page may not use it', () => {
  it('a blocked localStorage is replaced by one in memory, the same object on every read', () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(() => window.localStorage).toThrow();
    ensureWebStorage();
    const storage = window.localStorage;
    expect(window.localStorage).toBe(storage);
    storage.setItem('wallet', 'connected');
    expect(storage.getItem('wallet')).toBe('connected');
    expect(storage.length).toBe(1);
    expect(storage.key(0)).toBe('wallet');
    storage.removeItem('wallet');
    expect(storage.getItem('wallet')).toBeNull();
  });

  it('a working localStorage is left as it is', () => {
    const before = window.localStorage;
    ensureWebStorage();
    expect(window.localStorage).toBe(before);
  });
});
