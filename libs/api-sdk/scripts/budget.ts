#!/usr/bin/env node
/**
 * `npm run budget` (Nx target `budget`, after `build`), issue 3's budget:
 * - the built ESM output imports nothing from React or jotai (the SDK is framework-free);
 * - scripts/budget-entry.js bundled with everything it imports (openapi-fetch included), minified, is
 *   at most 5 KB gzipped.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { sdkRoot } from './contract.ts';

const BUDGET_BYTES = 5 * 1024;
const FRAMEWORK = /^(react|react-dom|jotai)(\/|$)/;
const failures: string[] = [];

const dist = join(sdkRoot, 'dist');
const builtFiles = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.js'),
);
if (builtFiles.length === 0) failures.push('dist/ holds no .js file: run the build first');
const importPattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;
for (const file of builtFiles) {
  const code = readFileSync(join(dist, file), 'utf8');
  const specifiers = [...code.matchAll(importPattern)].map((match) => match[1] ?? '');
  console.log(`dist/${file} imports: ${[...new Set(specifiers)].join(', ') || 'nothing'}`);
  for (const specifier of specifiers.filter((s) => FRAMEWORK.test(s))) {
    failures.push(`dist/${file} imports ${specifier}`);
  }
}

const output = (await build({
  configFile: false,
  root: sdkRoot,
  logLevel: 'silent',
  build: {
    write: false,
    minify: true,
    sourcemap: false,
    lib: { entry: join(sdkRoot, 'scripts/budget-entry.js'), formats: ['es'], fileName: 'entry' },
    rolldownOptions: { external: [] },
  },
})) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
const chunks = (Array.isArray(output) ? output : [output])
  .flatMap((result) => result.output)
  .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
const code = chunks.map((chunk) => chunk.code).join('\n');
for (const id of chunks.flatMap((chunk) => chunk.moduleIds)) {
  if (/node_modules\/(react|react-dom|jotai)\//.test(id))
    failures.push(`the bundle contains ${id}`);
}
const bundledModules = chunks
  .flatMap((chunk) => chunk.moduleIds)
  .map((id) => id.replace(/^.*node_modules\//, ''));
const gzip = gzipSync(code, { level: 9 }).length;
const format = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB (${bytes} B)`;
console.log(
  `bundled modules: ${bundledModules.map((id) => id.replace(sdkRoot + '/', '')).join(', ')}`,
);
console.log(`createApiClient + one middleware, minified: ${format(code.length)}`);
console.log(`gzip: ${format(gzip)} of a ${format(BUDGET_BYTES)} budget`);
if (gzip > BUDGET_BYTES) failures.push(`gzip size ${gzip} B is over the ${BUDGET_BYTES} B budget`);

if (failures.length > 0) {
  for (const failure of failures) console.error(`FAIL ${failure}`);
  process.exit(1);
}
console.log('budget: ok');
