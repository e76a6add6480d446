/**
 * The node client's one error (./node.ts), apart from it so that ./errors.ts can recognise it
 * without bringing @ton/core into the part of the wallet module that lists and connects wallets.
 */
export class TonNodeError extends Error {
  override readonly name = 'TonNodeError';

  constructor(
    /** `unreachable`: no usable answer (network, timeout, not JSON); `node`: the node said no. */
    readonly kind: 'unreachable' | 'node',
    message: string,
  ) {
    super(message);
  }
}
