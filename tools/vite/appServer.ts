/**
 * Server behaviour shared by the apps' dev and preview servers.
 *
 * - Everything is served on 127.0.0.1 only.
 * - A path outside the app's base redirects to the base (spec section 2.1: unknown paths go to /).
 * - The production preview carries the security headers its build emitted (HSTS, the CSP with its
 *   reporting endpoint), serves no source map and accepts CSP reports.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { productionGeoServices, type GeoServices } from './geoServices.ts';

/**
 * The third-party services a build loads besides the Géoplateforme, from its own configuration (the
 * rider app's `thirdPartiesOfBuild`): the error reporter's ingest host, from the DSN the build
 * reports to, and whether the build injects the tag manager. The policy of a build names these and
 * nothing else, so a build without them names neither.
 */
export interface ThirdParties {
  /** The Sentry DSN, when this build starts error reporting. */
  sentryDsn?: string | undefined;
  /** Whether this build injects the tag-manager script. */
  tagManager?: boolean | undefined;
}

/** Google Tag Manager's host: its script, and the pings it sends (fetch, image) to the same host. */
export const tagManagerOrigin = 'https://www.googletagmanager.com';

/** Where browsers send the policy's violation reports: same origin, handled by `securityOfBuild`. */
export const cspReportPath = '/csp-report';
/** The name `report-to` gives the endpoint that `Reporting-Endpoints` defines. */
const cspReportGroup = 'csp';
const reporting = [`report-uri ${cspReportPath}`, `report-to ${cspReportGroup}`];

/** The origin Sentry's browser SDK sends to: the DSN's host (its key, the user part, is not in it). */
export function sentryIngestOrigin(dsn: string): string {
  const url = new URL(dsn);
  if (url.protocol !== 'https:' && url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') {
    throw new Error(`VITE_SENTRY_DSN must be https: ${url.origin}`);
  }
  return url.origin;
}

/**
 * Strict Content-Security-Policy: no inline script, no eval, nothing framed, no plugins.
 * Styles come from built CSS files; React, react-aria and Leaflet set inline styles through the
 * CSSOM, which CSP does not block. The only other hosts are the address lookup (`connect-src`) and
 * the map tiles (`img-src`) of the build's configuration (geoServices.ts), by origin, nothing broader,
 * and the third parties that build loads:
 * - the tag manager (prod with VITE_TAG_MANAGER_ID): its host for its script and its pings. The tags
 *   a container fires are configured in the tag manager, not here: any host they need is added to
 *   this function before the container uses it;
 * - error reporting (prod and staging with VITE_SENTRY_DSN): the DSN's ingest host in `connect-src`,
 *   and `blob:` workers, the only way Sentry's session replay starts its compression worker (the SDK
 *   itself is one of the build's own chunks). A build without it refuses `blob:` workers.
 * Violations are reported to `cspReportPath` (`report-uri`, and `report-to` for the Reporting API).
 */
