/**
 * A partner's own words for some sentences (the `strings` parameter): per language, a dot-path key
 * of the English dictionary → the replacement text. Checked here against en.ts, which is in the
 * first load anyway, so the check costs no chunk and no dependency.
 *
 * Shape: `{"en": {"route.create": "Swap now"}, "fr": {"route.tooManyDecimals": {"one": "…", "other": "…"}}}`.
 * A plural entry takes one string (used for every count) or its forms with `other`.
 */
import { en } from './en';
import { lookup } from './translate';
import type { Lang, MessageKey, Overrides, Plural } from './types';

export type { Overrides };

export type StringOverrides = Partial<Record<Lang, Overrides>>;

/**
 * The longest `strings` value read, in characters of JSON. The whole English dictionary is about
 * 23 000, so any real set of replacements fits; anything longer is a mistake, and since every
 * `config_update` parses it again (on the page's main thread), it is refused whole rather than
 * half-read.
 */
export const MAX_STRINGS_LENGTH = 32 * 1024;

/**
 * The safety sentences: what shows the payout address, the deposit address and what is sent where,
 * a refusal or a caveat. A framing page may be hostile, so its words never take their place
 * unchecked:
 * - `locked`: never replaced. Their words are the protection (a refusal, a caveat, a label that
 *   says what a value is, the person's own confirmation).
 * - `placeholders`: replaced only by a text that keeps every `{placeholder}` of the original, so
 *   the address, amount and network the person checks are always shown.
 * A partner's text that breaks the rule is dropped with a warning; the dictionary's text is used.
 */
