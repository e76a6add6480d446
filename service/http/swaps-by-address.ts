/**
 * `GET /api/v2/swaps?address=…&page=…`: compatibility, beyond the spec. The public service answers
 * it for its own widget's history (DESIGN §1): the swaps of up to 6 addresses, 20 a page (1-based),
 * newest first, each `{swap, quote, refuel, reward}`, filtered by repeated `statuses` and
 * `networks`. The store finds them (service/swaps/by-address.ts); this reads and checks the query.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { MAX_ADDRESSES, STATUS_FILTERS } from '../swaps/by-address';
import type { SwapStore } from '../swaps/store';
import { validate } from './validation';

const STATUS_NAMES = Object.keys(STATUS_FILTERS);

const addressQuerySchema = v.looseObject({
  address: v.pipe(
    v.array(v.pipe(v.string(), v.trim(), v.nonEmpty('address must not be empty')), 'address is required'),
    v.minLength(1, 'address is required'),
    v.maxLength(MAX_ADDRESSES, `at most ${MAX_ADDRESSES} addresses may be asked for at once`),
  ),
  page: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, 'page must be a whole number from 1'), v.transform(Number)),
    '1',
  ),
  statuses: v.optional(
    v.array(v.picklist(STATUS_NAMES, `statuses must each be one of ${STATUS_NAMES.join(', ')}`)),
  ),
  networks: v.optional(v.array(v.string())),
});

/** Repeated parameters as lists; `statuses` and `networks` may also come comma-joined. */
function queryOf(c: Context): Record<string, unknown> {
  const listed = (name: string, split: boolean) => {
    const values = c.req.queries(name);
    if (!values) return undefined;
    return split
      ? values
          .flatMap((value) => value.split(','))
          .map((value) => value.trim())
          .filter(Boolean)
      : values;
  };
  return {
    ...c.req.query(),
    address: listed('address', false),
    statuses: listed('statuses', true),
    networks: listed('networks', true),
  };
}

/** The route's handler over the sandbox's swap store. */
export function swapsByAddressRoute(swaps: SwapStore) {
  return (c: Context) => {
    const q = validate(addressQuerySchema, queryOf(c));
    const data = swaps.ofAddresses({
      addresses: q.address,
      statuses: q.statuses,
      networks: q.networks,
      page: q.page,
    });
    return c.json({ data, error: null });
  };
}
