import { useEffect, useRef, useState } from 'react';
import type { Swap } from '../../api/types';
import { rich, useT } from '../../i18n';
import { useSwapsStore } from '../../state/swaps';
import { adoptedSwapFor, asksToJoin, openedPayout } from '../../swap/adopted-swap';
import type { SwapPhase } from '../../swap/phase';

/**
 * A swap opened here that this browser does not hold, past waiting for its deposit: where it pays
 * out (the address in full, network, token), and "is this your swap?" before it joins this
 * browser's history (swap/adopted-swap.ts). Shown above the status; the status itself needs no
 * confirmation, nothing can be sent for this swap any more. Takes focus when it appears (it is
 * what the person must answer), and hands it to the line that says the swap was added.
 */
export function AdoptSwap({ swap, phase }: { swap: Swap; phase: Pick<SwapPhase, 'phase'> }) {
  const t = useT();
  const stored = useSwapsStore((state) => state.get(swap.id));
  const add = useSwapsStore((state) => state.add);
  const [added, setAdded] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const asks = asksToJoin(phase, stored);

  useEffect(() => {
    if (asks) heading.current?.focus();
  }, [asks]);
  useEffect(() => {
    if (added) done.current?.focus();
  }, [added]);

  if (added) {
    return (
      <p ref={done} tabIndex={-1} className="portage-callout" role="status" data-testid="adopt-swap-added">
        {t('adopt.added')}
      </p>
    );
  }
  if (!asks) return null;
  const payout = openedPayout(swap);
  const record = adoptedSwapFor(swap, Date.now());
  return (
    <section
      className="portage-callout portage-adopt"
      aria-labelledby="portage-adopt-title"
      data-testid="adopt-swap"
    >
      <h3 id="portage-adopt-title" ref={heading} tabIndex={-1}>
        {t('adopt.title')}
      </h3>
      {payout && record ? (
        <>
          <p>
            {rich(t('adopt.paysOut'), {
              address: (
                <code className="portage-mono portage-break" data-testid="adopt-payout-address">
                  {payout.address}
                </code>
              ),
              network: <strong>{payout.networkName}</strong>,
              token: <strong>{payout.token || '?'}</strong>,
            })}
          </p>
          <button
            type="button"
            className="portage-secondary"
            onClick={() => {
              add(record);
              setAdded(true);
            }}
          >
            {t('adopt.add')}
          </button>
        </>
      ) : (
        <p role="note">{t('adopt.noPayout')}</p>
      )}
    </section>
  );
}
