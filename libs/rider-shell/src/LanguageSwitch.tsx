import { sessionAtom } from '@velo/auth';
import { useRouteContext } from '@velo/data';
import { useFormatMessage, useLocale, type Locale } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { Icon } from '@velo/ui/Icon';
import { useAtomValue } from 'jotai';

/** Each language named in itself, whatever the interface language. */
const localeNameIds = { fr: 'locale.fr', en: 'locale.en' } as const;

/**
 * Spec sections 1 and 4: French and English, switched without a reload and remembered. With two
 * languages the switch is one button naming the other language in that language (WCAG 3.1.2 marks it
 * with its `lang`); a listbox would cost the first page a popover for a single choice.
 *
 * Signed in, the choice is also saved to the profile (issue 14): the shell applies the profile's
 * language at each profile load (spec section 4), which would otherwise undo the switch on the next
 * visit. The switch applies at once either way; a failed save leaves the local choice in place.
 */
export function LanguageSwitch() {
  const t = useFormatMessage();
  const { locale, setLocale } = useLocale();
  const session = useAtomValue(sessionAtom);
  const { api } = useRouteContext();
  const other: Locale = locale === 'fr' ? 'en' : 'fr';
  return (
    <div role="group" aria-label={t('locale.label')}>
      <Button
        variant="ghost"
        size="sm"
        onPress={() => {
          setLocale(other);
          if (session.authenticated && session.profile) {
            void import('./saveLanguage').then(({ saveLanguage }) => saveLanguage(api, other));
          }
        }}
      >
        <Icon name="globe" size="text" />
        <span lang={other}>{t(localeNameIds[other])}</span>
      </Button>
    </div>
  );
}
