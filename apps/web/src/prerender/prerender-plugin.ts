import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, transformWithOxc, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import type * as RenderPage from './render-page';
import type { PrerenderedPage } from './render-page';

/** Where the pages go in the build: the server answers their paths with them (web-app.ts). */
export const PRERENDERED_DIR = 'prerendered';
/**
 * Where the server's renderer goes in the build (render-page.js and the shells of the pages it
 * renders on each request, decision 0035): read by the server, never served (web-app.ts).
 */
export const SERVER_RENDERER_DIR = 'server';

type RenderModule = typeof RenderPage;

/**
 * After the browser build, renders the public pages to HTML (decision 0030): a server build of
 * render-page.tsx renders each page's tree as the browser's first render will, and the page is
 * the built index.html with that HTML in #root, its <title> in the head and its lazy chunks
 * preloaded. Written with .br and .gz copies, as the rest of the build. Style attributes in the
 * markup (Radix's hidden checkbox input) become classes of a stylesheet of their own: the
 * Content-Security-Policy refuses inline styles in HTML.
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'vmu:prerender-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const serverDir = path.join(outDir, SERVER_RENDERER_DIR);
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        plugins: [react()],
        resolve: { alias: config.resolve.alias },
        build: {
          ssr: 'src/prerender/render-page.tsx',
          copyPublicDir: false,
          outDir: serverDir,
          emptyOutDir: true,
          minify: false,
        },
      });
      const render = (await import(
        `${pathToFileURL(path.join(serverDir, 'render-page.js')).href}?${Date.now()}`
      )) as RenderModule;

      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const manifest = JSON.parse(
        readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
      ) as Manifest;
      rmSync(path.join(outDir, PRERENDERED_DIR), { recursive: true, force: true });
      const styles = new Map<string, string>();
      const pages: [string, string][] = [];
      // Compiled alone (it is no module of the app) and written beside the pages.
      const startAppSource = path.join(config.root, 'src/prerender/start-app.ts');
      const { code: startApp } = await transformWithOxc(
        readFileSync(startAppSource, 'utf8'),
        startAppSource,
      );
      const startFile = `${config.build.assetsDir}/start-app-${hashOf(startApp)}.js`;
      writeCompressed(path.join(outDir, startFile), startApp);
      for (const page of render.PRERENDERED_PAGES) {
        const markup = stylesToClasses(await render.renderPage(page.path), styles);
        const preloads = preloadsOf([...page.modules, ...render.MODULES_OF_EVERY_PAGE], manifest);
        const html = pageHtml(template, render.splitHoisted(markup), preloads, `/${startFile}`);
        const variants = pickedVariants(html);
        if (variants.length === 0) pages.push([fileOf(page), html]);
        for (const [n, variant] of variants.entries())
          pages.push([fileOf(page).replace(/\.html$/, `~${n + 1}.html`), variant]);
      }
      const css = [...styles].map(([style, name]) => `.${name}{${style}}`).join('\n');
      const cssFile = `${config.build.assetsDir}/prerendered-${hashOf(css)}.css`;
      if (styles.size > 0) writeCompressed(path.join(outDir, cssFile), css);
      const cssLink = `<link rel="stylesheet" href="/${cssFile}"></head>`;
      for (const [file, html] of pages) {
        const usesStyles = html.includes('prerendered-style-');
        writeCompressed(
          path.join(outDir, PRERENDERED_DIR, file),
          usesStyles ? html.replace('</head>', cssLink) : html,
        );
      }
      // The shells of the pages the server renders itself: the same page around placeholders.
      for (const page of render.SERVER_RENDERED_PAGES) {
        const preloads = preloadsOf([...page.modules, ...render.MODULES_OF_EVERY_PAGE], manifest);
        const shell = pageHtml(
          template,
          { head: render.SHELL_HEAD, markup: render.SHELL_MARKUP },
          preloads,
          `/${startFile}`,
        );
        writeFileSync(path.join(serverDir, `${page.name}.html`), shell);
      }
    },
  };
}

function writeCompressed(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

/** An attribute's value as React escaped it (`"&'<>`), and back. */
const unescapeAttribute = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * Moves each style="…" of the markup to a class (named after the style, collected in
 * `styles`). React renders the same style in the browser through the CSSOM, which the policy
 * allows, and leaves the class alone when it takes the HTML over.
 */
