import { useEffect, useState } from 'react';
import { useT } from '../../i18n';

/** Copies a value to the clipboard and says so (to screen readers too). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const t = useT();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <button
      type="button"
      className="portage-copy"
      onClick={() => {
        navigator.clipboard?.writeText(value).then(
          () => setState('copied'),
          () => setState('failed'),
        ) ?? setState('failed');
      }}
    >
      <span aria-live="polite">
        {state === 'copied' ? t('copy.copied') : state === 'failed' ? t('copy.failed') : label}
      </span>
    </button>
  );
}
