/**
 * The extraction check: which catalogue ids the code of the workspace uses. Screens reach texts
 * through react-intl (`formatMessage({ id })`, `<FormattedMessage id>`), through
 * `useFormatMessage()('…')`, or, for validation, through the message ids @velo/validation returns;
 * in every case the id is a string literal in a source file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const workspaceRoot = join(import.meta.dirname, '../../..');

/** Product source files of apps/* and libs/*: tests, generated code and build output left out. */
export function productSourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (['node_modules', 'dist', 'generated', 'e2e', '__fixtures__'].includes(entry.name))
          continue;
        walk(path);
      } else if (
        /\.(ts|tsx|mts)$/.test(entry.name) &&
        !/\.(test|spec)\.(ts|tsx)$/.test(entry.name)
      ) {
        files.push(path);
      }
    }
  };
  for (const group of ['apps', 'libs']) {
    let projects: string[] = [];
    try {
      projects = readdirSync(join(workspaceRoot, group));
    } catch {
      continue;
    }
    for (const project of projects) walk(join(workspaceRoot, group, project, 'src'));
  }
  return files;
}

const stringLiteral = /(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g;
const dottedId = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)+$/;
const fileName = /\.(ts|tsx|js|mjs|cjs|json|css|html|svg|png|jpe?g|webp|woff2?)$/;
/** `formatMessage({ id: '…' })`, `<FormattedMessage id="…">`, `defineMessage({ id: '…' })`. */
const descriptorId =
  /(?:formatMessage\(\s*\{\s*id\s*:\s*|<FormattedMessage\b[^>]*?\bid=\{?\s*|defineMessages?\(\s*\{[^}]*?\bid\s*:\s*)(['"])([^'"]+)\1/g;

export interface IdUse {
  id: string;
  file: string;
}

/**
 * Ids the code uses: every dotted string literal whose first segment is one of the catalogues'
 * namespaces (`maintenance.title`, `validation.email.invalid`…), and every id in a react-intl
 * descriptor whatever its namespace.
 */
export function idsUsedInCode(
  namespaces: ReadonlySet<string>,
  files = productSourceFiles(),
): IdUse[] {
  const uses: IdUse[] = [];
  for (const path of files) {
    const text = readFileSync(path, 'utf8');
    const file = relative(workspaceRoot, path);
    for (const match of text.matchAll(stringLiteral)) {
      const value = match[2] ?? '';
      if (!dottedId.test(value) || fileName.test(value)) continue;
      if (namespaces.has(value.split('.')[0] ?? '')) uses.push({ id: value, file });
    }
    for (const match of text.matchAll(descriptorId)) uses.push({ id: match[2] ?? '', file });
  }
  return uses;
}
