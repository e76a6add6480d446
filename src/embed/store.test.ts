import { describe, expect, it, vi } from 'vitest';
import { useFormStore } from '../state/form';
import { framingOf, useEmbedStore } from './store';

describe('config_update applied to the live configuration', () => {
  it('sets a lock, then null lifts it again, as if never given', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    useEmbedStore.getState().update({ lockFrom: true, from: 'ETHEREUM_MAINNET' });
    expect(useEmbedStore.getState().config.from).toMatchObject({
      network: 'ETHEREUM_MAINNET',
      lockNetwork: true,
    });
    useEmbedStore.getState().update({ lockFrom: null });
    expect(useEmbedStore.getState().config.from).toMatchObject({
      network: 'ETHEREUM_MAINNET',
      lockNetwork: false,
    });
    expect(useEmbedStore.getState().raw).not.toHaveProperty('lockFrom');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  describe('a preset destination the host removes', () => {
    const PRESET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const address = () => useFormStore.getState().destinationAddress;

    it('is cleared from the form when set to null, as the React component sends for a removed prop', () => {
      useEmbedStore.getState().update({ destAddress: PRESET, hideAddress: true });
      expect(address()).toBe(PRESET);
      useEmbedStore.getState().update({ destAddress: null });
      expect(useEmbedStore.getState().config).toMatchObject({ hideAddress: false });
      expect(useEmbedStore.getState().config.destinationAddress).toBeUndefined();
      expect(address()).toBe('');
    });

    it('is cleared when replaced by a value refused as invalid', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      useEmbedStore.getState().update({ destAddress: PRESET });
      useEmbedStore.getState().update({ destAddress: 'bad\naddress' });
      expect(warn).toHaveBeenCalled();
      expect(address()).toBe('');
      warn.mockRestore();
    });

    it('leaves an address the person typed since, and replaces one preset by the next', () => {
      useEmbedStore.getState().update({ destAddress: PRESET });
      useFormStore.getState().setDestinationAddress('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC');
      useEmbedStore.getState().update({ destAddress: null });
      expect(address()).toBe('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC');

      useEmbedStore.getState().update({ destAddress: PRESET });
      useEmbedStore.getState().update({ destAddress: '0x90F79bf6EB2c4f870365E785982E1f101E93b906' });
      expect(address()).toBe('0x90F79bf6EB2c4f870365E785982E1f101E93b906');
      useEmbedStore.getState().update({ destAddress: null });
      expect(address()).toBe('');
    });
  });
});

describe('framingOf: what the configuration is told about the page that frames the widget', () => {
  const WIDGET = 'https://widget.portage.example';
  const PARTNER = 'https://partner.example';
  /** A window whose parent is another one, framed by these origins (undefined: Firefox). */
  function framedBy(ancestorOrigins: string[] | undefined) {
    return { parent: {} as Window, location: { origin: WIDGET, ancestorOrigins } } as unknown as Window;
  }

  it('an allowed framer: framed, nothing refused', () => {
    expect(framingOf(framedBy([PARTNER]), ["'self'", PARTNER])).toEqual({
      framed: true,
      framerRefused: undefined,
    });
  });

  it('a framer the build does not allow: refused, with the reason the warnings give', () => {
    const { framed, framerRefused } = framingOf(framedBy(['https://evil.example']), ["'self'", PARTNER]);
    expect(framed).toBe(true);
    expect(framerRefused).toContain('https://evil.example');
  });

  it('Firefox (no ancestorOrigins) and the widget’s own page: nothing refused', () => {
    expect(framingOf(framedBy(undefined), ["'none'"]).framerRefused).toBeUndefined();
    const top = { location: { origin: WIDGET, ancestorOrigins: [] } } as unknown as Window;
    Object.assign(top, { parent: top });
    expect(framingOf(top, ["'none'"])).toEqual({ framed: false, framerRefused: undefined });
  });
});
