/** Types of ./index.js (see there): the `@velo/i18n/vite` entry. */
export declare const icuParserAlias: { find: RegExp; replacement: string };
export declare const noIcuParserAliases: { find: RegExp; replacement: string }[];
export declare const icuParserMarkers: readonly [
  'EXPECT_ARGUMENT_CLOSING_BRACE',
  'MALFORMED_ARGUMENT',
  'UNCLOSED_TAG',
];
