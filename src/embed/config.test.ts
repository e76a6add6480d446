import { describe, expect, it } from 'vitest';
import { type ConfigContext, checkedSwapId, parseConfig, rawConfigFrom, rawConfigFromUpdate } from './config';

const context: ConfigContext = {
  defaultApi: { baseUrl: 'https://api.portage.example', apiKey: 'build-key' },
  allowedApiOrigins: ['https://partner-api.example'],
  selfOrigin: 'https://widget.portage.example',
};

function parse(search: string, ctx: ConfigContext = context) {
  const { raw, unknown } = rawConfigFrom(search);
  return { ...parseConfig(raw, ctx), unknown };
}

describe('configuration from URL parameters', () => {
  it('reads a full partner configuration into one typed object', () => {
    const { config, warnings, unknown } = parse(
      '?from=ETHEREUM_MAINNET&fromAsset=USDC&to=ARBITRUM_MAINNET&toAsset=ETH&amount=12.5' +
        '&destAddress=0x70997970C51812dc3A010C7d01b50e0d17dc79C8&refuel=true&lockFrom=1&lockFromAsset' +
        '&lockAddress=true&hideTo=true&families=evm,Solana&externalId=order-42&theme=dark&accent=%23ff6600' +
        '&background=fff&text=%23111111&radius=4&font=Inter&lang=es&swapId=swap_1-a' +
        '&parentOrigin=https://partner.example,https://www.partner.example',
    );
    expect(warnings).toEqual([]);
    expect(unknown).toEqual([]);
    expect(config).toEqual({
      api: context.defaultApi,
      from: { network: 'ETHEREUM_MAINNET', token: 'USDC', lockNetwork: true, lockToken: true, hidden: false },
      to: { network: 'ARBITRUM_MAINNET', token: 'ETH', lockNetwork: true, lockToken: true, hidden: true },
      amount: '12.5',
      destinationAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      lockAddress: true,
      hideAddress: false,
      refuel: true,
      families: ['evm', 'solana'],
      externalId: 'order-42',
      theme: {
        mode: 'dark',
        accent: '#ff6600',
        background: '#ffffff',
        text: '#111111',
        radius: 4,
        font: 'Inter',
      },
      lang: 'es',
      swapId: 'swap_1-a',
      parentOrigins: ['https://partner.example', 'https://www.partner.example'],
    });
  });

  it('with no parameters: the build default service, no presets, system theme, no host', () => {
    const { config, warnings } = parse('');
    expect(warnings).toEqual([]);
    expect(config.api).toEqual(context.defaultApi);
    expect(config.from).toEqual({ lockNetwork: false, lockToken: false, hidden: false });
    expect(config.families).toBeNull();
    expect(config.theme).toEqual({ mode: 'system' });
    expect(config.parentOrigins).toEqual([]);
  });

  it('reports unknown parameter names', () => {
    expect(parse('?form=ETHEREUM_MAINNET&from=BASE_MAINNET').unknown).toEqual(['form']);
  });

  it.each([
    ['amount=-1', 'amount'],
    ['amount=1e18', 'amount'],
    ['amount=0.000', 'amount'],
    ['amount=1,5', 'amount'],
    ['from=ETH%20MAIN', 'from'],
    ['fromAsset=%3Cscript%3E', 'fromAsset'],
    ['destAddress=0x12%2034', 'destAddress'],
    ['refuel=maybe', 'refuel'],
    ['theme=blue', 'theme'],
    ['accent=red', 'accent'],
    ['accent=%23ff00zz', 'accent'],
    ['background=url(x)', 'background'],
    ['radius=100', 'radius'],
    ['radius=3.5', 'radius'],
    ['radius=', 'radius'],
    ['font=Inter;color:red', 'font'],
    ['lang=english!', 'lang'],
    ['swapId=../../admin', 'swapId'],
    ['families=evm,cardano', 'families'],
    ['parentOrigin=*', 'parentOrigin'],
    ['parentOrigin=https://partner.example/path', 'parentOrigin'],
    ['parentOrigin=javascript:alert(1)', 'parentOrigin'],
    ['apiUrl=ftp://api.example', 'apiUrl'],
    ['apiKey=has%20space', 'apiKey'],
  ])('%s is ignored with a warning naming %s', (query, name) => {
    const { config, warnings } = parse(`?${query}`);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`"${name}"`);
    // Nothing of the bad value survives.
    expect(JSON.stringify(config)).not.toMatch(/script|cardano|admin|alert|red;|has space|ff00zz/);
  });

  it('keeps the valid families of a partly wrong list, and none at all means every family', () => {
    expect(parse('?families=evm,cardano').config.families).toEqual(['evm']);
    expect(parse('?families=cardano').config.families).toBeNull();
  });

  it('a lock or a hide without the value it holds is ignored, with a warning', () => {
    const { config, warnings } = parse(
      '?lockFrom=true&lockToAsset=1&hideTo=true&to=BASE_MAINNET&lockAddress=1',
    );
    expect(config.from.lockNetwork).toBe(false);
    expect(config.to).toEqual({
      network: 'BASE_MAINNET',
      lockNetwork: false,
      lockToken: false,
      hidden: false,
    });
    expect(config.lockAddress).toBe(false);
    expect(warnings.map((w) => w.match(/"(\w+)"/)?.[1])).toEqual([
      'lockFrom',
      'lockToAsset',
      'hideTo',
      'lockAddress',
    ]);
  });

  it('a hidden side is also locked (nobody can change what is not shown)', () => {
    const { config } = parse('?to=BASE_MAINNET&toAsset=ETH&hideTo=1');
    expect(config.to).toMatchObject({ hidden: true, lockNetwork: true, lockToken: true });
  });

  it('false flags are off', () => {
    const { config, warnings } = parse('?from=BASE_MAINNET&lockFrom=false&refuel=0');
    expect(warnings).toEqual([]);
    expect(config.from.lockNetwork).toBe(false);
    expect(config.refuel).toBe(false);
  });

  it('apiUrl: only a service this build allows (a link cannot send deposits to another service)', () => {
    expect(parse('?apiUrl=https://partner-api.example/').config.api.baseUrl).toBe(
      'https://partner-api.example',
    );
    expect(parse('?apiUrl=https://api.portage.example/v2-mirror').config.api.baseUrl).toBe(
      'https://api.portage.example/v2-mirror',
    );
    const evil = parse('?apiUrl=https://evil.example');
    expect(evil.config.api.baseUrl).toBe(context.defaultApi.baseUrl);
    expect(evil.warnings[0]).toMatch(/"apiUrl" ignored: this build of Portage may not talk to that service/);
    // A loopback widget (development) may talk to a loopback service; a public one may not.
    expect(parse('?apiUrl=http://127.0.0.1:9999').config.api.baseUrl).toBe(context.defaultApi.baseUrl);
    expect(
      parse('?apiUrl=http://127.0.0.1:9999', { ...context, selfOrigin: 'http://localhost:5173' }).config.api
        .baseUrl,
    ).toBe('http://127.0.0.1:9999');
  });

  it('apiKey replaces the build key', () => {
    expect(parse('?apiKey=partner-key-1').config.api).toEqual({
      baseUrl: context.defaultApi.baseUrl,
      apiKey: 'partner-key-1',
    });
  });

  it.each([
    ['a space in it', 'sk live 7f3a9c2e41'],
    ['too long', `sk_live_${'7f3a9c2e41'.repeat(13)}`],
    ['a control character', 'sk_live_7f3a\u00079c2e41'],
  ])('an invalid apiKey (%s) is refused with a warning that does not repeat it', (_why, key) => {
    const { config, warnings } = parse(`?apiKey=${encodeURIComponent(key)}`);
    expect(config.api.apiKey).toBe('build-key');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('"apiKey"');
    expect(warnings[0]).toContain('[redacted]');
    const text = warnings.join('\n');
    // Neither the key nor any recognizable piece of it.
    for (const piece of [key, JSON.stringify(key), '7f3a', '9c2e41']) expect(text).not.toContain(piece);
  });

  it('parentOrigin accepts several origins, separated by commas or spaces, without duplicates', () => {
    expect(
      parse('?parentOrigin=https://a.example,%20http://localhost:4180/,https://a.example').config
        .parentOrigins,
    ).toEqual(['https://a.example', 'http://localhost:4180']);
  });
});

