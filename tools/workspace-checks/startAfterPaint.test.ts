/**
 * A prerendered page starts the app's scripts after its first paint (tools/vite/startAfterPaint.ts):
 * its head holds no module script, modulepreload or async script, only the deferred starter naming
 * them, and nothing inline for the Content-Security-Policy to allow.
 */
import { describe, expect, it } from 'vitest';
import { inlineContentHashes } from '../vite/prerender.ts';
import {
  appStarterFile,
  appStarterSource,
  startAppAfterFirstPaint,
} from '../vite/startAfterPaint.ts';

const head = [
  '<head>',
  '    <script async src="/rider/preload-locale-data.js"></script>',
  '    <link rel="stylesheet" href="/rider/react-aria-pressable.css" />',
  '    <script type="module" crossorigin src="/rider/assets/index-A.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/rider/assets/B.js">',
  '    <link rel="modulepreload" crossorigin href="/rider/assets/C.js">',
  '    <link rel="stylesheet" crossorigin href="/rider/assets/index-D.css">',
  '  </head>',
].join('\n');

describe('a prerendered page, its scripts started after the first paint', () => {
  it('names the entry, the chunks to preload and the other scripts on the one deferred starter', () => {
    const page = startAppAfterFirstPaint(head, '/rider/assets/start-1.js');
    expect(page).toBe(
      [
        '<head>',
        '    <link rel="stylesheet" href="/rider/react-aria-pressable.css" />',
        '    <script defer src="/rider/assets/start-1.js" data-entry="/rider/assets/index-A.js"' +
          ' data-preload="/rider/assets/B.js /rider/assets/C.js"' +
          ' data-scripts="/rider/preload-locale-data.js"></script>',
        '    <link rel="stylesheet" crossorigin href="/rider/assets/index-D.css">',
        '  </head>',
      ].join('\n'),
    );
    expect(inlineContentHashes(page)).toEqual({ scripts: [], styles: [] });
  });

  it('leaves a page without the app alone', () => {
    const page =
      '<head><link rel="stylesheet" href="/a.css" /></head><body><p>Maintenance</p></body>';
    expect(startAppAfterFirstPaint(page, '/rider/assets/start-1.js')).toBe(page);
  });

  it('is a file of the build named by its content, with nothing an old browser cannot parse', () => {
    expect(appStarterFile()).toMatch(/^assets\/start-[0-9a-f]{8}\.js$/);
    // A classic script: no import statement, no arrow function, no let or const.
    expect(appStarterSource).not.toMatch(/^\s*import\s|=>|\b(let|const)\s/m);
    expect(() => new Function(appStarterSource)).not.toThrow();
    // It waits for the first contentful paint, or not at all where nothing is painted or the page
    // is not hydrated (an address with a query).
    expect(appStarterSource).toContain("getEntriesByName('first-contentful-paint')");
    expect(appStarterSource).toContain("document.visibilityState !== 'visible' || location.search");
  });
});
