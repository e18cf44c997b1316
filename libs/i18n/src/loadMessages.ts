import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale } from './locale';

/** A catalogue precompiled to ASTs (scripts/compileMessages.ts): nothing is parsed at runtime. */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

/**
 * One dynamic import per locale, so the bundler makes one chunk per catalogue and the browser only
 * fetches the active locale's (issue 5: "only the active locale's catalogue is loaded, lazily").
 * A literal path per locale, not a template, so each import stays statically analysable.
 */
const loaders: Record<Locale, () => Promise<{ default: CompiledMessages }>> = {
  fr: () => import('./generated/fr'),
  en: () => import('./generated/en'),
};

export async function loadMessages(locale: Locale): Promise<CompiledMessages> {
  const module = await loaders[locale]();
  return module.default;
}
