import { describe, expect, it } from 'vitest';
import { StarknetDepositError } from './deposit';
import { describeStarknetError, StarknetWalletError } from './errors';
import { StarknetNodeError } from './node';

describe('describeStarknetError', () => {
  it('says a refusal in the builder’s own words', () => {
    const refusal = new StarknetDepositError('WRONG_CALL_COUNT', 'The service sent 3 calls.');
    expect(describeStarknetError(refusal)).toEqual({ kind: 'refused', message: 'The service sent 3 calls.' });
    expect(describeStarknetError(new Error('wrapped', { cause: refusal })).kind).toBe('refused');
  });

  it('recognises a refusal in the wallet by the wallet API code or the words', () => {
    for (const error of [
      { code: 113, message: 'An error occurred (USER_REFUSED_OP)' },
      { code: 4001, message: 'nope' },
      new Error('User abort'),
      'User rejected the request',
    ]) {
      const described = describeStarknetError(error);
      expect(described.kind).toBe('rejected');
      expect(described.message).toContain('Nothing was sent');
    }
  });

  it('explains a balance short of the amount from the ERC-20’s own revert text', () => {
    const described = describeStarknetError({ message: "Execution failed: 'u256_sub Overflow'" });
    expect(described.kind).toBe('insufficient_funds');
  });

  it('names the network when its node cannot be reached', () => {
    const error = new StarknetNodeError('unreachable', 'the Starknet node at http://x did not answer');
    expect(describeStarknetError(error, 'Local Starknet')).toEqual({
      kind: 'node_unreachable',
      message:
        'Portage could not reach Local Starknet to prepare the deposit. Nothing was sent; try again in a moment.',
    });
  });

  it('passes its own errors through and cleans a wallet’s unknown text', () => {
    const own = new StarknetWalletError('wrong_network', 'Switch it to Local Starknet.');
    expect(describeStarknetError(own)).toEqual({
      kind: 'wrong_network',
      message: 'Switch it to Local Starknet.',
    });
    const odd = describeStarknetError({ message: 'Account\u202e is  locked\n    at wallet.js:1' });
    expect(odd).toEqual({
      kind: 'unknown',
      message: 'Your wallet could not send the deposit: Account is locked.',
    });
    expect(describeStarknetError(undefined).message).toBe(
      'Your wallet could not send the deposit. Check your wallet and try again.',
    );
  });
});
