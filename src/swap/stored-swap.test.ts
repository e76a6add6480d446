import { beforeEach, describe, expect, it } from 'vitest';
import type { RouteNetwork, RouteToken, Swap, SwapResponse } from '../api/types';
import { type StoredSwap, sanitizeStoredSwap, useSwapsStore } from '../state/swaps';
import { expectedFromSwap } from './expected';
import { confirmedSwapFor, openedSwapNames } from './opened-swap';
import { storedSwapFor } from './stored-swap';
import type { CreateOrder } from './useRouteForm';

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TOKEN: RouteToken = { symbol: 'USDC', contract: USDC, decimals: 6 };
const ETHEREUM: RouteNetwork = {
  name: 'ETHEREUM_MAINNET',
  display_name: 'Ethereum',
  type: 'evm',
  chain_id: '1',
  tokens: [TOKEN],
};
const ARBITRUM: RouteNetwork = { name: 'ARBITRUM_MAINNET', display_name: 'Arbitrum One', type: 'evm' };
const ROUTE = {
  source_network: 'ETHEREUM_MAINNET',
  source_token: 'USDC',
  destination_network: 'ARBITRUM_MAINNET',
  destination_token: 'USDC',
};

/** The person's order for 12.5 USDC from Ethereum to Arbitrum, as the route step hands it over. */
const ORDER: CreateOrder = {
  route: ROUTE,
  quoteParams: { ...ROUTE, amount: '12.5', refuel: false, use_deposit_address: true },
  shownMinReceive: 12,
  source: { network: ETHEREUM, token: TOKEN },
  destination: { network: ARBITRUM, token: TOKEN, address: RECEIVER },
  refundAddress: null,
  sourceAddress: null,
  method: 'manual',
  refuel: false,
  slippage: undefined,
  referenceId: 'order-7',
  limits: { min: '1', max: '1000' },
};

/** The same swap as the service reports it to a browser that opens it by id. */
const SWAP = {
  id: 'swap-1',
  created_date: '2024-05-01T12:00:00Z',
  status: 'user_transfer_pending',
  source_network: { name: 'ETHEREUM_MAINNET', display_name: 'Ethereum' },
  source_token: { symbol: 'USDC', contract: USDC, decimals: 6 },
  destination_network: { name: 'ARBITRUM_MAINNET', display_name: 'Arbitrum One' },
  destination_token: { symbol: 'USDC' },
  destination_address: RECEIVER,
  requested_amount: 12.5,
  use_deposit_address: true,
  transactions: [],
} as Swap;
const RESPONSE: SwapResponse = { swap: SWAP, deposit_actions: [] } as SwapResponse;

function confirmedExpectation(swap: Swap = SWAP) {
  const derived = expectedFromSwap(swap, [ETHEREUM]);
  if (!derived.ok) throw new Error(`the test swap cannot be derived: ${derived.reason}`);
  return derived.expected;
}

/** What a person reads of a stored swap in the history, and what its deposit is checked by. */
const ROUTE_FIELDS = [
  'sourceNetwork',
  'sourceNetworkName',
  'sourceToken',
  'destinationNetwork',
  'destinationNetworkName',
  'destinationToken',
  'amount',
  'destinationAddress',
  'depositMethod',
  'status',
] as const;

const created = () => storedSwapFor(ORDER, RESPONSE, 1_000);
const confirmed = () => confirmedSwapFor(SWAP, confirmedExpectation(), 2_000);

beforeEach(() => {
  useSwapsStore.setState({ swaps: [] });
});

describe('a stored swap, created here or opened by id and confirmed', () => {
  it.each([
    ['created here', created],
    ['opened by id and confirmed', confirmed],
  ])('%s: has every field the swaps store requires, and the store keeps it whole', (_origin, make) => {
    const record = make();
    // Every deposit of the swap is checked against it: it travels with the record.
    expect(record.expected).toBeDefined();
    // The store's own reading of an entry: null when a field it requires is missing or mistyped,
    // and a dropped field when an optional one is. What comes back is what was stored.
    expect(sanitizeStoredSwap(JSON.parse(JSON.stringify(record)))).toEqual(record);
    useSwapsStore.getState().add(record);
    // The store adds only the first entry of its status log: the status it was stored with.
    expect(useSwapsStore.getState().get('swap-1')).toEqual({
      ...record,
      statusLog: [{ status: record.status, at: expect.any(Number) }],
    });
  });

  it('both origins write down the same route, amount and payout for the same swap', () => {
    const route = (record: StoredSwap) =>
      Object.fromEntries(ROUTE_FIELDS.map((field) => [field, record[field]]));
    expect(route(confirmed())).toEqual(route(created()));
    expect(route(created())).toEqual({
      sourceNetwork: 'ETHEREUM_MAINNET',
      sourceNetworkName: 'Ethereum',
      sourceToken: 'USDC',
      destinationNetwork: 'ARBITRUM_MAINNET',
      destinationNetworkName: 'Arbitrum One',
      destinationToken: 'USDC',
      amount: '12.5',
      destinationAddress: RECEIVER,
      depositMethod: 'manual',
      status: 'user_transfer_pending',
    });
  });
});

