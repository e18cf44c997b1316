import { useFormatMessage, useLocale, type Locale } from '@velo/i18n';
import { RadioGroup } from '@velo/ui/RadioGroup';
import { Text } from '@velo/ui/Text';
import { useState } from 'react';
import type { Language } from './data';

/**
 * Language choice (spec sections 1, 2.3 and 9: French and English). The choice applies at once and
 * is saved to the profile, which the shell applies at each sign-in (spec section 4), so it follows
 * the rider to another browser. Each language is named in itself (WCAG 3.1.2 marks its `lang`).
 */
export function LanguageChoice({ onSave }: { onSave: (language: Language) => Promise<boolean> }) {
  const t = useFormatMessage();
  const { locale, setLocale } = useLocale();
  const [saved, setSaved] = useState(false);
  return (
    <>
      <RadioGroup
        label={t('profile.language.label')}
        value={locale}
        onChange={(value) => {
          const language = value as Locale;
          setSaved(false);
          setLocale(language);
          void onSave(language).then(setSaved);
        }}
        options={[
          { value: 'fr', label: <span lang="fr">Français</span> },
          { value: 'en', label: <span lang="en">English</span> },
        ]}
      />
      <div role="status">
        {saved ? <Text variant="bodySmall">{t('profile.language.saved')}</Text> : null}
      </div>
    </>
  );
}
