/**
 * `@velo/i18n/catalogue`: the ids of each catalogue, for other projects' tests (libs/validation
 * proves each of its message ids has a French and an English text). A separate entry because it
 * imports both catalogues statically: the main entry loads them lazily, one per locale, and must
 * stay that way (scripts/budget.ts).
 */
import en from './generated/en';
import fr from './generated/fr';
import type { MessageId } from './generated/messageIds';
import type { Locale } from './locale';

export type { MessageId } from './generated/messageIds';

/** The message ids each catalogue holds, from its precompiled ASTs (checked fresh by the tests). */
export const catalogueMessageIds: Readonly<Record<Locale, ReadonlySet<string>>> = {
  fr: new Set(Object.keys(fr)),
  en: new Set(Object.keys(en)),
};

/** Whether `id` has a text in the catalogue of `locale`. */
export function hasMessage(locale: Locale, id: string): id is MessageId {
  return catalogueMessageIds[locale].has(id);
}
