/**
 * @portage/embed: put the Portage swap widget on a page (an iframe from the widget's own origin)
 * and hear what happens in it, typed. `mount` for any page; `PortageWidget` for React is in
 * `@portage/embed/react`.
 */
export type {
  ChainFamily,
  PortageConfig,
  PortageLanguage,
  PortageStrings,
} from './config';
export { FIXED_AT_LOAD } from './config';
export type { MountOptions, PortageEventHandlers, PortageHandle, PortageParams } from './loader';
export { mount } from './loader';
export type {
  PortageEvent,
  PortageEventPayloads,
  PortageEventType,
  PortageMessage,
  RouteEnd,
  SwapRoute,
  SwapStatus,
  WidgetStep,
} from './protocol';
export { COMPONENT_ERROR, EVENT_TYPES, PROTOCOL_VERSION } from './protocol';
