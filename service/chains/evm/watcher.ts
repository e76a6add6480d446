/**
 * Follows one local EVM chain block by block and finds swap deposits in it.
 *
 * A deposit is a successful transaction that either sends the native token to a swap's deposit
 * address, or calls the test token's `transfer` to one (the amount is read from the receipt's
 * `Transfer` log). A wallet deposit carries the swap's sequence number (service/deposits/evm.ts:
 * the whole `data` of a native transfer, the 32 bytes after an ERC-20 transfer's arguments), which
 * must then match; a manual transfer has no data and is matched by its address alone.
 *
 * A deposit through the depository contract (`use_depository`) is a successful transaction to
 * the depository whose receipt has a `Deposit` event from it with `receiver` = the swap's deposit
 * address, `id` = its sequence number and the swap's token (address(0) for native); the amount is
 * the event's. For the token, the same receipt also holds the token's `Transfer` to the deposit
 * address, but the transaction is sent to the depository, not the token: only the event counts it.
 */
import {
  type Address,
  type Chain,
  decodeEventLog,
  decodeFunctionData,
  getAddress,
  type Hex,
  hexToBigInt,
  isHex,
  type PublicClient,
  size,
  slice,
  type Transport,
  toFunctionSelector,
} from 'viem';
import { DEPOSITORY_ABI } from '../../deposits/depository';
import type { DepositTarget, ObservedDeposit } from '../../swaps/chain-backed';
import { erc20TransferAbi } from './setup';

const TRANSFER_SELECTOR = toFunctionSelector('transfer(address,uint256)');
/** selector + address word + amount word. */
const TRANSFER_CALL_BYTES = 4 + 32 + 32;

/** What a transaction would be if it were a deposit: to whom, of what, with which memo. */
export interface DepositCandidate {
  kind: 'native' | 'token';
  depositAddress: Address;
  /** The sequence number it carries; null when it carries none (a manual transfer). */
  sequenceNumber: bigint | null;
}

/**
 * Reads a transaction as a possible deposit; null when it cannot be one (a contract call other
 * than the token's `transfer`, or data that is not a sequence number).
 */
export function depositCandidate(
  transaction: { to: Address | null; input: Hex; value: bigint },
  tokenContract: Address,
): DepositCandidate | null {
  const { to, input } = transaction;
  if (!to) return null;
  if (to.toLowerCase() === tokenContract.toLowerCase()) {
    if (size(input) < TRANSFER_CALL_BYTES || slice(input, 0, 4) !== TRANSFER_SELECTOR) return null;
    const extra = size(input) - TRANSFER_CALL_BYTES;
    if (extra !== 0 && extra !== 32) return null;
    const { args } = decodeFunctionData({
      abi: erc20TransferAbi,
      data: slice(input, 0, TRANSFER_CALL_BYTES),
    });
    const [recipient] = args as readonly [Address, bigint];
    return {
      kind: 'token',
      depositAddress: recipient,
      sequenceNumber: extra === 32 ? hexToBigInt(slice(input, TRANSFER_CALL_BYTES)) : null,
    };
  }
  if (input === '0x') return { kind: 'native', depositAddress: to, sequenceNumber: null };
  // A native deposit's data is the sequence number alone (at most one word).
  if (!isHex(input) || size(input) > 32) return null;
  return { kind: 'native', depositAddress: to, sequenceNumber: hexToBigInt(input) };
}

/** Whether a candidate is the target swap's deposit: the right token and, if present, the right memo. */
export function matchesTarget(candidate: DepositCandidate, target: DepositTarget): boolean {
  const wantsToken = target.tokenContract !== null;
  if (wantsToken !== (candidate.kind === 'token')) return false;
  return candidate.sequenceNumber === null || candidate.sequenceNumber === target.sequenceNumber;
}

interface ReceiptLike {
  status: 'success' | 'reverted';
  logs: readonly { address: Address; topics: readonly Hex[]; data: Hex }[];
}

