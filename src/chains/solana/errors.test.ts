import {
  WalletConnectionError,
  WalletNotConnectedError,
  WalletSendTransactionError,
  WalletSignTransactionError,
  WalletWindowClosedError,
} from '@solana/wallet-adapter-base';
import { SendTransactionError, TransactionExpiredBlockheightExceededError } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { SolanaDepositError } from './deposit';
import {
  describeSolanaSendError,
  SolanaDepositFailedError,
  SolanaNodeUnreachableError,
  type SolanaSendErrorKind,
  SolanaWalletAlteredError,
} from './errors';

const REJECTED = 'You declined the request in your wallet. Nothing was sent; you can try again.';
const SIGNATURE = '5KmuDZve7EpJZYJ67nevPX1FVWJ1CVFMgs8Vzt9cq8LM9fAtuvvSNGU8hi9WB1e52jvfpjT8nmhqWnnQjqRe9Uf9';

/** The node's preflight refusal, as web3.js's sendRawTransaction throws it. */
function preflight(message: string, logs: string[]): SendTransactionError {
  return new SendTransactionError({
    action: 'simulate',
    signature: '',
    transactionMessage: `Transaction simulation failed: ${message}`,
    logs,
  });
}

function kindOf(error: unknown): SolanaSendErrorKind {
  return describeSolanaSendError(error, 'Local Solana', 'PTT').kind;
}

