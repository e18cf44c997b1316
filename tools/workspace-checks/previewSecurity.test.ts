/**
 * The rider app's production build and its preview server, attacked as a visitor would: a build with
 * the tag manager and error reporting configured, served by `vite preview`, must answer with HSTS and
 * a Content-Security-Policy that names the hosts that build loads and reports its violations, and
 * must give no one its source maps.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const workspaceRoot = join(import.meta.dirname, '../..');
const configFile = join(workspaceRoot, 'apps/rider-web/vite.config.ts');
const port = 4187;
const origin = `http://127.0.0.1:${port}`;
const sentryDsn = 'https://0123456789abcdef@o4507.ingest.de.sentry.io/4508';
const tagManagerId = 'GTM-ABC123';

let outDir = '';
let server: PreviewServer | undefined;

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((entry) => entry.trim())
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'velo-rider-build-'));
  const saved = { ...process.env };
  process.env['VITE_SENTRY_DSN'] = sentryDsn;
  process.env['VITE_TAG_MANAGER_ID'] = tagManagerId;
  try {
    await build({
      configFile,
      mode: 'production',
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
    });
    server = await preview({
      configFile,
      mode: 'production',
      logLevel: 'error',
      build: { outDir },
      preview: { port, strictPort: true },
    });
  } finally {
    process.env = saved;
  }
}, 240_000);

afterAll(async () => {
  await server?.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('the preview of a production build', () => {
  it('sends HSTS for at least a year, subdomains included', async () => {
    const response = await fetch(`${origin}/rider/`);
    expect(response.status).toBe(200);
    const hsts = response.headers.get('strict-transport-security') ?? '';
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0)).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toMatch(/includeSubDomains/);
  });

  it("names the tag manager's and the error reporter's hosts, which this build loads", async () => {
    const response = await fetch(`${origin}/rider/login`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(directive(policy, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(policy, 'connect-src')).toContain('https://o4507.ingest.de.sentry.io');
    expect(policy).not.toMatch(/\*|unsafe-inline|unsafe-eval/);
  });

  it('reports violations to a same-origin endpoint that accepts them, within a size limit', async () => {
    const response = await fetch(`${origin}/rider/`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(directive(policy, 'report-uri')).toEqual(['/csp-report']);
    expect(directive(policy, 'report-to')).toEqual(['csp']);
    expect(response.headers.get('reporting-endpoints')).toBe('csp="/csp-report"');
    expect(response.headers.get('content-security-policy-report-only') ?? '').toMatch(
      /require-trusted-types-for 'script'.*report-uri \/csp-report/,
    );

    const report = {
      'csp-report': {
        'document-uri': `${origin}/rider/join/acme/secret-invite-token?token=abc`,
        'violated-directive': 'script-src-elem',
        'blocked-uri': 'https://evil.example/x.js?key=1',
      },
    };
    const accepted = await fetch(`${origin}/csp-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify(report),
    });
    expect(accepted.status).toBe(204);
    const flood = await fetch(`${origin}/csp-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: 'x'.repeat(100_000),
    });
    expect(flood.status).toBe(413);
    expect((await fetch(`${origin}/csp-report`)).status).toBe(405);
  });

  it('gives no one the source maps: hidden in the build, 404 from the preview', async () => {
    const assets = readdirSync(join(outDir, 'assets'));
    const map = assets.find((name) => name.endsWith('.js.map'));
    const script = assets.find((name) => name.endsWith('.js'));
    expect(map, 'the build still writes its maps, for the error reporter').toBeDefined();
    expect(readFileSync(join(outDir, 'assets', script ?? ''), 'utf8')).not.toMatch(
      /sourceMappingURL/,
    );
    const response = await fetch(`${origin}/rider/assets/${map}`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toMatch(/"sources"/);
    expect((await fetch(`${origin}/rider/assets/${map}?x=1`)).status).toBe(404);
    expect((await fetch(`${origin}/rider/.security-headers.json`)).status).toBe(404);
  });
});
