/**
 * Server behaviour shared by the apps' dev and preview servers.
 *
 * - Everything is served on 127.0.0.1 only.
 * - A path outside the app's base redirects to the base (spec section 2.1: unknown paths go to /).
 * - The production preview carries the security headers the app ships with.
 */
import { fileURLToPath } from 'node:url';
import type { Connect, Plugin } from 'vite';
import { productionGeoServices, type GeoServices } from './geoServices.ts';

/**
 * Strict Content-Security-Policy: no inline script, no eval, nothing framed, no plugins.
 * Styles come from built CSS files; React, react-aria and Leaflet set inline styles through the
 * CSSOM, which CSP does not block. The only other hosts are the address lookup (`connect-src`) and
 * the map tiles (`img-src`) of the build's configuration (geoServices.ts), by origin, nothing broader.
 */
export function contentSecurityPolicyFor(geo: GeoServices = productionGeoServices): string {
  const geocoding = new URL(geo.geocodingUrl).origin;
  const tiles = new URL(geo.mapTilesUrl).origin;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: ${tiles}`,
    "font-src 'self'",
    `connect-src 'self' ${geocoding}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

export const contentSecurityPolicy = contentSecurityPolicyFor();

export function securityHeadersFor(
  geo: GeoServices = productionGeoServices,
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicyFor(geo),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self)',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

export const securityHeaders: Record<string, string> = securityHeadersFor();

/** Paths the app servers hand to someone else (the API proxy) and must not redirect. */
const passThroughPrefixes = ['/api/', '/auth/', '/__dev/'];

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

/**
 * Gives write-excel-file (the /exports workbooks) fflate with a `zip` that compresses where it is
 * called (fflateInPlace.ts): fflate's own worker, built from a `blob:` URL, is refused by the policy
 * above, which stays as strict as it is. For the app's build and for its workers' build.
 */
export function zipInPlace(): Plugin {
  const shim = fileURLToPath(new URL('./fflateInPlace.ts', import.meta.url));
  return {
    name: 'velo:zip-in-place',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'fflate' || !importer?.replaceAll('\\', '/').includes('/write-excel-file/')) {
        return null;
      }
      return shim;
    },
  };
}