describe('storedSwapFor (created here)', () => {
  it('keeps the amount as typed, the partner’s reference, the family, and is stamped at creation', () => {
    const record = storedSwapFor(
      { ...ORDER, quoteParams: { ...ORDER.quoteParams, amount: '12.50' } },
      RESPONSE,
      7,
    );
    expect(record).toMatchObject({
      amount: '12.50',
      referenceId: 'order-7',
      destinationFamily: 'evm',
      createdAt: 7,
      updatedAt: 7,
    });
    expect(record.expected).toMatchObject({ origin: 'created', amount: '12500000' });
    // No refund address was given: none is written down.
    expect(record).not.toHaveProperty('refundAddress');
  });

  it('writes down the refund address with the source family, for the look-alike check', () => {
    const refund = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
    const record = storedSwapFor({ ...ORDER, refundAddress: refund }, RESPONSE, 7);
    expect(record).toMatchObject({ refundAddress: refund, refundFamily: 'evm' });
    expect(sanitizeStoredSwap(JSON.parse(JSON.stringify(record)))).toEqual(record);
  });

  it('writes down the payout: the destination token as listed, the quote’s minimum in its base units, where a refund goes', () => {
    const record = storedSwapFor({ ...ORDER, sourceAddress: '0xwallet' }, RESPONSE, 7, {
      // A float's stray digits beyond the token's 6 decimals are dropped, never rounded up.
      min_receive_amount: 12.3456789,
    });
    expect(record.payout).toEqual({
      token: {
        symbol: ORDER.destination.token.symbol,
        contract: ORDER.destination.token.contract ?? null,
        decimals: 6,
      },
      minimum: '12345678',
      refundTo: '0xwallet',
    });
    expect(storedSwapFor({ ...ORDER, refundAddress: '0xrefund' }, RESPONSE, 7).payout).toMatchObject({
      minimum: null,
      refundTo: '0xrefund',
    });
  });

  it('leaves out what the order does not have', () => {
    const record = storedSwapFor(
      { ...ORDER, referenceId: undefined, destination: { ...ORDER.destination, network: { name: 'X' } } },
      { ...RESPONSE, swap: { ...SWAP, status: undefined } } as SwapResponse,
      7,
    );
    expect(record).not.toHaveProperty('referenceId');
    expect(record).not.toHaveProperty('destinationFamily');
    expect(record).not.toHaveProperty('status');
    expect(record.destinationNetworkName).toBe('X');
  });
});

describe('confirmedSwapFor (opened by id and confirmed)', () => {
  it('is dated by the swap, pays as the swap asks, and writes the amount from base units', () => {
    const record = confirmed();
    expect(record).toMatchObject({
      createdAt: Date.parse('2024-05-01T12:00:00Z'),
      depositMethod: 'manual',
      amount: '12.5',
    });
    expect(record.expected?.origin).toBe('confirmed');
    // Nothing this browser did not see: no reference, no family, not stamped as updated.
    expect(record).not.toHaveProperty('referenceId');
    expect(record).not.toHaveProperty('destinationFamily');
    expect(record).not.toHaveProperty('updatedAt');
  });

  it('a swap without a deposit address is paid from the wallet', () => {
    const swap = { ...SWAP, use_deposit_address: false };
    expect(confirmedSwapFor(swap, confirmedExpectation(swap), 1).depositMethod).toBe('wallet');
  });

  it('without a readable date it is dated now; without names, the expectation names the networks', () => {
    const bare = {
      ...SWAP,
      created_date: 'not a date',
      status: undefined,
      destination_token: undefined,
    } as Swap;
    const expected = confirmedExpectation();
    const record = confirmedSwapFor(
      { ...bare, source_network: undefined, destination_network: undefined } as Swap,
      expected,
      42,
    );
    expect(record).toMatchObject({
      createdAt: 42,
      sourceNetworkName: 'ETHEREUM_MAINNET',
      destinationNetworkName: 'ARBITRUM_MAINNET',
      destinationToken: '',
    });
    expect(record).not.toHaveProperty('status');
    expect(confirmedSwapFor({ ...bare, created_date: undefined } as Swap, expected, 43).createdAt).toBe(43);
  });

  it('names the networks as the confirmation screen does', () => {
    expect(openedSwapNames(SWAP, confirmedExpectation())).toEqual({
      source: 'Ethereum',
      destination: 'Arbitrum One',
    });
  });
});
