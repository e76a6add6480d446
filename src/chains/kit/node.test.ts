import { describe, expect, it } from 'vitest';
import { describeTonError } from '../ton/errors';
import { NoNodeError, requiredNodeUrl } from './errors';
import { nodeUrlOf, nodeUrlsOf } from './node';

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
