import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { noIcuParserAliases } from '@velo/i18n/vite';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defaultClientConditions, defaultServerConditions, defineConfig, loadEnv } from 'vite';
import {
  redirectOutsideBase,
  securityHeadersFor,
  securityOfBuild,
} from '../../tools/vite/appServer.ts';
import {
  devApiGeoServices,
  geoServicesFromEnv,
  productionGeoServices,
} from '../../tools/vite/geoServices.ts';
import { dataRouterCopy } from '../../tools/vite/dataRouterCopy.ts';
import { prerenderPages } from '../../tools/vite/prerender.ts';
import { pureReactRouter } from '../../tools/vite/pureReactRouter.ts';
import { sourceCondition } from '../../vitest.shared.ts';
import { thirdPartiesOfBuild } from './src/environment.ts';

/** The rider app lives under /rider (spec section 2.1). */
export const basePath = '/rider/';

/**
 * The dev API (tools/dev-api) answers /api and /auth; both app servers proxy them so the browser sees
 * one origin (its XSRF cookie and the app's `connect-src 'self'` policy rely on it). The dev server
 * also forwards the dev-only fault switch, /__dev/faults.
 */
const devApi = `http://127.0.0.1:${process.env['DEV_API_PORT'] ?? '4300'}`;
const apiProxy = { '^/(api|auth)/': { target: devApi } };

/**
 * React Router 7 ships a production build beside its development one, but its package exports name
 * only `dist/development` (remix-run/react-router#12532, #14753): a build would carry its development
 * warnings to every rider. A build therefore points `react-router` and `react-router/dom` (what
 * react-router-dom re-exports) at `dist/production`; the dev server and the tests keep the warnings.
 */
const reactRouterDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const productionRouterAliases = [
  { find: /^react-router$/, replacement: join(reactRouterDir, 'dist/production/index.mjs') },
  {
    find: /^react-router\/dom$/,
    replacement: join(reactRouterDir, 'dist/production/dom-export.mjs'),
  },
];

/** React 19 has `useSyncExternalStore`: a build leaves out the shim react-aria imports for React 17. */
const reactSyncStoreAliases = [
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: join(import.meta.dirname, '../../tools/vite/useSyncExternalStore.ts'),
  },
];

export default defineConfig(({ command, mode, isPreview, isSsrBuild }) => {
  // The address lookup and map tiles (tools/vite/geoServices.ts): the dev server uses the dev API's
  // stand-ins, a build and its preview the Géoplateforme, unless VITE_GEOCODING_URL or
  // VITE_MAP_TILES_URL say otherwise. The app reads the same values as the preview's CSP names.
  const env = { ...loadEnv(mode, import.meta.dirname, 'VITE_'), ...process.env };
  const geo = geoServicesFromEnv(
    env,
    command === 'serve' && !isPreview ? devApiGeoServices(devApi) : productionGeoServices,
  );
  // The build writes the headers of what it loads (the Géoplateforme's hosts, and the tag manager's
  // and error reporter's when configured) beside its files; the preview serves those, whatever its
  // own environment says (tools/vite/appServer.ts).
  const headers = securityHeadersFor(geo, thirdPartiesOfBuild(mode, env));
  return {
    root: import.meta.dirname,
    define: {
      'import.meta.env.VITE_GEOCODING_URL': JSON.stringify(geo.geocodingUrl),
      'import.meta.env.VITE_MAP_TILES_URL': JSON.stringify(geo.mapTilesUrl),
    },
    base: basePath,
    plugins: [
      securityOfBuild(headers),
      // The public pages as HTML in French and English (src/prerender.tsx), after the browser build;
      // their preview by the visitor's Accept-Language.
      prerenderPages({ entry: 'src/prerender.tsx', defaultLocale: 'fr' }),
      // What the app does not use of React Router's production module left out (its file tells why).
      pureReactRouter(),
      // React Router's router in the lazy chunk of src/app/dataRouter.ts, out of every first load.
      dataRouterCopy({
        importers: /[\\/]src[\\/]app[\\/]dataRouter\.ts$/,
        entries: { 'react-router-dom': join(reactRouterDir, 'dist/production/index.mjs') },
      }),
      react(),
      vanillaExtractPlugin(),
      redirectOutsideBase(basePath),
    ],
    // The prerender's server build (tools/vite/prerender.ts): one Node bundle with everything in it,
    // the workspace libs from their sources as in the browser build.
    ssr: {
      noExternal: true,
      resolve: {
        conditions: [sourceCondition, ...defaultServerConditions],
        externalConditions: [sourceCondition],
      },
    },
    // The /exports files' writer (issue 15, exportWorker.ts): a module worker of the app's origin.
    worker: { format: 'es' },
    // The catalogues ship precompiled, so react-intl's ICU parser is left out of the bundle.
    resolve: {
      conditions: [sourceCondition, ...defaultClientConditions],
      alias: [
        ...noIcuParserAliases,
        ...(command === 'build' ? [...productionRouterAliases, ...reactSyncStoreAliases] : []),
      ],
    },
    server: {
      host: '127.0.0.1',
      port: 4200,
      strictPort: true,
      proxy: { ...apiProxy, '^/__dev/': { target: devApi } },
    },
    preview: {
      host: '127.0.0.1',
      port: 4173,
      strictPort: true,
      proxy: apiProxy,
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // Maps are written for the error reporter (scripts/upload-sourcemaps.mjs uploads them when
      // SENTRY_AUTH_TOKEN is set) but not referenced from the scripts, and the preview answers 404
      // for them: a visitor never gets the app's sources.
      sourcemap: 'hidden',
      // No modulepreload polyfill on every first load: browsers without <link rel="modulepreload">
      // (Safari before 17) still fetch each module through the import graph, one hop later.
      modulePreload: { polyfill: false },
      rolldownOptions: isSsrBuild
        ? {}
        : {
            output: {
              // Lazy chunks are named by their content hash alone: the entry lists every chunk a screen may
              // preload, and names there weigh on each first load (/login budget); source maps still name
              // the modules.
              chunkFileNames: 'assets/[hash].js',
              // What the first page needs (statically imported from the entry) in three shared chunks,
              // instead of one small chunk per set of importers: fewer requests and better compression
              // for the /login budget (about 7 KB gzip less than the automatic split), and no chunk above
              // its 100 KB. Lazy screens import from them; React and the other packages change less often
              // than the app, so they stay cached across releases.
              codeSplitting: {
                groups: [
                  {
                    name: 'react',
                    tags: ['$initial'],
                    test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                    priority: 3,
                  },
                  { name: 'vendor', tags: ['$initial'], test: /node_modules/, priority: 2 },
                  { name: 'app', tags: ['$initial'], priority: 1 },
                ],
              },
            },
          },
    },
  };
});
