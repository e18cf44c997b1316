/**
 * Prerendered pages (issue 29): after the browser build, the app's server entry is built for Node
 * and run, and each page it names is written as HTML in each language, with the stylesheets it uses,
 * so it paints without JavaScript; the app then hydrates it. The preview server answers a page's
 * address with the file of the visitor's language (`Accept-Language`).
 *
 * The Content-Security-Policy stays strict: the HTML carries no inline style (React's `style`
 * attributes move to a stylesheet of the build, see `moveInlineStyles`) and no inline script; should
 * a page ever hold an inline `<script>` or `<style>`, its sha256 hash is added to the policy the build
 * writes (`withInlineHashes`), never `'unsafe-inline'`.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Connect, type Plugin, type ResolvedConfig } from 'vite';
import { securityHeadersFile } from './appServer.ts';
import { appStarterFile, appStarterSource, startAppAfterFirstPaint } from './startAfterPaint.ts';

/** What the server entry exports (the rider app's src/prerender.tsx). */
export interface PrerenderEntry {
  prerenderedPages: readonly { path: string; as: 'page' | 'spinner' | 'static'; file: string }[];
  prerenderedLocales: readonly string[];
  descriptions: Readonly<Record<string, string>>;
  renderPage(page: PrerenderEntry['prerenderedPages'][number], locale: string): Promise<string>;
}

/**
 * The language of the page to send for an `Accept-Language` header: the visitor's first language
 * (highest q-value; equal ones keep their order; q=0 means "not this one"), when the product speaks
 * it, otherwise `fallback`. The same rule as the app's (spec section 4: only the browser's first
 * language counts, the part before the dash), so the HTML and the running app agree.
 */
export function preferredLanguage(
  acceptLanguage: string | undefined,
  supported: readonly string[],
  fallback: string,
): string {
  const ranges = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters
        .map((parameter) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(parameter)?.[1])
        .find((value) => value !== undefined);
      const quality = q === undefined ? 1 : Number(q);
      return {
        tag: tag.trim().toLowerCase(),
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((range) => range.tag !== '' && range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const language = ranges[0]?.tag.split(/[-_]/)[0];
  return language && supported.includes(language) ? language : fallback;
}

/** A CSP source for content: `'sha256-…'` of its UTF-8 bytes. */
export function cspHash(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

/** The hashes of a page's inline scripts (no `src`) and `<style>` elements, for the policy. */
export function inlineContentHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes))
    .map(([, , content = '']) => cspHash(content));
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, content = '']) =>
    cspHash(content),
  );
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/** The headers with `hashes` added to the policy's `script-src` and `style-src`. */
export function withInlineHashes(
  headers: Record<string, string>,
  hashes: { scripts: readonly string[]; styles: readonly string[] },
): Record<string, string> {
  const policy = headers['Content-Security-Policy'];
  if (!policy) return headers;
  const add = (directives: string[], name: string, sources: readonly string[]) => {
    if (sources.length === 0) return directives;
    const index = directives.findIndex((entry) => entry.startsWith(`${name} `));
    if (index < 0) return [...directives, [name, "'self'", ...sources].join(' ')];
    const existing = directives[index]?.split(' ') ?? [];
    const merged = [...existing, ...sources.filter((source) => !existing.includes(source))];
    return directives.map((entry, i) => (i === index ? merged.join(' ') : entry));
  };
  let directives = policy.split('; ');
  directives = add(directives, 'script-src', hashes.scripts);
  directives = add(directives, 'style-src', hashes.styles);
  return { ...headers, 'Content-Security-Policy': directives.join('; ') };
}

const htmlEntities: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

function decodeAttribute(value: string): string {
  return value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (entity) => htmlEntities[entity] ?? entity);
}

