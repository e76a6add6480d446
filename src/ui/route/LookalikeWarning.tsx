import { type MessageKey, useT } from '../../i18n';
import type { KnownSource, Lookalike } from '../../swap/lookalike';

/** How the known address is labelled: where the person has it from. */
const KNOWN_LABEL: Record<KnownSource, MessageKey> = {
  payout: 'route.lookalike.payout',
  refund: 'route.lookalike.refund',
  wallet: 'route.lookalike.wallet',
};

/**
 * An address written out with its differing middle marked: a `<mark>` to the eye, and words a
 * screen reader says before and after it (a mark alone is not announced).
 */
function MarkedAddress({ address, middle }: { address: string; middle: readonly [number, number] }) {
  const t = useT();
  const [start, end] = middle;
  return (
    <>
      {address.slice(0, start)}
      <span className="portage-visually-hidden"> ({t('route.lookalike.middleStart')} </span>
      <mark className="portage-lookalike-middle">{address.slice(start, end)}</mark>
      <span className="portage-visually-hidden"> {t('route.lookalike.middleEnd')}) </span>
      {address.slice(end)}
    </>
  );
}

/**
 * The look-alike warning under an address field: the typed address and the known one it reads
 * like, middles marked, and the box the person ticks to say the address is new (Create waits for
 * it). The warning is announced as it appears; the box is the person's own words and is never
 * ticked for them.
 */
export function LookalikeWarning({
  id,
  lookalike,
  accepted,
  onAccept,
}: {
  id: string;
  lookalike: Lookalike;
  accepted: boolean;
  onAccept(yes: boolean): void;
}) {
  const t = useT();
  return (
    <div className="portage-lookalike" data-testid={id}>
      <div id={id} role="alert">
        <p className="portage-lookalike-sentence">{t('route.lookalike.warning')}</p>
        <dl className="portage-lookalike-pair">
          <dt>{t('route.lookalike.typed')}</dt>
          <dd className="portage-mono" data-testid={`${id}-typed`}>
            <MarkedAddress address={lookalike.typed} middle={lookalike.typedMiddle} />
          </dd>
          <dt>{t(KNOWN_LABEL[lookalike.source])}</dt>
          <dd className="portage-mono" data-testid={`${id}-known`}>
            <MarkedAddress address={lookalike.known} middle={lookalike.knownMiddle} />
          </dd>
        </dl>
      </div>
      <label className="portage-lookalike-confirm">
        <input type="checkbox" checked={accepted} onChange={(event) => onAccept(event.target.checked)} />
        <span>{t('route.lookalike.confirm')}</span>
      </label>
    </div>
  );
}
