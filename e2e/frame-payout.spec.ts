/**
 * The payout address in a real frame (issue 33): whatever the framing page says, the person sees
 * the address the swap pays out to before it is created, and only an allowed framer may preset it.
 *
 * - a partner's `strings` that drop `{address}` from the safety sentences (or reword a refusal)
 *   are refused: the preset address, hidden from the form by `hideAddress`, is still shown in
 *   full and must be confirmed before Create;
 * - a `destAddress` a host sets, then removes with `null` (as `<PortageWidget>` does for a removed
 *   prop), leaves an empty field: nothing is created with it unless the person enters it;
 * - a page the build does not allow to frame the widget (on a host that does not send the
 *   frame-ancestors header) gets a working widget with no destination preset and no `strings`.
 *
 * The same rules without a frame: e2e/config.spec.ts (presets, confirmation, hideAddress) and
 * e2e/i18n.spec.ts (`strings` from the URL, from config_update, refused on the widget's own page).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseManualDeposit, EVM_USER, KEY, SANDBOX } from './helpers';
import { HOST_ORIGIN, openHost, THIRD_ORIGIN, WIDGET_ORIGIN, widgetFrame } from './host';

const ROUTE = {
  from: 'ETHEREUM_MAINNET',
  fromAsset: 'ETH',
  to: 'ARBITRUM_MAINNET',
  toAsset: 'ETH',
  amount: '0.5',
  lang: 'en',
};
/** An address the person types themselves. */
const OWN_ADDRESS = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
/** An ordinary text of the partner's: shown, where its `strings` apply at all. */
const PARTNER_WORDS = { 'app.navHistory': 'Our orders' };

/** Every console warning of the page and its frames. */
function consoleWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

/** The host page's `portage.update(config)`: a config_update, sent once the widget is ready. */
function hostUpdate(page: Page, config: Record<string, unknown>) {
  return page.evaluate((update) => {
    (window as unknown as { portage: { update(config: object): void } }).portage.update(update);
  }, config);
}

/** The swap the widget shows, as the sandbox has it. */
async function createdSwap(page: Page, request: import('@playwright/test').APIRequestContext) {
  const swapIdOf = () => new URL(widgetFrame(page).url()).searchParams.get('swapId');
  await expect.poll(swapIdOf).toBeTruthy();
  const response = await request.get(`${SANDBOX}/api/v2/swaps/${swapIdOf()}`, {
    headers: { 'X-SVC-APIKEY': KEY },
  });
  return (await response.json()).data.swap as { destination_address: string };
}

test('a partner’s strings that drop {address} from the safety sentences still show the hidden payout address before Create', async ({
  page,
  request,
}) => {
  const warnings = consoleWarnings(page);
  const widget = await openHost(page, {
    ...ROUTE,
    destAddress: EVM_USER,
    hideAddress: '1',
    strings: JSON.stringify({
      en: {
        ...PARTNER_WORDS,
        // Placeholders dropped: refused, the dictionary's sentence kept.
        'route.confirmPreset': 'I agree to what this site chose.',
        'deposit.qrLabel': 'Our QR code',
        // Locked: never replaced, here a refusal dressed as the button.
        'route.blockConfirmAddress': 'Create swap',
        'deposit.addressLabel': 'Our shop’s address',
      },
    }),
  });
  // The partner's words are in effect where they may be.
  await expect(widget.getByRole('button', { name: 'Our orders' })).toBeVisible();
  await chooseManualDeposit(widget);
  await expect(widget.getByTestId('receive-amount')).toContainText('ETH');

  // No destination field (hideAddress), yet the address is shown, in the dictionary's sentence.
  await expect(widget.getByLabel(/^Destination address/)).toHaveCount(0);
  await expect(widget.getByTestId('preset-destination')).toHaveText(EVM_USER);
  const confirm = widget.getByRole('checkbox', {
    name: `This site filled in the destination. I checked that ${EVM_USER} is my address on Arbitrum One.`,
  });
  await expect(confirm).not.toBeChecked();
  await expect(widget.getByText('I agree to what this site chose.')).toHaveCount(0);
  // Not before the person confirms: the refusal keeps its words.
  await expect(widget.getByRole('button', { name: 'Confirm the destination address.' })).toBeDisabled();
  await expect(widget.getByRole('button', { name: 'Create swap' })).toHaveCount(0);
  await expect
    .poll(() => warnings)
    .toContainEqual(expect.stringContaining('strings.en: "route.confirmPreset" ignored: a safety sentence'));

  await confirm.check();
  await widget.getByRole('button', { name: 'Create swap' }).click();
  await expect(widget.getByRole('heading', { name: 'Send your deposit' })).toBeVisible();
  await expect(widget.getByTestId('deposit-address')).toBeVisible();
  await expect(widget.getByText('Deposit address', { exact: true })).toBeVisible();
  await expect(widget.getByText('Our shop’s address')).toHaveCount(0);
  expect((await createdSwap(page, request)).destination_address).toBe(EVM_USER);
});

