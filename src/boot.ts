/**
 * What the widget starts before React: the configuration from the page's URL, the theme, the
 * query client and the two route lists. main.tsx imports this module first, so it is evaluated
 * before React DOM (ES modules run in import order): `/sources` and `/destinations` are on the
 * wire while the rest of the JavaScript is still being evaluated, and usually answered by the time
 * it is; main.tsx then renders once with them, so the route picker is usable at first paint.
 */
import { createApiClient } from './api/client';
import { destinationsQuery, sourcesQuery } from './api/queries';
import { applyInitialPresets, useEmbedStore } from './embed/store';
import { applyTheme } from './embed/theme';
import { createQueryClient } from './queryClient';
import { destinationsParamsFor, sourcesParamsFor, useFormStore } from './state/form';

// The configuration (URL parameters, checked in src/embed/config.ts) is applied before the first render.
const { config } = useEmbedStore.getState();
applyTheme(config.theme);
useEmbedStore.subscribe((state, previous) => {
  if (state.config.theme !== previous.config.theme) applyTheme(state.config.theme);
});
applyInitialPresets();

export const queryClient = createQueryClient();
// The same keys as the route step's (src/api/hooks.ts), so it reads these answers.
const client = createApiClient(config.api);
const { from, to } = useFormStore.getState();
/** Settles once both route lists have answered or failed (prefetchQuery never rejects). */
export const routeListsSettled: Promise<unknown> = Promise.all([
  queryClient.prefetchQuery(sourcesQuery(client, sourcesParamsFor(to))),
  queryClient.prefetchQuery(destinationsQuery(client, destinationsParamsFor(from))),
]);
