/**
 * The Starknet deposit builder on the sandbox's own call_data: its calls are compiled into the
 * account's `__execute__` calldata with starknet.js, decoded back to the two calls, put in a v3
 * invoke whose hash is signed with a test key and verified; and every way an action can disagree
 * with itself is refused with a sentence.
 */
import { type Call, constants, ec, hash, transaction } from 'starknet';
import { describe, expect, it } from 'vitest';
import {
  decodeExecuteCalldata,
  invokeTransactionHash,
  signInvoke,
  starkPublicKey,
  unsignedInvoke,
  verifyInvoke,
} from '../../../service/chains/starknet/invoke';
import type { DepositAction } from '../../api/types';
import { buildStarknetDeposit, StarknetDepositError, type StarknetDepositErrorCode } from './deposit';
import { starknetDepositAction } from './testing';

const pad = (hex: string) => `0x${hex.replace(/^0x/, '').padStart(64, '0')}`;
const DEPOSIT = pad('abc123');
const SENDER = pad('def456');
const WATCHDOG = pad('777777');
const OTHER = pad('999999');
const PTT = {
  symbol: 'PTT',
  contract: pad('049d36570d4e46f48e99674bd3fcc84644ddd6b96f7c741b1562b82f9e004dc7'),
  decimals: 18,
};
const SEQUENCE = 11177265n;
/** A public test key (never for real funds). */
const TEST_KEY = '0x1f2e3d4c5b6a79881726354453627180';

function action(spec: { amount?: bigint } = {}, raw: Record<string, unknown> = {}): DepositAction {
  return starknetDepositAction(
    {
      amount: spec.amount ?? 1_500_000_000_000_000_000n,
      token: PTT,
      depositAddress: DEPOSIT,
      sourceAddress: SENDER,
      sequenceNumber: SEQUENCE,
      watchdogContract: WATCHDOG,
    },
    raw,
  );
}

const ctx = { watchdogContract: WATCHDOG, sequenceNumber: SEQUENCE };

/** The action with its call array edited. */
function withCalls(a: DepositAction, edit: (calls: Record<string, unknown>[]) => unknown): DepositAction {
  const parsed = JSON.parse(a.call_data ?? '[]') as Record<string, unknown>[];
  const edited = edit(parsed) ?? parsed;
  return { ...a, call_data: JSON.stringify(edited) };
}

function refusal(run: () => unknown): StarknetDepositError {
  try {
    run();
  } catch (error) {
    if (error instanceof StarknetDepositError) return error;
    throw error;
  }
  throw new Error('expected a StarknetDepositError');
}

function expectRefusal(run: () => unknown, code: StarknetDepositErrorCode): StarknetDepositError {
  const error = refusal(run);
  expect(error.code).toBe(code);
  expect(error.message).toMatch(/^[A-Z].*\.$/);
  return error;
}

