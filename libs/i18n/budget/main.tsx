/**
 * The budget probe: the smallest real entry that renders the /login texts through I18nProvider, so
 * scripts/budget.ts can measure what a production build of the rider app's login screen loads for
 * its catalogue (the app's own login screen is not built yet). It imports the sources relatively
 * because it belongs to this project; apps import `@velo/i18n`.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider, useFormatMessage, useLocale } from '../src/index';

function LoginTexts() {
  const t = useFormatMessage();
  const { locale, setLocale } = useLocale();
  return (
    <main>
      <h1>{t('auth.login.title')}</h1>
      <form aria-label={t('auth.login.title')}>
        <label>
          {t('auth.login.email')} <input type="email" autoComplete="username" />
        </label>
        <label>
          {t('auth.login.password')} <input type="password" autoComplete="current-password" />
        </label>
        <label>
          <input type="checkbox" /> {t('auth.login.rememberMe')}
        </label>
        <a href="/rider/retrievePassword">{t('auth.login.forgotPassword')}</a>
        <button type="submit">{t('auth.login.submit')}</button>
      </form>
      <button type="button" onClick={() => setLocale(locale === 'fr' ? 'en' : 'fr')}>
        {t(locale === 'fr' ? 'locale.en' : 'locale.fr')}
      </button>
    </main>
  );
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <I18nProvider>
        <LoginTexts />
      </I18nProvider>
    </StrictMode>,
  );
}
