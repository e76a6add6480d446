/**
 * What the widget starts before anything else: the configuration from the page's URL, the theme,
 * and the two route lists' requests. main.tsx imports this module first, and it imports neither
 * React DOM nor React Query, so `/sources` and `/destinations` leave as soon as the script starts
 * running (ES modules run in import order): they are on the wire while the rest of the JavaScript
 * is evaluated, and usually answered by the time it is. main.tsx hands them to React Query (the
 * same keys as the route step's, src/api/hooks.ts) and renders with the networks, so the route
 * picker is usable at first paint.
 */
import { createApiClient } from './api/client';
import { applyInitialPresets, useEmbedStore } from './embed/store';
import { applyTheme } from './embed/theme';
import { destinationsParamsFor, sourcesParamsFor, useFormStore } from './state/form';

// The configuration (URL parameters, checked in src/embed/config.ts) is applied before the first render.
const { config } = useEmbedStore.getState();
applyTheme(config.theme);
useEmbedStore.subscribe((state, previous) => {
  if (state.config.theme !== previous.config.theme) applyTheme(state.config.theme);
});
applyInitialPresets();

export const client = createApiClient(config.api);
const { from, to } = useFormStore.getState();
const sourcesParams = sourcesParamsFor(to);
const destinationsParams = destinationsParamsFor(from);
/** The route lists, asked for now; main.tsx gives React Query these answers. */
export const routeLists = {
  sources: { params: sourcesParams, answer: client.getSources(sourcesParams) },
  destinations: { params: destinationsParams, answer: client.getDestinations(destinationsParams) },
};
