/**
 * Reading wallet and node errors safely, for the shared ladder (./errors.ts) and the families'
 * own rules: the chain of wrapped errors, fields read without trusting getters, and text cleaned
 * before a person sees it (one line, no control or bidi characters, short).
 */

/** How many wrapped errors are followed at most: cycles and runaway depth are cut off. */
const MAX_LINKS = 32;
const MAX_TEXT = 160;

/**
 * The error and everything it wraps: `cause`, `error`, and the `originalError` /
 * `data.originalError` where wallets, adapters and RPC libraries nest theirs. A string becomes
 * `{ message }`.
 */
export function walkError(error: unknown): object[] {
  const out: object[] = [];
  const seen = new Set<object>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && out.length < MAX_LINKS) {
    const next = queue.shift();
    if (typeof next === 'string') {
      out.push({ message: next });
      continue;
    }
    if (typeof next !== 'object' || next === null || seen.has(next)) continue;
    seen.add(next);
    out.push(next);
    const data = field(next, 'data');
    queue.push(
      field(next, 'cause'),
      field(next, 'error'),
      field(next, 'originalError'),
      typeof data === 'object' && data !== null ? field(data, 'originalError') : undefined,
    );
  }
  return out;
}

/** A field of an error object; a throwing getter counts as absent. */
export function field(o: object, key: string): unknown {
  try {
    return (o as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
}

/** A non-blank string field, or undefined. */
export function stringField(o: object, key: string): string | undefined {
  const value = field(o, key);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function hasName(names: ReadonlySet<string>, name: string | undefined): boolean {
  return name !== undefined && names.has(name);
}

/** Trimmed text, or undefined when blank. */
export function present(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
}

/** Wallet, contract or node text fit to show a person: one line, no control or bidi characters, short. */
export function cleanText(text: string): string | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]+/g, ' ');
  const squeezed = flat.replace(/\s+/g, ' ').trim();
  if (squeezed === '') return undefined;
  return squeezed.length > MAX_TEXT ? `${squeezed.slice(0, MAX_TEXT - 1)}…` : squeezed;
}

/** Ends the text with a full stop unless it already ends a sentence. */
export function asSentence(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

/** For a clause inside a sentence: first letter lower case, no final full stop. */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1).replace(/\.$/, '');
}
