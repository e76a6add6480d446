import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useEmbedStore } from '../../embed/store';
import { useT } from '../../i18n';
import { helpOpened } from '../../state/help';
import { supportSite } from '../../swap/help';
import { useDiagnosticText } from '../../swap/useDiagnostics';
import { CopyButton } from '../components/CopyButton';

/**
 * "Help", on every swap screen and in History: a disclosure button and the panel it opens. The
 * panel always says how to tell Portage's support from a scammer (locked sentences, every
 * language), where to ask (the partner's own support link, only as the configuration allows it:
 * src/embed/config.ts), and gives the swap id and a diagnostic text to copy (src/swap/help.ts).
 * Opening it tells the host page (`help_opened`). Focus moves into the panel when it opens and
 * back to the button when it closes (Escape, Close, or the button again).
 */
export function HelpDisclosure({ swapId }: { swapId: string | null }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const regionId = useId();
  // Focus goes back to the button only after the panel was open (not on the first render).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (!open && wasOpen.current) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const toggle = () => {
    if (!open) helpOpened(swapId);
    setOpen(!open);
  };
  return (
    <div className="portage-help">
      <button
        ref={button}
        type="button"
        className="portage-link-button portage-help-button"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={toggle}
      >
        {t('help.button')}
      </button>
      {open ? <HelpPanel id={regionId} swapId={swapId} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

function HelpPanel({ id, swapId, onClose }: { id: string; swapId: string | null; onClose(): void }) {
  const t = useT();
  const headingId = `${id}-title`;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };
  return (
    <section id={id} className="portage-help-panel" aria-labelledby={headingId} onKeyDown={onKeyDown}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('help.title')}
      </h2>
      <div className="portage-callout portage-help-notice" data-testid="help-notice">
        <p className="portage-help-text">
          <strong>{t('help.noticeTitle')}</strong>
        </p>
        <p className="portage-help-text">
          {t('help.noticeFirst')} {t('help.noticeSecret')} {t('help.noticeLink')}{' '}
          <strong>{t('help.noticeScam')}</strong>
        </p>
      </div>
      <SupportContact />
      {swapId ? (
        <p className="portage-help-text portage-help-id">
          <span className="portage-muted">{t('help.swapId')}</span>{' '}
          <code data-testid="help-swap-id">{swapId}</code>{' '}
          <CopyButton value={swapId} label={t('help.copyId')} />
        </p>
      ) : null}
      <Diagnostics swapId={swapId} />
      <button type="button" className="portage-secondary" onClick={onClose}>
        {t('common.close')}
      </button>
    </section>
  );
}

/** The partner's support link when the configuration has one, else where to ask instead. */
function SupportContact() {
  const t = useT();
  const url = useEmbedStore((state) => state.config.supportUrl);
  const site = url ? supportSite(url) : null;
  return (
    <>
      {url && site ? (
        <p className="portage-help-text">
          <a href={url} target="_blank" rel="noopener noreferrer" data-testid="help-support-link">
            {t('help.contactPartner', { site })}
          </a>
        </p>
      ) : (
        <p className="portage-help-text" data-testid="help-contact-site">
          {t('help.contactSite')}
        </p>
      )}
      <p className="portage-help-text portage-muted">{t('help.give')}</p>
    </>
  );
}

/**
 * "Copy diagnostic info": the text made now, to the clipboard; where the browser refuses (no
 * clipboard API, no permission, a frame without clipboard-write), the same text in a read-only box,
 * selected, with a sentence saying to copy it. Either way, said to screen readers.
 */
function Diagnostics({ swapId }: { swapId: string | null }) {
  const t = useT();
  const makeText = useDiagnosticText(swapId);
  const [state, setState] = useState<{ kind: 'idle' | 'copied' } | { kind: 'fallback'; text: string }>({
    kind: 'idle',
  });
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (state.kind === 'fallback') box.current?.select();
    if (state.kind !== 'copied') return;
    // Cleared after a moment, so that copying again is said again.
    const timer = setTimeout(() => setState({ kind: 'idle' }), 3000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    const text = makeText();
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setState({ kind: 'copied' });
    } catch {
      setState({ kind: 'fallback', text });
    }
  };
  return (
    <div className="portage-help-diagnostics">
      <p className="portage-help-text portage-small portage-muted">{t('help.diagnosticsHint')}</p>
      <button type="button" className="portage-copy" onClick={() => void copy()}>
        {t('help.copyDiagnostics')}
      </button>
      <p role="status" className="portage-help-text portage-small" data-testid="help-copy-status">
        {state.kind === 'copied' ? t('copy.copied') : state.kind === 'fallback' ? t('help.copyFallback') : ''}
      </p>
      {state.kind === 'fallback' ? (
        <label className="portage-help-fallback">
          <span className="portage-visually-hidden">{t('help.diagnosticsLabel')}</span>
          <textarea ref={box} readOnly rows={6} value={state.text} data-testid="help-diagnostics-text" />
        </label>
      ) : null}
    </div>
  );
}
