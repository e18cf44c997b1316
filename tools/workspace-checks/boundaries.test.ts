/**
 * Proves the module boundaries of ARCHITECTURE.md bite: each fixture is linted with the workspace's own
 * ESLint config as if it were a file of the named project, and must (or must not) be reported by the
 * named rule. Switching @nx/enforce-module-boundaries off makes the tag cases fail here.
 */
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const workspaceRoot = join(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: workspaceRoot });
});

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
        message.rule === 'no-restricted-imports',
    );
    expect(boundaryMessages).toEqual([]);
  });
});
