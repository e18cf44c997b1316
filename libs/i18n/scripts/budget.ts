/**
 * Budget of issue 5, run by `npm test` (Nx `budget` target, after `build`):
 *
 * - the French catalogue chunk that the /login screen loads is at most 10 KB gzip;
 * - the production bundle contains no ICU MessageFormat parser;
 * - the catalogues stay lazy: neither is a static import of the entry.
 *
 * The rider app's login screen is not built yet, so the figures come from a production Vite build
 * of budget/main.tsx, a small real entry rendering the /login texts through I18nProvider with the
 * `@velo/i18n/vite` alias, the way apps/rider-web is to be configured. A second build without the
 * alias proves the parser detection can see the parser when it is there.
 */
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, defaultClientConditions } from 'vite';
import type { InlineConfig } from 'vite';
import { icuParserMarkers, noIcuParserAliases } from '../vite/index.js';
import { projectDir } from './compileMessages';

/** Issue 5 acceptance: "the French /login catalogue chunk is at most 10 KB gzip". */
export const frenchCatalogueBudgetBytes = 10 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

function probeConfig(outDir: string, withAlias: boolean): InlineConfig {
  return {
    configFile: false,
    root: join(projectDir, 'budget'),
    base: '/rider/',
    logLevel: 'warn',
    plugins: [react()],
    resolve: {
      conditions: ['@velo/source', ...defaultClientConditions],
      alias: withAlias ? noIcuParserAliases : [],
    },
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false },
  };
}

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js'))
    .map((f) => join(dir, f));
}

function parserMarkersIn(dir: string): { file: string; markers: string[] }[] {
  return jsFiles(dir)
    .map((file) => {
      const text = readFileSync(file, 'utf8');
      return {
        file: relative(dir, file),
        markers: icuParserMarkers.filter((m) => text.includes(m)),
      };
    })
    .filter((hit) => hit.markers.length > 0);
}

const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

async function main() {
  const probeDir = join(projectDir, 'dist/budget-probe');
  const controlDir = join(projectDir, 'dist/budget-control');
  await build(probeConfig(probeDir, true));
  await build(probeConfig(controlDir, false));

  const manifest = JSON.parse(
    readFileSync(join(probeDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const chunks = Object.entries(manifest);
  const catalogue = (locale: string) =>
    chunks.find(([key]) => key.endsWith(`src/generated/${locale}.ts`));
  const entry = chunks.find(([, chunk]) => chunk.isEntry);
  const fr = catalogue('fr');
  const en = catalogue('en');
  const failures: string[] = [];
  if (!entry || !fr || !en) throw new Error('The probe build has no entry or no catalogue chunk');

  const frBytes = gzipBytes(join(probeDir, fr[1].file));
  const enBytes = gzipBytes(join(probeDir, en[1].file));
  const entryBytes = gzipBytes(join(probeDir, entry[1].file));
  console.log(
    `French catalogue chunk (/login): ${fr[1].file} ${kb(frBytes)} gzip (${frBytes} B), budget ${kb(frenchCatalogueBudgetBytes)}`,
  );
  console.log(`English catalogue chunk: ${en[1].file} ${kb(enBytes)} gzip (${enBytes} B)`);
  const controlManifest = JSON.parse(
    readFileSync(join(controlDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const controlEntry = Object.values(controlManifest).find((chunk) => chunk.isEntry);
  const controlBytes = controlEntry ? gzipBytes(join(controlDir, controlEntry.file)) : Number.NaN;
  console.log(
    `Probe entry chunk (React, react-intl, provider): ${kb(entryBytes)} gzip; ` +
      `with the parser it would be ${kb(controlBytes)} (${kb(controlBytes - entryBytes)} saved)`,
  );
  if (frBytes > frenchCatalogueBudgetBytes)
    failures.push('the French catalogue chunk is over budget');

  const staticImports = entry[1].imports ?? [];
  const lazy = [fr[0], en[0]].every(
    (key) => !staticImports.includes(key) && (entry[1].dynamicImports ?? []).includes(key),
  );
  console.log(`Catalogues loaded lazily, one chunk per locale: ${lazy ? 'yes' : 'NO'}`);
  if (!lazy) failures.push('a catalogue is a static import of the entry');

  const found = parserMarkersIn(probeDir);
  const control = parserMarkersIn(controlDir);
  console.log(
    `ICU message parser in the production bundle: ${found.length === 0 ? 'absent' : 'PRESENT'} ` +
      `(${found.length} of ${jsFiles(probeDir).length} files carry parser markers)`,
  );
  console.log(
    `Control build without the alias: parser ${control.length > 0 ? 'detected' : 'NOT detected'} in ${control.map((c) => c.file).join(', ') || 'no file'}`,
  );
  if (found.length > 0)
    failures.push(`the ICU parser is in ${found.map((f) => f.file).join(', ')}`);
  if (control.length === 0) failures.push('the parser markers no longer detect the parser');

  if (failures.length > 0) {
    console.error(`Budget failed: ${failures.join('; ')}`);
    process.exit(1);
  }
  console.log('i18n budget: OK');
}

await main();
