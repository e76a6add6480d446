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
import { type ExpectedDeposit, ExpectedDepositError } from '../kit/expected';
import type { DepositRefusal } from '../kit/refusal';
import { expectEachRefused, type HostileAction } from '../sandbox-actions.test-support';
import {
  buildStarknetDeposit,
  describeStarknetDeposit,
  type StarknetDepositContext,
  StarknetDepositError,
  type StarknetDepositErrorCode,
} from './deposit';
import { starknetDepositAction, starknetExpected } from './test-support';

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
const AMOUNT = 1_500_000_000_000_000_000n;
/** A public test key (never for real funds). */
const TEST_KEY = '0x1f2e3d4c5b6a79881726354453627180';

function action(spec: { amount?: bigint } = {}, raw: Record<string, unknown> = {}): DepositAction {
  return starknetDepositAction(
    {
      amount: spec.amount ?? AMOUNT,
      token: PTT,
      depositAddress: DEPOSIT,
      sourceAddress: SENDER,
      sequenceNumber: SEQUENCE,
      watchdogContract: WATCHDOG,
    },
    raw,
  );
}

/** The context of the PTT deposit `action()` makes: the person chose that token and amount. */
const ctx: StarknetDepositContext = {
  watchdogContract: WATCHDOG,
  sequenceNumber: SEQUENCE,
  expected: starknetExpected({ amount: AMOUNT, token: PTT }),
};
const ctxFor = (amount: bigint, token: ExpectedDeposit['token'] = PTT): StarknetDepositContext => ({
  ...ctx,
  expected: starknetExpected({ amount, token }),
});

/** The action with its call array edited. */
function withCalls(a: DepositAction, edit: (calls: Record<string, unknown>[]) => unknown): DepositAction {
  const parsed = JSON.parse(a.call_data ?? '[]') as Record<string, unknown>[];
  const edited = edit(parsed) ?? parsed;
  return { ...a, call_data: JSON.stringify(edited) };
}

