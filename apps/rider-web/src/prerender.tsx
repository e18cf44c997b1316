/**
 * The build's prerender of the public pages (issue 29), run in Node by tools/vite/prerender.ts after
 * the browser build: each page rendered as a signed-out visitor gets it, in French and in English,
 * through the app's own tree and routes (a memory router at the page's address), so the browser
 * hydrates the very markup it was given.
 */
import { maintenanceAtom } from '@velo/auth/shell';
import { vpnCheckPath } from '@velo/feature-about';
import { loadLocale, type Locale } from '@velo/i18n';
import { accessibilityPath, legalNoticePath } from '@velo/site-config';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import { App, createRiderRouter } from './app/App';
import { basePath, createRiderRuntime } from './app/runtime';
import { routesResolved } from './prerendered';

/** Where a page is written and how: a route (`page`), or a page shown by the shell (maintenance). */
export interface PrerenderedPage {
  /** The app path, from the base (`/login`). */
  path: string;
  /**
   * `page`: hydrated as it is. `spinner`: a page whose content comes from the server (a reset key
   * checked by the API, a private route's data and the session) is the first-load spinner in the
   * app's frame until it arrives. `static`: not hydrated,
   * the app renders over it (the maintenance page, which a host serves while the service is down).
   */
  as: 'page' | 'spinner' | 'static';
  /** The file, from the build folder, without `.html` (the English one ends `.en.html`). */
  file: string;
}

const routePage = (path: string, as: 'page' | 'spinner' = 'page'): PrerenderedPage => ({
  path,
  as,
  file: `${path.slice(1)}/index`,
});

/**
 * Spec section 2.2's public pages, the legal notice, the accessibility statement and the VPN check;
 * the app's frame around the first-load spinner (spec section 2.1) as `index.html`, the HTML a host
 * serves for every other path of the app (the private routes: a signed-in rider sees the frame at
 * once, and the app hydrates it whoever is signed in); and the maintenance page.
 */
export const prerenderedPages: readonly PrerenderedPage[] = [
  routePage('/login'),
  routePage('/retrievePassword'),
  routePage('/resetPassword', 'spinner'),
  routePage('/registration'),
  routePage('/register'),
  routePage('/register/noClient'),
  routePage('/join/welcome'),
  routePage(legalNoticePath),
  routePage(accessibilityPath),
  routePage(vpnCheckPath),
  // Home, private: rendered before the session and the route table, it is the first-load frame.
  { path: '/', as: 'spinner', file: 'index' },
  { path: '/login', as: 'static', file: 'maintenance' },
];

export const prerenderedLocales: readonly Locale[] = ['fr', 'en'];

/** The page's description (`<meta name="description">`), in each language. */
export const descriptions: Readonly<Record<Locale, string>> = {
  fr: 'Velo : le vélo de fonction financé par votre employeur.',
  en: 'Velo: the company bike your employer pays for.',
};

/** The markup of #root for `page` in `locale`. */
export async function renderPage(page: PrerenderedPage, locale: Locale): Promise<string> {
  const pathname = `${basePath}${page.path}`;
  const runtime = createRiderRuntime({
    // The API is never called while a page that needs none is rendered; a spinner's loader, which
    // would, starts only in the browser (the router below is disposed of first).
    prerender: { origin: 'http://127.0.0.1', locale, pathname },
  });
  if (page.file === 'maintenance') runtime.store.set(maintenanceAtom, true);
  const messages = await loadLocale(locale);
  const router = createRiderRouter(runtime, (routes, options) =>
    createMemoryRouter(routes, { ...options, initialEntries: [pathname] }),
  );
  try {
    if (page.as !== 'spinner') await routesResolved(router);
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <App runtime={runtime} router={router} initialMessages={{ locale, messages }} />
      </StrictMode>,
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    router.dispose();
  }
}
