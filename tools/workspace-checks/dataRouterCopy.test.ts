/**
 * React Router's router in a copy of its own (tools/vite/dataRouterCopy.ts): the modules it is given
 * to import React Router's production files under other ids, everything else the files themselves,
 * and the installed version still has the shape the copy relies on.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { copiedEntry, dataRouterCopy } from '../vite/dataRouterCopy.ts';

const productionDir = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const entry = join(productionDir, 'index.mjs');
const plugin = dataRouterCopy({
  importers: /[\\/]src[\\/]app[\\/]dataRouter\.ts$/,
  entries: { 'react-router-dom': entry },
});
const importer = '/work/apps/rider-web/src/app/dataRouter.ts';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const resolveId = (source: string, from?: string) =>
  (plugin.resolveId as Hook).call({}, source, from, {}) as string | null;
const load = (id: string) => (plugin.load as Hook).call({}, id) as string | null;

describe('the data router copy', () => {
  it('gives the router module its own copy of React Router, whose router comes from the copy', () => {
    const id = resolveId('react-router-dom', importer);
    expect(id).toMatch(/^\0velo-data-router:/);
    const code = load(id ?? '') ?? '';
    // The copy's entry exports the router under the name the app imports…
    expect(code).toMatch(/createRouter as UNSAFE_createRouter/);
    // …from the copy of the module that defines it, never from the shared one.
    const sources = [...code.matchAll(/from\s+"([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources.filter((path) => path.includes('dist/production'))) {
      expect(source).toMatch(/\.mjs\?data-router$/);
    }
    const routerFile = sources
      .filter((source) => source.endsWith('?data-router'))
      .find((source) => (load(source) ?? '').includes('function createRouter('));
    expect(routerFile).toBeDefined();
    expect(load(routerFile ?? '')).toBe(
      readFileSync(routerFile?.replace(/\?data-router$/, '') ?? '', 'utf8'),
    );
  });

  it('keeps a copied file’s relative imports in the copy', () => {
    const from = `${join(productionDir, 'index.mjs')}?data-router`;
    expect(resolveId('./chunk-A.mjs', from)).toBe(
      `${join(productionDir, 'chunk-A.mjs')}?data-router`,
    );
    // Packages (React) are the app's own: one React.
    expect(resolveId('react', from)).toBeNull();
  });

  it('leaves every other module with the one React Router', () => {
    expect(resolveId('react-router-dom', '/work/apps/rider-web/src/app/App.tsx')).toBeNull();
    expect(resolveId('react-router-dom')).toBeNull();
    expect(load(entry)).toBeNull();
  });

  it('rewrites relative imports and exports, and nothing else', () => {
    const code = [
      'import { a } from "./chunk-A.mjs";',
      "export { b } from './chunk-B.mjs';",
      'import * as React from "react";',
      'const lazy = import("./chunk-C.mjs");',
    ].join('\n');
    expect(copiedEntry(code, '/p/dist/production/index.mjs').split('\n')).toEqual([
      'import { a } from "/p/dist/production/chunk-A.mjs?data-router";',
      "export { b } from '/p/dist/production/chunk-B.mjs?data-router';",
      'import * as React from "react";',
      'const lazy = import("/p/dist/production/chunk-C.mjs?data-router");',
    ]);
  });
});

// A build-only plugin: the dev server and the tests load React Router once.
it('applies to builds only', () => {
  expect((plugin as Plugin).apply).toBe('build');
});
