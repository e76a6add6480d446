/** A swap past its deposit, as the service shows it to a browser that does not hold it. */
import type { Swap } from '../api/types';

export const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

export const COMPLETED_SWAP = {
  id: 'swap-1',
  created_date: '2026-11-27T09:00:00Z',
  status: 'completed',
  source_network: { name: 'LOCAL_L1', display_name: 'Local Chain A', type: 'evm' },
  source_token: { symbol: 'ETH', decimals: 18 },
  destination_network: { name: 'LOCAL_L2', display_name: 'Local Chain B', type: 'evm' },
  destination_token: { symbol: 'PTT' },
  destination_address: RECEIVER,
  requested_amount: 0.1,
  use_deposit_address: true,
  transactions: [{ type: 'input', amount: 0.1, transaction_hash: '0xab' }],
} as Swap;
