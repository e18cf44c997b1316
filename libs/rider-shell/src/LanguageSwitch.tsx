import { useFormatMessage, useLocale, type Locale } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { Icon } from '@velo/ui/Icon';

/** Each language named in itself, whatever the interface language. */
const localeNameIds = { fr: 'locale.fr', en: 'locale.en' } as const;

/**
 * Spec sections 1 and 4: French and English, switched without a reload and remembered. With two
 * languages the switch is one button naming the other language in that language (WCAG 3.1.2 marks it
 * with its `lang`); a listbox would cost the first page a popover for a single choice.
 *
 * The switch changes this browser's language only; the language kept with the account is chosen on
 * /profile (issue 14), and the shell applies it at each profile load (spec section 4). So it waits
 * (`isDisabled`) in the first load's frame of a private route: a choice made before the profile is
 * in would be undone by the profile's language as it arrives.
 */
export function LanguageSwitch({ isDisabled = false }: { isDisabled?: boolean }) {
  const t = useFormatMessage();
  const { locale, setLocale } = useLocale();
  const other: Locale = locale === 'fr' ? 'en' : 'fr';
  return (
    <div role="group" aria-label={t('locale.label')}>
      <Button variant="ghost" size="sm" isDisabled={isDisabled} onPress={() => setLocale(other)}>
        <Icon name="globe" size="text" />
        <span lang={other}>{t(localeNameIds[other])}</span>
      </Button>
    </div>
  );
}
