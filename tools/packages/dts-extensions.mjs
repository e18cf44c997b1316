#!/usr/bin/env node
/**
 * Rewrites the relative imports of the emitted type declarations (`dist/**\/*.d.ts`) to full file
 * paths: `./createApiClient` → `./createApiClient.js`, `./generated` → `./generated/index.js`.
 * The sources import without extensions (`moduleResolution: bundler`), and tsc copies the specifiers
 * as written, so a consumer typechecking with `moduleResolution: nodenext` got TS2834 on every
 * declaration file (issue 16). TypeScript maps `./x.js` back to `./x.d.ts`, so the same files work
 * under `bundler` too. Usage: `node dts-extensions.mjs <dist folder>` after `tsc -p tsconfig.lib.json`.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import process from 'node:process';

const dist = resolve(process.argv[2] ?? 'dist');
// `from './x'`, `import('./x')`, `import './x'`: the only forms tsc emits in declarations.
const specifier = /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;

let rewritten = 0;
const unresolved = [];
for (const name of readdirSync(dist, { recursive: true })) {
  const file = join(dist, String(name));
  if (!file.endsWith('.d.ts')) continue;
  const text = readFileSync(file, 'utf8');
  const next = text.replace(specifier, (whole, lead, quote, path) => {
    const base = resolve(dirname(file), path);
    let target;
    // `./Button.css` is a vanilla-extract module (Button.css.ts → Button.css.d.ts): checked first.
    if (existsSync(`${base}.d.ts`)) target = `${path}.js`;
    else if (/\.(js|mjs|cjs|json)$/.test(path)) return whole;
    else if (existsSync(join(base, 'index.d.ts'))) target = `${path.replace(/\/$/, '')}/index.js`;
    if (!target) {
      unresolved.push(`${file}: ${path}`);
      return whole;
    }
    rewritten += 1;
    return `${lead}${quote}${target}${quote}`;
  });
  if (next !== text) writeFileSync(file, next);
}
if (unresolved.length > 0) {
  console.error(
    `Declaration imports with no declaration file behind them:\n${unresolved.join('\n')}`,
  );
  process.exit(1);
}
console.log(`${dist}: ${rewritten} relative declaration imports given their file extension`);