describe('describeSolanaSendError', () => {
  it('a declined signature, however the wallet and the adapter wrap it', () => {
    // Phantom-style: an EIP-1193-like object, wrapped by the adapter in WalletSignTransactionError.
    const phantom = { code: 4001, message: 'User rejected the request.' };
    expect(describeSolanaSendError(new WalletSignTransactionError(phantom.message, phantom))).toEqual({
      kind: 'rejected',
      message: REJECTED,
    });
    // Wallet Standard wallets often throw a plain Error with their own words.
    expect(kindOf(new WalletSendTransactionError('Transaction cancelled by user', new Error('x')))).toBe(
      'rejected',
    );
    expect(kindOf(new Error('User denied transaction signature'))).toBe('rejected');
    expect(kindOf(new WalletConnectionError('Connection request was rejected'))).toBe('rejected');
    expect(describeSolanaSendError(new WalletWindowClosedError()).message).toBe(
      'The wallet window was closed before you approved. Nothing was sent; you can try again.',
    );
  });

  it('not enough SOL: the System Program, the fee, a first-ever fee payer, the rent of a new account', () => {
    const lamports = preflight('Error processing Instruction 0: custom program error: 0x1', [
      'Program 11111111111111111111111111111111 invoke [1]',
      'Transfer: insufficient lamports 998999990000, need 10000000000000',
      'Program 11111111111111111111111111111111 failed: custom program error: 0x1',
    ]);
    const sol =
      'Your wallet does not have enough SOL to pay the network fee (and, for a token, the deposit account’s rent). Nothing was sent.';
    expect(describeSolanaSendError(lamports, 'Local Solana', 'SOL')).toEqual({
      kind: 'insufficient_funds',
      message: sol,
    });
    expect(
      describeSolanaSendError(preflight('Insufficient funds for fee', []), 'Local Solana', 'PTT').message,
    ).toBe(sol);
    expect(
      describeSolanaSendError(
        preflight('Attempt to debit an account but found no record of a prior credit.', []),
        'Local Solana',
        'PTT',
      ).message,
    ).toBe(sol);
    expect(
      kindOf(preflight('Transaction results in an account (1) with insufficient funds for rent', [])),
    ).toBe('insufficient_funds');
  });

  it('not enough of the token: the Token Program’s own error', () => {
    const tokens = preflight('Error processing Instruction 1: custom program error: 0x1', [
      'Program TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA invoke [1]',
      'Program log: Instruction: TransferChecked',
      'Program log: Error: insufficient funds',
      'Program TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA failed: custom program error: 0x1',
    ]);
    expect(describeSolanaSendError(tokens, 'Local Solana', 'PTT')).toEqual({
      kind: 'insufficient_funds',
      message: 'Your wallet does not have enough PTT for this deposit. Nothing was sent.',
    });
  });

  it('an expired blockhash, refused by the node or seen while confirming', () => {
    const expired =
      'The deposit expired before it reached Local Solana (it was signed too long ago). Nothing was sent; try again and approve it in your wallet within a minute.';
    expect(describeSolanaSendError(preflight('Blockhash not found', []), 'Local Solana')).toEqual({
      kind: 'blockhash_expired',
      message: expired,
    });
    expect(
      describeSolanaSendError(new TransactionExpiredBlockheightExceededError(SIGNATURE), 'Local Solana'),
    ).toEqual({ kind: 'blockhash_expired', message: expired });
  });

  it('a node that cannot be reached, in the browsers’ and Node’s words', () => {
    const message =
      'Portage could not reach Local Solana. Check your connection and try again; if your wallet shows the deposit as sent, wait for it instead.';
    expect(describeSolanaSendError(new TypeError('Failed to fetch'), 'Local Solana')).toEqual({
      kind: 'node_unreachable',
      message,
    });
    // web3.js wraps a failed blockhash request in its own Error.
    expect(kindOf(new Error('failed to get recent blockhash: TypeError: fetch failed'))).toBe(
      'node_unreachable',
    );
    expect(kindOf(new TypeError('NetworkError when attempting to fetch resource.'))).toBe('node_unreachable');
    expect(kindOf(new SolanaNodeUnreachableError('the node did not answer'))).toBe('node_unreachable');
    // Without a network name it still reads as a sentence.
    expect(describeSolanaSendError(new TypeError('Load failed')).message).toMatch(
      /^Portage could not reach the Solana network\. /,
    );
  });

  it('Portage’s own refusals keep their sentence', () => {
    const refusal = new SolanaDepositError(
      'WRONG_RECIPIENT',
      "The service's Solana transaction pays someone other than the deposit address: Portage will not sign it.",
    );
    expect(describeSolanaSendError(refusal)).toEqual({ kind: 'refused', message: refusal.message });
    expect(describeSolanaSendError(new SolanaWalletAlteredError())).toEqual({
      kind: 'refused',
      message:
        'Your wallet changed the deposit transaction before signing it, so Portage did not send it. Nothing left your wallet.',
    });
  });

  it('a deposit that landed but failed, a preflight refusal for another reason, a disconnected wallet', () => {
    expect(
      describeSolanaSendError(
        new SolanaDepositFailedError(SIGNATURE, '{"InstructionError":[1,{"Custom":4}]}'),
        'Local Solana',
      ),
    ).toEqual({
      kind: 'failed_onchain',
      message:
        'The deposit failed on Local Solana (reason: {"InstructionError":[1,{"Custom":4}]}). The amount was not sent; only the network fee was spent.',
    });
    expect(
      describeSolanaSendError(
        preflight('Error processing Instruction 0: invalid account data for instruction', []),
      ),
    ).toEqual({
      kind: 'simulation_failed',
      message:
        'The network would refuse this transaction (reason: Error processing Instruction 0: invalid account data for instruction), so it was not sent. Nothing left your wallet.',
    });
    expect(describeSolanaSendError(new WalletNotConnectedError())).toEqual({
      kind: 'not_connected',
      message: 'Your Solana wallet is not connected. Connect it and try again.',
    });
  });

  it('anything else: the wallet’s first line, cleaned, or a general sentence', () => {
    expect(describeSolanaSendError(new Error('Ledger device locked\u202e\nstack…'))).toEqual({
      kind: 'unknown',
      message: 'Your wallet could not send the deposit: Ledger device locked.',
    });
    expect(describeSolanaSendError(undefined)).toEqual({
      kind: 'unknown',
      message: 'Your wallet could not send the deposit. Check your wallet and try again.',
    });
    const cyclic: { message: string; cause?: unknown } = { message: 'loop' };
    cyclic.cause = cyclic;
    expect(describeSolanaSendError(cyclic).kind).toBe('unknown');
  });
});
