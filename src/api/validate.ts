/**
 * The responses checked by valibot (schemas.ts): every one but the route lists. A chunk of its
 * own, loaded by client.ts when the first such request is sent, so that neither valibot nor the
 * schemas are in the first load (the route lists, the only responses on the way to a usable route
 * picker, are read by route-lists.ts).
 */
import * as v from 'valibot';
import {
  DetailedQuoteSchema,
  ErrorObjectSchema,
  NetworkListSchema,
  QuoteResponseSchema,
  SwapListSchema,
  SwapResponseSchema,
} from './schemas';
import type { DetailedQuoteEntry, Network, QuoteResponse, SwapResponse } from './types';

/** The checked responses, by the name client.ts asks for them with, and what each one gives. */
export interface Checked {
  networks: Network[];
  quote: QuoteResponse;
  detailedQuote: DetailedQuoteEntry[];
  swap: SwapResponse;
  swapList: SwapResponse[];
}

const SCHEMAS: { [K in keyof Checked]: v.GenericSchema<unknown, Checked[K]> } = {
  networks: NetworkListSchema,
  quote: QuoteResponseSchema,
  detailedQuote: DetailedQuoteSchema,
  swap: SwapResponseSchema,
  swapList: SwapListSchema,
};

/** `data` as the named response, or where and why it is unusable. */
export function check<K extends keyof Checked>(
  name: K,
  data: unknown,
): { ok: true; output: Checked[K] } | { ok: false; detail: string } {
  const schema: v.GenericSchema<unknown, Checked[K]> = SCHEMAS[name];
  const parsed = v.safeParse(schema, data);
  if (parsed.success) return { ok: true, output: parsed.output };
  const issue = parsed.issues[0];
  const where = issue ? v.getDotPath(issue) : null;
  return {
    ok: false,
    detail: where ? `\`${where}\`: ${issue?.message}` : (issue?.message ?? 'invalid data'),
  };
}

export type ErrorObject = v.InferOutput<typeof ErrorObjectSchema>;

/** The envelope's error object read tolerantly; null when it is not one. */
export function readErrorObject(error: Record<string, unknown>): ErrorObject | null {
  const parsed = v.safeParse(ErrorObjectSchema, error);
  return parsed.success ? parsed.output : null;
}
