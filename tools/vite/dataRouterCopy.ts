/**
 * React Router's production build is one large module (`dist/production/chunk-*.mjs`) holding both
 * what every page renders (`<RouterProvider>`, `<Link>`, the hooks) and the data router behind them
 * (`createRouter`: navigations, loaders, actions, fetchers, route discovery, some 15 KB gzip). A
 * bundler places a module whole in one chunk, so as soon as a lazy chunk calls `createRouter`, it is
 * in the first load of every page, though a page like /login needs none of it to show.
 *
 * This plugin gives the modules matched by `importers` (the app's `dataRouter.ts`) their own copy of
 * React Router's production files: the same code, under other module ids (`?data-router`), bundled
 * where those modules are, so the router goes to their lazy chunk. Nothing else changes: the copy is
 * tree-shaken to what they use, and the rest of the app keeps the one module it had.
 *
 * A copy is sound for the router alone, which holds no React context and keeps its state in the
 * object it returns: `<RouterProvider>` (from the shared module) reads it through its methods and
 * state, and React Router recognises its results by their shape (`isRouteErrorResponse`), not by
 * class. A build only: the dev server and the tests load `react-router` once, as before.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const copyQuery = '?data-router';
const virtualPrefix = '\0velo-data-router:';

export interface DataRouterCopyOptions {
  /** The modules that get the copy. */
  importers: RegExp;
  /** React Router's production entry files, by the specifier the app imports. */
  entries: Record<string, string>;
}

/** An entry's source with its relative imports pointed at the copy of the files they name. */
export function copiedEntry(code: string, entryFile: string): string {
  const dir = dirname(entryFile);
  return code.replace(
    /(from\s+|import\s*\(?\s*)(["'])(\.\.?\/[^"']+)\2/g,
    (_match, lead: string, quote: string, path: string) =>
      `${lead}${quote}${join(dir, path)}${copyQuery}${quote}`,
  );
}

export function dataRouterCopy({ importers, entries }: DataRouterCopyOptions): Plugin {
  const byFile = new Map(Object.entries(entries).map(([specifier, file]) => [file, specifier]));
  return {
    name: 'velo:data-router-copy',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      // The copy's own files import each other relatively: each stays in the copy.
      if (importer.endsWith(copyQuery) && source.startsWith('.')) {
        return `${join(dirname(importer.slice(0, -copyQuery.length)), source)}${copyQuery}`;
      }
      if (!importers.test(importer)) return null;
      const specifier = entries[source] ? source : byFile.get(source);
      return specifier ? `${virtualPrefix}${specifier}` : null;
    },
    load(id) {
      if (id.startsWith(virtualPrefix)) {
        const file = entries[id.slice(virtualPrefix.length)];
        if (!file) return null;
        return copiedEntry(readFileSync(file, 'utf8'), file);
      }
      if (id.endsWith(copyQuery)) return readFileSync(id.slice(0, -copyQuery.length), 'utf8');
      return null;
    },
  };
}
