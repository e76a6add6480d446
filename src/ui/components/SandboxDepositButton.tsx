import { useState } from 'react';
import { useApiConfig } from '../../api/context';
import { simulateSandboxDeposit } from '../../api/sandbox';
import { sandboxControls } from '../../config';
import { useT } from '../../i18n';

/** Demo only: against the built-in sandbox, a button stands in for sending the deposit. */
export function SandboxDepositButton({ swapId }: { swapId: string }) {
  const config = useApiConfig();
  const t = useT();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  if (!sandboxControls) return null;
  return (
    <div className="portage-sandbox-controls">
      <button
        type="button"
        className="portage-secondary"
        disabled={state.busy}
        onClick={() => {
          setState({ busy: true, error: null });
          simulateSandboxDeposit(config.baseUrl, config.apiKey, swapId).then(
            () => setState({ busy: false, error: null }),
            (error: unknown) =>
              setState({ busy: false, error: error instanceof Error ? error.message : String(error) }),
          );
        }}
      >
        {t('sandbox.simulateDeposit')}
      </button>
      {state.error ? <p className="portage-field-error">{state.error}</p> : null}
    </div>
  );
}
