import { type FormEvent, useId, useRef, useState } from 'react';
import { checkedSwapId } from '../../embed/config';
import { useT } from '../../i18n';
import { type FindInput, readFindInput } from '../../swap/find-swap';
import { useFindOffered, useFindSwap } from '../../swap/useFindSwap';
import { serviceProblem } from '../errors';

const INVALID_TEXT = {
  empty: 'find.empty',
  spaces: 'find.spaces',
  malformed: 'find.malformed',
} as const;

/** An id the configuration's own rule accepts for `?swapId=` (what the swap view will be opened by). */
function openableId(id: string): boolean {
  return checkedSwapId(`?${new URLSearchParams({ swapId: id })}`) === id;
}

/**
 * "Find my swap": one field, a swap id or a deposit transaction hash, looked up at the service
 * (swap/find-swap.ts) and opened like a swap opened by `?swapId=` (its payout confirmed before it
 * joins this browser's history). Hidden, saying nothing, where the service has no look-up by hash.
 */
export function FindSwap({ onOpen }: { onOpen(id: string): void }) {
  const t = useT();
  const id = useId();
  const offered = useFindOffered();
  const find = useFindSwap();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  // What was last asked, so a retry asks it again and an edit clears what was said of it.
  const [asked, setAsked] = useState<Extract<FindInput, { kind: 'id' | 'hash' }> | null>(null);
  const [invalid, setInvalid] = useState<keyof typeof INVALID_TEXT | null>(null);

  const lookUp = (what: Extract<FindInput, { kind: 'id' | 'hash' }>) => {
    setAsked(what);
    find.mutate(what, {
      onSuccess: (result) => {
        if (result.status === 'found' && openableId(result.swap.swap.id)) onOpen(result.swap.swap.id);
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readFindInput(text);
    if (read.kind === 'invalid') {
      setInvalid(read.reason);
      find.reset();
      input.current?.focus();
      return;
    }
    setInvalid(null);
    lookUp(read);
  };

  const result = find.data;
  if (offered !== 'offered' || result?.status === 'not_offered') return null;

  const found = result?.status === 'found';
  const error = invalid
    ? t(INVALID_TEXT[invalid])
    : result?.status === 'not_found' || (found && !openableId(result.swap.swap.id))
      ? t('find.notFound')
      : null;
  const problem = find.error ? (serviceProblem(find.error, t) ?? find.error.message) : null;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  return (
    <section className="portage-find" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('find.title')}</h3>
      <form className="portage-find-form" onSubmit={submit} noValidate>
        <label className="portage-label" htmlFor={`${id}-input`}>
          {t('find.label')}
        </label>
        <div className="portage-find-row">
          <input
            ref={input}
            id={`${id}-input`}
            className="portage-input portage-mono"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setInvalid(null);
              if (!find.isPending) find.reset();
            }}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            data-testid="find-swap-input"
          />
          <button type="submit" className="portage-secondary" disabled={find.isPending}>
            {t('find.submit')}
          </button>
        </div>
        <p id={hintId} className="portage-field-hint">
          {t('find.hint')}
        </p>
      </form>
      {/* Always in the page, so what it says next is read out. */}
      <p className="portage-small portage-muted" role="status">
        {find.isPending ? t('find.searching') : found && !error ? t('find.opening') : ''}
      </p>
      {error ? (
        <p id={errorId} className="portage-field-error" role="alert" data-testid="find-swap-error">
          {error}
        </p>
      ) : null}
      {problem ? (
        <div className="portage-callout" role="alert" data-testid="find-swap-problem">
          <p>{t('find.failed', { problem })}</p>
          <button
            type="button"
            className="portage-secondary"
            onClick={() => {
              // The button goes while the look-up runs: focus waits in the field, not on the page.
              input.current?.focus();
              if (asked) lookUp(asked);
            }}
          >
            {t('boundary.retry')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