test('a destAddress a config_update sets, then removes with null, is gone from the form: no swap is created with it unconfirmed', async ({
  page,
  request,
}) => {
  const widget = await openHost(page, ROUTE);
  await chooseManualDeposit(widget);
  await expect(widget.getByTestId('receive-amount')).toContainText('ETH');
  const field = widget.getByLabel(/^Destination address/);
  const preset = widget.getByTestId('preset-destination');

  // Set, hidden: shown for confirmation only.
  await hostUpdate(page, { destAddress: EVM_USER, hideAddress: true });
  await expect(preset).toHaveText(EVM_USER);
  await expect(field).toHaveCount(0);
  await expect(widget.getByRole('button', { name: 'Confirm the destination address.' })).toBeDisabled();

  // Removed, as <PortageWidget> sends for removed props: the field is back, and empty.
  await hostUpdate(page, { destAddress: null, hideAddress: null });
  await expect(field).toHaveValue('');
  await expect(preset).toHaveCount(0);
  await expect(widget.getByRole('button', { name: 'Enter a valid destination address.' })).toBeDisabled();

  // Set again, confirmed by the person, then removed: the confirmation does not keep it either.
  await hostUpdate(page, { destAddress: EVM_USER });
  await expect(field).toHaveValue(EVM_USER);
  await widget.getByRole('checkbox', { name: /This site filled in the destination/ }).check();
  await expect(widget.getByRole('button', { name: 'Create swap' })).toBeEnabled();
  await hostUpdate(page, { destAddress: null });
  await expect(field).toHaveValue('');
  await expect(widget.getByRole('button', { name: 'Enter a valid destination address.' })).toBeDisabled();

  // The person's own address needs no confirmation, and is the one the swap pays out to.
  await field.fill(OWN_ADDRESS);
  await expect(preset).toHaveCount(0);
  await widget.getByRole('button', { name: 'Create swap' }).click();
  await expect(widget.getByRole('heading', { name: 'Send your deposit' })).toBeVisible();
  expect((await createdSwap(page, request)).destination_address).toBe(OWN_ADDRESS);
});

/**
 * The build, served as a host that does not send the frame-ancestors header would: every request
 * passed on to the preview server, its answer given back without that directive. (Served, not
 * fulfilled by Playwright: Chromium must see a loopback server answer, or the widget's requests to
 * the loopback sandbox would need a Local Network Access permission.) Another origin than the
 * preview's, on a free port.
 */
async function serveWithoutFrameAncestors(): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createServer(async (req, res) => {
    const answer = await fetch(`${WIDGET_ORIGIN}${req.url ?? '/'}`, { method: req.method });
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name))
        headers[name] = value;
    });
    if (headers['content-security-policy'])
      headers['content-security-policy'] = headers['content-security-policy']
        .split(';')
        .filter((directive) => !directive.trim().startsWith('frame-ancestors'))
        .join(';');
    res.writeHead(answer.status, headers).end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}

/** Servers a test started, closed after it whatever its outcome. */
const closeAfter: Array<() => Promise<void>> = [];
test.afterEach(async () => {
  for (const close of closeAfter.splice(0)) await close();
});

test('a page that fails the framer check gets no destination preset and no strings, and a working widget', async ({
  page,
}) => {
  // Without the header, Chromium would let any page frame the widget (with it, a page that is not
  // allowed gets no widget at all: e2e/csp.spec.ts): the widget's own check is all that stands.
  const headerless = await serveWithoutFrameAncestors();
  closeAfter.push(headerless.close);
  const warnings = consoleWarnings(page);
  const params = {
    widget: `${headerless.origin}/`,
    ...ROUTE,
    destAddress: EVM_USER,
    lockAddress: '1',
    strings: JSON.stringify({ en: PARTNER_WORDS }),
  };

  // The same partner page, served from a site the build does not allow to frame the widget.
  const widget = await openHost(page, params, THIRD_ORIGIN);
  await chooseManualDeposit(widget);
  // Its route and amount are applied: the parse ran, and left the address out.
  await expect(widget.getByRole('button', { name: /^To\b/ })).toContainText('on Arbitrum One');
  await expect(widget.getByLabel(/^Amount/)).toHaveValue('0.5');
  const field = widget.getByLabel(/^Destination address/);
  await expect(field).toHaveValue('');
  await expect(field).toBeEditable();
  await expect(widget.getByTestId('preset-destination')).toHaveCount(0);
  await expect(widget.getByRole('button', { name: 'History' })).toBeVisible();
  await expect(widget.getByText('Our orders')).toHaveCount(0);
  for (const name of ['destAddress', 'strings']) {
    expect(warnings).toContainEqual(
      expect.stringContaining(
        `Portage: Parameter "${name}" ignored: the page that frames it (${THIRD_ORIGIN}) is not one this build allows to`,
      ),
    );
  }
  // The widget works: the person enters their address, and the swap is created.
  await field.fill(OWN_ADDRESS);
  await widget.getByRole('button', { name: 'Create swap' }).click();
  await expect(widget.getByRole('heading', { name: 'Send your deposit' })).toBeVisible();

  // The allowed partner page, the header taken off all the same: the preset and its words apply.
  const allowed = await openHost(page, params, HOST_ORIGIN);
  await expect(allowed.getByRole('button', { name: 'Our orders' })).toBeVisible();
  await chooseManualDeposit(allowed);
  await expect(allowed.getByLabel(/^Destination address/)).toHaveValue(EVM_USER);
  await expect(allowed.getByTestId('preset-destination')).toHaveText(EVM_USER);
});