/** The declarations of a `style` attribute, split on the semicolons outside parentheses and quotes. */
function declarations(style: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = '';
  for (const char of style) {
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ';' && depth === 0) {
      parts.push(current.trim());
      current = '';
      continue;
    }
    current += char;
  }
  parts.push(current.trim());
  return parts.filter((part) => part.includes(':'));
}

/** A CSS string for an attribute selector. */
function cssString(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\a ')}"`;
}

/**
 * The CSP refuses `style` attributes in HTML (`style-src 'self'`, no `'unsafe-inline'`, which a hash
 * cannot allow without `'unsafe-hashes'`). Each becomes `data-prerender-style` with the same value,
 * and a rule of the build's stylesheet gives the element those declarations (`!important`, as an
 * inline style outranks the page's rules); before hydration the app sets them back as the element's
 * style through the CSSOM, which the policy allows.
 */
export function moveInlineStyles(html: string): { html: string; rules: string[] } {
  const rules = new Set<string>();
  const moved = html.replace(
    /(<[a-zA-Z][^>]*?)\sstyle="([^"]*)"/g,
    (_match, start: string, raw: string) => {
      const style = decodeAttribute(raw);
      const body = declarations(style)
        .map((declaration) => `${declaration.replace(/\s*!important\s*$/i, '')} !important`)
        .join(';');
      rules.add(`[data-prerender-style=${cssString(style)}]{${body}}`);
      return `${start} data-prerender-style="${raw}"`;
    },
  );
  return { html: moved, rules: [...rules] };
}

/**
 * Every button is disabled (and marked) in the HTML: a form sent before the app handles it would be
 * a plain GET of the page with the fields in the address (`submit`, enabled by the page's starter
 * script, which holds the forms sent early: ./startAfterPaint.ts), and any other button does
 * nothing until the app has hydrated it (`button`,
 * enabled then): a press on the language switch or the password's eye before that would be lost.
 */
export function disableButtons(html: string): string {
  return html.replace(/<button\b([^>]*)>/g, (tag, attributes: string) =>
    /\sdisabled(=|\s|$)/.test(attributes)
      ? tag
      : `<button${attributes} disabled="" data-prerender-disabled="${/\btype="submit"/.test(attributes) ? 'submit' : 'button'}">`,
  );
}

/** The class names a page's markup uses. */
function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ''] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * The build's stylesheets a page needs: those defining a class its markup uses. The lazy screens'
 * styles are in their chunks' stylesheets, which the app would load with their code.
 */
export function stylesheetsUsedBy(
  html: string,
  sheets: readonly { href: string; css: string }[],
): string[] {
  const used = classesOf(html);
  return sheets
    .filter(({ css }) =>
      [...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].some(([, name = '']) => used.has(name)),
    )
    .map(({ href }) => href);
}

/** React 19 renders a page's `<title>` where the page is; in a prerendered file it goes in `<head>`. */
function takeTitle(body: string): { body: string; title: string | null } {
  const match = /<title>([\s\S]*?)<\/title>/.exec(body);
  if (!match) return { body, title: null };
  return { body: body.replace(match[0], ''), title: match[1] ?? '' };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The template of the browser build (its index.html) with a prerendered page in it. */
export function composePage(
  template: string,
  page: {
    lang: string;
    body: string;
    as: string;
    stylesheets: readonly string[];
    description: string | undefined;
  },
): string {
  const { body, title } = takeTitle(page.body);
  let html = template.replace(/<html lang="[^"]*"/, `<html lang="${page.lang}"`);
  if (title !== null) html = html.replace(/<title>[\s\S]*?<\/title>/, `<title>${title}</title>`);
  if (page.description !== undefined) {
    html = html.replace(
      /<meta name="description" content="[^"]*"/,
      `<meta name="description" content="${escapeAttribute(page.description)}"`,
    );
  }
  const links = page.stylesheets
    .filter((href) => !html.includes(`href="${href}"`))
    .map((href) => `\n    <link rel="stylesheet" href="${href}" />`)
    .join('');
  html = html.replace(/\s*<\/head>/, (end) => `${links}${end}`);
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error('the template has no empty <div id="root"></div>');
  return html.replace(root, `<div id="root" data-prerendered="${page.as}">${body}</div>`);
}

