// @vitest-environment jsdom
import { act, cleanup, configure, render, screen } from '@testing-library/react';
import { Component } from 'react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { I18nProvider, useLocale } from './I18nProvider';
import { useFormatMessage } from './useFormatMessage';
import type { LocaleStorage } from './I18nProvider';
import { createI18nErrorHandler } from './formatErrors';
import { createIntl } from './intl';
import { loadMessages } from './loadMessages';
import { preloadAllMessageAreas } from './messageAreas';

// The sample text (the password hint) comes with the password area's texts, as in the app.
beforeAll(() => preloadAllMessageAreas());

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

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

describe('I18nProvider', () => {
  it('shows a catalogue given at the start from the first render, without the fallback (a prerendered page)', async () => {
    const messages = await loadMessages('en');
    render(
      <I18nProvider
        storage={memoryStorage()}
        locale="en"
        fallback={<p>…</p>}
        initialMessages={{ locale: 'en', messages }}
      >
        <Maintenance />
      </I18nProvider>,
    );
    // Synchronously, as hydration needs it: the markup rendered ahead had these texts.
    expect(screen.queryByText('…')).toBeNull();
    expect(
      screen.getByRole('heading', { name: 'The site is undergoing maintenance' }),
    ).toBeTruthy();
    await act(() => Promise.resolve());
    expect(
      screen.getByRole('heading', { name: 'The site is undergoing maintenance' }),
    ).toBeTruthy();
  });

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

  it('formats precompiled messages without the ICU parser, as the apps ship it (vitest.config.ts alias)', async () => {
    const onError = vi.fn();
    // The core catalogue and one product area's texts, each a chunk as the app fetches them.
    const fr = {
      ...(await loadMessages('fr')),
      ...(await import('./generated/areas/registration.fr')).default,
    };
    const intl = createIntl('fr', fr, onError);
    expect(intl.formatMessage({ id: 'maintenance.title' })).toBe(
      'Le site est en cours de maintenance',
    );
    expect(intl.formatMessage({ id: 'join.list.count' }, { count: 2 })).toBe('2 entreprises');
    expect(
      intl.formatMessage(
        { id: 'auth.login.approvalRequested' },
        { approvalRequestedAt: new Date(2026, 8, 14) },
      ),
    ).toBe('Votre demande d’accès a été envoyée le 14 septembre 2026.');
    expect(onError).not.toHaveBeenCalled();
    // A message that is not precompiled cannot be formatted (no parser in the bundle): reported.
    const raw = createIntl('fr', { greeting: 'Bonjour {name}' } as never, onError);
    raw.formatMessage({ id: 'greeting' }, { name: 'Léa' });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'FORMAT_ERROR' }));
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

/** `t` with the compile-time checks turned off, to make the mistakes the types forbid. */
type Untyped = (id: string, values?: Record<string, unknown>) => string;

function Wrong({ id, values }: { id: string; values?: Record<string, unknown> }) {
  const t = useFormatMessage() as unknown as Untyped;
  return <p data-testid="text">{t(id, values)}</p>;
}

class Boundary extends Component<
  { children: ReactNode; onCatch: (error: unknown) => void },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onCatch(error);
  }
  override render() {
    return this.state.failed ? <p>Erreur</p> : this.props.children;
  }
}

async function renderWrong(
  id: string,
  values?: Record<string, unknown>,
  props: Partial<Parameters<typeof I18nProvider>[0]> = {},
) {
  let caught: unknown;
  render(
    <Boundary onCatch={(error) => (caught = error)}>
      <I18nProvider storage={memoryStorage()} browserLanguages={['fr']} {...props}>
        <Wrong id={id} {...(values ? { values } : {})} />
      </I18nProvider>
    </Boundary>,
  );
  await screen.findByText(/./);
  return () => caught;
}

describe('formatting errors', () => {
  it('throw outside production on a missing value, failing the render (and the test)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const caught = await renderWrong('auth.resetPassword.passwordHint');
    expect(await screen.findByText('Erreur')).toBeTruthy();
    expect(caught()).toMatchObject({ code: 'FORMAT_ERROR' });
    expect(String(caught())).toContain('auth.resetPassword.passwordHint');
    expect(screen.queryByText(/auth\.resetPassword/)).toBeNull();
  });

  it('throw on an unknown id', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const caught = await renderWrong('auth.resetPassword.nope');
    expect(await screen.findByText('Erreur')).toBeTruthy();
    expect(caught()).toMatchObject({ code: 'MISSING_TRANSLATION' });
  });

  it('throw on a malformed value (a date that is not one)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const caught = await renderWrong('auth.login.approvalRequested', {
      approvalRequestedAt: 'hier',
    });
    expect(await screen.findByText('Erreur')).toBeTruthy();
    expect(caught()).toMatchObject({ code: 'FORMAT_ERROR' });
  });

  it('are logged once in production, with the catalogue text on screen instead of the id', async () => {
    vi.stubEnv('MODE', 'production');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderWrong('auth.resetPassword.passwordHint');
    const text = await screen.findByTestId('text');
    expect(text.textContent).toBe('Au moins {min} caractères');
    expect(screen.queryByText(/auth\.resetPassword/)).toBeNull();
    const ours = error.mock.calls.filter(([first]) => String(first).startsWith('[@velo/i18n] '));
    expect(ours).toHaveLength(1);
    expect(String(ours[0]?.[0])).toContain('auth.resetPassword.passwordHint');
  });

  it('show the values that are there in production, and log each error once across renders', async () => {
    vi.stubEnv('MODE', 'production');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Twice() {
      const t = useFormatMessage() as unknown as Untyped;
      return (
        <>
          <p>{t('home.offer.period', { start: 'janvier' })}</p>
          <p>{t('home.offer.period', { start: 'février' })}</p>
        </>
      );
    }
    // home.offer.period is a text of the home area, fetched with its screens.
    await preloadAllMessageAreas();
    render(
      <I18nProvider storage={memoryStorage()} browserLanguages={['fr']}>
        <Twice />
      </I18nProvider>,
    );
    expect(await screen.findByText('Du janvier au {end}')).toBeTruthy();
    expect(screen.getByText('Du février au {end}')).toBeTruthy();
    expect(error.mock.calls.filter(([m]) => String(m).startsWith('[@velo/i18n]'))).toHaveLength(1);
  });

  it('log an unknown id in production, the one case where the id stays', async () => {
    vi.stubEnv('MODE', 'production');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderWrong('auth.resetPassword.nope');
    await screen.findByTestId('text');
    expect(String(error.mock.calls[0]?.[0])).toMatch(/^\[@velo\/i18n\] .*MISSING_TRANSLATION/);
  });

  it('go to the onError prop instead when one is given', async () => {
    const onError = vi.fn();
    await renderWrong('auth.resetPassword.passwordHint', undefined, { onError });
    expect((await screen.findByTestId('text')).textContent).toBe('Au moins {min} caractères');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'FORMAT_ERROR' }));
  });

  it('treat missing Intl locale data as a notice: a warning, never a throw', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const handle = createI18nErrorHandler();
    const notice = Object.assign(new Error('Missing locale data for locale: "fr"'), {
      code: 'MISSING_DATA',
    });
    expect(() => handle(notice)).not.toThrow();
    handle(notice);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[@velo\/i18n\] /);
  });
});
