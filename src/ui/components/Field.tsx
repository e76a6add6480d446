import type { ReactNode } from 'react';

/** A labelled form field with its hint and its error, wired for screen readers. */
export function Field(props: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | null | undefined;
  children: (describedBy: string | undefined) => ReactNode;
  aside?: ReactNode;
}) {
  const hintId = props.hint ? `${props.id}-hint` : undefined;
  const errorId = props.error ? `${props.id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="portage-field">
      <div className="portage-field-head">
        <label className="portage-label" htmlFor={props.id}>
          {props.label}
        </label>
        {props.aside}
      </div>
      {props.children(describedBy)}
      {props.error ? (
        <p id={errorId} className="portage-field-error" role="alert">
          {props.error}
        </p>
      ) : null}
      {props.hint ? (
        <div id={hintId} className="portage-field-hint">
          {props.hint}
        </div>
      ) : null}
    </div>
  );
}
