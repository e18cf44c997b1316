/**
 * A prerendered page paints from its HTML and stylesheets alone; the app's scripts only hydrate it.
 * Left in the head as Vite writes them (`<script type="module">` and a `<link rel="modulepreload">`
 * per shared chunk), they are fetched at high priority beside the stylesheets the first paint waits
 * for: on a slow connection they share its bandwidth, and Lighthouse's simulation counts them in the
 * paint (about 150 KB over slow 4G, 0.6 s of its LCP).
 *
 * The page instead loads one small deferred script of the build (`appStarterSource`, low priority,
 * run once the stylesheets are in) that waits for the first frame to be painted, then asks for the
 * same chunks as modulepreloads and imports the entry: the same scripts, in the same order, from
 * the first paint on. No inline script: the policy's `script-src 'self'` allows the file as it is.
 */
import { createHash } from 'node:crypto';

/**
 * The starter: `data-entry` is the app's entry, `data-preload` the chunks it imports, and
 * `data-scripts` the page's other (async) scripts, space separated; those are imported too (a
 * script element made here would be a Trusted Types sink), so they must be scripts that run as
 * modules. It starts them once the browser reports the page's first contentful paint (a
 * `paint` entry, reported once the frame is on screen), at once in a page that is not visible
 * (nothing is painted there) or whose address has a query (the rider app renders such a page anew
 * rather than hydrate it, src/prerendered.ts, so its HTML is only a placeholder and what is typed
 * in it is lost: the sooner the app replaces it the better), and after the first frame where paint
 * entries are not reported.
 * Three seconds at most in any case, should a page paint nothing contentful. A classic script, for
 * the browsers that `import()` from one; its comments are left out of the file.
 *
 * Until the app runs, a form sent (Enter in a field, the submit button) is held here rather than
 * sent by the browser (a plain GET, the password in the address): the submit buttons, disabled in
 * the HTML so that a page without scripts sends nothing, are enabled, and the form sent is marked
 * `data-held-submit="form"` (its submitter `"submitter"`) for the app to send again once it has
 * hydrated it (apps/rider-web/src/prerendered.ts `holdSubmissions`). Not with a query: the app then
 * renders the page anew rather than hydrate it, and a form sent from its HTML could not be sent
 * again; the buttons stay disabled until the app's own replace them. Before, the press was lost:
 * a rider who pressed Enter in the page's first seconds saw nothing happen. The listener is on the
 * window, after every other: a form the app has taken over (React's props on it) or whose sending
 * was already stopped (the app's own hold) is left alone.
 */
const appStarter = `(function () {
  var root = document.getElementById('root');
  if (root && !location.search) {
    addEventListener('submit', function (event) {
      var form = event.target;
      if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
      var keys = Object.keys(form);
      for (var k = 0; k < keys.length; k += 1) if (keys[k].indexOf('__reactProps$') === 0) return;
      event.preventDefault();
      var marked = root.querySelectorAll('[data-held-submit]');
      for (var m = 0; m < marked.length; m += 1) marked[m].removeAttribute('data-held-submit');
      form.setAttribute('data-held-submit', 'form');
      if (event.submitter && event.submitter.form === form) {
        event.submitter.setAttribute('data-held-submit', 'submitter');
      }
    });
    var buttons = root.querySelectorAll('[data-prerender-disabled="submit"]');
    for (var b = 0; b < buttons.length; b += 1) {
      buttons[b].disabled = false;
      buttons[b].removeAttribute('data-prerender-disabled');
    }
  }
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var scripts = (script.getAttribute('data-scripts') || '').split(' ');
  var preloads = (script.getAttribute('data-preload') || '').split(' ');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var s = 0; s < scripts.length; s += 1) {
      if (scripts[s]) import(scripts[s]);
    }
    for (var i = 0; i < preloads.length; i += 1) {
      if (!preloads[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preloads[i];
      document.head.appendChild(link);
    }
    import(entry);
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (document.visibilityState !== 'visible' || location.search) return start();
  document.addEventListener('visibilitychange', start);
  setTimeout(start, 3000);
  if (types && types.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list) {
      var entries = list.getEntriesByName('first-contentful-paint');
      if (entries.length > 0) start();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
})();
`;

/** The starter as the build writes it: without its indentation. */
export const appStarterSource = appStarter.replace(/\n\s+/g, '\n');

/** The starter's file name in the build's assets, by its content. */
export function appStarterFile(): string {
  const hash = createHash('sha256').update(appStarterSource).digest('hex').slice(0, 8);
  return `assets/start-${hash}.js`;
}

/**
 * The page with its module script, modulepreload links and async scripts replaced by the starter
 * (`starterHref`) naming them. A page without a module script is returned as it is.
 */
export function startAppAfterFirstPaint(html: string, starterHref: string): string {
  const entry = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/.exec(html);
  if (!entry) return html;
  const preloads: string[] = [];
  const scripts: string[] = [];
  let page = html
    .replace(/\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g, (_, href: string) => {
      preloads.push(href);
      return '';
    })
    .replace(/\s*<script async src="([^"]+)"><\/script>/g, (_, src: string) => {
      scripts.push(src);
      return '';
    });
  const list = (name: string, values: string[]) =>
    values.length > 0 ? ` ${name}="${values.join(' ')}"` : '';
  page = page.replace(
    entry[0].trimStart(),
    () =>
      `<script defer src="${starterHref}" data-entry="${entry[1]}"${list('data-preload', preloads)}${list('data-scripts', scripts)}></script>`,
  );
  return page;
}