function stylesToClasses(markup: string, styles: Map<string, string>): string {
  return markup.replace(/<[a-z][^>]*\sstyle="([^"]*)"[^>]*>/g, (tag, style: string) => {
    const css = unescapeAttribute(style);
    let name = styles.get(css);
    if (!name) {
      name = `prerendered-style-${hashOf(css)}`;
      styles.set(css, name);
    }
    const withoutStyle = tag.replace(` style="${style}"`, '');
    return /\sclass="/.test(withoutStyle)
      ? withoutStyle.replace(/\sclass="/, ` class="${name} `)
      : withoutStyle.replace(/^<([a-z0-9]+)/, `<$1 class="${name}"`);
  });
}

/**
 * A page with a picture chosen at random per visit (an <img data-pick-one> listing the
 * choices: the sign-in page's device) as one page per choice, that picture shown: the server
 * answers each visit with one of them (web-app.ts). Chosen in the browser, the picture was
 * fetched only once a script had run, and it is the page's largest paint. Nothing for a page
 * without one.
 */
function pickedVariants(html: string): string[] {
  const tag = /<img\s[^>]*\sdata-pick-one="([^"]*)"[^>]*>/.exec(html);
  if (!tag) return [];
  const choices = JSON.parse(unescapeAttribute(tag[1]!)) as { src: string; alt: string }[];
  return choices.map((choice, index) => {
    const picked = tag[0]
      .replace(/\ssrc="[^"]*"/, ` src="${escapeAttribute(choice.src)}"`)
      .replace(/\salt="[^"]*"/, ` alt="${escapeAttribute(choice.alt)}"`)
      .replace(/\sdata-pick-one="[^"]*"/, ` data-picked="${index}"`)
      .replace(/(\sclass="[^"]*?)\s*\binvisible\b/, '$1');
    return html.replace(tag[0], picked);
  });
}

/**
 * '/' → index.html, '/auth/login' → auth/login.html (the server maps them back); a page in
 * variants (pickedVariants) is auth/login~1.html, auth/login~2.html and so on.
 */
export function fileOf(page: Pick<PrerenderedPage, 'path'>): string {
  return page.path === '/' ? 'index.html' : `${page.path.slice(1)}.html`;
}

/** The JavaScript files the modules need, beyond what index.html already loads. */
function preloadsOf(modules: readonly string[], manifest: Manifest): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const loaded = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not a chunk of the build: update render-page.tsx.`);
    if (into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry);
  if (entryKey) collect(entryKey, loaded);
  const wanted = new Set<string>();
  for (const key of modules) collect(key, wanted);
  return [...wanted].filter((file) => !loaded.has(file));
}

// What index.html loads itself: the entry's script and its imports' preloads.
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const ENTRY_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The page: index.html with the markup in #root and its <title>. Instead of index.html's
 * scripts, start-app.js loads them, and the page's lazy parts, after the first paint.
 */
function pageHtml(
  template: string,
  page: { head: string; markup: string },
  preloads: string[],
  startApp: string,
): string {
  const { head: hoisted, markup: body } = page;
  const title = /<title>[^<]*<\/title>/.exec(hoisted)?.[0];
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('index.html has no module script');
  const modules = [
    entry,
    ...[...template.matchAll(ENTRY_PRELOAD)].map(([, href]) => href!),
    ...preloads.map((file) => `/${file}`),
  ];
  const head =
    hoisted.replace(/<title>[^<]*<\/title>/, '') +
    `<meta name="app-modules" content="${modules.join(' ')}">` +
    `<script type="module" src="${startApp}"></script>`;
  let html = template.replace(ENTRY_SCRIPT, '').replace(ENTRY_PRELOAD, '');
  if (title) html = html.replace(/<title>[^<]*<\/title>/, title);
  if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  return html
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
}