/** The amount of the token that reached `recipient` according to a receipt's `Transfer` logs. */
export function tokenAmountReceived(
  receipt: ReceiptLike,
  tokenContract: Address,
  recipient: Address,
): bigint {
  let total = 0n;
  for (const log of receipt.logs) {
    if (log.address.toLowerCase() !== tokenContract.toLowerCase()) continue;
    try {
      const event = decodeEventLog({
        abi: erc20TransferAbi,
        eventName: 'Transfer',
        topics: log.topics as [Hex, ...Hex[]],
        data: log.data,
      });
      if (event.args.to.toLowerCase() === recipient.toLowerCase()) total += event.args.value;
    } catch {
      // Not a Transfer event.
    }
  }
  return total;
}

/** A depository `Deposit` event, read from a receipt. */
export interface DepositoryDeposit {
  /** The event's `id`: the swap's sequence number. */
  sequenceNumber: bigint;
  /** Null for the native token (address(0) in the event). */
  token: Address | null;
  receiver: Address;
  amount: bigint;
}

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** The `Deposit` events the depository emitted in a receipt (none when it reverted). */
export function depositoryDeposits(receipt: ReceiptLike, depository: Address): DepositoryDeposit[] {
  if (receipt.status !== 'success') return [];
  const deposits: DepositoryDeposit[] = [];
  for (const log of receipt.logs) {
    if (!sameAddress(log.address, depository)) continue;
    try {
      const { args } = decodeEventLog({
        abi: DEPOSITORY_ABI,
        eventName: 'Deposit',
        topics: log.topics as [Hex, ...Hex[]],
        data: log.data,
      });
      deposits.push({
        sequenceNumber: hexToBigInt(args.id),
        token: sameAddress(args.token, ZERO_ADDRESS) ? null : getAddress(args.token),
        receiver: getAddress(args.receiver),
        amount: args.amount,
      });
    } catch {
      // Not a Deposit event.
    }
  }
  return deposits;
}

/** Whether a depository deposit is the target swap's: its token and its sequence number. */
export function matchesDepositoryTarget(deposit: DepositoryDeposit, target: DepositTarget): boolean {
  const tokenMatches =
    deposit.token === null
      ? target.tokenContract === null
      : target.tokenContract !== null && sameAddress(deposit.token, target.tokenContract);
  return tokenMatches && deposit.sequenceNumber === target.sequenceNumber;
}

/** The receiver a depository call names in its data (to say which swap a reverted call was for). */
function depositoryReceiver(input: Hex): Address | null {
  try {
    const { functionName, args } = decodeFunctionData({ abi: DEPOSITORY_ABI, data: input });
    return functionName === 'depositERC20' ? args[2] : args[1];
  } catch {
    return null;
  }
}

export interface EvmWatcherOptions {
  /** The catalog network the chain backs (e.g. LOCAL_L1). */
  network: string;
  client: PublicClient<Transport, Chain>;
  tokenContract: Address;
  /** The depository contract on this chain, when there is one. */
  depositoryContract?: Address | undefined;
  /** The swap waiting for a deposit at this address, if any. */
  findTarget(network: string, address: string): DepositTarget | undefined;
  /** A swap's deposit was found. */
  onDeposit(target: DepositTarget, deposit: ObservedDeposit): void;
  /** After each look at the chain, with the latest block (deposits up to it are reported). */
  onTick?(latest: bigint): void | Promise<void>;
  /** Default 250 ms. */
  pollMs?: number;
  log?: (line: string) => void;
}

export interface EvmWatcher {
  start(): void;
  stop(): Promise<void>;
  /** One look at the chain (what the timer runs); concurrent calls share the same look. */
  tick(): Promise<void>;
  /** The latest block looked at, or null before the first look. */
  height(): bigint | null;
  /** Looks one transaction up now (a speed-up hint); unknown or pending hashes are ignored. */
  inspect(hash: string): Promise<void>;
}

