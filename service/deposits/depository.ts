/**
 * The sandbox's depository contract (contracts/PortageDepository.sol): its interface, and the
 * deposit call a wallet makes to it.
 *
 * `depositERC20(id, token, receiver, amount)` pulls `amount` of `token` from the caller to
 * `receiver` with `transferFrom` (so the wallet `approve`s the depository for `amount` first);
 * `depositNative(id, receiver)` forwards `msg.value`. Both emit
 * `Deposit(bytes32 indexed id, address indexed token, address receiver, uint256 amount)`, token
 * address(0) for the native token. `id` is the swap's sequence number as a big-endian bytes32 and
 * `receiver` the swap's deposit address: the watcher matches the event to the swap.
 */
import { encodeAbiParameters, encodeFunctionData, type Hex, numberToHex, parseAbi } from 'viem';

/** The contract's ABI, as `contracts/PortageDepository.json` has it (a test checks they agree). */
export const DEPOSITORY_ABI = parseAbi([
  'event Deposit(bytes32 indexed id, address indexed token, address receiver, uint256 amount)',
  'function depositERC20(bytes32 id, address token, address receiver, uint256 amount)',
  'function depositNative(bytes32 id, address receiver) payable',
]);

/**
 * Gas limits of the deposit actions, with a wide margin over what the calls use on the local
 * chains (depositERC20 of PTT to a fresh deposit address ~61k; depositNative to one ~58k, 25k of
 * which create the receiver's account), so a wallet that takes the limit as given never runs short.
 */
export const DEPOSITORY_GAS_LIMIT = { erc20: '120000', native: '100000' } as const;

/** The swap's sequence number as the depository's `id`: 32 bytes, big-endian. */
export function depositoryId(sequenceNumber: bigint): Hex {
  return numberToHex(sequenceNumber, { size: 32 });
}

export interface DepositoryCall {
  callData: Hex;
  /** Each argument ABI-encoded on its own (one 32-byte word each); together, `callData` after the selector. */
  encodedArgs: Hex[];
  gasLimit: string;
}

/** `depositERC20(id, token, receiver, amount)`, or `depositNative(id, receiver)` when `token` is null. */
export function depositoryCall(input: {
  sequenceNumber: bigint;
  token: Hex | null;
  receiver: Hex;
  amount: bigint;
}): DepositoryCall {
  const id = depositoryId(input.sequenceNumber);
  if (input.token === null) {
    return {
      callData: encodeFunctionData({
        abi: DEPOSITORY_ABI,
        functionName: 'depositNative',
        args: [id, input.receiver],
      }),
      encodedArgs: [word('bytes32', id), word('address', input.receiver)],
      gasLimit: DEPOSITORY_GAS_LIMIT.native,
    };
  }
  return {
    callData: encodeFunctionData({
      abi: DEPOSITORY_ABI,
      functionName: 'depositERC20',
      args: [id, input.token, input.receiver, input.amount],
    }),
    encodedArgs: [
      word('bytes32', id),
      word('address', input.token),
      word('address', input.receiver),
      word('uint256', input.amount),
    ],
    gasLimit: DEPOSITORY_GAS_LIMIT.erc20,
  };
}

function word(type: 'bytes32' | 'address' | 'uint256', value: Hex | bigint): Hex {
  return encodeAbiParameters([{ type }], [value]);
}
