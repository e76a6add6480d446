import { useLanguage } from '.';

/**
 * An alert that is the family's `english` sentence, exactly, in English; in another language the
 * `translated` sentence, with the English one beneath it (unless it would only repeat it).
 */
export function LocalizedError(props: { english: string; translated: string; detail?: boolean }) {
  const lang = useLanguage();
  if (lang === 'en') {
    return (
      <p className="portage-field-error" role="alert">
        {props.english}
      </p>
    );
  }
  return (
    <div role="alert">
      <p className="portage-field-error">{props.translated}</p>
      {props.detail === false ? null : (
        // The family's own words, in English: what exactly happened (a revert reason, a node's answer).
        <p className="portage-small portage-muted" lang="en" style={{ margin: '4px 0 0' }}>
          {props.english}
        </p>
      )}
    </div>
  );
}
