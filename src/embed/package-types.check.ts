/**
 * Compile-time checks that the embed package's types (packages/embed) say what the widget does
 * (run by `npm run typecheck`; never imported, so never bundled). A line here fails to compile when
 * the two drift:
 * - the partner's `PortageConfig` names exactly the widget's URL parameters (CONFIG_PARAMS);
 * - every event type has a payload type, and nothing else does;
 * - the theme and family values a partner may write are ones the widget reads.
 * (The list of parameters fixed at load and the package's version: src/embed/package.test.ts.)
 * The payloads themselves need no line here: src/embed/events.ts posts through a function typed by
 * the package's `PortageEventPayloads`, so a payload that differs does not compile.
 */
import type { ChainFamily as PartnerFamily, PortageConfig } from '../../packages/embed/src/config';
import type { PortageEventPayloads, PortageEventType } from '../../packages/embed/src/protocol';
import type { ChainFamily } from '../api/types';
import type { ConfigParam, ThemeMode } from './config';

/** `true` when A and B are the same type, `false` otherwise (never widened). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <T extends true>(_proof?: T) => {};

same<Same<keyof PortageConfig, ConfigParam>>();
same<Same<keyof PortageEventPayloads, PortageEventType>>();
same<Same<NonNullable<PortageConfig['theme']>, ThemeMode>>();
same<Same<PartnerFamily, ChainFamily>>();

// The check itself can fail: a type that differs is rejected.
// @ts-expect-error a config with a parameter the widget does not read is not the same
same<Same<keyof PortageConfig | 'colour', ConfigParam>>();
