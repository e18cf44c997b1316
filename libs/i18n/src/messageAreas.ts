import { messageAreas, type MessageArea } from './generated/areas';
import { loadMessages, type CompiledMessages } from './loadMessages';
import type { Locale } from './locale';

export { messageAreas, type MessageArea } from './generated/areas';

/**
 * The texts of a product area (messages/areas.json) ship in chunks of their own, fetched with the
 * area's screens: the first page carries only the core catalogue, and a rider who never opens the
 * store map never downloads its texts. The provider asks for every area requested so far whenever it
 * loads a locale, so switching language keeps every screen's texts.
 */
const requested = new Set<MessageArea>();
const loaded = new Map<string, CompiledMessages>();
const loading = new Map<string, Promise<CompiledMessages>>();

let currentLocale: Locale | null = null;
let localeKnown: ((locale: Locale) => void) | null = null;
let localeReady: Promise<Locale> = new Promise((resolve) => (localeKnown = resolve));

const key = (locale: Locale, area: MessageArea) => `${locale}/${area}`;

/**
 * The areas' chunk loaders: one import per area and language, kept out of the first page (every
 * route adds its own, and the first page needs none); fetched with the first area asked for.
 */
const areaLoaders = async () => (await import('./generated/areaLoaders')).areaLoaders;

function loadArea(locale: Locale, area: MessageArea): Promise<CompiledMessages> {
  const id = key(locale, area);
  let promise = loading.get(id);
  if (!promise) {
    promise = areaLoaders()
      .then((loaders) => loaders[area][locale]())
      .then(
        (module) => {
          loaded.set(id, module.default);
          return module.default;
        },
        (error: unknown) => {
          // Forget the failure so that a retry (the lazy-chunk rule, or Réessayer) fetches it again.
          loading.delete(id);
          throw error;
        },
      );
    loading.set(id, promise);
  }
  return promise;
}

/**
 * Called by the provider when it starts loading `locale`: area texts requested from now on are
 * fetched in that language. Answers the loads the provider must wait for before showing `locale`.
 */
export function messageAreasFor(locale: Locale): Promise<unknown> {
  currentLocale = locale;
  if (localeKnown) {
    localeKnown(locale);
    localeKnown = null;
  }
  localeReady = Promise.resolve(locale);
  return Promise.all([...requested].map((area) => loadArea(locale, area)));
}

/**
 * Fetches the texts of `areas` in the language being shown, and keeps them for every later language
 * switch. Features call it from their lazy routes (`lazyRoute(..., { messages: () =>
 * loadMessageAreas('bike-choice') })`) so a screen renders only once its texts are there.
 */
export async function loadMessageAreas(...areas: MessageArea[]): Promise<void> {
  for (const area of areas) requested.add(area);
  const locale = currentLocale ?? (await localeReady);
  await Promise.all(areas.map((area) => loadArea(locale, area)));
}

/** An area text already fetched for `locale`, for the provider's formatter. */
export function areaMessage(locale: Locale, id: string): CompiledMessages[string] | undefined {
  for (const area of messageAreas) {
    const messages = loaded.get(key(locale, area));
    if (messages && Object.prototype.hasOwnProperty.call(messages, id)) return messages[id];
  }
  return undefined;
}

/**
 * A language's texts before the app renders: its core catalogue, and the areas asked for from now on
 * fetched in it. A page prerendered in `locale` hydrates with these (`I18nProvider`'s
 * `initialMessages`), its lazy routes' texts resolved in the same language before hydration.
 */
export async function loadLocale(locale: Locale): Promise<CompiledMessages> {
  const [messages] = await Promise.all([loadMessages(locale), messageAreasFor(locale)]);
  return messages;
}

/** Tests that render a screen on its own, outside its route: every area's texts, both languages. */
export async function preloadAllMessageAreas(): Promise<void> {
  await Promise.all(messageAreas.flatMap((area) => [loadArea('fr', area), loadArea('en', area)]));
}
