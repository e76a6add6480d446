/**
 * Local Fuel's verifying ledger. NOT a Fuel node: there is no offline fuel-core here, and no
 * FuelVM. It is an in-process UTXO ledger (coins with an owner, an asset id and an amount) that
 * accepts exactly the transactions a Fuel wallet deposit is — a script transaction running fuels'
 * `RET 0` script, spending coins and creating coin and change outputs — and only after verifying
 * them with fuels itself: the bytes decoded by `TransactionCoder`, the transaction id hashed as
 * fuel-core hashes it (src/chains/fuel/transaction-id.ts, as fuels' `hashTransaction`), every
 * input's coin unspent and described as it is, every owner's signature recovered
 * (`Signer.recoverAddress`) from the witness the input names, the gas limit and fee covering the
 * script, and nothing created from nothing. A transaction that passes is applied at once in a
 * block of its own.
 *
 * The fee the ledger charges is the transaction's own max-fee policy (fuels sets it from the
 * chain's gas costs); change outputs receive what is left of each asset.
 */
import {
  hexlify,
  InputType,
  OutputType,
  PolicyType,
  Signer,
  sha256,
  type Transaction,
  TransactionCoder,
  TransactionType,
} from 'fuels';
import { transactionId } from '../../../src/chains/fuel/transaction-id';

/** fuels' `returnZeroScript`: the only script the ledger "runs" (it has no VM). */
export const RETURN_ZERO_SCRIPT = '0x24000000';
/** Gas the ledger reports for running `RET 0`: a fixed, generous figure. */
export const SCRIPT_GAS_USED = 1_000n;
export const U64_MAX = 2n ** 64n - 1n;

export interface FuelCoin {
  /** `0x` + the creating transaction's id + the output index as two bytes (34 bytes). */
  utxoId: string;
  owner: string;
  assetId: string;
  amount: bigint;
  blockCreated: number;
  txCreatedIdx: number;
}

/** A transaction the ledger applied. */
export interface LandedFuelTransaction {
  id: string;
  height: number;
  /** The bytes as submitted (signed). */
  raw: string;
  /** Owners of the spent coins (the signers). */
  owners: string[];
  /** What each coin output paid (change outputs are not listed). */
  payments: { to: string; assetId: string; amount: bigint }[];
  scriptData: string;
  fee: bigint;
  /** Unix milliseconds. */
  time: number;
}

/** Why the ledger refuses a transaction; `message` is what a node's error would say. */
export class FuelLedgerError extends Error {
  override readonly name = 'FuelLedgerError';
}

export interface DryRunOutcome {
  id: string;
  gasUsed: bigint;
  fee: bigint;
}

export interface FuelLedger {
  readonly chainId: number;
  readonly baseAssetId: string;
  height(): number;
  /** Adds a coin out of nothing (the genesis state). */
  mint(owner: string, assetId: string, amount: bigint): FuelCoin;
  balance(owner: string, assetId: string): bigint;
  coins(owner: string, assetId?: string): FuelCoin[];
  /**
   * Coins of `owner` covering each `{ assetId, amount }` (largest first), none of `excluded`;
   * throws like fuel-core when they do not.
   */
  coinsToSpend(
    owner: string,
    queries: { assetId: string; amount: bigint }[],
    excluded: readonly string[],
  ): FuelCoin[][];
  /** Checks a transaction as submitting it would, without signatures (and coins) when `utxoValidation` is off. */
  dryRun(bytes: Uint8Array, utxoValidation: boolean): DryRunOutcome;
  /** Verifies and applies a signed transaction; resolves to its id. */
  submit(bytes: Uint8Array): LandedFuelTransaction;
  transaction(id: string): LandedFuelTransaction | undefined;
  /** Called for every applied transaction; returns the unsubscribe function. */
  onLanded(listener: (landed: LandedFuelTransaction) => void): () => void;
  /** Advances the height by an empty block (the chain's clock). */
  tick(): void;
}

/** The transaction id, hashed as fuel-core does; only script transactions are accepted here. */
export function fuelTransactionId(transaction: Transaction, chainId: number): string {
  if (transaction.type !== TransactionType.Script)
    throw new FuelLedgerError('only script transactions are accepted');
  return transactionId(transaction, chainId);
}

function lower(value: string): string {
  return hexlify(value).toLowerCase();
}

function big(value: { toString(): string } | undefined): bigint {
  return value === undefined ? 0n : BigInt(value.toString());
}

function utxoIdOf(txId: string, index: number): string {
  return `${txId.toLowerCase()}${index.toString(16).padStart(4, '0')}`;
}

