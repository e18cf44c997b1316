/**
 * Proves the module boundaries of ARCHITECTURE.md bite: each fixture is linted with the workspace's own
 * ESLint config as if it were a file of the named project, and must (or must not) be reported by the
 * named rule. Switching @nx/enforce-module-boundaries off makes the tag cases fail here.
 */
import { createProjectGraphAsync } from '@nx/devkit';
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const workspaceRoot = join(import.meta.dirname, '../..');
let eslint: ESLint;

// @nx/enforce-module-boundaries reads Nx's cached project graph and skips itself without one (a fresh
// clone where no `nx` command ran yet): make sure it is there.
beforeAll(async () => {
  process.env['NX_DAEMON'] = 'false';
  await createProjectGraphAsync({ exitOnError: true });
  eslint = new ESLint({ cwd: workspaceRoot });
}, 120_000);

async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(workspaceRoot, filePath) });
  return (result?.messages ?? []).map((message) => ({
    rule: message.ruleId,
    text: message.message,
  }));
}

const forbidden: Array<{ name: string; file: string; code: string; rule: string }> = [
  {
    name: 'ui -> api-sdk (a ui lib may not reach data access)',
    file: 'libs/ui/src/BoundaryFixture.ts',
    code: "import { isSameOriginPath } from '@velo/api-sdk';\nexport const f = isSameOriginPath;\n",
    rule: '@nx/enforce-module-boundaries',
  },
  {
    name: 'util -> ui (a util lib depends on utils only)',
    file: 'libs/validation/src/BoundaryFixture.ts',
    code: "import { breakpoints } from '@velo/ui/tokens';\nexport const b = breakpoints;\n",
    rule: '@nx/enforce-module-boundaries',
  },
  {
    name: 'lib -> the rider app',
    file: 'libs/i18n/src/BoundaryFixture.ts',
    code: "import { routes } from '@velo/rider-web';\nexport const r = routes;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'lib -> the docs app',
    file: 'libs/ui/src/BoundaryFixture.ts',
    code: "import { DocsApp } from '@velo/design-system-docs/DocsApp';\nexport const d = DocsApp;\n",
    rule: '@nx/enforce-module-boundaries',
  },
  {
    name: 'design-system scope -> data access',
    file: 'apps/design-system-docs/src/BoundaryFixture.ts',
    code: "import { hasRight } from '@velo/auth';\nexport const h = hasRight;\n",
    rule: '@nx/enforce-module-boundaries',
  },
  {
    name: "deep import into another project's src/",
    file: 'apps/rider-web/src/BoundaryFixture.ts',
    code: "import { passwordSchema } from '@velo/validation/src/password';\nexport const p = passwordSchema;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: "relative import into another project's files",
    file: 'apps/rider-web/src/BoundaryFixture.ts',
    code: "import { passwordSchema } from '../../../libs/validation/src/password';\nexport const p = passwordSchema;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'openapi-fetch from the app',
    file: 'apps/rider-web/src/BoundaryFixture.ts',
    code: "import createClient from 'openapi-fetch';\nexport const c = createClient;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'openapi-fetch from auth (only api-sdk may)',
    file: 'libs/auth/src/BoundaryFixture.ts',
    code: "import createClient from 'openapi-fetch';\nexport const c = createClient;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'react-aria-components outside ui',
    file: 'apps/rider-web/src/BoundaryFixture.ts',
    code: "import { Button } from 'react-aria-components';\nexport const B = Button;\n",
    rule: '@nx/enforce-module-boundaries',
  },
  {
    name: 'jotai inside ui',
    file: 'libs/ui/src/BoundaryFixture.ts',
    code: "import { atom } from 'jotai';\nexport const a = atom(0);\n",
    rule: '@nx/enforce-module-boundaries',
  },
  {
    name: 'react-intl inside ui',
    file: 'libs/ui/src/BoundaryFixture.ts',
    code: "import { useIntl } from 'react-intl';\nexport const u = useIntl;\n",
    rule: '@nx/enforce-module-boundaries',
  },
  {
    name: 'a feature -> another feature (what two share moves down into a shared lib)',
    file: 'libs/features/home/src/BoundaryFixture.ts',
    code: "import { createSignInRoutes } from '@velo/feature-sign-in';\nexport const r = createSignInRoutes;\n",
    rule: '@nx/enforce-module-boundaries',
  },
  {
    name: "a feature -> the app's shell components (the app composes them)",
    file: 'libs/features/registration/src/BoundaryFixture.ts',
    code: "import { RiderLayout } from '@velo/rider-shell';\nexport const l = RiderLayout;\n",
    rule: '@nx/enforce-module-boundaries',
  },
  {
    name: 'a feature -> the app',
    file: 'libs/features/home/src/BoundaryFixture.ts',
    code: "import { createRouteTable } from '@velo/rider-web';\nexport const t = createRouteTable;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'openapi-fetch from a feature (calls go through the SDK)',
    file: 'libs/features/home/src/BoundaryFixture.ts',
    code: "import createClient from 'openapi-fetch';\nexport const c = createClient;\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'a colour literal in a style file outside libs/ui',
    file: 'libs/features/home/src/BoundaryFixture.css.ts',
    code: "import { style } from '@vanilla-extract/css';\nexport const s = style({ color: '#b3261e' });\n",
    rule: 'no-restricted-syntax',
  },
  {
    name: 'an rgb() colour in a template of a style file outside libs/ui',
    file: 'apps/rider-web/src/BoundaryFixture.css.ts',
    code: "import { style } from '@vanilla-extract/css';\nconst w = 4;\nexport const s = style({ border: `${w}px solid rgb(179 38 30)` });\n",
    rule: 'no-restricted-syntax',
  },
  {
    name: 'a raw px size in a feature style',
    file: 'libs/features/home/src/BoundaryFixture.css.ts',
    code: "import { style } from '@vanilla-extract/css';\nexport const s = style({ fontSize: '13px' });\n",
    rule: 'no-restricted-syntax',
  },
];

