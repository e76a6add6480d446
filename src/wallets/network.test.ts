import { describe, expect, it } from 'vitest';
import { describeTonError } from '../chains/ton/errors';
import { NoNodeError, requiredNodeUrl } from './errors';
import { isNativeToken, nodeUrlOf, nodeUrlsOf } from './network';

const network = (node_url: string | undefined, nodes?: string[]) => ({
  name: 'TON_MAINNET',
  display_name: 'Local TON',
  node_url,
  nodes,
});

describe('nodeUrlOf', () => {
  it('takes node_url, then the nodes, trimmed, http(s) only, each once', () => {
    expect(nodeUrlOf(network(' https://node.example/rpc '))).toBe('https://node.example/rpc');
    expect(nodeUrlOf(network(undefined, ['', 'http://127.0.0.1:8899']))).toBe('http://127.0.0.1:8899');
    expect(nodeUrlOf(network('wss://node.example', ['https://b.example']))).toBe('https://b.example');
    expect(
      nodeUrlsOf(network('https://a.example', ['https://a.example', 'ftp://c.example', 'https://b.example'])),
    ).toEqual(['https://a.example', 'https://b.example']);
  });

  it('refuses anything but http(s), and says undefined when nothing is left', () => {
    for (const url of ['javascript:alert(1)', 'ftp://node.example/', 'node.example', '', '   ', undefined]) {
      expect(nodeUrlOf(network(url))).toBeUndefined();
    }
  });

  it('TON, which used to take any node_url, refuses a javascript: or ftp: node as the others do', () => {
    for (const url of ['javascript:alert(1)', 'ftp://node.example/']) {
      const thrown = (() => {
        try {
          return requiredNodeUrl(network(url));
        } catch (error) {
          return error;
        }
      })();
      expect(thrown).toBeInstanceOf(NoNodeError);
      expect(describeTonError(thrown, 'Local TON')).toEqual({
        kind: 'node_unreachable',
        message: 'Portage knows no node for Local TON, so it cannot prepare the deposit.',
      });
    }
    expect(requiredNodeUrl(network('https://toncenter.example/api/v2/jsonRPC'))).toBe(
      'https://toncenter.example/api/v2/jsonRPC',
    );
  });
});

describe('isNativeToken', () => {
  it('is no contract, a blank one, or an all-zero hex address of any length', () => {
    for (const contract of [null, undefined, '', '  ', '0x0', `0x${'0'.repeat(40)}`, `0X${'0'.repeat(64)}`]) {
      expect(isNativeToken(contract), String(contract)).toBe(true);
    }
  });

  it('is not a real contract, mint or asset id', () => {
    for (const contract of [
      '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      `0x${'0'.repeat(39)}1`,
      '0x',
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      '0',
    ]) {
      expect(isNativeToken(contract), contract).toBe(false);
    }
  });
});
