// @ts-check
/**
 * Build settings for apps that render these catalogues, at `@velo/i18n/vite`.
 *
 * Plain JavaScript on purpose: an app's vite.config.ts imports it while Vite loads the config, before
 * anything is built and without the `@velo/source` condition, so it cannot point at TypeScript
 * sources or at dist/.
 *
 * The catalogues ship precompiled to ASTs, so the ICU MessageFormat parser that react-intl imports
 * (through intl-messageformat and @formatjs/intl) is dead weight. formatjs publishes a
 * `no-parser.js` build of that package for exactly this case; aliasing the bare specifier to it
 * removes the parser from the bundle. The replacement is a bare specifier too, so each importer
 * resolves it from its own node_modules (react-intl and @formatjs/intl nest their own copy).
 *
 * In apps/<app>/vite.config.ts: `resolve: { alias: noIcuParserAliases, … }`.
 */

/** @type {{ find: RegExp; replacement: string }} */
export const icuParserAlias = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
};

/** @type {{ find: RegExp; replacement: string }[]} */
export const noIcuParserAliases = [icuParserAlias];

/**
 * Strings only the real parser contains (its error kinds): the budget script looks for them in the
 * built files to prove the parser is gone.
 */
export const icuParserMarkers = /** @type {const} */ ([
  'EXPECT_ARGUMENT_CLOSING_BRACE',
  'MALFORMED_ARGUMENT',
  'UNCLOSED_TAG',
]);
