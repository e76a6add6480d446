/**
 * The node client's one error (./node.ts), apart from it so that ./errors.ts can recognise it
 * without bringing the transaction encoder into the part of the wallet module that lists wallets.
 */
export class TronNodeError extends Error {
  override readonly name = 'TronNodeError';

  constructor(
    readonly kind: 'unreachable' | 'node',
    message: string,
    /** The node's code (`SIGERROR`, `CONTRACT_VALIDATE_ERROR`, …) when it refused a transaction. */
    readonly code?: string,
  ) {
    super(message);
  }
}
