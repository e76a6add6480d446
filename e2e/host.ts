/**
 * The partner page of the embedding tests: examples/host.html on http://localhost:4180 (served by
 * e2e/host-server.mjs; another site than the widget's) loads dist/embed.js from the widget's origin
 * http://127.0.0.1:4173 and mounts the widget in an iframe. It lists every Portage event the loader
 * hands it (window.portageEvents) and every message that reaches it (window.hostMessages). A third
 * origin, http://localhost:4181, plays another site (examples/third-party.html, or host.html there).
 * (Those ports move by PORTAGE_PORT_OFFSET: e2e/ports.ts.)
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { HOST_PAGE_PORT, PREVIEW_PORT, THIRD_PARTY_PORT } from './ports';

export const HOST_ORIGIN = `http://localhost:${HOST_PAGE_PORT}`;
export const HOST_PAGE = `${HOST_ORIGIN}/host.html`;
export const THIRD_ORIGIN = `http://localhost:${THIRD_PARTY_PORT}`;
export const THIRD_PARTY_PAGE = `${THIRD_ORIGIN}/third-party.html`;
export const WIDGET_ORIGIN = `http://127.0.0.1:${PREVIEW_PORT}`;
/** A key the sandbox of the browser tests accepts besides the default one (playwright.config.ts). */
export const PARTNER_KEY = 'portage-embed-e2e-key';

function hostUrl(params: Record<string, string>, origin: string): string {
  const url = new URL('/host.html', origin);
  // The widget this run serves: host.html's default is the unmoved port, another run's preview
  // when PORTAGE_PORT_OFFSET moves this one.
  url.searchParams.set('widget', `${WIDGET_ORIGIN}/`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.href;
}

/**
 * Opens the partner's page and waits for the widget to be usable inside its frame. `origin` serves
 * the same page from another site (THIRD_ORIGIN: one the build does not allow to frame the widget).
 */
export async function openHost(page: Page, params: Record<string, string> = {}, origin = HOST_ORIGIN) {
  await page.goto(hostUrl(params, origin));
  const widget = page.frameLocator('#portage iframe');
  await expect(widget.getByRole('button', { name: /^From\b/ })).toBeVisible();
  return widget;
}

/** The widget's frame, to run code inside it (its URL changes as the widget moves between steps). */
export function widgetFrame(page: Page) {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(WIDGET_ORIGIN));
  if (!frame) throw new Error('no widget frame');
  return frame;
}

/** Every message that reached the partner's page, with its sender's origin. */
export const hostMessages = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { hostMessages: { origin: string; data: unknown }[] }).hostMessages,
  );
