import { accountApi, type ApiClient } from '@velo/api-sdk';
import type { Locale } from '@velo/i18n';

/**
 * Saves the interface language to the profile (issue 14). Its own module, imported on the switch's
 * press: the login page's first load (150 KB budget) does not carry the account calls.
 */
export function saveLanguage(api: ApiClient, language: Locale) {
  return accountApi(api).setLanguage(language);
}
