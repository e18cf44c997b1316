/**
 * The extraction check: which catalogue ids the code of the workspace uses. Screens reach texts
 * through the typed translator (`t('…')` from `useFormatMessage()`, `typedMessage('…')`), through
 * react-intl (`formatMessage({ id })`, `<FormattedMessage id>`), or, for validation, through the
 * message ids @velo/validation returns; in every case the id is a string literal in a source file.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const workspaceRoot = join(import.meta.dirname, '../..');

/**
 * Folders holding projects: each folder in one of them that has a package.json is a project whose
 * src/ is scanned (apps/rider-web, libs/ui, libs/features/sign-in…). libs/features itself has none.
 */
export const projectGroups = ['apps', 'libs', 'libs/features'] as const;

/** The project folders of the workspace (see `projectGroups`), relative to its root. */
export function projectDirs(root = workspaceRoot): string[] {
  const dirs: string[] = [];
  for (const group of projectGroups) {
    let entries;
    try {
      entries = readdirSync(join(root, group), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      const dir = join(group, entry.name);
      if (entry.isDirectory() && existsSync(join(root, dir, 'package.json'))) dirs.push(dir);
    }
  }
  return dirs.sort();
}

/** Product source files of every project's src/: tests, generated code and build output left out. */
export function productSourceFiles(root = workspaceRoot): string[] {
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
  for (const project of projectDirs(root)) walk(join(root, project, 'src'));
  return files;
}

const stringLiteral = /(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g;
const dottedId = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)+$/;
const fileName = /\.(ts|tsx|js|mjs|cjs|json|css|html|svg|png|jpe?g|webp|woff2?)$/;
/** `formatMessage({ id: '…' })`, `<FormattedMessage id="…">`, `defineMessage({ id: '…' })`. */
const descriptorId =
  /(?:formatMessage\(\s*\{\s*id\s*:\s*|<FormattedMessage\b[^>]*?\bid=\{?\s*|defineMessages?\(\s*\{[^}]*?\bid\s*:\s*)(['"])([^'"]+)\1/g;
/**
 * The typed translator: `t('…')`, `useFormatMessage()('…')`, `typedMessage('…')`,
 * `t.message({ id: '…' })`. Any dotted id there counts, whatever its namespace, so an id of a new
 * namespace that is missing from the catalogues is reported too.
 */
const translatorId =
  /(?:\bt\(\s*|useFormatMessage\(\)\(\s*|\btypedMessage\(\s*|\.message\(\s*\{\s*id\s*:\s*)(['"`])([a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9]+)+)\1/g;

export interface IdUse {
  id: string;
  file: string;
}

/**
 * Ids the code uses: every dotted string literal whose first segment is one of the catalogues'
 * namespaces (`maintenance.title`, `validation.email.invalid`…), and every id given to `t`,
 * `typedMessage` or a react-intl descriptor whatever its namespace.
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
    for (const match of text.matchAll(translatorId)) uses.push({ id: match[2] ?? '', file });
  }
  return uses;
}
