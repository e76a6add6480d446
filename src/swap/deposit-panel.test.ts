import { describe, expect, it } from 'vitest';
import type { Swap } from '../api/types';
import { type PanelFacts, type PreviewState, panelOf } from './deposit-panel';

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SOMEONE_ELSE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const EXPLORER = 'https://explorer.example/address/{0}';
const READY: PreviewState = {
  status: 'ready',
  preview: { amount: 1n, decimals: 6, symbol: 'USDC', network: 'Ethereum', to: SOMEONE_ELSE, approve: null },
};
const retry = () => undefined;
const refused = (kind: string): PreviewState => ({
  status: 'refused',
  error: { kind, message: 'no' },
  retry,
});

/** A connected wallet, its preview read, nothing stored or sending: the Send button. */
function facts(patch: Partial<PanelFacts> = {}): PanelFacts {
  return {
    swap: { id: 'swap-1' } as Swap,
    wallet: { address: ME },
    network: { account_explorer_template: EXPLORER },
    preview: READY,
    stage: null,
    signingElsewhere: false,
    elsewhere: 'unknown',
    acknowledged: false,
    notRecorded: null,
    ...patch,
  };
}

/** A send stored as signing by another page, whose lock was found `elsewhere`. */
const storedSigning = (elsewhere: PanelFacts['elsewhere'], patch: Partial<PanelFacts> = {}) =>
  facts({ signingElsewhere: true, elsewhere, ...patch });

describe('panelOf: what a person sees under the deposit line, first match wins', () => {
  it('a deposit this page sent but could not record: its hash, above everything else', () => {
    const notRecorded = { hash: '0xsent' };
    const expected = { kind: 'not-recorded', hash: '0xsent' };
    expect(panelOf(facts({ notRecorded }))).toEqual(expected);
    // Not "cut off" nor "another tab", which its own signing marker would otherwise say.
    expect(panelOf(storedSigning('sending', { notRecorded }))).toEqual(expected);
    expect(panelOf(storedSigning('closed', { notRecorded }))).toEqual(expected);
    expect(panelOf(facts({ notRecorded, wallet: { address: null } }))).toEqual(expected);
  });

  it('another tab is sending this deposit now: said, and no Send here', () => {
    expect(panelOf(storedSigning('sending'))).toEqual({ kind: 'other-tab' });
    expect(panelOf(storedSigning('sending', { wallet: { address: null } }))).toEqual({ kind: 'other-tab' });
    // Even after the person acknowledged an earlier interruption: someone is at it again.
    expect(panelOf(storedSigning('sending', { acknowledged: true }))).toEqual({ kind: 'other-tab' });
  });

  it('a stored send whose lock is still being looked at: nothing yet', () => {
    expect(panelOf(storedSigning('unknown'))).toEqual({ kind: 'checking' });
    expect(panelOf(storedSigning('unknown', { acknowledged: true }))).toEqual({ kind: 'checking' });
  });

  it('a send cut off (its tab closed): check the wallet first, with a link to the sender’s account', () => {
    expect(panelOf(storedSigning('closed'))).toEqual({
      kind: 'interrupted',
      senderLink: `https://explorer.example/address/${ME}`,
    });
    // No wallet connected yet: the sender the swap names.
    expect(
      panelOf(
        storedSigning('closed', {
          wallet: { address: null },
          swap: { id: 'swap-1', source_address: SOMEONE_ELSE, transactions: [] } as Swap,
        }),
      ),
    ).toEqual({ kind: 'interrupted', senderLink: `https://explorer.example/address/${SOMEONE_ELSE}` });
    // Nobody to link to, or nowhere to link: the warning without a link, never a Send.
    expect(panelOf(storedSigning('closed', { wallet: { address: null } }))).toEqual({
      kind: 'interrupted',
      senderLink: null,
    });
    expect(panelOf(storedSigning('closed', { network: { account_explorer_template: undefined } }))).toEqual({
      kind: 'interrupted',
      senderLink: null,
    });
    // Ahead of a refused preview and of a missing wallet alike.
    expect(panelOf(storedSigning('closed', { preview: refused('refused') })).kind).toBe('interrupted');
  });

  it('once the person checked their wallet after the cut: on to the usual panels', () => {
    expect(panelOf(storedSigning('closed', { acknowledged: true }))).toEqual({
      kind: 'send',
      preview: READY,
    });
    expect(panelOf(storedSigning('closed', { acknowledged: true, wallet: { address: null } }))).toEqual({
      kind: 'connect',
    });
  });

  it('this browser cannot record a deposit: no Send from this page', () => {
    expect(panelOf(facts({ notRecorded: { hash: null } }))).toEqual({ kind: 'not-recorded', hash: null });
    expect(panelOf(facts({ notRecorded: { hash: null }, wallet: { address: null } }))).toEqual({
      kind: 'not-recorded',
      hash: null,
    });
    // A cut-off send is still said first.
    expect(panelOf(storedSigning('closed', { notRecorded: { hash: null } })).kind).toBe('interrupted');
  });

  it('no wallet connected: Connect', () => {
    expect(panelOf(facts({ wallet: { address: null } }))).toEqual({ kind: 'connect' });
    expect(panelOf(facts({ wallet: { address: null }, preview: refused('node') }))).toEqual({
      kind: 'connect',
    });
  });

  it('a wallet on another account than the swap’s sender: said, with both, and no Send', () => {
    const swap = { id: 'swap-1', source_address: SOMEONE_ELSE, transactions: [] } as Swap;
    expect(panelOf(facts({ swap }))).toEqual({ kind: 'wrong-account', expected: SOMEONE_ELSE, actual: ME });
    expect(panelOf(facts({ swap, preview: refused('refused') })).kind).toBe('wrong-account');
    // The same account written in another case is the same account.
    const same = { id: 'swap-1', source_address: ME.toLowerCase(), transactions: [] } as Swap;
    expect(panelOf(facts({ swap: same }))).toEqual({ kind: 'send', preview: READY });
    // A sender that is not text is no sender.
    const odd = { id: 'swap-1', source_address: 42 } as unknown as Swap;
    expect(panelOf(facts({ swap: odd }))).toEqual({ kind: 'send', preview: READY });
  });

  it('a builder’s refusal stands, with no retry; a preview that failed otherwise may be asked again', () => {
    expect(panelOf(facts({ preview: refused('refused') }))).toEqual({
      kind: 'preview-refused',
      error: { kind: 'refused', message: 'no' },
      retry: null,
    });
    expect(panelOf(facts({ preview: refused('node') }))).toEqual({
      kind: 'preview-refused',
      error: { kind: 'node', message: 'no' },
      retry,
    });
  });

  it('a refused preview while this page is sending leaves the send on screen', () => {
    const preview = refused('refused');
    expect(panelOf(facts({ preview, stage: 'sending' }))).toEqual({ kind: 'send', preview });
  });

  it('otherwise the preview, loading or read, with the Send button', () => {
    for (const preview of [{ status: 'idle' }, { status: 'loading' }, READY] as PreviewState[]) {
      expect(panelOf(facts({ preview }))).toEqual({ kind: 'send', preview });
    }
  });
});
