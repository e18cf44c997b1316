import { catalogueMessageIds } from '@velo/i18n/catalogue';
import { describe, expect, it } from 'vitest';
import { validationMessageIds, validationMessages } from './messages';

/**
 * Every rule fails with a message id, never with text (messages.ts): each id must have a French and
 * an English text in @velo/i18n's catalogues, or a form would show an error react-intl cannot
 * format. (This check lived in libs/i18n; it moved here when this library came to depend on
 * @velo/i18n, so the dependency only goes one way.)
 */
describe('validation message ids', () => {
  it('all have a French and an English text in the catalogues', () => {
    const missing = validationMessageIds.flatMap((id) =>
      (['fr', 'en'] as const)
        .filter((locale) => !catalogueMessageIds[locale].has(id))
        .map((locale) => `${id} (${locale})`),
    );
    expect(missing).toEqual([]);
  });

  it('list every id of validationMessages, each once', () => {
    expect(validationMessageIds).toContain(validationMessages.email.notCompanyDomain);
    expect(validationMessageIds).toContain(validationMessages.sponsorCode.invalid);
    expect(new Set(validationMessageIds).size).toBe(validationMessageIds.length);
  });
});
