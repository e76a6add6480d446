// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Logo, LogoRequestsAllowed } from './Logo';

describe('Logo', () => {
  afterEach(cleanup);

  it('shows the image of an https logo, and initials for a missing or unsafe one', () => {
    const { container, rerender } = render(<Logo src="https://cdn.example/eth.png" label="ETH" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/eth.png');
    rerender(<Logo src="javascript:alert(1)" label="ETH" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('ET');
    rerender(<Logo src={undefined} label="usdc" />);
    expect(container.textContent).toBe('US');
  });

  it('remembers a logo that failed: a row shown again gets initials without asking for the image again', () => {
    const first = render(<Logo src="https://cdn.example/broken.png" label="BRK" />);
    const img = first.container.querySelector('img');
    expect(img).not.toBeNull();
    fireEvent.error(img as HTMLImageElement);
    expect(first.container.querySelector('img')).toBeNull();
    expect(first.container.textContent).toBe('BR');
    first.unmount();

    // A new row (e.g. scrolled or filtered back into view) with the same logo.
    const again = render(<Logo src="https://cdn.example/broken.png" label="BRK" />);
    expect(again.container.querySelector('img')).toBeNull();
    expect(again.container.textContent).toBe('BR');
    // Another logo is still asked for.
    const other = render(<Logo src="https://cdn.example/fine.png" label="FIN" />);
    expect(other.container.querySelector('img')).not.toBeNull();
  });

  it('while a search holds logo requests, a new row shows initials, then its image once allowed; a shown logo stays', () => {
    const rows = (allowed: boolean, names: string[]) => (
      <LogoRequestsAllowed.Provider value={allowed}>
        {names.map((name) => (
          <Logo key={name} src={`https://cdn.example/${name}.png`} label={name} />
        ))}
      </LogoRequestsAllowed.Provider>
    );
    const { container, rerender } = render(rows(true, ['AAA']));
    const srcs = () => [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(srcs()).toEqual(['https://cdn.example/AAA.png']);
    // Typing: a row that appears asks for nothing; the row already shown keeps its image.
    rerender(rows(false, ['AAA', 'BBB']));
    expect(srcs()).toEqual(['https://cdn.example/AAA.png']);
    expect(container.textContent).toBe('BB');
    // The search is still: the new row asks for its logo.
    rerender(rows(true, ['AAA', 'BBB']));
    expect(srcs()).toEqual(['https://cdn.example/AAA.png', 'https://cdn.example/BBB.png']);
    // Typing again does not take a shown logo away.
    rerender(rows(false, ['AAA', 'BBB']));
    expect(srcs()).toHaveLength(2);
  });
});