describe('config_update from the host', () => {
  it('takes known names with scalar values, as text', () => {
    expect(rawConfigFromUpdate({ amount: 2, refuel: true, from: 'BASE_MAINNET' })).toEqual({
      raw: { amount: '2', refuel: 'true', from: 'BASE_MAINNET' },
      removed: [],
      warnings: [],
    });
  });

  it('takes null as "unset this parameter" (a prop a partner removed), never for what is fixed at load', () => {
    expect(rawConfigFromUpdate({ lockFrom: null, theme: 'dark', apiKey: null })).toEqual({
      raw: { theme: 'dark' },
      removed: ['lockFrom'],
      warnings: ['config_update: "apiKey" can only be set when the widget loads; ignored.'],
    });
  });

  it('never changes the service, the key, who listens, or the swap', () => {
    const { raw, warnings } = rawConfigFromUpdate({
      apiUrl: 'https://evil.example',
      apiKey: 'x',
      parentOrigin: 'https://evil.example',
      swapId: 'abc',
      nonsense: 1,
      amount: { value: 1 },
    });
    expect(raw).toEqual({});
    expect(warnings).toHaveLength(6);
  });
});

it('takes a language tag written with an underscore, as many systems write locales', () => {
  expect(parse('?lang=pt_br').config.lang).toBe('pt_br');
  expect(parse('?lang=pt_br').warnings).toEqual([]);
});