export const SAFETY_SENTENCES: Readonly<Partial<Record<MessageKey, 'locked' | 'placeholders'>>> = {
  // The preset destination, confirmed before Create.
  'route.confirmPreset': 'placeholders',
  'route.blockConfirmAddress': 'locked',
  // An address where money is lost or stuck (a contract, a burn address…): no Create.
  'address.lost.tokenContract': 'locked',
  'address.lost.zero': 'locked',
  'address.lost.burn': 'locked',
  'address.lost.program': 'locked',
  'address.lost.deposit': 'locked',
  'route.blockLostDestination': 'locked',
  'route.blockLostRefund': 'locked',
  'route.createLost': 'locked',
  // A payout or refund address that is a contract on one network and not the other (issue 34).
  'contractCode.contract': 'locked',
  'contractCode.elsewhere': 'locked',
  'contractCode.acknowledge': 'locked',
  'contractCode.uncheckable': 'locked',
  'route.blockContractAcknowledge': 'locked',
  // A typed address that looks like a known one: the warning, both labels and the confirmation.
  'route.blockLookalike': 'locked',
  'route.blockLookalikeRefund': 'locked',
  'route.lookalike.warning': 'locked',
  'route.lookalike.typed': 'locked',
  'route.lookalike.payout': 'locked',
  'route.lookalike.refund': 'locked',
  'route.lookalike.wallet': 'locked',
  'route.lookalike.middleStart': 'locked',
  'route.lookalike.middleEnd': 'locked',
  'route.lookalike.confirm': 'locked',
  // A swap not created here: where it pays out, confirmed before anything can be paid.
  'deposit.notCreatedHere': 'placeholders',
  'deposit.asksToSend': 'placeholders',
  'deposit.confirmMine': 'locked',
  'deposit.cannotCheck': 'locked',
  'deposit.cannotCheckReason.network': 'locked',
  'deposit.cannotCheckReason.token': 'locked',
  'deposit.cannotCheckReason.amount': 'locked',
  'deposit.cannotCheckReason.destination': 'locked',
  // A swap opened here past its deposit: where it pays out, confirmed before it joins history.
  'adopt.title': 'locked',
  'adopt.paysOut': 'placeholders',
  'adopt.add': 'locked',
  'adopt.noPayout': 'locked',
  // Proof of delivery: what the chain says of the payout (a partner may reword "delivered" only).
  'delivery.delivered': 'placeholders',
  'delivery.minimumUnknown': 'locked',
  'delivery.notConfirmed': 'locked',
  'delivery.notFound': 'locked',
  'delivery.failed': 'locked',
  'delivery.pending': 'locked',
  'delivery.otherRecipient': 'locked',
  'delivery.noRecipient': 'locked',
  'delivery.otherToken': 'locked',
  'delivery.lessThanMinimum': 'locked',
  'delivery.notChecked': 'locked',
  'delivery.reasonNoReader': 'locked',
  'delivery.reasonNoNode': 'locked',
  'delivery.reasonNodeError': 'locked',
  'delivery.reasonNoTransaction': 'locked',
  'delivery.reasonNoRecipient': 'locked',
  'delivery.historyNotConfirmed': 'locked',
  'delivery.historyNotChecked': 'locked',
  'delivery.serviceSaysSent': 'locked',
  'delivery.titleNotConfirmed': 'locked',
  // Portage's own token facts refuse what the route lists said.
  'deposit.tokenFacts.decimals': 'locked',
  'deposit.tokenFacts.contract': 'locked',
  'deposit.tokenFacts.notNative': 'locked',
  'deposit.tokenFacts.native': 'locked',
  'deposit.tokenFacts.baseAsset': 'locked',
  'deposit.tokenFacts.noBaseAsset': 'locked',
  'deposit.tokenFacts.unavailable': 'locked',
  // The manual deposit: what to send, on which network, to which address, and its refusals.
  'deposit.onNetwork': 'placeholders',
  'deposit.qrLabel': 'placeholders',
  'deposit.addressLabel': 'locked',
  'deposit.warning': 'locked',
  'deposit.incomplete': 'locked',
  'deposit.disagree': 'locked',
  'deposit.doNotSend': 'locked',
  'deposit.noAddress': 'locked',
  // The wallet deposit: the preview's lines, the Send button, and why nothing is sent.
  'wallet.previewLabel': 'locked',
  'deposit.amountLabel': 'locked',
  'deposit.networkLabel': 'locked',
  'deposit.fromLabel': 'locked',
  'deposit.toLabel': 'locked',
  'deposit.contractLabel': 'locked',
  'deposit.approveLabel': 'locked',
  'quote.networkFee': 'locked',
  'wallet.sendButton': 'placeholders',
  'wallet.willNotSign': 'locked',
  'wallet.wrongAccount': 'locked',
  'wallet.hashNotRecorded': 'locked',
  'wallet.notRecorded': 'locked',
  'wallet.interrupted': 'locked',
  'wallet.interruptedWithLink': 'locked',
  'wallet.sendingInOtherTab': 'locked',
  'walletError.refused': 'locked',
  'walletError.wallet_changed': 'locked',
  // Where a finished swap paid out, and the caveat of an expired one.
  'status.onNetworkTo': 'placeholders',
  'status.expiredText': 'locked',
  // Help: the standing notice against fake support, where to ask, and what to give. A framing page
  // must not be able to say "support will write to you" or send people to its own "support"; the
  // support link's text keeps the host it goes to.
  'help.noticeTitle': 'locked',
  'help.noticeFirst': 'locked',
  'help.noticeSecret': 'locked',
  'help.noticeLink': 'locked',
  'help.noticeScam': 'locked',
  'help.contactPartner': 'placeholders',
  'help.contactSite': 'locked',
  'help.give': 'locked',
  'help.diagnosticsHint': 'locked',
  'help.copyFallback': 'locked',
  // Honest time per status (issue 35): until when an unfunded swap may be paid, and what a refund
  // brings back, in which token, on which network, to which address, less its gas.
  'status.amountOn': 'placeholders',
  'statusTime.expiresAt': 'placeholders',
  'statusTime.expiryPassed': 'locked',
  'statusTime.expiryUnknown': 'locked',
  'statusTime.next.refund_sends': 'placeholders',
  'statusTime.next.expired': 'locked',
  'statusTime.refund.toBeRefunded': 'locked',
  'statusTime.refund.amountAbout': 'placeholders',
  'statusTime.refund.amountUnknown': 'placeholders',
  'statusTime.refund.feeUnknown': 'locked',
  'statusTime.refund.gas': 'locked',
  'statusTime.refund.from.refund': 'locked',
  'statusTime.refund.from.refund_address': 'locked',
  'statusTime.refund.from.wallet': 'locked',
  'statusTime.refund.from.sender': 'locked',
  'statusTime.refund.toUnknown': 'locked',
};

const PLURAL_FORMS = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);
const PLACEHOLDER = /\{(\w+)\}/g;

