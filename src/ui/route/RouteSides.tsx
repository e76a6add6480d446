import type { EmbedConfig } from '../../embed/config';
import { useT } from '../../i18n';
import { displayName, type Side } from '../../swap/route';
import type { RouteForm } from '../../swap/useRouteForm';
import { RoutePicker } from './RoutePicker';

interface SidesProps {
  model: RouteForm;
  site: EmbedConfig;
}

/** Why the chosen route cannot be used: a network the site fixed that the service does not offer, a
 * route that does not exist, or the service's refusal of the route. */
export function RouteProblem({ model, site, routeError }: SidesProps & { routeError: string | null }) {
  const t = useT();
  const { form, lists } = model;
  const { fromNetwork, toNetwork } = lists;
  const fixedMissingText = lists.fixedMissing
    ? t(lists.fixedMissing === 'from' ? 'route.fixedMissingFrom' : 'route.fixedMissingTo', {
        network: site[lists.fixedMissing].network ?? '',
      })
    : null;
  const unreachableText = lists.unreachable
    ? t('route.unreachable', {
        sourceToken: form.from.token ?? '',
        sourceNetwork: fromNetwork ? displayName(fromNetwork) : (form.from.network ?? ''),
        destinationToken: form.to.token ?? '',
        destinationNetwork: toNetwork ? displayName(toNetwork) : (form.to.network ?? ''),
      })
    : null;
  const problem = fixedMissingText ?? unreachableText ?? routeError;
  return problem ? (
    <p className="portage-field-error" role="alert">
      {problem}
    </p>
  ) : null;
}

/** The flip between the two sides, where the site shows both; disabled where the reverse route is not offered. */
export function FlipButton({ model, site }: SidesProps) {
  const t = useT();
  const { form, lists } = model;
  if (site.from.hidden || site.to.hidden) return null;
  return (
    <div className="portage-flip-row">
      <button
        type="button"
        className="portage-flip"
        onClick={form.flip}
        disabled={!lists.canFlip}
        aria-label={t('route.flip')}
        title={
          lists.anyLock
            ? t('route.siteSetRoute')
            : lists.canFlip
              ? t('route.flip')
              : t('route.flipUnavailable')
        }
      >
        <span aria-hidden="true">↓</span>
      </button>
    </div>
  );
}

/**
 * One side's picker. Its list is narrowed by the other side's choice, which "Show all" clears
 * unless the site fixed that side.
 */
export function SidePicker({ side, model, site }: SidesProps & { side: Side }) {
  const t = useT();
  const { form, lists } = model;
  const other = side === 'from' ? 'to' : 'from';
  const otherChosen = side === 'from' ? lists.toChosen : lists.fromChosen;
  const otherNetwork = side === 'from' ? lists.toNetwork : lists.fromNetwork;
  const otherFixed = site[other].lockNetwork || site[other].lockToken;
  return (
    <RoutePicker
      side={side}
      networks={side === 'from' ? lists.sources : lists.destinations}
      loading={side === 'from' ? lists.sourcesLoading : lists.destinationsLoading}
      value={form[side]}
      lock={{ network: site[side].lockNetwork, token: site[side].lockToken }}
      onChange={(end) => form.setEnd(side, end)}
      narrowedBy={
        otherChosen && otherNetwork
          ? t('route.tokenOnNetwork', { token: otherChosen.token ?? '', network: displayName(otherNetwork) })
          : null
      }
      onShowAll={otherFixed ? null : () => form.setEnd(other, { network: null, token: null })}
    />
  );
}
