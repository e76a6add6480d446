/**
 * Starknet v3 INVOKE transactions as the local chain, the injected test wallet and the tests see
 * them: the transaction hash (starknet.js `hash.calculateInvokeTransactionHash`), signing with a
 * Stark key and verifying the signature (`ec.starkCurve`), and decoding an account's
 * `__execute__` calldata (Cairo 1 multicall: n, then per call contract, selector, length, args)
 * back to its calls. Everything here is starknet.js; nothing is re-implemented.
 */
import { type constants, EDAMode, ec, encode, hash, num, type ResourceBoundsBN, transaction } from 'starknet';

/** An `INVOKE_TXN_V3` as `starknet_addInvokeTransaction` carries it (RPC 0.8: hex felts). */
export interface InvokeTransactionV3 {
  type: 'INVOKE';
  version: '0x3';
  sender_address: string;
  calldata: string[];
  signature: string[];
  nonce: string;
  resource_bounds: {
    l1_gas: { max_amount: string; max_price_per_unit: string };
    l2_gas: { max_amount: string; max_price_per_unit: string };
    l1_data_gas: { max_amount: string; max_price_per_unit: string };
  };
  tip: string;
  paymaster_data: string[];
  account_deployment_data: string[];
  nonce_data_availability_mode: 'L1' | 'L2';
  fee_data_availability_mode: 'L1' | 'L2';
}

/** One decoded call of a multicall. */
export interface DecodedCall {
  contractAddress: bigint;
  selector: bigint;
  calldata: bigint[];
}

/** Fixed, generous bounds: the local chain charges no fee; a real wallet estimates them. */
export const LOCAL_RESOURCE_BOUNDS: InvokeTransactionV3['resource_bounds'] = {
  l1_gas: { max_amount: '0x0', max_price_per_unit: '0x0' },
  l2_gas: { max_amount: '0x1000000', max_price_per_unit: '0x0' },
  l1_data_gas: { max_amount: '0x1000', max_price_per_unit: '0x0' },
};

function bounds(tx: InvokeTransactionV3): ResourceBoundsBN {
  const big = (b: { max_amount: string; max_price_per_unit: string }) => ({
    max_amount: BigInt(b.max_amount),
    max_price_per_unit: BigInt(b.max_price_per_unit),
  });
  return {
    l1_gas: big(tx.resource_bounds.l1_gas),
    l2_gas: big(tx.resource_bounds.l2_gas),
    l1_data_gas: big(tx.resource_bounds.l1_data_gas),
  };
}

/** The v3 invoke transaction hash on `chainId` (a felt, e.g. the hex of "SN_MAIN"). */
export function invokeTransactionHash(tx: InvokeTransactionV3, chainId: string): string {
  return hash.calculateInvokeTransactionHash({
    senderAddress: tx.sender_address,
    version: '0x3',
    compiledCalldata: tx.calldata,
    chainId: chainId as constants.StarknetChainId,
    nonce: tx.nonce,
    accountDeploymentData: tx.account_deployment_data,
    nonceDataAvailabilityMode: tx.nonce_data_availability_mode === 'L1' ? EDAMode.L1 : EDAMode.L2,
    feeDataAvailabilityMode: tx.fee_data_availability_mode === 'L1' ? EDAMode.L1 : EDAMode.L2,
    resourceBounds: bounds(tx),
    tip: tx.tip,
    paymasterData: tx.paymaster_data,
  });
}

/** The unsigned v3 invoke of `calls` from `sender` (the account's `__execute__` calldata, Cairo 1). */
export function unsignedInvoke(
  sender: string,
  calls: readonly { contractAddress: string; entrypoint: string; calldata: string[] }[],
  nonce: bigint,
): InvokeTransactionV3 {
  return {
    type: 'INVOKE',
    version: '0x3',
    sender_address: sender,
    calldata: transaction.getExecuteCalldata([...calls], '1').map((felt) => num.toHex(felt)),
    signature: [],
    nonce: num.toHex(nonce),
    resource_bounds: LOCAL_RESOURCE_BOUNDS,
    tip: '0x0',
    paymaster_data: [],
    account_deployment_data: [],
    nonce_data_availability_mode: 'L1',
    fee_data_availability_mode: 'L1',
  };
}

/** Signs the transaction hash with a Stark private key: `[r, s]` as hex felts. */
export function signInvoke(
  tx: InvokeTransactionV3,
  chainId: string,
  privateKey: string,
): InvokeTransactionV3 {
  const signature = ec.starkCurve.sign(invokeTransactionHash(tx, chainId), privateKey);
  return { ...tx, signature: [num.toHex(signature.r), num.toHex(signature.s)] };
}

/** Whether `[r, s]` signs the transaction's hash with the key whose public key is `publicKey`. */
export function verifyInvoke(tx: InvokeTransactionV3, chainId: string, publicKey: string): boolean {
  const [r, s, ...rest] = tx.signature;
  if (r === undefined || s === undefined || rest.length > 0) return false;
  try {
    const signature = new ec.starkCurve.Signature(BigInt(r), BigInt(s));
    return ec.starkCurve.verify(signature, invokeTransactionHash(tx, chainId), publicKey);
  } catch {
    return false;
  }
}

/**
 * The full (uncompressed) public key of a Stark private key, hex: what `ec.starkCurve.verify`
 * checks against. (An account contract stores only its x coordinate, the "Stark key".)
 */
export function starkPublicKey(privateKey: string): string {
  return encode.addHexPrefix(encode.buf2hex(ec.starkCurve.getPublicKey(privateKey, false)));
}

/** Decodes Cairo 1 `__execute__` calldata back to its calls; null when it is not well formed. */
export function decodeExecuteCalldata(calldata: readonly string[]): DecodedCall[] | null {
  let felts: bigint[];
  try {
    felts = calldata.map((felt) => BigInt(felt));
  } catch {
    return null;
  }
  const [count, ...rest] = felts;
  if (count === undefined || count > 64n) return null;
  const calls: DecodedCall[] = [];
  let at = 0;
  for (let i = 0n; i < count; i++) {
    const contractAddress = rest[at];
    const selector = rest[at + 1];
    const length = rest[at + 2];
    if (contractAddress === undefined || selector === undefined || length === undefined) return null;
    const end = at + 3 + Number(length);
    if (length > BigInt(rest.length) || end > rest.length) return null;
    calls.push({ contractAddress, selector, calldata: rest.slice(at + 3, end) });
    at = end;
  }
  return at === rest.length ? calls : null;
}