interface Checked {
  id: string;
  fee: bigint;
  spent: FuelCoin[];
  owners: string[];
  payments: { to: string; assetId: string; amount: bigint }[];
  /** Every output in transaction order (its index is the coin's output index), change amounts filled in. */
  created: { to: string; assetId: string; amount: bigint }[];
  scriptData: string;
}

export function createFuelLedger(options: { chainId: number; baseAssetId: string }): FuelLedger {
  const { chainId } = options;
  const baseAssetId = options.baseAssetId.toLowerCase();
  const unspent = new Map<string, FuelCoin>();
  const landed = new Map<string, LandedFuelTransaction>();
  const listeners = new Set<(landed: LandedFuelTransaction) => void>();
  let height = 0;
  let minted = 0;

  /** Everything but what only a submission checks (coins exist, signatures). */
  function check(bytes: Uint8Array, utxoValidation: boolean): Checked {
    let transaction: Transaction;
    try {
      [transaction] = new TransactionCoder().decode(bytes, 0);
    } catch (error) {
      throw new FuelLedgerError(`the transaction cannot be decoded: ${(error as Error).message}`);
    }
    if (transaction.type !== TransactionType.Script) {
      throw new FuelLedgerError('this ledger accepts script transactions only');
    }
    if (lower(transaction.script ?? '0x') !== RETURN_ZERO_SCRIPT) {
      throw new FuelLedgerError('this ledger has no VM: it runs only the RET 0 script');
    }
    const id = fuelTransactionId(transaction, chainId);
    if (landed.has(id)) throw new FuelLedgerError(`transaction ${id} was already applied`);
    if (big(transaction.scriptGasLimit) < SCRIPT_GAS_USED) {
      throw new FuelLedgerError(`the script gas limit is below the ${SCRIPT_GAS_USED} the script uses`);
    }
    const policy = (type: PolicyType) => transaction.policies?.find((each) => each.type === type);
    const fee = big(policy(PolicyType.MaxFee)?.data as { toString(): string } | undefined);
    const maturity = Number(policy(PolicyType.Maturity)?.data ?? 0);
    if (maturity > height) throw new FuelLedgerError(`the transaction matures at block ${maturity}`);

    const totals = new Map<string, bigint>();
    const add = (assetId: string, amount: bigint) =>
      totals.set(assetId, (totals.get(assetId) ?? 0n) + amount);
    const spent: FuelCoin[] = [];
    const owners: string[] = [];
    const witnesses = transaction.witnesses ?? [];
    for (const input of transaction.inputs ?? []) {
      if (input.type !== InputType.Coin) throw new FuelLedgerError('this ledger accepts coin inputs only');
      if (lower(input.predicate ?? '0x') !== '0x') throw new FuelLedgerError('this ledger has no predicates');
      const utxoId = utxoIdOf(lower(input.txID), input.outputIndex);
      const owner = lower(input.owner);
      const assetId = lower(input.assetId);
      const amount = big(input.amount);
      if (spent.some((coin) => coin.utxoId === utxoId))
        throw new FuelLedgerError(`coin ${utxoId} is spent twice`);
      if (utxoValidation) {
        const coin = unspent.get(utxoId);
        if (!coin) throw new FuelLedgerError(`coin ${utxoId} does not exist or is spent`);
        if (coin.owner !== owner || coin.assetId !== assetId || coin.amount !== amount) {
          throw new FuelLedgerError(`input ${utxoId} does not describe the coin it spends`);
        }
        const witness = witnesses[input.witnessIndex];
        if (!witness)
          throw new FuelLedgerError(`input ${utxoId} names witness ${input.witnessIndex}, which is missing`);
        let signer: string;
        try {
          signer = Signer.recoverAddress(id, witness.data).toB256().toLowerCase();
        } catch {
          throw new FuelLedgerError(`witness ${input.witnessIndex} is not a signature`);
        }
        if (signer !== owner) {
          throw new FuelLedgerError(
            `the signature of witness ${input.witnessIndex} is not by ${owner}, who owns ${utxoId}`,
          );
        }
        spent.push(coin);
      } else {
        spent.push({ utxoId, owner, assetId, amount, blockCreated: 0, txCreatedIdx: 0 });
      }
      if (!owners.includes(owner)) owners.push(owner);
      add(assetId, amount);
    }

    const payments: Checked['payments'] = [];
    const created: Checked['created'] = [];
    const changeTo = new Map<string, string>();
    for (const output of transaction.outputs ?? []) {
      if (output.type === OutputType.Coin) {
        const amount = big(output.amount);
        const payment = { to: lower(output.to), assetId: lower(output.assetId), amount };
        payments.push(payment);
        created.push(payment);
        add(payment.assetId, -amount);
      } else if (output.type === OutputType.Change) {
        const assetId = lower(output.assetId);
        if (changeTo.has(assetId)) throw new FuelLedgerError(`two change outputs for asset ${assetId}`);
        changeTo.set(assetId, lower(output.to));
        // Its amount is what is left once every output is known.
        created.push({ to: lower(output.to), assetId, amount: -1n });
      } else {
        throw new FuelLedgerError('this ledger accepts coin and change outputs only');
      }
    }
    add(baseAssetId, -fee);
    for (const [assetId, left] of totals) {
      if (left < 0n) {
        throw new FuelLedgerError(
          `the inputs do not cover the outputs${assetId === baseAssetId ? ' and the fee' : ''} in asset ${assetId}`,
        );
      }
      const to = changeTo.get(assetId);
      if (left > 0n && to === undefined) {
        throw new FuelLedgerError(
          `${left} of asset ${assetId} would be burnt: the transaction has no change for it`,
        );
      }
    }
    for (const output of created) if (output.amount === -1n) output.amount = totals.get(output.assetId) ?? 0n;
    return { id, fee, spent, owners, payments, created, scriptData: lower(transaction.scriptData ?? '0x') };
  }

  return {
    chainId,
    baseAssetId,
    height: () => height,
    mint(owner, assetId, amount) {
      if (amount <= 0n || amount > U64_MAX)
        throw new FuelLedgerError('a coin holds 1 to 2^64 - 1 base units');
      minted += 1;
      const coin: FuelCoin = {
        utxoId: utxoIdOf(sha256(new TextEncoder().encode(`portage-sandbox:fuel:genesis:${minted}`)), 0),
        owner: owner.toLowerCase(),
        assetId: assetId.toLowerCase(),
        amount,
        blockCreated: height,
        txCreatedIdx: 0,
      };
      unspent.set(coin.utxoId, coin);
      return coin;
    },
    balance(owner, assetId) {
      let total = 0n;
      for (const coin of unspent.values()) {
        if (coin.owner === owner.toLowerCase() && coin.assetId === assetId.toLowerCase())
          total += coin.amount;
      }
      return total;
    },
    coins(owner, assetId) {
      return [...unspent.values()].filter(
        (coin) =>
          coin.owner === owner.toLowerCase() &&
          (assetId === undefined || coin.assetId === assetId.toLowerCase()),
      );
    },
    coinsToSpend(owner, queries, excluded) {
      const skip = new Set(excluded.map((id) => id.toLowerCase()));
      return queries.map(({ assetId, amount }) => {
        const candidates = this.coins(owner, assetId)
          .filter((coin) => !skip.has(coin.utxoId))
          .sort((a, b) => (a.amount < b.amount ? 1 : a.amount > b.amount ? -1 : 0));
        const picked: FuelCoin[] = [];
        let total = 0n;
        for (const coin of candidates) {
          if (total >= amount) break;
          picked.push(coin);
          total += coin.amount;
        }
        // fuel-core's wording, which fuels reads as "not enough funds".
        if (total < amount) throw new FuelLedgerError('not enough coins to fit the target');
        return picked;
      });
    },
    dryRun(bytes, utxoValidation) {
      const { id, fee } = check(bytes, utxoValidation);
      return { id, gasUsed: SCRIPT_GAS_USED, fee };
    },
    submit(bytes) {
      const checked = check(bytes, true);
      height += 1;
      for (const coin of checked.spent) unspent.delete(coin.utxoId);
      checked.created.forEach((output, index) => {
        if (output.amount === 0n) return;
        const coin: FuelCoin = {
          utxoId: utxoIdOf(checked.id, index),
          owner: output.to,
          assetId: output.assetId,
          amount: output.amount,
          blockCreated: height,
          txCreatedIdx: 0,
        };
        unspent.set(coin.utxoId, coin);
      });
      const record: LandedFuelTransaction = {
        id: checked.id,
        height,
        raw: hexlify(bytes),
        owners: checked.owners,
        payments: checked.payments,
        scriptData: checked.scriptData,
        fee: checked.fee,
        time: Date.now(),
      };
      landed.set(record.id, record);
      for (const listener of listeners) listener(record);
      return record;
    },
    transaction: (id) => landed.get(id.toLowerCase()),
    onLanded(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    tick() {
      height += 1;
    },
  };
}