describe('strings: a partner’s own words', () => {
  const framed: ConfigContext = { ...context, framed: true };
  const strings = (value: unknown) => `?strings=${encodeURIComponent(JSON.stringify(value))}`;

  it('in a partner’s frame: kept as given, for the i18n layer to check (src/i18n/overrides.test.ts)', () => {
    const given = { en: { 'route.create': 'Swap now' }, fr: { 'route.craete': 'Échanger' } };
    const { config, warnings } = parse(strings(given), framed);
    expect(config.strings).toBe(JSON.stringify(given));
    expect(warnings).toEqual([]);
  });

  it('on the widget’s own page (a link): ignored, so a link cannot make Portage say anything', () => {
    const { config, warnings } = parse(strings({ en: { 'route.create': 'Send to 0xabc' } }));
    expect(config.strings).toBeUndefined();
    expect(warnings).toEqual([
      "Parameter \"strings\" ignored: a partner's own texts apply only inside the partner's frame, never on the widget's own page.",
    ]);
  });

  it('a config_update may change them, as JSON text or as the object itself', () => {
    const value = { en: { 'route.create': 'Swap now' } };
    expect(rawConfigFromUpdate({ strings: JSON.stringify(value) }).raw).toEqual({
      strings: JSON.stringify(value),
    });
    expect(rawConfigFromUpdate({ strings: value })).toEqual({
      raw: { strings: JSON.stringify(value) },
      removed: [],
      warnings: [],
    });
    expect(rawConfigFromUpdate({ strings: null }).removed).toEqual(['strings']);
  });
});

describe('a framing page that fails the framer check (src/embed/framer.ts)', () => {
  const REASON =
    'the page that frames it (https://evil.example) is not one this build allows to (https://partner.example)';
  const refused: ConfigContext = { ...context, framed: true, framerRefused: REASON };
  const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
  const search =
    `?to=ARBITRUM_MAINNET&toAsset=ETH&amount=0.5&destAddress=${ADDRESS}&lockAddress=1&hideAddress=1` +
    `&strings=${encodeURIComponent(JSON.stringify({ en: { 'app.navHistory': 'Our orders' } }))}`;

  it('presets no payout address, no lock or hide of it, and no words; the route and amount stay', () => {
    const { config, warnings } = parse(search, refused);
    expect(config.destinationAddress).toBeUndefined();
    expect(config).toMatchObject({ lockAddress: false, hideAddress: false, amount: '0.5' });
    expect(config.strings).toBeUndefined();
    expect(config.to).toMatchObject({ network: 'ARBITRUM_MAINNET', token: 'ETH' });
    expect(warnings).toContain(`Parameter "destAddress" ignored: ${REASON}.`);
    expect(warnings).toContain(`Parameter "strings" ignored: ${REASON}.`);
    // The warning never repeats the address the page tried to preset.
    expect(warnings.join('\n')).not.toContain(ADDRESS);
  });

  it('an allowed framer, the widget’s own page and Firefox (nothing refused) keep them', () => {
    for (const ctx of [{ ...context, framed: true }, context]) {
      expect(parse(search, ctx).config).toMatchObject({ destinationAddress: ADDRESS, lockAddress: true });
    }
    expect(parse(search, { ...context, framed: true }).config.strings).toBeDefined();
  });

  it('a page without those parameters gets no warning about them', () => {
    expect(parse('?amount=0.5', refused).warnings).toEqual([]);
  });
});

