/**
 * React Router's production module with its top-level components marked pure (tools/vite/pureReactRouter.ts):
 * what a bundle of the rider app's router alone keeps of it, and that the installed version still has
 * the shape the transform expects (an upgrade that changes it fails here, not silently in the budget).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withPureComponents } from '../vite/pureReactRouter.ts';

const productionDir = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const routerModule = readdirSync(productionDir)
  .filter((name) => name.endsWith('.mjs'))
  .map((name) => readFileSync(join(productionDir, name), 'utf8'))
  .find((code) => code.includes('function createRouter('));

describe('React Router production module, components marked pure', () => {
  it('finds the module that defines the router and its components', () => {
    expect(routerModule).toBeDefined();
    expect(routerModule).toMatch(/^var Link = React\d*\.forwardRef\(/m);
    expect(routerModule).toMatch(/^Link\.displayName = "Link";$/m);
  });

  it('marks each top-level forwardRef and createContext pure and drops the displayName writes', () => {
    const code = withPureComponents(routerModule ?? '');
    expect(code).toMatch(/^var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(code).toMatch(/^var NavLink = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(code).toMatch(/^var DataRouterContext = \/\* @__PURE__ \*\/ React\d*\.createContext\(/m);
    expect(code).not.toMatch(/^[\w$]+\.displayName = /m);
    // Nothing else changes, line by line: the source map of the module stays right.
    expect(code.split('\n')).toHaveLength((routerModule ?? '').split('\n').length);
    expect(code).toContain('function createRouter(');
  });

  it('leaves code that is not a top-level creation alone', () => {
    const source = [
      'function f() {',
      '  const inner = React.forwardRef(render);',
      '  inner.displayName = "Inner";',
      '}',
      'Component.displayName = computeName();',
    ].join('\n');
    expect(withPureComponents(source)).toBe(source);
  });
});
