// @vitest-environment jsdom
import { act, cleanup, configure, render, screen } from '@testing-library/react';
import { Component } from 'react';
import type { ReactNode } from 'react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider, useFormatMessage, useLocale } from './I18nProvider';
import type { LocaleStorage } from './I18nProvider';
import { loadMessages } from './loadMessages';

function memoryStorage(
  initial: Record<string, string> = {},
): LocaleStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

function Maintenance() {
  const t = useFormatMessage();
  const { locale, setLocale } = useLocale();
  return (
    <main>
      <h1>{t('maintenance.title')}</h1>
      <p>{t('auth.resetPassword.passwordHint', { min: 10 })}</p>
      <button type="button" onClick={() => setLocale(locale === 'fr' ? 'en' : 'fr')}>
        {t(locale === 'fr' ? 'locale.en' : 'locale.fr')}
      </button>
    </main>
  );
}

// The first catalogue import is transformed on demand; on a busy shared machine that can take
// longer than testing-library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);

describe('I18nProvider', () => {
  it('shows the fallback, then French texts from the precompiled catalogue by default', async () => {
    render(
      <I18nProvider storage={memoryStorage()} browserLanguages={['de-DE']} fallback={<p>…</p>}>
        <Maintenance />
      </I18nProvider>,
    );
    expect(screen.getByText('…')).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'Le site est en cours de maintenance' }),
    ).toBeTruthy();
    expect(screen.getByText('Au moins 10 caractères')).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
  });

  it('starts in the stored language (spec section 4)', async () => {
    render(
      <I18nProvider storage={memoryStorage({ locale: 'en' })} browserLanguages={['fr-FR']}>
        <Maintenance />
      </I18nProvider>,
    );
    expect(
      await screen.findByRole('heading', { name: 'The site is undergoing maintenance' }),
    ).toBeTruthy();
  });

  it('switches language without a reload and stores the choice under "locale"', async () => {
    const storage = memoryStorage();
    render(
      <I18nProvider storage={storage} browserLanguages={['fr']}>
        <Maintenance />
      </I18nProvider>,
    );
    const button = await screen.findByRole('button', { name: 'English' });
    await act(async () => button.click());
    expect(
      await screen.findByRole('heading', { name: 'The site is undergoing maintenance' }),
    ).toBeTruthy();
    expect(screen.getByText('At least 10 characters')).toBeTruthy();
    expect(storage.data.get('locale')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('follows a locale kept by the app, telling it of the user’s choice', async () => {
    const onLocaleChange = vi.fn();
    const storage = memoryStorage();
    const { rerender } = render(
      <I18nProvider locale="fr" onLocaleChange={onLocaleChange} storage={storage}>
        <Maintenance />
      </I18nProvider>,
    );
    const button = await screen.findByRole('button', { name: 'English' });
    await act(async () => button.click());
    expect(onLocaleChange).toHaveBeenCalledWith('en');
    expect(storage.data.get('locale')).toBe('en');
    // Still French until the app's store answers with the new locale.
    expect(
      screen.getByRole('heading', { name: 'Le site est en cours de maintenance' }),
    ).toBeTruthy();
    rerender(
      <I18nProvider locale="en" onLocaleChange={onLocaleChange} storage={storage}>
        <Maintenance />
      </I18nProvider>,
    );
    expect(
      await screen.findByRole('heading', { name: 'The site is undergoing maintenance' }),
    ).toBeTruthy();
  });

  it('runs react-intl without the ICU parser, as the apps ship it (vitest.config.ts alias)', () => {
    const onError = vi.fn();
    render(
      <IntlProvider locale="fr" messages={{ greeting: 'Bonjour {name}' }} onError={onError}>
        <FormattedMessage id="greeting" values={{ name: 'Léa' }} />
      </IntlProvider>,
    );
    // An uncompiled message cannot be formatted: react-intl falls back to the raw text and says why.
    expect(screen.queryByText('Bonjour Léa')).toBeNull();
    expect(String(onError.mock.calls[0]?.[0])).toContain(
      'uncompiled message with react-intl without parser',
    );
  });

  it('loads catalogues through the app’s loader, once per locale, and throws its failure for the error boundary', async () => {
    const loader = vi.fn((locale: 'fr' | 'en') => loadMessages(locale));
    const { rerender } = render(
      <I18nProvider
        storage={memoryStorage()}
        browserLanguages={['fr']}
        loadMessages={(l) => loader(l)}
      >
        <Maintenance />
      </I18nProvider>,
    );
    await screen.findByRole('heading', { name: 'Le site est en cours de maintenance' });
    rerender(
      <I18nProvider
        storage={memoryStorage()}
        browserLanguages={['fr']}
        loadMessages={(l) => loader(l)}
      >
        <Maintenance />
      </I18nProvider>,
    );
    expect(loader.mock.calls).toEqual([['fr']]);

    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('Failed to fetch dynamically imported module');
    let caught: unknown;
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override componentDidCatch(error: unknown) {
        caught = error;
      }
      override render() {
        return this.state.failed ? <p>Erreur</p> : this.props.children;
      }
    }
    render(
      <Boundary>
        <I18nProvider storage={memoryStorage()} loadMessages={() => Promise.reject(failure)}>
          <Maintenance />
        </I18nProvider>
      </Boundary>,
    );
    expect(await screen.findByText('Erreur')).toBeTruthy();
    expect(caught).toBe(failure);
  });

  it('refuses useLocale outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Maintenance />)).toThrow();
  });
});
