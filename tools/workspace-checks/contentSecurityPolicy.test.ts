import { describe, expect, it } from 'vitest';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import {
  contentSecurityPolicyFor,
  cspReportHandler,
  directiveOf,
  securityHeaders,
  securityHeadersFor,
} from '../vite/appServer.ts';
import {
  devApiGeoServices,
  geoServicesFromEnv,
  productionGeoServices,
} from '../vite/geoServices.ts';

describe('the Content-Security-Policy and the Géoplateforme services', () => {
  it('names exactly the geocoder host in connect-src and the tiles host in img-src, nothing broader', () => {
    const policy = securityHeaders['Content-Security-Policy'] ?? '';
    expect(directiveOf(policy, 'connect-src')).toEqual(["'self'", 'https://data.geopf.fr']);
    expect(directiveOf(policy, 'img-src')).toEqual(["'self'", 'data:', 'https://data.geopf.fr']);
    expect(directiveOf(policy, 'style-src')).toEqual(["'self'"]);
    expect(directiveOf(policy, 'script-src')).toEqual(["'self'"]);
    expect(policy).not.toMatch(/\*|unsafe-inline|unsafe-eval/);
  });

  it('follows the build configuration: the stand-ins of the dev API, or the env variables', () => {
    const dev = contentSecurityPolicyFor(devApiGeoServices('http://127.0.0.1:4300'));
    expect(directiveOf(dev, 'connect-src')).toEqual(["'self'", 'http://127.0.0.1:4300']);
    const custom = geoServicesFromEnv(
      {
        VITE_GEOCODING_URL: 'https://geo.example.fr/',
        VITE_MAP_TILES_URL: 'https://tiles.example.fr/wmts',
      },
      productionGeoServices,
    );
    expect(custom).toEqual({
      geocodingUrl: 'https://geo.example.fr',
      mapTilesUrl: 'https://tiles.example.fr/wmts',
    });
    const policy = contentSecurityPolicyFor(custom);
    expect(directiveOf(policy, 'connect-src')).toEqual(["'self'", 'https://geo.example.fr']);
    expect(directiveOf(policy, 'img-src')).toEqual(["'self'", 'data:', 'https://tiles.example.fr']);
    expect(geoServicesFromEnv({}, productionGeoServices)).toEqual(productionGeoServices);
    expect(() =>
      geoServicesFromEnv({ VITE_GEOCODING_URL: 'http://geo.example.fr' }, productionGeoServices),
    ).toThrow(/https/);
  });
});

describe('the headers every build sends', () => {
  it('every build sends HSTS, reports violations and reports Trusted Types', () => {
    const headers = securityHeadersFor();
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(directiveOf(headers['Content-Security-Policy'] ?? '', 'report-uri')).toEqual([
      '/csp-report',
    ]);
    expect(directiveOf(headers['Content-Security-Policy'] ?? '', 'report-to')).toEqual(['csp']);
    expect(headers['Reporting-Endpoints']).toBe('csp="/csp-report"');
    expect(headers['Content-Security-Policy-Report-Only']).toBe(
      "require-trusted-types-for 'script'; report-uri /csp-report; report-to csp",
    );
  });
});

describe('the CSP report endpoint', () => {
  async function post(body: string, log: string[], url = '/csp-report', method = 'POST') {
    const req = Object.assign(Readable.from([Buffer.from(body)]), {
      url,
      method,
      headers: { 'content-length': String(Buffer.byteLength(body)) },
    }) as unknown as IncomingMessage;
    const res = {
      statusCode: 200,
      headers: {} as Record<string, string>,
      setHeader(name: string, value: string) {
        this.headers[name] = value;
      },
    };
    let passed = false;
    await new Promise<void>((done) => {
      Object.assign(res, { end: () => done() });
      cspReportHandler((line) => log.push(line))(req, res as unknown as ServerResponse, () => {
        passed = true;
        done();
      });
    });
    // The log is written once the whole body is read.
    await new Promise((resolve) => setTimeout(resolve, 10));
    return { status: res.statusCode, passed };
  }

  it('logs each violation without query strings, tokens, ids or the code sample', async () => {
    const log: string[] = [];
    const legacy = {
      'csp-report': {
        'document-uri':
          'https://velo.example/rider/join/acme/Zq8t7-very-long-invite-token?token=abc',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'https://evil.example/x.js?key=secret-reset-key',
        'source-file': 'https://velo.example/rider/assets/a1b2.js',
        'script-sample': 'camille@acme.test',
      },
    };
    expect((await post(JSON.stringify(legacy), log)).status).toBe(204);
    const reportingApi = [
      {
        type: 'csp-violation',
        body: {
          documentURL: 'https://velo.example/rider/bikes/42#x',
          effectiveDirective: 'require-trusted-types-for',
          blockedURL: 'trusted-types-sink',
          disposition: 'report',
          sample: 'HTMLElement innerHTML|<b>FR76 3000 6000 0112 3456 7890 189</b>',
        },
      },
    ];
    expect((await post(JSON.stringify(reportingApi), log)).status).toBe(204);
    expect(log).toEqual([
      'CSP violation (enforce): script-src-elem refused https://evil.example/x.js on https://velo.example/rider/join/acme/:x (https://velo.example/rider/assets/a1b2.js)',
      'CSP violation (report): require-trusted-types-for refused trusted-types-sink on https://velo.example/rider/bikes/:x (-)',
    ]);
  });

  it('refuses what is not a report: other methods, bodies over 16 KiB; other paths pass on', async () => {
    const log: string[] = [];
    expect((await post('{}', log, '/csp-report', 'GET')).status).toBe(405);
    expect((await post('x'.repeat(16 * 1024 + 1), log)).status).toBe(413);
    expect((await post('not json', log)).status).toBe(204);
    expect((await post('{}', log, '/rider/')).passed).toBe(true);
    expect(log).toEqual([]);
  });
});
