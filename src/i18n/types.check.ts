/**
 * Compile-time checks of the dictionary types (run by `npm run typecheck`; never imported, so
 * never bundled). Each `@ts-expect-error` fails the typecheck if the error it expects goes away:
 * a language missing a key, a language with a key English does not have, and `t()` with a key
 * that does not exist must all stay type errors.
 */
import { en } from './en';
import type { SUPPORTED_LANGUAGES } from './index';
import type { Lang, MessageKey, Messages, Translate } from './types';

// Every language of the type is offered: one added to `Lang` but not to SUPPORTED_LANGUAGES could
// have a dictionary and a loader and still never be chosen.
type Unlisted = Exclude<Lang, (typeof SUPPORTED_LANGUAGES)[number]>;
export const everyLanguageListed: [Unlisted] extends [never] ? true : Unlisted = true;

const { close: _dropped, ...commonWithoutClose } = en.common;

// @ts-expect-error a language without `common.close` is rejected
export const missingKey = { ...en, common: commonWithoutClose } satisfies Messages;

// @ts-expect-error a language with a key English does not have is rejected
export const extraKey = { ...en, common: { ...en.common, shut: 'Shut' } } satisfies Messages;

// A plural entry may have other forms than English (Ukrainian: one, few, many, other)…
export const otherForms = {
  ...en,
  route: { ...en.route, tooManyDecimals: { one: 'a', few: 'b', many: 'c', other: 'd' } },
} satisfies Messages;

// @ts-expect-error …but never lose `other`
export const noOther = { ...en, route: { ...en.route, tooManyDecimals: { one: 'a' } } } satisfies Messages;

export const keys: MessageKey[] = [
  'route.create',
  'route.tooManyDecimals',
  // @ts-expect-error a group is not a key
  'route',
  // @ts-expect-error an unknown key is rejected
  'route.nope',
];

export function checkTranslate(t: Translate): string {
  // @ts-expect-error t() accepts only known keys
  return t('route.createSwap');
}
