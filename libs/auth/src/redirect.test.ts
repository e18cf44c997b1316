// @vitest-environment node
// Pure functions: no DOM needed, and Node's native WHATWG URL is much faster than jsdom's.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect';

const origin = 'https://velo.example';
const runs = { numRuns: 1000 };

/** Paths the app really routes to: segments of URL-safe characters, optional query and hash. */
const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
const appPath = fc
  .tuple(
    fc.array(segment, { minLength: 0, maxLength: 5 }),
    fc.option(fc.stringMatching(/^[a-z]{1,6}=[a-z0-9]{0,6}$/), { nil: undefined }),
    fc.option(fc.stringMatching(/^[a-z]{1,8}$/), { nil: undefined }),
  )
  .map(
    ([segments, query, hash]) =>
      `/${segments.join('/')}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`,
  );

/** Inputs built to escape: schemes, hosts, slashes and backslashes, control characters. */
const hostile = fc
  .tuple(
    fc.constantFrom(
      'https://',
      'http://',
      '//',
      '/\\',
      '\\\\',
      '/\t/',
      '/\n/',
      'javascript:',
      'JaVaScRiPt:',
      'data:',
      ' //',
      '/.//',
      '/rider//',
      '%2F%2F',
      '',
    ),
    fc.constantFrom('evil.example', 'evil.example/phish', 'alert(1)', '@evil.example', ''),
  )
  .map(([prefix, rest]) => `${prefix}${rest}`);

/** A result is safe when, resolved against the app (with or without its base), it stays there. */
function staysInApp(result: string, base: string): boolean {
  if (!result.startsWith('/') || result.startsWith('//') || result.includes('\\')) return false;
  return (
    new URL(result, origin).origin === origin &&
    new URL(`${base}${result}`, origin).origin === origin
  );
}

// 1000 runs each: generous time-out so a busy shared machine cannot fail them.
describe('safeRedirectPath (spec section 2.1, no open redirect)', { timeout: 60_000 }, () => {
  it('keeps a path inside the app, with its query and hash', () => {
    expect(safeRedirectPath('/my-rent?tab=schedule#next', '/rider')).toBe(
      '/my-rent?tab=schedule#next',
    );
    expect(safeRedirectPath('/', '/rider')).toBe('/');
  });

  it('answers a path that carries the base path relative to the app', () => {
    expect(safeRedirectPath('/rider/profile', '/rider')).toBe('/profile');
    expect(safeRedirectPath('/rider', '/rider')).toBe('/');
    expect(safeRedirectPath('/riders-club', '/rider')).toBe('/riders-club');
  });

  it.each([
    'https://elsewhere.example',
    'http://elsewhere.example/rider/profile',
    '//elsewhere.example',
    '/\\elsewhere.example',
    '\\\\elsewhere.example',
    '/\t/elsewhere.example',
    'javascript:alert(1)',
    ' /profile',
    'profile',
    '/.//elsewhere.example',
    '/rider//elsewhere.example',
    '',
  ])('ignores %j', (from) => {
    expect(safeRedirectPath(from, '/rider')).toBeNull();
  });

  it('ignores anything that is not a string', () => {
    for (const from of [null, undefined, 42, ['/profile'], { pathname: '/profile' }]) {
      expect(safeRedirectPath(from, '/rider')).toBeNull();
    }
  });

  it('property: a path of the app comes back unchanged', () => {
    fc.assert(
      fc.property(appPath, (path) => {
        fc.pre(!path.startsWith('/rider/') && path !== '/rider');
        expect(safeRedirectPath(path, '/rider')).toBe(path);
      }),
      runs,
    );
  });

  it('property: whatever the input, the answer is null or a path that stays in the app', () => {
    fc.assert(
      fc.property(
        // binary-ascii brings control characters and backslashes; grapheme brings non-ASCII text.
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'binary-ascii' }),
          fc.string({ unit: 'grapheme' }),
          hostile,
          appPath,
        ),
        fc.constantFrom('', '/rider', '/rider/', '/fleet'),
        (from, base) => {
          // A boolean predicate: fast-check reports and shrinks the counterexample on failure.
          const result = safeRedirectPath(from, base);
          return result === null || staysInApp(result, base.replace(/\/$/, ''));
        },
      ),
      runs,
    );
  });

  it('property: an input built to leave the app is always refused', () => {
    fc.assert(
      fc.property(hostile, fc.constantFrom('', '/rider'), (from, base) => {
        const result = safeRedirectPath(from, base);
        expect(result === null || staysInApp(result, base)).toBe(true);
        if (/^(https?:|\/\/|\/\\|\\\\|javascript:|data:)/i.test(from)) expect(result).toBeNull();
      }),
      runs,
    );
  });
});
