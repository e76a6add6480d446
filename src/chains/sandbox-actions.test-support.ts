/**
 * For the deposit builders' tests: deposit actions exactly as the sandbox service makes them
 * (its own `buildCallData`), parsed as the API client parses them. Test-only: the app never
 * imports it.
 */
import * as v from 'valibot';
import { expect } from 'vitest';
import { buildCallData, type DepositInput } from '../../service/deposits';
import { DepositActionSchema } from '../api/schemas';
import type { DepositAction } from '../api/types';
import { formatUnits } from '../lib/amount';
import type { ExpectedDeposit } from './kit/expected';
import { DepositRefusal } from './kit/refusal';

export type TokenSpec = { symbol: string; contract: string | null; decimals: number };

export interface SandboxActionSpec {
  family: DepositInput['family'];
  amount: bigint;
  token: TokenSpec;
  depositAddress: string;
  sourceAddress: string;
  sequenceNumber: bigint;
  /** The network as the sandbox's builder sees it (name, watchdog contract, base asset…). */
  network: DepositInput['network'];
  /** Fields the action's `network` carries besides name and type (e.g. metadata). */
  networkView?: Record<string, unknown>;
  /** The token that pays the fee, when the action names one. */
  feeToken?: TokenSpec;
}

/** A `transfer` deposit action; `raw` overrides its fields as the service would send them. */
export function sandboxDepositAction(
  spec: SandboxActionSpec,
  raw: Record<string, unknown> = {},
): DepositAction {
  const built = buildCallData({
    family: spec.family,
    sequenceNumber: spec.sequenceNumber,
    depositAddress: spec.depositAddress,
    sourceAddress: spec.sourceAddress,
    amount: spec.amount,
    token: spec.token,
    network: spec.network,
  });
  return v.parse(DepositActionSchema, {
    type: 'transfer',
    to_address: built.toAddress,
    amount: Number(formatUnits(spec.amount, spec.token.decimals)),
    amount_in_base_units: spec.amount.toString(),
    order: 0,
    network: { name: spec.network.name, type: spec.family, ...spec.networkView },
    token: spec.token,
    ...(spec.feeToken ? { fee_token: spec.feeToken } : {}),
    call_data: built.callData,
    ...raw,
  });
}

/**
 * What the person chose for the swap behind `spec`: the route lists' network and token and the
 * typed amount, as the route step stores them at creation. `patch` changes parts of it (a test
 * of a lying action keeps the person's choice and changes the action instead).
 */
export function expectedFor(
  spec: Pick<SandboxActionSpec, 'family' | 'amount' | 'token' | 'network'> & {
    chainId?: string | null;
    depository?: string | null;
    baseAssetId?: string | null;
  },
  patch: Partial<ExpectedDeposit> = {},
): ExpectedDeposit {
  return {
    origin: 'created',
    network: { name: spec.network.name, family: spec.family, chainId: spec.chainId ?? null },
    token: { symbol: spec.token.symbol, contract: spec.token.contract, decimals: spec.token.decimals },
    amount: spec.amount.toString(),
    destination: { network: 'DESTINATION_NETWORK', address: 'destination-address' },
    depository: spec.depository ?? null,
    ...(spec.baseAssetId !== undefined ? { baseAssetId: spec.baseAssetId } : {}),
    ...patch,
  };
}

/** One row of a builder's table of hostile actions. */
export interface HostileAction<Ctx> {
  name: string;
  action: DepositAction;
  ctx: Ctx;
  /** The refusal's class name (`ExpectedDepositError`, `SolanaDepositError`…). */
  by: string;
  code: string;
}

/**
 * Builds every hostile action: each must build nothing and be refused by the named refusal, with
 * its code and a sentence matching `sentence`. Returns how many were refused.
 */
export function expectEachRefused<Ctx>(
  cases: readonly HostileAction<Ctx>[],
  build: (action: DepositAction, ctx: Ctx) => unknown,
  sentence: RegExp,
): number {
  let refused = 0;
  for (const hostile of cases) {
    let built: unknown;
    let error: unknown;
    try {
      built = build(hostile.action, hostile.ctx);
    } catch (caught) {
      error = caught;
    }
    expect(built, hostile.name).toBeUndefined();
    expect(error, hostile.name).toBeInstanceOf(DepositRefusal);
    const refusal = error as DepositRefusal;
    expect(refusal.name, hostile.name).toBe(hostile.by);
    expect(refusal.code, hostile.name).toBe(hostile.code);
    expect(refusal.message, hostile.name).toMatch(sentence);
    refused += 1;
  }
  return refused;
}
