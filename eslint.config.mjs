// @ts-check
/**
 * One flat config for the whole workspace. The module boundaries of ../shared/ARCHITECTURE.md are
 * enforced here: project tags through @nx/enforce-module-boundaries, and the packages that may only be
 * imported in one place through its `bannedExternalImports`.
 * `tools/workspace-checks/boundaries.test.ts` proves each rule reports what it should.
 */
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Who may depend on whom, by tag (ARCHITECTURE.md, "Boundaries"). */
export const depConstraints = [
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'],
    // HTTP goes through @velo/api-sdk; components through @velo/ui.
    bannedExternalImports: ['openapi-fetch', 'react-aria-components'],
  },
  {
    sourceTag: 'type:feature',
    onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util'],
    bannedExternalImports: ['openapi-fetch', 'react-aria-components'],
  },
  {
    sourceTag: 'type:data-access',
    onlyDependOnLibsWithTags: ['type:data-access', 'type:util'],
    bannedExternalImports: ['react-aria-components'],
  },
  {
    sourceTag: 'type:ui',
    onlyDependOnLibsWithTags: ['type:ui', 'type:util'],
    // The design system is stateless and speaks no app strings: no jotai, no react-intl, no HTTP.
    bannedExternalImports: ['jotai', 'jotai/*', 'react-intl', 'openapi-fetch'],
  },
  {
    sourceTag: 'type:util',
    onlyDependOnLibsWithTags: ['type:util'],
    bannedExternalImports: ['openapi-fetch', 'react-aria-components', 'jotai', 'jotai/*'],
  },
  {
    sourceTag: 'type:tool',
    onlyDependOnLibsWithTags: ['type:util', 'type:data-access'],
    bannedExternalImports: ['react-aria-components'],
  },
  {
    sourceTag: 'scope:rider',
    onlyDependOnLibsWithTags: ['scope:rider', 'scope:shared', 'scope:design-system'],
  },
  {
    sourceTag: 'scope:design-system',
    onlyDependOnLibsWithTags: ['scope:design-system', 'scope:shared'],
    notDependOnLibsWithTags: ['type:data-access'],
  },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
];

/** Another project is reached through its package name and its `exports`, never its files. */
const deepImportPatterns = [
  {
    regex: '^@velo/[^/]+/(src|dist)(/|$)',
    message:
      "Import another project through its package exports (e.g. '@velo/ui/Button'), not its src/ or dist/ folder.",
  },
  {
    // The rider app composes; nothing composes it. (The docs app exports one entry, for mounting.)
    regex: '^@velo/rider-web(/|$)',
    message: 'An app is never imported: move what you need into a lib.',
  },
  {
    regex: '^(\\.\\./)+(libs|apps)/',
    message: 'Import another project through its package name, not a relative path.',
  },
];

/**
 * A colour written in a style file outside the design system bypasses the theme: client theming cannot
 * reach it and contrast is no longer checked. Style files elsewhere use `vars` from @velo/ui's theme.
 */
const colourLiteral =
  '/#[0-9a-fA-F]{3,8}\\b|\\b(rgb|rgba|hsl|hsla|hwb|lab|lch|oklab|oklch|color)\\(/';
export const colourLiteralRule = [
  'error',
  {
    selector: `Literal[value=${colourLiteral}]`,
    message: 'No colour literal outside libs/ui: use a token of the theme (vars.color…).',
  },
  {
    selector: `TemplateElement[value.raw=${colourLiteral}]`,
    message: 'No colour literal outside libs/ui: use a token of the theme (vars.color…).',
  },
];

/** A size in px other than a 1px hairline (`2px`, `13px`, `0.5px`, `-4px`). */
const rawPixels = '/(^|[^0-9.])([02-9]|[0-9]{2,}|[0-9]*\\.[0-9]+)px/';

/** `openapi-fetch` belongs to @velo/api-sdk alone (auth shares its data-access tag, so a tag cannot say it). */
const openapiFetchBan = {
  name: 'openapi-fetch',
  message: 'Only @velo/api-sdk talks to openapi-fetch; call the SDK instead.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/generated/**',
      'reports/**',
      '.nx/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allowCircularSelfDependency: false,
          banTransitiveDependencies: false,
          checkDynamicDependenciesExceptions: [],
          depConstraints,
        },
      ],
      'no-restricted-imports': [
        'error',
        { paths: [openapiFetchBan], patterns: deepImportPatterns },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Node scripts and servers (measuring scripts, build helpers, the dev backend).
    files: ['**/*.{mjs,cjs}', '**/scripts/**/*.{js,ts}', 'tools/**/*.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Plain scripts an app serves as they are (public/), run by the browser.
    files: ['apps/*/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    // Build and test harness files share the workspace's root configs (vitest.shared.ts,
    // tools/playwright, tools/vite); they are not product code and ship in no bundle.
    // buildSecurityHeaders.test.ts checks the policy vite.config.ts computes with tools/vite, and
    // prerendered.test.tsx the hand-over from the build's starter script to the app.
    files: [
      '**/vite.config.ts',
      '**/vitest.config.ts',
      '**/e2e/**/*.ts',
      'apps/rider-web/src/buildSecurityHeaders.test.ts',
      'apps/rider-web/src/prerendered.test.tsx',
    ],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: ['libs/api-sdk/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: deepImportPatterns }] },
  },
  {
    // A feature's components write through route actions (`useSubmission`), offer files through
    // `useDownload` and read through loaders: the SDK, the route context and the revalidator stay in
    // the feature's data.ts (ARCHITECTURE.md "Writes"; README "Add a screen").
    files: ['libs/features/*/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            openapiFetchBan,
            {
              name: '@velo/api-sdk',
              allowTypeImports: true,
              message:
                "A component never calls the SDK: the feature's data.ts does, in a loader or an action.",
            },
            {
              name: 'react-router-dom',
              importNames: ['useRevalidator', 'useFetcher'],
              message:
                'Write through the route action with useSubmission (the router revalidates); useRefresh to read again.',
            },
            {
              name: '@velo/data',
              importNames: ['useRouteContext'],
              message:
                'A component never reaches the route context: write with useSubmission, offer a file with useDownload.',
            },
          ],
          patterns: deepImportPatterns,
        },
      ],
    },
  },
  {
    files: ['**/*.css.ts'],
    ignores: ['libs/ui/**'],
    rules: { 'no-restricted-syntax': colourLiteralRule },
  },
  {
    // A feature's sizes come from the theme (space, font size, line width, target size), so the
    // screens stay on one scale; a 1px hairline is the one size written as it is.
    files: ['libs/features/**/*.css.ts'],
    rules: {
      'no-restricted-syntax': [
        ...colourLiteralRule,
        ...[`Literal[value=${rawPixels}]`, `TemplateElement[value.raw=${rawPixels}]`].map(
          (selector) => ({
            selector,
            message:
              'No raw px in a feature style but a 1px hairline: use a token of the theme (vars.space, vars.font.size, vars.line…).',
          }),
        ),
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
);
