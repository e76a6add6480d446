// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n';
import { useAddressCheck } from './useAddressCheck';

function Probe({ family, address }: { family: string; address: string }) {
  const check = useAddressCheck(family, address);
  return (
    <p data-testid="check" data-state={check.state}>
      {check.state === 'invalid' ? check.reason : check.state === 'valid' ? check.normalized : ''}
    </p>
  );
}

function renderIn(language: string, family: string, address: string) {
  return render(
    <I18nProvider language={language}>
      <Probe family={family} address={address} />
    </I18nProvider>,
  );
}

async function reason(): Promise<string> {
  const element = await screen.findByTestId('check');
  await expect.poll(() => element.dataset.state).toBe('invalid');
  return element.textContent ?? '';
}

describe('useAddressCheck', () => {
  afterEach(cleanup);

  it('says why an address is refused in English, word for word as the validator does', async () => {
    renderIn('en', 'evm', '0x1234');
    expect(await reason()).toBe(
      'An Ethereum-style address starts with 0x and has 40 hexadecimal characters after it (this one has 4).',
    );
  });

  it('says it in the chosen language, phrases included', async () => {
    renderIn('es', 'cosmos', '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045');
    expect(await reason()).toBe(
      'Esto parece una dirección de tipo Ethereum, pero el destino está en una red de Cosmos.',
    );
  });

  it('follows a change of language', async () => {
    const view = renderIn('en', 'tron', 'hello');
    expect(await reason()).toBe('A Tron address starts with T.');
    view.rerender(
      <I18nProvider language="uk">
        <Probe family="tron" address="hello" />
      </I18nProvider>,
    );
    expect(await screen.findByText('Адреса Tron починається з T.')).toBeTruthy();
  });

  it('says that a family it cannot check is not checked, in the chosen language', async () => {
    renderIn('tr', 'dogecoin', 'D8vFz4p1L37jdg47HXKtSHA5uYLYxbGgPD');
    expect(await reason()).toBe('Portage bu ağdaki adresleri henüz kontrol edemiyor.');
  });

  it('accepts a valid address with its normalized form', async () => {
    renderIn('es', 'evm', '0xd8da6bf26964af9d7eed9e03e53415d37aa96045');
    const element = await screen.findByTestId('check');
    await expect.poll(() => element.dataset.state).toBe('valid');
    expect(element.textContent).toBe('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045');
  });
});
