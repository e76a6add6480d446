import { useSources } from '../api/hooks';

/** The networks a swap can start from, as the service lists them. The route picker grows from here. */
export function RouteOverview() {
  const sources = useSources();

  if (sources.isPending) {
    return <p className="portage-muted">Loading networks…</p>;
  }
  if (sources.isError) {
    return (
      <p role="alert" className="portage-error">
        {sources.error.message}
      </p>
    );
  }
  const networks = [...sources.data].sort((a, b) => (a.source_rank ?? 1e9) - (b.source_rank ?? 1e9));
  return (
    <section aria-labelledby="portage-sources">
      <h2 id="portage-sources">Swap from</h2>
      <ul className="portage-network-list">
        {networks.map((network) => (
          <li key={network.name}>
            <span>{network.display_name ?? network.name}</span>
            <span className="portage-muted"> · {plural(network.tokens?.length ?? 0, 'token')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
