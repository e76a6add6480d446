import { describe, expect, it, vi } from 'vitest';
import { useEmbedStore } from './store';

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
});
