/**
 * `@velo/i18n/catalogue`: the ids of each catalogue, for other projects' tests (libs/validation
 * proves each of its message ids has a French and an English text). A separate entry because it
 * imports both catalogues statically: the main entry loads them lazily, one per locale, and must
 * stay that way (scripts/budget.ts).
 */
import { areaCatalogues } from './generated/allAreas';
import en from './generated/en';
import fr from './generated/fr';
import type { MessageId } from './generated/messageIds';
import type { CompiledMessages } from './loadMessages';
import type { Locale } from './locale';

export type { MessageId } from './generated/messageIds';

/**
 * Every text of each language, the core catalogue and every product area's together (the app
 * fetches the areas' texts apart, with their screens).
 */
export const fullCatalogues: Readonly<Record<Locale, CompiledMessages>> = {
  fr: Object.assign({}, fr, ...areaCatalogues.fr) as CompiledMessages,
  en: Object.assign({}, en, ...areaCatalogues.en) as CompiledMessages,
};

/** The message ids each catalogue holds, from its precompiled ASTs (checked fresh by the tests). */
export const catalogueMessageIds: Readonly<Record<Locale, ReadonlySet<string>>> = {
  fr: new Set(Object.keys(fullCatalogues.fr)),
  en: new Set(Object.keys(fullCatalogues.en)),
};

/** Whether `id` has a text in the catalogue of `locale`. */
export function hasMessage(locale: Locale, id: string): id is MessageId {
  return catalogueMessageIds[locale].has(id);
}
