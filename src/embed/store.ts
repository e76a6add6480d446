/**
 * The live configuration: parsed once from the page's URL, then changed only by a host's
 * `config_update`. Presets (route, amount, address, refuel) are written into the form when they
 * arrive; locks, hides and the family allow-list are read by the route step from here. A page
 * that fails the framer check presets no destination address and no `strings` (`framingOf`).
 */
import { create } from 'zustand';
import { defaultApiConfig } from '../config';
import { useFormStore } from '../state/form';
import {
  type ConfigContext,
  type ConfigParam,
  type EmbedConfig,
  parseConfig,
  type RawConfig,
  rawConfigFrom,
  rawConfigFromUpdate,
} from './config';
import { ancestorOriginsOf, BUILD_FRAME_ANCESTORS, checkAllowedFramer } from './framer';

interface EmbedState {
  raw: RawConfig;
  config: EmbedConfig;
  /** Applies a host's `config_update` payload (checked; fixed-at-load names refused). */
  update(payload: Record<string, unknown>): void;
}

/** A build setting's comma-separated origins. */
function originList(setting: string | undefined): string[] {
  return (setting ?? '')
    .split(',')
    .map((origin: string) => origin.trim())
    .filter(Boolean);
}

function context(): ConfigContext {
  return {
    defaultApi: defaultApiConfig,
    allowedApiOrigins: originList(import.meta.env.VITE_PORTAGE_API_ORIGINS),
    // The support sites the Help panel may link to (none unless the build names them).
    allowedSupportOrigins: originList(import.meta.env.VITE_PORTAGE_SUPPORT_ORIGINS),
    selfOrigin: typeof window === 'undefined' ? '' : window.location.origin,
    ...(typeof window === 'undefined' ? {} : framingOf(window)),
  };
}

/**
 * Whether the widget is framed, and why its framer may not preset the payout (the framer check's
 * first half, ./framer.ts): from the window, the build's frame-ancestors unless given.
 */
export function framingOf(
  win: Pick<Window, 'location' | 'parent'>,
  allowedFramers: readonly string[] = BUILD_FRAME_ANCESTORS,
): Pick<ConfigContext, 'framed' | 'framerRefused'> {
  const check = checkAllowedFramer({
    ancestorOrigins: ancestorOriginsOf(win),
    allowedFramers,
    selfOrigin: win.location?.origin ?? '',
  });
  return { framed: win.parent !== win, framerRefused: check.ok ? undefined : check.reason };
}

function warn(warnings: readonly string[]) {
  for (const warning of warnings) console.warn(`Portage: ${warning}`);
}

function initial(): { raw: RawConfig; config: EmbedConfig } {
  const { raw, unknown } = rawConfigFrom(typeof window === 'undefined' ? '' : window.location.search);
  const { config, warnings } = parseConfig(raw, context());
  warn([...unknown.map((name) => `unknown parameter "${name}" ignored.`), ...warnings]);
  return { raw, config };
}

export const useEmbedStore = create<EmbedState>()((set, get) => ({
  ...initial(),
  update(payload) {
    const { raw: changed, removed, warnings: refused } = rawConfigFromUpdate(payload);
    const raw = { ...get().raw, ...changed };
    for (const name of removed) delete raw[name];
    const { config, warnings } = parseConfig(raw, context());
    // Warn about the names this update touched, not again about the page's own parameters
    // (the check of `strings` itself warns where it runs: usePartnerStrings in src/i18n).
    warn([
      ...refused,
      ...warnings.filter((w) => Object.keys(changed).some((name) => w.includes(`"${name}"`))),
    ]);
    const previous = get().config.destinationAddress;
    set({ raw, config });
    applyPresets(config, Object.keys(changed) as ConfigParam[]);
    clearRemovedDestination(previous, config.destinationAddress);
  },
}));

export function embedConfig(): EmbedConfig {
  return useEmbedStore.getState().config;
}

/**
 * Writes presets into the form. `names` limits it to the parameters that were just set (all of
 * them at load), so a host changing the amount does not reset a route the person chose.
 */
export function applyPresets(config: EmbedConfig, names: readonly ConfigParam[]) {
  const form = useFormStore.getState();
  const has = (...keys: ConfigParam[]) => keys.some((key) => names.includes(key));
  for (const side of ['from', 'to'] as const) {
    const preset = config[side];
    if (has(side, `${side}Asset`) && (preset.network || preset.token)) {
      form.setEnd(side, { network: preset.network ?? null, token: preset.token ?? null });
    }
  }
  if (has('amount') && config.amount) form.setAmount(config.amount);
  if (has('refuel') && config.refuel !== undefined) form.setRefuel(config.refuel);
  // After the route: a new destination network clears the address.
  if (has('destAddress', 'to') && config.destinationAddress)
    form.setDestinationAddress(config.destinationAddress);
}

/**
 * A preset destination the host removed (`destAddress: null`, which the React component sends
 * whenever the prop disappears, or a new value refused as invalid) is no longer the site's, so
 * nothing would ask the person to confirm it: if the form still holds it, it is cleared. An address
 * the person typed or chose since is theirs, and kept.
 */
export function clearRemovedDestination(previous: string | undefined, next: string | undefined) {
  if (previous === undefined || next !== undefined) return;
  const form = useFormStore.getState();
  if (form.destinationAddress === previous) form.setDestinationAddress('');
}

/** At start-up: the URL's presets into the form. */
export function applyInitialPresets() {
  const { raw, config } = useEmbedStore.getState();
  applyPresets(config, Object.keys(raw) as ConfigParam[]);
}
