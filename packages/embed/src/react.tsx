/**
 * The React component: `<PortageWidget src config on={{ swap_completed: … }} />`, over `mount`.
 *
 * - Mounts the widget once. A new `src`, or a new value of a field fixed at load (apiUrl, apiKey,
 *   parentOrigin, swapId), mounts it again (the widget cannot change those in place).
 * - Any other change of `config` is sent as a `config_update` holding only what changed (a removed
 *   field as `null`), so the person's own choices in the widget are not reset by a re-render.
 * - Callbacks are read at the moment an event arrives: passing new functions on every render
 *   neither remounts nor re-subscribes.
 * - Unmounting removes the iframe and the message listener.
 * Works with React 18 and 19 (only `useEffect` and `useRef`; StrictMode's double effects mount,
 * destroy and mount again, leaving one frame).
 */
import { type CSSProperties, useEffect, useRef } from 'react';
import { configChanges, FIXED_AT_LOAD, type PortageConfig } from './config';
import { type MountOptions, mount, type PortageEventHandlers, type PortageHandle } from './loader';
import { EVENT_TYPES, type PortageEvent } from './protocol';

export interface PortageWidgetProps {
  /** The widget's address, e.g. 'https://portage.example/'. */
  src: string;
  /** The widget's configuration; changes are applied live. */
  config?: PortageConfig;
  /** Every event, whole: switch on `event.type`. */
  onEvent?: (event: PortageEvent) => void;
  /** One callback per event type, given that event's payload. */
  on?: PortageEventHandlers;
  /** The frame is never shorter than this (CSS px); read when the widget mounts. */
  minHeight?: number;
  /** The iframe's accessible title. */
  title?: string;
  /** For the element that holds the iframe. */
  className?: string;
  style?: CSSProperties;
}

/** The part of the config that needs a new mount when it changes. */
function fixedPart(config: PortageConfig | undefined): string {
  return JSON.stringify(FIXED_AT_LOAD.map((key) => config?.[key] ?? null));
}

export function PortageWidget({
  src,
  config,
  onEvent,
  on,
  minHeight,
  title,
  className,
  style,
}: PortageWidgetProps) {
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<PortageHandle | null>(null);
  // What the widget has been told so far: the next change is sent as the difference.
  const told = useRef<PortageConfig>({});
  const latest = useRef({ config, onEvent, on, minHeight, title });
  useEffect(() => {
    latest.current = { config, onEvent, on, minHeight, title };
  });

  const fixed = fixedPart(config);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `fixed` stands for the config fields that need a new mount
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const { config: initial = {}, minHeight: min, title: name } = latest.current;
    // One stable function per event type, each calling the partner's latest one.
    const handlers: Record<string, (payload: unknown) => void> = {};
    for (const type of EVENT_TYPES) {
      handlers[type] = (payload) =>
        (latest.current.on?.[type] as ((p: unknown) => void) | undefined)?.(payload);
    }
    const options: MountOptions = {
      src,
      config: initial,
      minHeight: min,
      title: name,
      onEvent: (event) => latest.current.onEvent?.(event),
      on: handlers as PortageEventHandlers,
    };
    const mounted = mount(element, options);
    handle.current = mounted;
    told.current = initial;
    return () => {
      mounted.destroy();
      if (handle.current === mounted) handle.current = null;
    };
  }, [src, fixed]);

  useEffect(() => {
    const mounted = handle.current;
    if (!mounted) return;
    const next = config ?? {};
    const changes = configChanges(told.current, next);
    told.current = next;
    if (Object.keys(changes).length > 0) mounted.update(changes as Parameters<PortageHandle['update']>[0]);
  }, [config]);

  useEffect(() => {
    if (handle.current && title) handle.current.iframe.title = title;
  }, [title]);

  return <div ref={container} className={className} style={style} />;
}
