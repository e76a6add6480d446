/**
 * Transactions the sandbox signs itself (the hot wallet's outputs, refuels and refunds; the chain
 * test's user), built with tronweb's own protobuf encoder from a reference block, so that they
 * pass the ledger's checks exactly as a wallet's transaction must.
 */
import { utils } from 'tronweb';
import { hex, type SignedTronTransaction, TRC20_TRANSFER_SELECTOR, type TronBlock } from './ledger';

export interface TransferSpec {
  privateKey: string;
  /** base58 or 41-hex */
  from: string;
  to: string;
  amount: bigint;
  /** The token contract; absent for TRX. */
  token?: string | undefined;
  memo?: string | undefined;
  refBlock: TronBlock;
  /** Sun a token transfer may burn at most. Default 100 TRX. */
  feeLimit?: number;
}

export function signedTransfer(spec: TransferSpec): SignedTronTransaction {
  const owner = hex(spec.from);
  const to = hex(spec.to);
  const contract =
    spec.token === undefined
      ? {
          type: 'TransferContract',
          parameter: {
            type_url: 'type.googleapis.com/protocol.TransferContract',
            value: { owner_address: owner, to_address: to, amount: Number(spec.amount) },
          },
        }
      : {
          type: 'TriggerSmartContract',
          parameter: {
            type_url: 'type.googleapis.com/protocol.TriggerSmartContract',
            value: {
              owner_address: owner,
              contract_address: hex(spec.token),
              data:
                TRC20_TRANSFER_SELECTOR +
                to.slice(2).padStart(64, '0') +
                spec.amount.toString(16).padStart(64, '0'),
            },
          },
        };
  if (spec.token === undefined && spec.amount > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError('a TRX amount beyond 2^53 cannot be written in the JSON form');
  }
  const { number, id, timestamp } = spec.refBlock;
  const raw_data: SignedTronTransaction['raw_data'] = {
    contract: [contract],
    ref_block_bytes: (number & 0xffff).toString(16).padStart(4, '0'),
    ref_block_hash: id.slice(16, 32),
    expiration: timestamp + 60_000,
    timestamp,
    ...(spec.memo === undefined ? {} : { data: Buffer.from(spec.memo, 'utf8').toString('hex') }),
    ...(spec.token === undefined ? {} : { fee_limit: spec.feeLimit ?? 100_000_000 }),
  };
  const pb = utils.transaction.txJsonToPb({ raw_data, visible: false });
  const unsigned = {
    visible: false,
    txID: utils.transaction.txPbToTxID(pb).replace(/^0x/, ''),
    raw_data,
    raw_data_hex: utils.transaction.txPbToRawDataHex(pb).toLowerCase(),
  };
  return utils.crypto.signTransaction(spec.privateKey, unsigned) as unknown as SignedTronTransaction;
}