export function contentSecurityPolicyFor(
  geo: GeoServices = productionGeoServices,
  thirdParties: ThirdParties = {},
): string {
  const geocoding = new URL(geo.geocodingUrl).origin;
  const tiles = new URL(geo.mapTilesUrl).origin;
  const tagManager = thirdParties.tagManager ? [tagManagerOrigin] : [];
  const sentry = thirdParties.sentryDsn ? [sentryIngestOrigin(thirdParties.sentryDsn)] : [];
  const hosts = (...list: string[]) => [...new Set(list)].join(' ');
  return [
    "default-src 'self'",
    hosts("script-src 'self'", ...tagManager),
    "style-src 'self'",
    hosts("img-src 'self' data:", tiles, ...tagManager),
    "font-src 'self'",
    hosts("connect-src 'self'", geocoding, ...tagManager, ...sentry),
    ...(sentry.length ? ["worker-src 'self' blob:"] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    ...reporting,
  ].join('; ');
}

/**
 * Trusted Types, reported but not enforced: with `require-trusted-types-for 'script'` enforced, a
 * string written to a DOM sink that parses HTML or loads a script is refused, and libraries of the
 * app still write such strings:
 * - Leaflet (the map of /stores) sets `innerHTML` for its zoom buttons, its attribution and every
 *   `divIcon` marker, so the map would not draw;
 * - the tag manager sets script URLs and HTML for the tags it fires, and Sentry's session replay
 *   creates its worker from a string URL.
 * The app's own code and React write none (the e2e suite runs with this policy and reports none
 * outside the map). Each violation reaches `cspReportPath`, which shows what is left before the
 * directive moves to the enforced policy.
 */
export const trustedTypesReportOnlyPolicy = [
  "require-trusted-types-for 'script'",
  ...reporting,
].join('; ');

/** HSTS for two years on the domain and its subdomains; not `preload`, which would bind every
 * subdomain of the production domain for good, before that domain and its hosts are settled. */
export const strictTransportSecurity = 'max-age=63072000; includeSubDomains';

export function securityHeadersFor(
  geo: GeoServices = productionGeoServices,
  thirdParties: ThirdParties = {},
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicyFor(geo, thirdParties),
    'Content-Security-Policy-Report-Only': trustedTypesReportOnlyPolicy,
    'Reporting-Endpoints': `${cspReportGroup}="${cspReportPath}"`,
    'Strict-Transport-Security': strictTransportSecurity,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self)',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

export const contentSecurityPolicy = contentSecurityPolicyFor();
export const securityHeaders: Record<string, string> = securityHeadersFor();

/** The file a build writes its security headers to, in its output folder (the preview answers 404). */
export const securityHeadersFile = '.security-headers.json';

/** The largest CSP report accepted; a browser's are a few hundred bytes. */
export const cspReportLimit = 16 * 1024;
/** Reports logged per minute at most; the others are counted, so a flood does not fill the log. */
const reportsLoggedPerMinute = 60;

/**
 * A URL as it may be logged: no query, no fragment, and (for a page's address) no path segment that
 * may be a token or an id. A script's path (a built chunk's name) is kept.
 */
function loggableUrl(value: unknown, maskPath = true): string {
  if (typeof value !== 'string' || value === '') return '-';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    // A keyword: inline, eval, trusted-types-sink, wasm-eval…
    return /^[a-z-]{1,40}$/.test(value) ? value : '-';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return url.protocol;
  if (!maskPath) return `${url.origin}${url.pathname}`;
  const path = url.pathname
    .split('/')
    .map((segment) => (segment.length > 24 || /\d/.test(segment) ? ':x' : segment))
    .join('/');
  return `${url.origin}${path}`;
}

interface ViolationSummary {
  disposition: string;
  directive: string;
  blocked: string;
  document: string;
  source: string;
}

/** The few fields of a report worth logging, whichever format it came in; never its `sample`. */
function violations(body: unknown): ViolationSummary[] {
  const entries: Record<string, unknown>[] = [];
  if (Array.isArray(body)) {
    // Reporting API (`report-to`): [{ type: 'csp-violation', body: { documentURL, … } }]
    for (const report of body.slice(0, 20)) {
      const inner = (report as { type?: unknown; body?: unknown } | null) ?? {};
      if (inner.type === 'csp-violation' && inner.body && typeof inner.body === 'object') {
        const b = inner.body as Record<string, unknown>;
        entries.push({
          disposition: b['disposition'],
          directive: b['effectiveDirective'],
          blocked: b['blockedURL'],
          document: b['documentURL'],
          source: b['sourceFile'],
        });
      }
    }
  } else if (body && typeof body === 'object' && 'csp-report' in body) {
    // `report-uri`: { "csp-report": { "document-uri": …, … } }
    const b = ((body as Record<string, unknown>)['csp-report'] ?? {}) as Record<string, unknown>;
    entries.push({
      disposition: b['disposition'],
      directive: b['effective-directive'] ?? b['violated-directive'],
      blocked: b['blocked-uri'],
      document: b['document-uri'],
      source: b['source-file'],
    });
  }
  return entries.map((entry) => ({
    disposition: entry['disposition'] === 'report' ? 'report' : 'enforce',
    directive:
      typeof entry['directive'] === 'string' && /^[a-z-]{1,40}$/.test(entry['directive'])
        ? entry['directive']
        : '-',
    blocked: loggableUrl(entry['blocked']),
    document: loggableUrl(entry['document']),
    source: loggableUrl(entry['source'], false),
  }));
}

/**
 * POST /csp-report: where browsers send the policy's violations (both formats), at most
 * `cspReportLimit` bytes, answered 204 and logged as one line each without query strings, tokens or
 * the report's sample of the offending code.
 */
export function cspReportHandler(
  log: (line: string) => void = (line) => console.warn(line),
): Connect.NextHandleFunction {
  let windowStart = 0;
  let logged = 0;
  let dropped = 0;
  return (req, res, next) => {
    if ((req.url ?? '').split('?')[0] !== cspReportPath) {
      next();
      return;
    }
    if (req.method !== 'POST') {
      res.statusCode = 405;
      res.setHeader('Allow', 'POST');
      res.end();
      return;
    }
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > cspReportLimit) {
      res.statusCode = 413;
      res.setHeader('Connection', 'close');
      res.end();
      req.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > cspReportLimit && !refused) {
        refused = true;
        res.statusCode = 413;
        res.setHeader('Connection', 'close');
        res.end();
      }
      if (!refused) chunks.push(chunk);
    });
    req.on('end', () => {
      if (refused) return;
      res.statusCode = 204;
      res.end();
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return;
      }
      const now = Date.now();
      if (now - windowStart > 60_000) {
        if (dropped > 0) log(`CSP reports: ${dropped} more not logged in the last minute`);
        windowStart = now;
        logged = 0;
        dropped = 0;
      }
      for (const v of violations(body)) {
        if (logged >= reportsLoggedPerMinute) {
          dropped += 1;
          continue;
        }
        logged += 1;
        log(
          `CSP violation (${v.disposition}): ${v.directive} refused ${v.blocked} on ${v.document} (${v.source})`,
        );
      }
    });
  };
}