describe('checkedSwapId: the address bar read again on back and forward', () => {
  it('names a swap only by the rule the configuration checks swapId with', () => {
    expect(checkedSwapId('?swapId=swap_01-ab')).toBe('swap_01-ab');
    expect(checkedSwapId('?lang=fr&swapId=%20abc%20')).toBe('abc');
    expect(checkedSwapId('?swapId=../../admin')).toBeUndefined();
    expect(checkedSwapId(`?swapId=${'a'.repeat(101)}`)).toBeUndefined();
    expect(checkedSwapId('?swapId=')).toBeUndefined();
    expect(checkedSwapId('?lang=fr')).toBeUndefined();
    // The same ids parseConfig accepts and refuses.
    for (const id of ['swap_01-ab', '../../admin']) {
      expect(checkedSwapId(`?swapId=${id}`)).toBe(
        parseConfig(rawConfigFrom(`?swapId=${id}`).raw, context).config.swapId,
      );
    }
  });
});

describe('supportUrl: the partner’s support link in the Help panel', () => {
  const allowed: ConfigContext = {
    ...context,
    framed: true,
    allowedSupportOrigins: ['https://support.partner.example'],
  };
  const support = (url: string, ctx: ConfigContext = allowed) =>
    parse(`?supportUrl=${encodeURIComponent(url)}`, ctx);

  it('in an allowed partner’s frame: an https link on an origin the build names is kept', () => {
    const { config, warnings } = support('https://support.partner.example/help?from=portage');
    expect(config.supportUrl).toBe('https://support.partner.example/help?from=portage');
    expect(warnings).toEqual([]);
  });

  it.each([
    ['another site', 'https://support.scam.example/help', 'does not link to that site'],
    ['a look-alike host', 'https://support.partner.example.scam.example/', 'does not link to that site'],
    ['another port', 'https://support.partner.example:8443/', 'does not link to that site'],
    ['http', 'http://support.partner.example/help', 'not an https URL'],
    ['javascript:', 'javascript:alert(document.domain)', 'not an https URL'],
    ['data:', 'data:text/html,<h1>support</h1>', 'not an https URL'],
    ['a user in the URL', 'https://support.partner.example@scam.example/', 'not an https URL'],
    ['credentials', 'https://me:pw@support.partner.example/', 'not an https URL'],
    ['not a URL', 'support', 'not an https URL'],
  ])('refuses %s, with a warning', (_what, url, why) => {
    const { config, warnings } = support(url);
    expect(config.supportUrl).toBeUndefined();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('Parameter "supportUrl" ignored');
    expect(warnings[0]).toContain(why);
  });

  it('links nowhere by default: a build that names no support origin refuses every link', () => {
    const { config, warnings } = support('https://support.partner.example/', { ...context, framed: true });
    expect(config.supportUrl).toBeUndefined();
    expect(warnings[0]).toContain('does not link to that site');
  });

  it('on the widget’s own page, or from a framer that fails the check, it is dropped like strings', () => {
    const own = support('https://support.partner.example/', { ...allowed, framed: false });
    expect(own.config.supportUrl).toBeUndefined();
    expect(own.warnings[0]).toContain("applies only inside the partner's frame");
    const refused = support('https://support.partner.example/', { ...allowed, framerRefused: 'not allowed' });
    expect(refused.config.supportUrl).toBeUndefined();
    expect(refused.warnings).toEqual(['Parameter "supportUrl" ignored: not allowed.']);
  });

  it('a config_update may set or remove it (checked by the same rule)', () => {
    expect(rawConfigFromUpdate({ supportUrl: 'https://support.partner.example/' }).raw).toEqual({
      supportUrl: 'https://support.partner.example/',
    });
    expect(rawConfigFromUpdate({ supportUrl: null }).removed).toEqual(['supportUrl']);
  });
});
