import { useT } from '../../i18n';
import type { ContractCodeState } from '../../swap/useContractCode';

/**
 * What the chains say of an address (swap/useContractCode.ts), under its field: a note that it is
 * a contract where the money goes, or that this could not be checked (a polite live region, there
 * from the start so a screen reader hears what appears in it); or the warning that it is a
 * contract only on the route's other network, said at once (an alert), with the box that
 * acknowledges it.
 */
export function ContractCodeNote({ id, code }: { id: string; code: ContractCodeState }) {
  const t = useT();
  const note =
    code.kind === 'contract'
      ? t('contractCode.contract', { network: code.network, token: code.token })
      : code.kind === 'unknown'
        ? t('contractCode.uncheckable', { network: code.network })
        : null;
  return (
    <>
      <div role="status" className="portage-contract-note" id={`${id}-contract-note`}>
        {note ? (
          <p className={code.kind === 'contract' ? 'portage-callout' : 'portage-field-hint'}>{note}</p>
        ) : null}
      </div>
      {code.kind === 'elsewhere' ? (
        <div className="portage-contract-warning" id={`${id}-contract-warning`}>
          <p className="portage-warning" role="alert">
            {t('contractCode.elsewhere', { network: code.network, other: code.other })}
          </p>
          <label className="portage-confirm-address">
            <input
              type="checkbox"
              checked={code.acknowledged}
              onChange={(event) => code.acknowledge(event.target.checked)}
            />
            <span>{t('contractCode.acknowledge', { network: code.network })}</span>
          </label>
        </div>
      ) : null}
    </>
  );
}
