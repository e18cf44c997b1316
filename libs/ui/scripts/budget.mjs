#!/usr/bin/env node
/**
 * Bundle budget of @velo/ui (issue 6): a page importing only `@velo/ui/Button` must ship no code of
 * any other component. The page is built with Vite as an app would build it (vanilla-extract
 * emitting CSS, react-aria-components tree-shaken), then the modules of the output are checked.
 *
 * It prints:
 * - the whole page (React, react-aria and the Button, JS + CSS), gzip;
 * - the Button's own share (everything bare-imported left out), gzip, held to `buttonOwnBudget`.
 *
 * A control page that also imports Dialog must be reported, proving the check can fail.
 */
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import console from 'node:console';
import { isAbsolute, join, relative, sep } from 'node:path';
import process from 'node:process';
import { gzipSync } from 'node:zlib';
import { build, defaultClientConditions } from 'vite';

const root = join(import.meta.dirname, '..');
const componentsDir = join(root, 'src/components') + sep;
/** Gzip bytes of the Button's own JS and CSS (no React, no react-aria). */
const buttonOwnBudget = 5 * 1024;
/** What the Button may pull in besides its own folder: shared internals, theme, tokens, strings. */
const allowedComponentFolders = new Set(['Button', 'private']);

async function buildPage(entry, { externalBare }) {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [vanillaExtractPlugin()],
    resolve: { conditions: ['@velo/source', ...defaultClientConditions] },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      cssCodeSplit: false,
      modulePreload: false,
      rolldownOptions: {
        input: join(root, 'budget', entry),
        ...(externalBare
          ? {
              external: (id) =>
                !id.startsWith('.') &&
                !isAbsolute(id) &&
                !id.startsWith('\0') &&
                !id.startsWith('@velo/'),
            }
          : {}),
      },
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  const moduleIds = outputs.flatMap((item) => (item.type === 'chunk' ? item.moduleIds : []));
  const gzip = (filter) =>
    outputs
      .filter(filter)
      .reduce(
        (sum, item) => sum + gzipSync(item.type === 'chunk' ? item.code : item.source).length,
        0,
      );
  return {
    moduleIds,
    jsGzip: gzip((item) => item.type === 'chunk'),
    cssGzip: gzip((item) => item.type === 'asset' && item.fileName.endsWith('.css')),
  };
}

/** The components (other than the allowed folders) whose modules are in a build. */
function foreignComponents(moduleIds) {
  const found = new Set();
  for (const id of moduleIds) {
    const path = id.replace(/^\0/, '').split('?')[0];
    if (!path.startsWith(componentsDir)) continue;
    const folder = relative(componentsDir, path).split(sep)[0];
    if (folder && !allowedComponentFolders.has(folder)) found.add(folder);
  }
  return [...found].sort();
}

const kB = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;
let failed = false;

const page = await buildPage('button-page.tsx', { externalBare: false });
const own = await buildPage('button-page.tsx', { externalBare: true });
const control = await buildPage('button-and-dialog-page.tsx', { externalBare: true });

const foreign = foreignComponents(page.moduleIds);
console.log(
  `Button-only page, whole (React + react-aria + Button): JS ${kB(page.jsGzip)} + CSS ${kB(page.cssGzip)} gzip`,
);
console.log(
  `Button's own code: JS ${kB(own.jsGzip)} + CSS ${kB(own.cssGzip)} = ${kB(own.jsGzip + own.cssGzip)} gzip (budget ${kB(buttonOwnBudget)})`,
);

if (foreign.length > 0) {
  console.error(
    `FAIL: the Button-only page contains code of other components: ${foreign.join(', ')}`,
  );
  failed = true;
} else {
  console.log('OK: the Button-only page contains no code of any other component.');
}
if (own.jsGzip + own.cssGzip > buttonOwnBudget) {
  console.error(`FAIL: the Button's own code is over its budget of ${kB(buttonOwnBudget)} gzip.`);
  failed = true;
}
const controlForeign = foreignComponents(control.moduleIds);
if (!controlForeign.includes('Dialog')) {
  console.error(
    'FAIL: the control page imports Dialog but the check did not see it: the check is broken.',
  );
  failed = true;
} else {
  console.log(
    `Check of the check: a page that also imports Dialog is reported (${controlForeign.join(', ')}).`,
  );
}

process.exit(failed ? 1 : 0);
