/**
 * The prerender's rules (tools/vite/prerender.ts): which language a visitor's browser gets, how the
 * policy allows inline content by hash and never by `'unsafe-inline'`, and how a page's HTML is kept
 * within the policy.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { directiveOf, securityHeadersFor } from '../vite/appServer.ts';
import {
  composePage,
  cspHash,
  disableButtons,
  inlineContentHashes,
  moveInlineStyles,
  pageFolderOf,
  preferredLanguage,
  stylesheetsUsedBy,
  withInlineHashes,
} from '../vite/prerender.ts';

describe('the language of the page for an Accept-Language header', () => {
  const choose = (header: string | undefined) => preferredLanguage(header, ['fr', 'en'], 'fr');

  it('gives English to a browser whose first language is English, French otherwise', () => {
    expect(choose('en-GB,en;q=0.9')).toBe('en');
    expect(choose('EN_us')).toBe('en');
    expect(choose('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(choose(undefined)).toBe('fr');
    expect(choose('')).toBe('fr');
  });

  it('honours q-values: the highest wins whatever its place, equal ones keep their order', () => {
    expect(choose('fr;q=0.4, en-US;q=0.8')).toBe('en');
    expect(choose('fr;q=0.5, en;q=0.5')).toBe('fr');
    expect(choose('en;q=0.5, fr;q=0.5')).toBe('en');
    expect(choose('en; q = 0.9 , fr;q=1')).toBe('fr');
  });

  it('skips a language refused with q=0', () => {
    expect(choose('en;q=0, fr;q=0.1')).toBe('fr');
    expect(choose('en;q=0')).toBe('fr');
  });

  it('follows the app: only the first language counts, one the product does not speak is French', () => {
    expect(choose('de-DE, en;q=0.9')).toBe('fr');
    expect(choose('*')).toBe('fr');
  });
});

describe('inline content and the Content-Security-Policy', () => {
  it("hashes content as the browser does: sha256 of its UTF-8 bytes, base64, in 'sha256-…'", () => {
    const content = 'console.log("é")';
    const expected = createHash('sha256').update(Buffer.from(content, 'utf8')).digest('base64');
    expect(cspHash(content)).toBe(`'sha256-${expected}'`);
    // The empty script's well-known hash.
    expect(cspHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it('finds inline scripts and style elements, not the scripts loaded from a file', () => {
    const html =
      '<script type="module" src="/rider/assets/index.js"></script>' +
      '<script>window.a = 1</script><style>.a{color:red}</style><script async src="/x.js"></script>';
    expect(inlineContentHashes(html)).toEqual({
      scripts: [cspHash('window.a = 1')],
      styles: [cspHash('.a{color:red}')],
    });
    expect(inlineContentHashes('<div id="root"><p>Bonjour</p></div>')).toEqual({
      scripts: [],
      styles: [],
    });
  });

  it("adds the hashes to script-src and style-src, keeps every other directive, never 'unsafe-inline'", () => {
    const headers = securityHeadersFor();
    const policy = headers['Content-Security-Policy'] ?? '';
    const updated = withInlineHashes(headers, {
      scripts: [cspHash('a')],
      styles: [cspHash('b'), cspHash('c')],
    })['Content-Security-Policy'];
    expect(directiveOf(updated ?? '', 'script-src')).toEqual(["'self'", cspHash('a')]);
    expect(directiveOf(updated ?? '', 'style-src')).toEqual(["'self'", cspHash('b'), cspHash('c')]);
    expect(directiveOf(updated ?? '', 'connect-src')).toEqual(directiveOf(policy, 'connect-src'));
    expect(updated).not.toContain('unsafe-inline');
    // Nothing inline, nothing added.
    expect(withInlineHashes(headers, { scripts: [], styles: [] })).toEqual(headers);
  });

  it('moves style attributes to a rule of the stylesheet, same declarations, outranking the rest', () => {
    const { html, rules } = moveInlineStyles(
      '<span style="position:absolute;width:1px;clip:rect(0 0 0 0)"><input/></span>' +
        '<img src="a.png" style="background:url(&quot;a;b.png&quot;)"/>',
    );
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).toContain(
      '<span data-prerender-style="position:absolute;width:1px;clip:rect(0 0 0 0)">',
    );
    expect(rules).toEqual([
      '[data-prerender-style="position:absolute;width:1px;clip:rect(0 0 0 0)"]' +
        '{position:absolute !important;width:1px !important;clip:rect(0 0 0 0) !important}',
      '[data-prerender-style="background:url(\\"a;b.png\\")"]{background:url("a;b.png") !important}',
    ]);
    expect(inlineContentHashes(html)).toEqual({ scripts: [], styles: [] });
  });
});

describe('a prerendered page', () => {
  it('disables its buttons until the app handles them, each marked by its kind', () => {
    expect(
      disableButtons(
        '<button type="button">Afficher</button><button class="b" type="submit">Se connecter</button>' +
          '<button type="button" disabled="">Déjà désactivé</button>',
      ),
    ).toBe(
      '<button type="button" disabled="" data-prerender-disabled="button">Afficher</button>' +
        '<button class="b" type="submit" disabled="" data-prerender-disabled="submit">Se connecter</button>' +
        '<button type="button" disabled="">Déjà désactivé</button>',
    );
  });

  it('links the stylesheets defining the classes it uses, and no other', () => {
    const sheets = [
      { href: '/rider/assets/index.css', css: '.a1{color:red}.a2{margin:0.5rem}' },
      { href: '/rider/assets/Legal.css', css: '.l1{padding:0}' },
      { href: '/rider/assets/Map.css', css: '.m1{height:1px}' },
    ];
    expect(stylesheetsUsedBy('<p class="x l1">Mentions</p><div class="a2"></div>', sheets)).toEqual(
      ['/rider/assets/index.css', '/rider/assets/Legal.css'],
    );
  });

  it('is the build template with its language, title, description, stylesheets and markup', () => {
    const template =
      '<!doctype html>\n<html lang="fr">\n  <head>\n    <meta name="description" content="Velo : le vélo." />\n' +
      '    <title>Velo</title>\n    <link rel="stylesheet" href="/rider/assets/index.css">\n  </head>\n' +
      '  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';
    const html = composePage(template, {
      lang: 'en',
      as: 'page',
      body: '<title>Log in – Velo</title><h1>Log in</h1>',
      stylesheets: ['/rider/assets/index.css', '/rider/assets/prerendered.css'],
      description: 'Velo: the "company" bike.',
    });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Log in – Velo</title>');
    expect(html).toContain('content="Velo: the &quot;company&quot; bike."');
    expect(html.match(/assets\/index\.css/g)).toHaveLength(1);
    expect(html).toContain(
      '<link rel="stylesheet" href="/rider/assets/prerendered.css" />\n  </head>',
    );
    expect(html).toContain('<div id="root" data-prerendered="page"><h1>Log in</h1></div>');
  });
});

describe('the page a GET of the app answers', () => {
  const build = () => {
    const outDir = mkdtempSync(join(tmpdir(), 'velo-prerender-test-'));
    for (const file of [
      'index.html',
      'index.en.html',
      'login/index.html',
      'login/index.en.html',
      'maintenance.html',
      'assets/index-abc.js',
    ]) {
      mkdirSync(dirname(join(outDir, file)), { recursive: true });
      writeFileSync(join(outDir, file), '');
    }
    return outDir;
  };
  const html = 'text/html,application/xhtml+xml,*/*;q=0.8';

  it("is a prerendered page's own file, whatever the request accepts", () => {
    const outDir = build();
    expect(pageFolderOf(outDir, '/rider/', '/rider/login?from=%2Fprofile', html)).toBe(
      join(outDir, 'login'),
    );
    expect(pageFolderOf(outDir, '/rider/', '/rider/login', undefined)).toBe(join(outDir, 'login'));
  });

  it("is the build's first-load frame for a navigation to any other path of the app", () => {
    const outDir = build();
    for (const url of ['/rider/', '/rider', '/rider/profile', '/rider/bikes?sort=name']) {
      expect(pageFolderOf(outDir, '/rider/', url, html), url).toBe(outDir);
    }
  });

  it('leaves files of the build, requests that are not navigations and other paths alone', () => {
    const outDir = build();
    expect(pageFolderOf(outDir, '/rider/', '/rider/assets/index-abc.js', html)).toBeNull();
    expect(pageFolderOf(outDir, '/rider/', '/rider/maintenance.html', html)).toBeNull();
    expect(pageFolderOf(outDir, '/rider/', '/rider/profile', 'application/json')).toBeNull();
    expect(pageFolderOf(outDir, '/rider/', '/rider/assets/missing.js', '*/*')).toBeNull();
    expect(pageFolderOf(outDir, '/rider/', '/retailer/login', html)).toBeNull();
    expect(pageFolderOf(outDir, '/rider/', '/rider/../secret', html)).toBeNull();
    expect(pageFolderOf(outDir, '/rider/', '/rider/%E0%A4%A', html)).toBeNull();
  });
});