describe('buildStarknetDeposit', () => {
  const amount = 2n ** 200n + 12_345n; // needs the high half of the u256

  it('builds [transfer, watch] that compile to execute calldata decoding back to the two calls', () => {
    const deposit = buildStarknetDeposit(action({ amount }), ctx);
    expect(deposit.amount).toBe(amount);
    expect(deposit.recipient).toBe(DEPOSIT);
    expect(deposit.sequenceNumber).toBe(SEQUENCE);

    const calls: Call[] = deposit.calls;
    const compiled = transaction.getExecuteCalldata(calls, '1').map(String);
    const decoded = decodeExecuteCalldata(compiled);
    expect(decoded).toEqual([
      {
        contractAddress: BigInt(PTT.contract),
        selector: BigInt(hash.getSelectorFromName('transfer')),
        calldata: [BigInt(DEPOSIT), amount & (2n ** 128n - 1n), amount >> 128n],
      },
      {
        contractAddress: BigInt(WATCHDOG),
        selector: BigInt(hash.getSelectorFromName('watch')),
        calldata: [SEQUENCE],
      },
    ]);
  });

  it('goes into a v3 invoke whose signature verifies with the sender key, and only for that transaction', () => {
    const deposit = buildStarknetDeposit(action({ amount }), ctx);
    const chainId = constants.StarknetChainId.SN_MAIN;
    const unsigned = unsignedInvoke(SENDER, deposit.calls, 7n);
    const signed = signInvoke(unsigned, chainId, TEST_KEY);
    const txHash = invokeTransactionHash(signed, chainId);
    const [r, s] = signed.signature;
    const publicKey = starkPublicKey(TEST_KEY);
    expect(
      ec.starkCurve.verify(new ec.starkCurve.Signature(BigInt(r ?? 0), BigInt(s ?? 0)), txHash, publicKey),
    ).toBe(true);
    expect(verifyInvoke(signed, chainId, publicKey)).toBe(true);
    // Another nonce, chain or amount is another hash: the signature does not carry over.
    expect(verifyInvoke({ ...signed, nonce: '0x8' }, chainId, publicKey)).toBe(false);
    expect(verifyInvoke(signed, constants.StarknetChainId.SN_SEPOLIA, publicKey)).toBe(false);
    const other = buildStarknetDeposit(action({ amount: amount + 1n }), ctx);
    const swapped = { ...signed, calldata: unsignedInvoke(SENDER, other.calls, 7n).calldata };
    expect(verifyInvoke(swapped, chainId, publicKey)).toBe(false);
    expect(verifyInvoke(signed, chainId, starkPublicKey('0x1234'))).toBe(false);
  });

  it('rebuilds the calls from the checked values: hex felts and short addresses come out normalized', () => {
    const edited = withCalls(action(), (calls) => {
      const [transfer, watch] = calls;
      if (!transfer || !watch) throw new Error('two calls');
      transfer.contractAddress = '0x49d36570d4e46f48e99674bd3fcc84644ddd6b96f7c741b1562b82f9e004dc7';
      const args = transfer.calldata as string[];
      transfer.calldata = ['0xabc123', `0x${BigInt(args[1] ?? 0).toString(16)}`, '0x0'];
      watch.calldata = [`0x${SEQUENCE.toString(16)}`];
    });
    const deposit = buildStarknetDeposit(edited, ctx);
    expect(deposit.calls).toEqual([
      {
        contractAddress: PTT.contract,
        entrypoint: 'transfer',
        calldata: [DEPOSIT, '1500000000000000000', '0'],
      },
      { contractAddress: WATCHDOG, entrypoint: 'watch', calldata: [SEQUENCE.toString()] },
    ]);
  });

  it('accepts any sequence number when the caller does not know the swap’s, but still one felt', () => {
    expect(buildStarknetDeposit(action(), { ...ctx, sequenceNumber: null }).sequenceNumber).toBe(SEQUENCE);
    expectRefusal(
      () =>
        buildStarknetDeposit(
          withCalls(action(), (calls) => {
            (calls[1] as Record<string, unknown>).calldata = ['1', '2'];
          }),
          { ...ctx, sequenceNumber: null },
        ),
      'BAD_CALL_DATA',
    );
  });

  describe('refuses', () => {
    it('a deposit address (manual transfer): Starknet deposits come from a wallet', () => {
      const error = expectRefusal(
        () => buildStarknetDeposit(action({}, { type: 'manual_transfer', call_data: null }), ctx),
        'NOT_A_TRANSFER',
      );
      expect(error.message).toContain('only be sent from a wallet');
    });

    it('malformed JSON, a non-list and unreadable calls', () => {
      expectRefusal(
        () => buildStarknetDeposit({ ...action(), call_data: '[{"contractAddress":' }, ctx),
        'BAD_CALL_DATA',
      );
      expectRefusal(
        () => buildStarknetDeposit({ ...action(), call_data: '{"calls":[]}' }, ctx),
        'BAD_CALL_DATA',
      );
      expectRefusal(() => buildStarknetDeposit({ ...action(), call_data: undefined }, ctx), 'MISSING_FIELD');
      for (const edit of [
        (calls: Record<string, unknown>[]) => {
          (calls[0] as Record<string, unknown>).calldata = [DEPOSIT, 1.5, '0'];
        },
        (calls: Record<string, unknown>[]) => {
          (calls[0] as Record<string, unknown>).calldata = [DEPOSIT, '-1', '0'];
        },
        (calls: Record<string, unknown>[]) => {
          (calls[1] as Record<string, unknown>).calldata = [constants.PRIME.toString()];
        },
        (calls: Record<string, unknown>[]) => {
          (calls[0] as Record<string, unknown>).extra = 'x';
        },
        (calls: Record<string, unknown>[]) => {
          calls[1] = null as unknown as Record<string, unknown>;
        },
      ]) {
        expectRefusal(() => buildStarknetDeposit(withCalls(action(), edit), ctx), 'BAD_CALL_DATA');
      }
    });

    it('a wrong call count: one call, or a third one riding along', () => {
      const one = expectRefusal(
        () =>
          buildStarknetDeposit(
            withCalls(action(), (calls) => calls.slice(0, 1)),
            ctx,
          ),
        'WRONG_CALL_COUNT',
      );
      expect(one.message).toContain('1 Starknet call,');
      const three = expectRefusal(
        () =>
          buildStarknetDeposit(
            withCalls(action(), (calls) => [
              ...calls,
              { contractAddress: OTHER, entrypoint: 'approve', calldata: [OTHER, '1', '0'] },
            ]),
            ctx,
          ),
        'WRONG_CALL_COUNT',
      );
      expect(three.message).toContain('3 Starknet calls');
    });

    it('the transfer on another contract, and the watch on another watchdog', () => {
      const edit = (index: number) =>
        withCalls(action(), (calls) => {
          (calls[index] as Record<string, unknown>).contractAddress = OTHER;
        });
      expect(expectRefusal(() => buildStarknetDeposit(edit(0), ctx), 'WRONG_CONTRACT').message).toContain(
        'other than PTT',
      );
      expect(expectRefusal(() => buildStarknetDeposit(edit(1), ctx), 'WRONG_CONTRACT').message).toContain(
        'watchdog',
      );
      // The network itself names another watchdog than the calls.
      expectRefusal(
        () => buildStarknetDeposit(action(), { ...ctx, watchdogContract: OTHER }),
        'WRONG_CONTRACT',
      );
      expectRefusal(
        () => buildStarknetDeposit(action(), { ...ctx, watchdogContract: undefined }),
        'MISSING_FIELD',
      );
      // The calls swapped round.
      expectRefusal(
        () =>
          buildStarknetDeposit(
            withCalls(action(), (calls) => [calls[1], calls[0]]),
            ctx,
          ),
        'BAD_CALL_DATA',
      );
    });

    it('another entrypoint: approve instead of transfer, anything but watch', () => {
      const approve = withCalls(action(), (calls) => {
        (calls[0] as Record<string, unknown>).entrypoint = 'approve';
      });
      expect(expectRefusal(() => buildStarknetDeposit(approve, ctx), 'WRONG_ENTRYPOINT').message).toContain(
        '"approve"',
      );
      const unwatch = withCalls(action(), (calls) => {
        (calls[1] as Record<string, unknown>).entrypoint = 'unwatch';
      });
      expectRefusal(() => buildStarknetDeposit(unwatch, ctx), 'WRONG_ENTRYPOINT');
    });

    it('a transfer to anyone but the deposit address', () => {
      const edited = withCalls(action(), (calls) => {
        const transfer = calls[0] as { calldata: string[] };
        transfer.calldata[0] = OTHER;
      });
      expectRefusal(() => buildStarknetDeposit(edited, ctx), 'WRONG_RECIPIENT');
      expectRefusal(() => buildStarknetDeposit(action({}, { to_address: 'abc123' }), ctx), 'WRONG_RECIPIENT');
    });

    it('a watch with another sequence number: the deposit would not be matched to this swap', () => {
      const error = expectRefusal(
        () => buildStarknetDeposit(action(), { ...ctx, sequenceNumber: SEQUENCE + 1n }),
        'WRONG_SEQUENCE_NUMBER',
      );
      expect(error.message).toContain('11177265');
      expect(error.message).toContain('11177266');
    });

    it('a transfer amount other than amount_in_base_units, low or high half', () => {
      const low = withCalls(action(), (calls) => {
        const transfer = calls[0] as { calldata: string[] };
        transfer.calldata[1] = '1500000000000000001';
      });
      expect(expectRefusal(() => buildStarknetDeposit(low, ctx), 'WRONG_AMOUNT').message).toContain(
        'sends 1.500000000000000001 PTT, but the deposit is for 1.5 PTT',
      );
      const high = withCalls(action(), (calls) => {
        const transfer = calls[0] as { calldata: string[] };
        transfer.calldata[2] = '1';
      });
      expectRefusal(() => buildStarknetDeposit(high, ctx), 'WRONG_AMOUNT');
      const overflow = withCalls(action(), (calls) => {
        const transfer = calls[0] as { calldata: string[] };
        transfer.calldata[1] = (2n ** 128n).toString();
      });
      expectRefusal(() => buildStarknetDeposit(overflow, ctx), 'BAD_CALL_DATA');
    });

    it('amount_in_base_units disagreeing with amount and decimals, zero, or missing', () => {
      expectRefusal(() => buildStarknetDeposit(action({}, { amount: 2.5 }), ctx), 'AMOUNT_MISMATCH');
      expectRefusal(
        () => buildStarknetDeposit(action({}, { token: { ...PTT, decimals: 6 } }), ctx),
        'AMOUNT_MISMATCH',
      );
      expectRefusal(
        () => buildStarknetDeposit(action({}, { amount: 0, amount_in_base_units: '0' }), ctx),
        'AMOUNT_MISMATCH',
      );
      expectRefusal(
        () => buildStarknetDeposit(action({}, { amount_in_base_units: undefined }), ctx),
        'MISSING_FIELD',
      );
    });

    it('a token without contract', () => {
      expectRefusal(
        () => buildStarknetDeposit(action({}, { token: { symbol: 'ETH', decimals: 18 } }), ctx),
        'MISSING_FIELD',
      );
    });
  });
});
