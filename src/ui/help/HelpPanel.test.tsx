// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiConfigProvider } from '../../api/context';
import { apiKeys } from '../../api/keys';
import { useEmbedStore } from '../../embed/store';
import { createQueryClient } from '../../queryClient';
import { onHelpOpened } from '../../state/help';
import { useSwapsStore } from '../../state/swaps';
import { HelpDisclosure } from './HelpPanel';

const BASE = 'http://svc.test';
const API_KEY = 'help-test-api-key-91c2';
const HASH = `0x${'ab'.repeat(32)}`;
const CALL_DATA = '0xa9059cbb0000000000000000000000001111111111111111111111111111111111111111';

const initialConfig = useEmbedStore.getState().config;
let stopListening = () => {};
let opened: (string | null)[] = [];

beforeEach(() => {
  opened = [];
  stopListening = onHelpOpened((swapId) => opened.push(swapId));
  useSwapsStore.setState({
    swaps: [
      {
        id: 'swap-1',
        createdAt: Date.UTC(2026, 10, 27, 8),
        sourceNetwork: 'ETHEREUM_MAINNET',
        sourceToken: 'ETH',
        destinationNetwork: 'ARBITRUM_MAINNET',
        destinationToken: 'ETH',
        amount: '0.5',
        destinationAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        depositMethod: 'wallet',
        status: 'user_transfer_pending',
        deposit: { txHash: HASH, state: 'submitted', at: Date.UTC(2026, 10, 27, 8, 1) },
      },
    ],
  });
});

afterEach(() => {
  cleanup();
  stopListening();
  useEmbedStore.setState({ config: initialConfig });
  vi.unstubAllGlobals();
});

function renderHelp(swapId: string | null) {
  const client = createQueryClient();
  client.setQueryData(apiKeys.swap(BASE, 'swap-1'), {
    swap: { id: 'swap-1', status: 'ls_transfer_pending', signature: 'sig-secret-0001', transactions: [] },
    deposit_actions: [{ type: 'transfer', call_data: CALL_DATA }],
  });
  render(
    <QueryClientProvider client={client}>
      <ApiConfigProvider config={{ baseUrl: BASE, apiKey: API_KEY }}>
        <HelpDisclosure swapId={swapId} />
      </ApiConfigProvider>
    </QueryClientProvider>,
  );
  return screen.getByRole('button', { name: 'Help' });
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
}

describe('HelpDisclosure', () => {
  it('opens a labelled region with the standing notice, moves focus into it and tells the host', () => {
    const button = renderHelp('swap-1');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region')).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const region = screen.getByRole('region', { name: 'Help' });
    expect(button.getAttribute('aria-controls')).toBe(region.id);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Help' }));
    const notice = screen.getByTestId('help-notice').textContent ?? '';
    for (const sentence of [
      'Portage’s support never writes to you first.',
      'It never asks for your recovery phrase or private key.',
      'It never sends you a link to “validate”, “sync” or “restore” a wallet.',
      'Anyone who does is a scammer.',
    ])
      expect(notice).toContain(sentence);
    expect(screen.getByTestId('help-swap-id').textContent).toBe('swap-1');
    expect(opened).toEqual(['swap-1']);
  });

  it('Escape, Close and the button close it, and focus goes back to the button', () => {
    const button = renderHelp('swap-1');
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('heading', { name: 'Help' }), { key: 'Escape' });
    expect(screen.queryByRole('region')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    fireEvent.click(button);
    expect(screen.queryByRole('region')).toBeNull();
    // Opened three times: told three times; closing is not news.
    expect(opened).toEqual(['swap-1', 'swap-1', 'swap-1']);
  });

  it('copies the diagnostic text and says so: the swap and its hash, no key, no signature, no call data', async () => {
    const copied: string[] = [];
    stubClipboard(async (text) => {
      copied.push(text);
    });
    fireEvent.click(renderHelp('swap-1'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy diagnostic info' })));
    expect(screen.getByRole('status').textContent).toBe('Copied');
    expect(copied).toHaveLength(1);
    const text = copied[0] as string;
    for (const secret of [
      API_KEY,
      'sig-secret-0001',
      CALL_DATA,
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    ])
      expect(text).not.toContain(secret);
    const bundle = JSON.parse(text);
    expect(bundle.swapId).toBe('swap-1');
    expect(bundle.service.status).toBe('ls_transfer_pending');
    expect(bundle.thisBrowser.deposit.hash).toBe(HASH);
    expect(bundle.environment.lang).toBe('en');
  });

  it('where the browser refuses to copy: the same text in a read-only box, and a sentence to copy it', async () => {
    stubClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    fireEvent.click(renderHelp('swap-1'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy diagnostic info' })));
    expect(screen.getByRole('status').textContent).toContain('Your browser did not let the widget copy.');
    const box = screen.getByRole('textbox', { name: 'Diagnostic info' }) as HTMLTextAreaElement;
    expect(box.readOnly).toBe(true);
    expect(JSON.parse(box.value).swapId).toBe('swap-1');
    expect(box.value).not.toContain(API_KEY);
  });

  it('without a support link: says to contact the site, and shows no link at all', () => {
    fireEvent.click(renderHelp('swap-1'));
    expect(screen.getByTestId('help-contact-site').textContent).toBe(
      'For help, contact the site where you found this widget.',
    );
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('with the configuration’s support link: named by its host, opened apart from the widget', () => {
    useEmbedStore.setState({
      config: { ...initialConfig, supportUrl: 'https://support.partner.example/help?ref=portage' },
    });
    fireEvent.click(renderHelp('swap-1'));
    const link = screen.getByRole('link', { name: 'Contact support.partner.example’s support' });
    expect(link.getAttribute('href')).toBe('https://support.partner.example/help?ref=portage');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByTestId('help-contact-site')).toBeNull();
  });

  it('in History: no swap id, the host hears null, and the text lists this browser’s swaps', async () => {
    const copied: string[] = [];
    stubClipboard(async (text) => {
      copied.push(text);
    });
    fireEvent.click(renderHelp(null));
    expect(screen.queryByTestId('help-swap-id')).toBeNull();
    expect(opened).toEqual([null]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy diagnostic info' })));
    const bundle = JSON.parse(copied[0] as string);
    expect(bundle.swapId).toBeNull();
    expect(bundle.swaps).toEqual([expect.objectContaining({ id: 'swap-1', depositHash: HASH })]);
  });
});