/** The builder's own refusal, or the shared one of an action that is not what the person chose. */
function refusal(run: () => unknown): DepositRefusal {
  try {
    run();
  } catch (error) {
    if (error instanceof StarknetDepositError || error instanceof ExpectedDepositError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

function expectRefusal(run: () => unknown, code: StarknetDepositErrorCode): DepositRefusal {
  const error = refusal(run);
  expect(error).toBeInstanceOf(StarknetDepositError);
  expect(error.code).toBe(code);
  expect(error.message).toMatch(/^[A-Z].*\.$/);
  return error;
}

/** Refused by the check against what the person chose, before the calls are even read. */
function expectNotChosen(run: () => unknown, code: ExpectedDepositError['code']): DepositRefusal {
  const error = refusal(run);
  expect(error).toBeInstanceOf(ExpectedDepositError);
  expect(error.code).toBe(code);
  expect(error.message).toMatch(/^[A-Z].*: Portage will not send it\.$/);
  return error;
}

describe('buildStarknetDeposit', () => {
  const amount = 2n ** 200n + 12_345n; // needs the high half of the u256

  it('builds [transfer, watch] that compile to execute calldata decoding back to the two calls', () => {
    const deposit = buildStarknetDeposit(action({ amount }), ctxFor(amount));
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
    const deposit = buildStarknetDeposit(action({ amount }), ctxFor(amount));
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
    const other = buildStarknetDeposit(action({ amount: amount + 1n }), ctxFor(amount + 1n));
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

  it('compares token contracts as felts, and transfers on the contract the person chose', () => {
    // The route lists write the contract without its leading zero, the action with it: one felt.
    const short = '0x49d36570d4e46f48e99674bd3fcc84644ddd6b96f7c741b1562b82f9e004dc7';
    const shortCtx = {
      ...ctx,
      expected: starknetExpected({ amount: AMOUNT, token: { ...PTT, contract: short } }),
    };
    const deposit = buildStarknetDeposit(action(), shortCtx);
    expect(deposit.token).toBe(PTT.contract);
    expect(deposit.calls[0].contractAddress).toBe(PTT.contract);
    // And the other way round: an action in a short, upper-case spelling for a padded choice.
    const shortAction = action({}, { token: { ...PTT, contract: `0x${short.slice(2).toUpperCase()}` } });
    expect(buildStarknetDeposit(shortAction, ctx).calls[0].contractAddress).toBe(PTT.contract);
  });

  it('describes the built transfer: amount from its u256, recipient from its calldata', () => {
    const amount = 2n ** 130n + 7n;
    const c = ctxFor(amount);
    expect(
      describeStarknetDeposit(buildStarknetDeposit(action({ amount }), c), c.expected, 'Starknet'),
    ).toEqual({
      amount,
      decimals: 18,
      symbol: 'PTT',
      network: 'Starknet',
      to: DEPOSIT,
      memo: '11177265',
    });
    const built = buildStarknetDeposit(action(), ctx);
    const elsewhere = { ...built.calls[0], contractAddress: OTHER };
    expect(() =>
      describeStarknetDeposit({ ...built, calls: [elsewhere, built.calls[1]] }, ctx.expected, 'Starknet'),
    ).toThrow(/not a transfer on the PTT contract/);
  });

  it('refuses when the caller does not know the swap’s number: nothing ties the deposit to it', () => {
    const error = expectRefusal(
      () => buildStarknetDeposit(action(), { ...ctx, sequenceNumber: null }),
      'NO_SEQUENCE',
    );
    expect(error.message).toContain("did not give this swap's number");
    // A watchdog call that does not carry exactly one number is refused first, whatever is known.
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

    it('amount_in_base_units disagreeing with amount, zero, or missing', () => {
      expectRefusal(() => buildStarknetDeposit(action({}, { amount: 2.5 }), ctx), 'AMOUNT_MISMATCH');
      // Other decimals, or no exact amount: not what the person chose.
      expectNotChosen(
        () => buildStarknetDeposit(action({}, { token: { ...PTT, decimals: 6 } }), ctx),
        'WRONG_DECIMALS',
      );
      expectNotChosen(
        () => buildStarknetDeposit(action({}, { amount_in_base_units: undefined }), ctx),
        'WRONG_AMOUNT',
      );
      // Zero, even when the person's choice itself says so (a bug upstream).
      expectRefusal(
        () => buildStarknetDeposit(action({}, { amount: 0, amount_in_base_units: '0' }), ctxFor(0n)),
        'AMOUNT_MISMATCH',
      );
    });

    it('a token without contract, even when the person chose one without', () => {
      const eth = { symbol: 'ETH', contract: null, decimals: 18 };
      expectNotChosen(
        () => buildStarknetDeposit(action({}, { token: { symbol: 'ETH', decimals: 18 } }), ctx),
        'WRONG_TOKEN',
      );
      expectRefusal(
        () =>
          buildStarknetDeposit(action({}, { token: { symbol: 'ETH', decimals: 18 } }), ctxFor(AMOUNT, eth)),
        'MISSING_FIELD',
      );
    });
  });
});

/**
 * The security review's table: deposit actions that do not send what the person chose, each of
 * which must be refused with its code before anything is built. The figures are printed.
 */
describe('buildStarknetDeposit: hostile actions', () => {
  const spec = {
    amount: AMOUNT,
    token: PTT,
    depositAddress: DEPOSIT,
    sourceAddress: SENDER,
    sequenceNumber: SEQUENCE,
    watchdogContract: WATCHDOG,
  };
  /** The honest action, with its transfer's calldata edited. */
  const transferArgs = (edit: (args: string[]) => void) =>
    withCalls(action(), (calls) => {
      edit((calls[0] as { calldata: string[] }).calldata);
    });

  type Case = HostileAction<StarknetDepositContext> & { by: 'ExpectedDepositError' | 'StarknetDepositError' };
  const cases: Case[] = [
    {
      name: '"PTT, 6 decimals" with amount and base units that agree at 6',
      action: starknetDepositAction({ ...spec, amount: AMOUNT * 10n ** 12n, token: { ...PTT, decimals: 6 } }),
      ctx,
      by: 'ExpectedDepositError',
      code: 'WRONG_DECIMALS',
    },
    {
      name: 'another token contract, with the chosen symbol, its calls agreeing',
      action: starknetDepositAction({ ...spec, token: { ...PTT, contract: OTHER } }),
      ctx,
      by: 'ExpectedDepositError',
      code: 'WRONG_TOKEN',
    },
    {
      name: 'the chosen contract under another symbol',
      action: action({}, { token: { ...PTT, symbol: 'STRK' } }),
      ctx,
      by: 'ExpectedDepositError',
      code: 'WRONG_TOKEN',
    },
    {
      name: 'wrong decimals in token.decimals',
      action: action({}, { token: { ...PTT, decimals: 17 }, amount: 15 }),
      ctx,
      by: 'ExpectedDepositError',
      code: 'WRONG_DECIMALS',
    },
    {
      name: 'the transfer made on another contract, the action honest',
      action: withCalls(action(), (calls) => {
        (calls[0] as Record<string, unknown>).contractAddress = OTHER;
      }),
      ctx,
      by: 'StarknetDepositError',
      code: 'WRONG_CONTRACT',
    },
    {
      name: 'another network',
      action: action({}, { network: { name: 'STARKNET_SEPOLIA', type: 'starknet' } }),
      ctx,
      by: 'ExpectedDepositError',
      code: 'WRONG_NETWORK',
    },
    {
      name: 'the chosen network’s name on another chain (SN_SEPOLIA)',
      action: action(
        {},
        { network: { name: 'STARKNET_MAINNET', type: 'starknet', chain_id: '0x534e5f5345504f4c4941' } },
      ),
      ctx,
      by: 'ExpectedDepositError',
      code: 'WRONG_NETWORK',
    },
    {
      name: 'a choice whose route lists gave no chain id, the action honest',
      action: action(),
      ctx: { ...ctx, expected: starknetExpected({ amount: AMOUNT, token: PTT, chainId: null }) },
      by: 'StarknetDepositError',
      code: 'NO_CHAIN_ID',
    },
    {
      name: 'the action’s amount one base unit more (its calls agreeing)',
      action: action({ amount: AMOUNT + 1n }),
      ctx,
      by: 'ExpectedDepositError',
      code: 'WRONG_AMOUNT',
    },
    {
      name: 'the action’s amount one base unit less (its calls agreeing)',
      action: action({ amount: AMOUNT - 1n }),
      ctx,
      by: 'ExpectedDepositError',
      code: 'WRONG_AMOUNT',
    },
    {
      name: 'the encoded transfer one base unit more (low half), the action honest',
      action: transferArgs((args) => {
        args[1] = (AMOUNT + 1n).toString();
      }),
      ctx,
      by: 'StarknetDepositError',
      code: 'WRONG_AMOUNT',
    },
    {
      name: 'the encoded transfer one base unit less (low half), the action honest',
      action: transferArgs((args) => {
        args[1] = (AMOUNT - 1n).toString();
      }),
      ctx,
      by: 'StarknetDepositError',
      code: 'WRONG_AMOUNT',
    },
    {
      name: 'the encoded transfer with a high half (2^128 more), the action honest',
      action: transferArgs((args) => {
        args[2] = '1';
      }),
      ctx,
      by: 'StarknetDepositError',
      code: 'WRONG_AMOUNT',
    },
    {
      name: 'a native (contract-less) action when PTT was chosen',
      action: action({}, { token: { symbol: 'PTT', decimals: 18 } }),
      ctx,
      by: 'ExpectedDepositError',
      code: 'WRONG_TOKEN',
    },
    {
      name: 'a PTT action when the native token was chosen',
      action: action(),
      ctx: ctxFor(AMOUNT, { ...PTT, contract: null }),
      by: 'ExpectedDepositError',
      code: 'WRONG_TOKEN',
    },
    {
      name: 'no token named',
      action: action({}, { token: undefined }),
      ctx,
      by: 'ExpectedDepositError',
      code: 'WRONG_TOKEN',
    },
    {
      name: 'no exact amount',
      action: action({}, { amount_in_base_units: undefined }),
      ctx,
      by: 'ExpectedDepositError',
      code: 'WRONG_AMOUNT',
    },
    {
      name: 'no expectation at all',
      action: action(),
      ctx: { ...ctx, expected: undefined as unknown as ExpectedDeposit },
      by: 'ExpectedDepositError',
      code: 'NO_EXPECTATION',
    },
  ];

  it('refuses every one with its code, and builds nothing', () => {
    const refused = expectEachRefused(
      cases,
      buildStarknetDeposit,
      /^[A-Z].*Portage will not send (?:it|them)\.$/,
    );
    console.info(`Starknet hostile deposit actions: ${cases.length} tried, ${refused} refused`);
    expect(cases.length).toBeGreaterThanOrEqual(10);
    expect(refused).toBe(cases.length);
  });

  it('accepts the honest action of the same table', () => {
    expect(buildStarknetDeposit(starknetDepositAction(spec), ctx).amount).toBe(AMOUNT);
  });
});
