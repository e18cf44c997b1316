/**
 * The Content-Security-Policy of a rider build, from its mode and `VITE_` variables as
 * vite.config.ts computes it: it names the tag manager's and the error reporter's hosts exactly when
 * the build loads them.
 */
import { describe, expect, it } from 'vitest';
import { directiveOf, securityHeadersFor } from '../../../tools/vite/appServer.ts';
import { productionGeoServices } from '../../../tools/vite/geoServices.ts';
import { thirdPartiesOfBuild } from './environment';

describe('the policy of a build names exactly the third parties it loads', () => {
  const dsn = 'https://0123456789abcdef@o4507.ingest.de.sentry.io/4508';
  const configured = { VITE_SENTRY_DSN: dsn, VITE_TAG_MANAGER_ID: 'GTM-ABC123' };
  const policyOf = (mode: string, env: Record<string, string>) =>
    securityHeadersFor(productionGeoServices, thirdPartiesOfBuild(mode, env))[
      'Content-Security-Policy'
    ] ?? '';

  it('a production build with the tag manager and error reporting names both hosts', () => {
    const policy = policyOf('production', configured);
    expect(directiveOf(policy, 'script-src')).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
    ]);
    expect(directiveOf(policy, 'img-src')).toEqual([
      "'self'",
      'data:',
      'https://data.geopf.fr',
      'https://www.googletagmanager.com',
    ]);
    expect(directiveOf(policy, 'connect-src')).toEqual([
      "'self'",
      'https://data.geopf.fr',
      'https://www.googletagmanager.com',
      'https://o4507.ingest.de.sentry.io',
    ]);
    expect(directiveOf(policy, 'worker-src')).toEqual(["'self'", 'blob:']);
    // The DSN's key is no part of the policy.
    expect(policy).not.toContain('0123456789abcdef');
  });

  it('a build without them, or whose mode starts neither, names neither', () => {
    for (const policy of [
      policyOf('production', {}),
      policyOf('e2e', configured),
      policyOf('development', configured),
    ]) {
      expect(policy).not.toMatch(/googletagmanager|sentry|blob:/);
      expect(directiveOf(policy, 'worker-src')).toBeUndefined();
    }
    // Staging reports errors but injects no tag manager; an invalid container id injects nothing.
    const staging = policyOf('staging', configured);
    expect(staging).toContain('https://o4507.ingest.de.sentry.io');
    expect(staging).not.toContain('googletagmanager');
    expect(policyOf('production', { VITE_TAG_MANAGER_ID: 'UA-1' })).not.toContain('googletag');
    expect(() => policyOf('production', { VITE_SENTRY_DSN: 'http://k@sentry.example/1' })).toThrow(
      /https/,
    );
  });
});