/**
 * Source maps are for the error reporter (uploaded with the release), never for a visitor; the
 * headers file is for the host's configuration, not a page.
 */
const notPublished: Connect.NextHandleFunction = (req, res, next) => {
  const raw = (req.url ?? '/').split(/[?#]/)[0] ?? '/';
  let path = raw;
  try {
    path = decodeURIComponent(raw);
  } catch {
    // A malformed escape: judged as it was sent.
  }
  if (/\.map$/i.test(path) || path.endsWith(`/${securityHeadersFile}`)) {
    res.statusCode = 404;
    res.end();
    return;
  }
  next();
};

/**
 * The security of a build, one home for both sides:
 * - `vite build` writes `headers` (computed from that build's configuration) to
 *   `securityHeadersFile` in its output folder, so the policy travels with what it describes;
 * - `vite preview` sends the headers of the build it serves, read from that file (never the ones of
 *   the current environment, which may name other hosts), on every answer; answers 404 for any
 *   `.map` and for that file; and accepts the policy's violation reports at `cspReportPath`.
 */
export function securityOfBuild(headers: Record<string, string>): Plugin {
  let outDir = '';
  return {
    name: 'velo:security-of-build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: securityHeadersFile,
        source: `${JSON.stringify(headers, null, 2)}\n`,
      });
    },
    configurePreviewServer(server) {
      const file = join(outDir, securityHeadersFile);
      if (!existsSync(file)) {
        throw new Error(`${file} is missing: build the app again before previewing it`);
      }
      const built = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(built)) res.setHeader(name, value);
        next();
      });
      server.middlewares.use(notPublished);
      server.middlewares.use(cspReportHandler((line) => server.config.logger.warn(line)));
    },
  };
}

/** Paths the app servers hand to someone else (the API proxy) and must not redirect. */
const passThroughPrefixes = ['/api/', '/auth/', '/__dev/', cspReportPath];

export function redirectOutsideBase(base: string): Plugin {
  const middleware: Connect.NextHandleFunction = (req, res, next) => {
    const url = req.url ?? '/';
    const path = url.split('?')[0] ?? '/';
    if (path.startsWith(base) || passThroughPrefixes.some((prefix) => path.startsWith(prefix))) {
      next();
      return;
    }
    res.statusCode = 302;
    res.setHeader('Location', base);
    res.end();
  };
  return {
    name: 'velo:redirect-outside-base',
    configureServer(server) {
      server.middlewares.use(middleware);
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware);
    },
  };
}

/** The sources one directive of a policy names (`undefined` when the policy has no such directive). */
export function directiveOf(policy: string, name: string): string[] | undefined {
  return policy
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);
}