/** The file of a page in a language: `login/index.html` in French, `login/index.en.html` in English. */
export function pageFile(file: string, locale: string, defaultLocale: string): string {
  return locale === defaultLocale ? `${file}.html` : `${file}.${locale}.html`;
}

export interface PrerenderOptions {
  /** The server entry, from the app's root (`src/prerender.tsx`). */
  entry: string;
  /** The language of the files without a language suffix. */
  defaultLocale: string;
}

function prerenderedPageOf(outDir: string, base: string, url: string): string | null {
  const path = (url.split(/[?#]/)[0] ?? '/').replace(/\/+$/, '');
  if (!`${path}/`.startsWith(base)) return null;
  let rest: string;
  try {
    rest = decodeURIComponent(path.slice(base.length));
  } catch {
    return null;
  }
  if (rest === '' || /(^|\/)\.|\\|\0/.test(rest)) return null;
  const dir = resolve(outDir, rest);
  if (!dir.startsWith(`${outDir}${sep}`)) return null;
  return existsSync(join(dir, 'index.html')) ? dir : null;
}

/**
 * The folder whose `index.html` answers a GET of `url`: a prerendered page's, or, for any other page
 * of the app (a browser's navigation, `Accept: text/html`, to a path that is no file of the build),
 * the build's own: its `index.html` is the prerendered first-load frame of the private routes, in
 * the default language, and `index.<lang>.html` the others. `null`: not a page of the app.
 */
export function pageFolderOf(
  outDir: string,
  base: string,
  url: string,
  accept: string | undefined,
): string | null {
  const page = prerenderedPageOf(outDir, base, url);
  if (page) return page;
  const path = url.split(/[?#]/)[0] ?? '/';
  if (!`${path}/`.startsWith(base) || !/\btext\/html\b/.test(accept ?? '')) return null;
  let rest: string;
  try {
    rest = decodeURIComponent(path.slice(base.length));
  } catch {
    return null;
  }
  if (/(^|\/)\.|\\|\0/.test(rest)) return null;
  const target = resolve(outDir, rest);
  if (target !== outDir && !target.startsWith(`${outDir}${sep}`)) return null;
  // A file of the build (an asset, the maintenance page) is served as it is.
  if (rest !== '' && existsSync(target) && !existsSync(join(target, 'index.html'))) return null;
  return existsSync(join(outDir, 'index.html')) ? outDir : null;
}

/**
 * The prerender of the build (see the top of this file), and its pages in `vite preview`: a GET of a
 * page of the app (a prerendered page's address, or any other, answered with the first-load frame)
 * answers the file of the visitor's language, `Vary: Accept-Language`.
 */
export function prerenderPages(options: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  let outDir = '';
  return {
    name: 'velo:prerender',
    configResolved(resolved) {
      config = resolved;
      outDir = resolve(resolved.root, resolved.build.outDir);
    },
    async closeBundle() {
      if (config.command !== 'build' || config.build.ssr || config.build.watch) return;
      const serverDir = mkdtempSync(join(tmpdir(), 'velo-prerender-'));
      try {
        await build({
          configFile: config.configFile ?? false,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: options.entry,
            outDir: serverDir,
            emptyOutDir: true,
            sourcemap: false,
            minify: false,
            copyPublicDir: false,
          },
        });
        const entryFile = readdirSync(serverDir).find((name) => /\.m?js$/.test(name));
        if (!entryFile)
          throw new Error(`the prerender's server build wrote no entry in ${serverDir}`);
        const entry = (await import(
          pathToFileURL(join(serverDir, entryFile)).href
        )) as PrerenderEntry;
        await writePages(entry, options, config, outDir);
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
    configurePreviewServer(server) {
      const supported = new Set<string>();
      const middleware: Connect.NextHandleFunction = (req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const dir = pageFolderOf(outDir, config.base, req.url ?? '/', req.headers.accept);
        if (!dir) return next();
        if (supported.size === 0) {
          for (const name of readdirSync(dir)) {
            const match = /^index\.([a-z]{2})\.html$/.exec(name);
            if (match?.[1]) supported.add(match[1]);
          }
          supported.add(options.defaultLocale);
        }
        const language = preferredLanguage(
          req.headers['accept-language'],
          [...supported],
          options.defaultLocale,
        );
        const file = join(dir, pageFile('index', language, options.defaultLocale));
        const html = readFileSync(existsSync(file) ? file : join(dir, 'index.html'));
        res.statusCode = 200;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('Vary', 'Accept-Language');
        res.end(req.method === 'HEAD' ? undefined : html);
      };
      server.middlewares.use(middleware);
    },
  };
}

async function writePages(
  entry: PrerenderEntry,
  options: PrerenderOptions,
  config: ResolvedConfig,
  outDir: string,
) {
  const base = config.base;
  // The app's scripts are fetched once the page has painted (./startAfterPaint.ts).
  const starter = appStarterFile();
  writeFileSync(join(outDir, starter), appStarterSource);
  const template = startAppAfterFirstPaint(
    readFileSync(join(outDir, 'index.html'), 'utf8'),
    `${base}${starter}`,
  );
  const assets = join(outDir, 'assets');
  const sheets = readdirSync(assets)
    .filter((name) => name.endsWith('.css'))
    .map((name) => ({
      href: `${base}assets/${name}`,
      css: readFileSync(join(assets, name), 'utf8'),
    }));
  const rendered: { file: string; lang: string; as: string; body: string }[] = [];
  const rules = new Set<string>();
  for (const page of entry.prerenderedPages) {
    for (const locale of entry.prerenderedLocales) {
      const moved = moveInlineStyles(await entry.renderPage(page, locale));
      for (const rule of moved.rules) rules.add(rule);
      const body = page.as === 'static' ? moved.html : disableButtons(moved.html);
      rendered.push({
        file: pageFile(page.file, locale, options.defaultLocale),
        lang: locale,
        as: page.as,
        body,
      });
    }
  }
  // The prerendered pages' inline styles, one stylesheet of the build named by its content.
  const css = `${[...rules].join('\n')}\n`;
  const cssName = `assets/prerendered-${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
  writeFileSync(join(outDir, cssName), css);
  const hashes = { scripts: new Set<string>(), styles: new Set<string>() };
  for (const page of rendered) {
    const html = composePage(template, {
      lang: page.lang,
      body: page.body,
      as: page.as,
      stylesheets: [...stylesheetsUsedBy(page.body, sheets), `${base}${cssName}`],
      description: entry.descriptions[page.lang],
    });
    const inline = inlineContentHashes(html);
    for (const hash of inline.scripts) hashes.scripts.add(hash);
    for (const hash of inline.styles) hashes.styles.add(hash);
    const target = join(outDir, page.file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, html);
  }
  // Whatever inline content a page holds is allowed by its hash in the headers the build serves.
  if (hashes.scripts.size > 0 || hashes.styles.size > 0) {
    const headersFile = join(outDir, securityHeadersFile);
    const headers = JSON.parse(readFileSync(headersFile, 'utf8')) as Record<string, string>;
    const updated = withInlineHashes(headers, {
      scripts: [...hashes.scripts],
      styles: [...hashes.styles],
    });
    writeFileSync(headersFile, `${JSON.stringify(updated, null, 2)}\n`);
  }
  config.logger.info(
    `prerendered ${rendered.length} pages: ${rendered.map((page) => relative(outDir, join(outDir, page.file))).join(', ')}`,
  );
}