export function createEvmWatcher(options: EvmWatcherOptions): EvmWatcher {
  const { client, network, tokenContract, depositoryContract } = options;
  const log = options.log ?? (() => {});
  const pollMs = options.pollMs ?? 250;
  /** The last block whose transactions were looked at. */
  let scanned: bigint | null = null;
  let latestSeen: bigint | null = null;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = true;
  let lastError = '';

  type TransactionLike = { hash: Hex; from: Address; to: Address | null; input: Hex; value: bigint };

  async function considerDepositoryCall(
    transaction: TransactionLike,
    blockNumber: bigint,
    depository: Address,
  ): Promise<void> {
    const receipt = await client.getTransactionReceipt({ hash: transaction.hash });
    if (receipt.status !== 'success') {
      const receiver = depositoryReceiver(transaction.input);
      const target = receiver && options.findTarget(network, receiver);
      if (target) {
        log(
          `${network}: ${transaction.hash} calls the depository for ${receiver} (swap ${target.swapId}) but reverted: not a deposit`,
        );
      }
      return;
    }
    for (const deposit of depositoryDeposits(receipt, depository)) {
      const target = options.findTarget(network, deposit.receiver);
      if (!target) continue;
      if (!matchesDepositoryTarget(deposit, target)) {
        log(
          `${network}: ${transaction.hash} deposits to ${deposit.receiver} (swap ${target.swapId}) through the depository but is not its deposit: ` +
            `${deposit.token ?? 'native'} with id ${deposit.sequenceNumber}, expected ${target.tokenContract ?? 'native'} with ${target.sequenceNumber}`,
        );
        continue;
      }
      if (deposit.amount <= 0n) continue;
      options.onDeposit(target, {
        hash: transaction.hash,
        from: getAddress(transaction.from),
        to: deposit.receiver,
        amount: deposit.amount,
        blockNumber,
      });
    }
  }

  async function consider(transaction: TransactionLike, blockNumber: bigint): Promise<void> {
    if (depositoryContract && transaction.to && sameAddress(transaction.to, depositoryContract)) {
      // Never a plain transfer: its token movement is the depository's `transferFrom`.
      await considerDepositoryCall(transaction, blockNumber, depositoryContract);
      return;
    }
    const candidate = depositCandidate(transaction, tokenContract);
    if (!candidate) return;
    const target = options.findTarget(network, candidate.depositAddress);
    if (!target) return;
    if (!matchesTarget(candidate, target)) {
      log(
        `${network}: ${transaction.hash} pays ${candidate.depositAddress} (swap ${target.swapId}) but is not its deposit: ` +
          `${candidate.kind} with sequence ${candidate.sequenceNumber ?? 'none'}, expected ${target.tokenContract ? 'the token' : 'native'} with ${target.sequenceNumber}`,
      );
      return;
    }
    const receipt = await client.getTransactionReceipt({ hash: transaction.hash });
    if (receipt.status !== 'success') return;
    const amount =
      candidate.kind === 'native'
        ? transaction.value
        : tokenAmountReceived(receipt, tokenContract, candidate.depositAddress);
    if (amount <= 0n) return;
    options.onDeposit(target, {
      hash: transaction.hash,
      from: getAddress(transaction.from),
      to: getAddress(candidate.depositAddress),
      amount,
      blockNumber,
    });
  }

  async function look(): Promise<void> {
    const latest = await client.getBlockNumber({ cacheTime: 0 });
    // Swaps only exist once the watcher runs, so older blocks cannot hold their deposits.
    let next = scanned === null ? latest : scanned + 1n;
    for (; next <= latest; next++) {
      const block = await client.getBlock({ blockNumber: next, includeTransactions: true });
      for (const transaction of block.transactions) await consider(transaction, next);
      scanned = next;
    }
    latestSeen = latest;
    await options.onTick?.(latest);
  }

  function tick(): Promise<void> {
    running ??= look()
      .then(() => {
        lastError = '';
      })
      .catch((error: unknown) => {
        const message = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
        // One line per distinct problem, not four a second.
        if (message !== lastError) log(`${network}: watching the chain failed: ${message}`);
        lastError = message;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      void tick().then(schedule);
    }, pollMs);
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      void tick().then(schedule);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
    tick,
    height: () => latestSeen,
    async inspect(hash: string) {
      if (!isHex(hash) || size(hash) !== 32) return;
      try {
        const transaction = await client.getTransaction({ hash });
        if (transaction.blockNumber === null) return;
        await consider(transaction, transaction.blockNumber);
      } catch {
        // Not (yet) known to the node: the watcher finds it when it is mined, or nothing does.
      }
    },
  };
}