describe('module boundaries', () => {
  it.each(forbidden)('reports $name', async ({ file, code, rule }) => {
    const messages = await lint(file, code);
    expect(messages.map((message) => message.rule)).toContain(rule);
  });

  it.each([
    {
      name: 'app -> util, data-access, ui and the docs feature',
      file: 'apps/rider-web/src/BoundaryFixture.ts',
      code: [
        "import { resolveLocale } from '@velo/i18n';",
        "import { hasRight } from '@velo/auth';",
        "import { breakpoints } from '@velo/ui/tokens';",
        "import { DocsApp } from '@velo/design-system-docs/DocsApp';",
        'export const all = [resolveLocale, hasRight, breakpoints, DocsApp];',
        '',
      ].join('\n'),
    },
    {
      name: 'data-access -> util and data-access',
      file: 'libs/auth/src/BoundaryFixture.ts',
      code: "import { isSameOriginPath } from '@velo/api-sdk';\nimport { resolveLocale } from '@velo/i18n';\nexport const x = [isSameOriginPath, resolveLocale];\n",
    },
    {
      name: 'a feature -> ui, data-access and util',
      file: 'libs/features/home/src/BoundaryFixture.ts',
      code: [
        "import { load } from '@velo/data';",
        "import { hasRight } from '@velo/auth';",
        "import { Stack } from '@velo/ui/Stack';",
        "import { formatMoney } from '@velo/i18n';",
        'export const all = [load, hasRight, Stack, formatMoney];',
        '',
      ].join('\n'),
    },
    {
      name: 'the app -> the features and its shell',
      file: 'apps/rider-web/src/BoundaryFixture.ts',
      code: "import { createHomeRoutes } from '@velo/feature-home';\nimport { RiderLayout } from '@velo/rider-shell';\nexport const x = [createHomeRoutes, RiderLayout];\n",
    },
    {
      name: 'theme tokens in a style file outside libs/ui',
      file: 'libs/features/home/src/BoundaryFixture.css.ts',
      code: "import { style } from '@vanilla-extract/css';\nexport const s = style({ color: 'var(--velo-color-text)' });\n",
    },
    {
      name: 'a 1px hairline border in a feature style',
      file: 'libs/features/home/src/BoundaryFixture.css.ts',
      code: "import { style } from '@vanilla-extract/css';\nexport const s = style({ borderBottom: '1px solid currentColor' });\n",
    },
    {
      name: 'openapi-fetch inside api-sdk',
      file: 'libs/api-sdk/src/BoundaryFixture.ts',
      code: "import createClient from 'openapi-fetch';\nexport const c = createClient;\n",
    },
    {
      name: 'react-aria-components inside ui',
      file: 'libs/ui/src/BoundaryFixture.ts',
      code: "import { Button } from 'react-aria-components';\nexport const B = Button;\n",
    },
  ])('allows $name', async ({ file, code }) => {
    const messages = await lint(file, code);
    const boundaryMessages = messages.filter(
      (message) =>
        message.rule === '@nx/enforce-module-boundaries' ||
        message.rule === 'no-restricted-imports' ||
        message.rule === 'no-restricted-syntax',
    );
    expect(boundaryMessages).toEqual([]);
  });
});