function placeholdersOf(texts: readonly string[]): Set<string> {
  return new Set(texts.flatMap((text) => [...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string)));
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the `strings` parameter. Pure: the warnings are returned (each starts with `strings`, for
 * the caller's "Portage: " prefix). Whatever is wrong is dropped on its own; the rest applies.
 */
export function parseStringOverrides(
  json: string,
  supported: readonly Lang[],
): { overrides: StringOverrides; warnings: string[] } {
  const overrides: StringOverrides = {};
  const warnings: string[] = [];
  if (json.length > MAX_STRINGS_LENGTH) {
    warnings.push(`strings ignored: ${json.length} characters, more than the ${MAX_STRINGS_LENGTH} allowed.`);
    return { overrides, warnings };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    parsed = undefined;
  }
  if (!isObject(parsed)) {
    warnings.push(
      'strings ignored: expected a JSON object of languages, such as {"en": {"route.create": "Swap now"}}.',
    );
    return { overrides, warnings };
  }
  for (const [lang, entries] of Object.entries(parsed)) {
    if (!(supported as readonly string[]).includes(lang)) {
      warnings.push(`strings: unknown language "${lang}" ignored (use one of ${supported.join(', ')}).`);
      continue;
    }
    if (!isObject(entries)) {
      warnings.push(`strings.${lang} ignored: expected an object of keys and texts.`);
      continue;
    }
    const map = new Map<MessageKey, string | Plural>();
    for (const [key, value] of Object.entries(entries)) {
      const checked = checkEntry(key, value);
      if (typeof checked === 'string') warnings.push(`strings.${lang}: ${checked}`);
      else map.set(key as MessageKey, checked.entry);
    }
    if (map.size > 0) overrides[lang as Lang] = map;
  }
  return { overrides, warnings };
}

/** The entry to use, or why it is refused (a sentence). */
function checkEntry(key: string, value: unknown): { entry: string | Plural } | string {
  const original = lookup(en, key);
  if (original === undefined) return `unknown key ${JSON.stringify(key)} ignored.`;
  const safety = SAFETY_SENTENCES[key as MessageKey];
  if (safety === 'locked') {
    return `${JSON.stringify(key)} ignored: a safety sentence (a refusal, a caveat, or what is sent where) cannot be replaced.`;
  }
  const plural = typeof original !== 'string';
  let entry: string | Plural;
  if (typeof value === 'string') {
    // One text for a plural key serves every count.
    entry = plural ? { other: value } : value;
  } else if (plural && isObject(value)) {
    const forms = Object.entries(value);
    const badForm = forms.find(([form, text]) => !PLURAL_FORMS.has(form) || typeof text !== 'string');
    if (badForm) {
      return `${JSON.stringify(key)} ignored: ${JSON.stringify(badForm[0])} is not a plural form with a text (zero, one, two, few, many, other).`;
    }
    if (typeof value.other !== 'string') return `${JSON.stringify(key)} ignored: a plural needs "other".`;
    entry = value as Plural;
  } else {
    return `${JSON.stringify(key)} ignored: expected a text${plural ? ' or plural forms' : ''}.`;
  }
  const texts = typeof entry === 'string' ? [entry] : Object.values(entry);
  if (texts.some((text) => text.trim() === '')) return `${JSON.stringify(key)} ignored: the text is empty.`;
  // A placeholder the sentence is never given would show as raw braces.
  const known = placeholdersOf(typeof original === 'string' ? [original] : Object.values(original));
  const unknown = [...placeholdersOf(texts)].filter((name) => !known.has(name));
  if (unknown.length > 0) {
    const allowed = known.size > 0 ? [...known].map((name) => `{${name}}`).join(', ') : 'none';
    return `${JSON.stringify(key)} ignored: {${unknown[0]}} is not a placeholder of this text (it has ${allowed}).`;
  }
  if (safety === 'placeholders') {
    // Every text (each plural form) shows every value the person checks.
    const missing = [...known].filter((name) => texts.some((text) => !placeholdersOf([text]).has(name)));
    if (missing.length > 0) {
      return `${JSON.stringify(key)} ignored: a safety sentence must keep ${missing.map((name) => `{${name}}`).join(', ')} (it shows what the person checks).`;
    }
  }
  return { entry };
}
