import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { testTargets, writeFakeWebDist } from '../test/harness';
import { useTestApp } from '../test/use-test-app';
import { IMMUTABLE_CACHE } from './web-app';

const BROWSER_NAVIGATION = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

// Dotted links (decision 0017): a link whose last segment has a dot is a page, not a missing file.
describe.each(testTargets())('web app paths with a dot [%s]', (target) => {
  const t = useTestApp(target, { env: () => ({ WEB_DIST_DIR: writeFakeWebDist() }) });

  it.each(['/store/apps/com.example.game', '/news/x.y', '/foo.bar', '/developer/v1.2/notes'])(
    'a browser opening %s gets the web app',
    async (url) => {
      const response = await t.app.inject({ url, headers: { accept: BROWSER_NAVIGATION } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it.each([
    ['a script', '/missing.js', '*/*'],
    ['an icon', '/favicon.ico', 'image/avif,image/webp,image/*,*/*;q=0.8'],
    ['a client that does not ask for HTML', '/store/apps/com.example.game', 'application/json'],
    ['a client that refuses HTML', '/foo.bar', 'text/html;q=0, application/json'],
    ['a build asset, even to a browser', '/assets/missing-123.js', BROWSER_NAVIGATION],
    ['a real file spelt in other letters', '/FAVICON.svg', '*/*'],
  ])('a missing file asked for as %s stays a JSON 404', async (_label, url, accept) => {
    const response = await t.app.inject({ url, headers: { accept } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: `Route GET ${url} not found` },
    });
  });

  it.each([
    '/assets/../../package.json',
    '/%2e%2e/package.json',
    '/assets/%2e%2e/%2e%2e/package.json',
  ])('never serves a file above the build: %s', async (url) => {
    const response = await t.app.inject({ url, headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('real static files with a dot are still served as themselves', async () => {
    const response = await t.app.inject({
      url: '/favicon.svg',
      headers: { accept: BROWSER_NAVIGATION },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<svg');
  });
});

// The build's .br and .gz copies are sent in place of their file, never by their own names.
describe.each(testTargets())('compressed copies of the build [%s]', (target) => {
  const t = useTestApp(target, {
    env: () => {
      const dir = writeFakeWebDist();
      const script = path.join(dir, 'assets', 'index-abc123.js');
      fs.writeFileSync(`${script}.br`, brotliCompressSync(fs.readFileSync(script)));
      fs.writeFileSync(`${script}.gz`, gzipSync(fs.readFileSync(script)));
      return { WEB_DIST_DIR: dir };
    },
  });

  it.each([
    ['br, gzip', 'br', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip', 'gzip', (body: Buffer) => gunzipSync(body)],
    ['identity', undefined, (body: Buffer) => body],
  ] as const)(
    'sends a hashed asset to a client accepting %s as %s, cached for good',
    async (accepted, encoding, decode) => {
      const response = await t.app.inject({
        url: '/assets/index-abc123.js',
        headers: { accept: '*/*', 'accept-encoding': accepted },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
      expect(decode(response.rawPayload).toString()).toBe('console.log("app");');
    },
  );

  it.each(['/assets/index-abc123.js.br', '/assets/index-abc123.js.gz'])(
    'has no address of its own for the copy %s',
    async (url) => {
      const response = await t.app.inject({ url, headers: { accept: '*/*' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    },
  );
});

// Decision 0030: the public pages the web build prerendered are served as HTML of their own.
describe.each(testTargets())('prerendered public pages [%s]', (target) => {
  const t = useTestApp(target, {
    env: () => {
      const dist = writeFakeWebDist();
      const page = (file: string, text: string) => {
        const at = path.join(dist, 'prerendered', file);
        fs.mkdirSync(path.dirname(at), { recursive: true });
        const html = `<!doctype html><html><body><div id="root"><h1>${text}</h1></div></body></html>`;
        fs.writeFileSync(at, html);
        fs.writeFileSync(`${at}.br`, brotliCompressSync(html));
      };
      page('index.html', 'Landing');
      page('auth/login.html', 'Sign In');
      // A page built once per picture it shows (the sign-in page's device).
      page('auth/signup~1.html', 'Sign Up, picture 1');
      page('auth/signup~2.html', 'Sign Up, picture 2');
      page('auth/signup~3.html', 'Sign Up, picture 3');
      return { WEB_DIST_DIR: dist };
    },
  });

  it.each([
    ['/', 'Landing'],
    ['/auth/login', 'Sign In'],
  ])('answers %s with its prerendered page, revalidated', async (url, heading) => {
    const response = await t.app.inject({ url, headers: { accept: BROWSER_NAVIGATION } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(`<h1>${heading}</h1>`);
  });

  it('answers a page built in variants with one of them at random, each visit', async () => {
    const seen = new Set<string>();
    for (let visit = 0; visit < 60; visit += 1) {
      const response = await t.app.inject({
        url: '/auth/signup',
        headers: { accept: BROWSER_NAVIGATION },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      seen.add(/<h1>([^<]*)<\/h1>/.exec(response.body)?.[1] ?? 'none');
    }
    // Each variant has a chance of (2/3)^60 to be missed: never, in practice.
    expect([...seen].sort()).toEqual([
      'Sign Up, picture 1',
      'Sign Up, picture 2',
      'Sign Up, picture 3',
    ]);
  });

  it('sends the brotli copy to a browser that takes it', async () => {
    const response = await t.app.inject({
      url: '/auth/login',
      headers: { accept: BROWSER_NAVIGATION, 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<h1>Sign In</h1>');
  });

  it.each([
    ['a page that was not prerendered', '/dashboard'],
    ['a prerendered page opened with a query', '/auth/login?message=password-reset'],
    ['a prerendered path with a trailing slash', '/auth/login/'],
  ])('answers %s with index.html', async (_label, url) => {
    const response = await t.app.inject({ url, headers: { accept: BROWSER_NAVIGATION } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('<h1>');
  });

  it('still serves index.html itself as a file', async () => {
    const response = await t.app.inject({ url: '/index.html' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });
});

// Decision 0052: the build's source maps hold the whole source of the app; none is handed out.
describe.each(testTargets())('source maps of the build [%s]', (target) => {
  const t = useTestApp(target, {
    env: () => {
      const dist = writeFakeWebDist();
      const write = (file: string) => {
        fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
        fs.writeFileSync(path.join(dist, file), '{"version":3,"sources":["src/main.tsx"]}');
      };
      write('assets/index-abc123.js.map');
      write('assets/index-abc123.css.map');
      write('sw.js.map');
      write('prerendered/entry.js.map');
      return { WEB_DIST_DIR: dist };
    },
  });

  it.each([
    ['/assets/index-abc123.js.map', '*/*'],
    ['/assets/index-abc123.css.map', '*/*'],
    ['/sw.js.map', '*/*'],
    ['/sw.js.map', BROWSER_NAVIGATION],
    ['/prerendered/entry.js.map', '*/*'],
    ['/assets/index-abc123.js.MAP', '*/*'],
    ['/assets/index-abc123.js%2emap', '*/*'],
  ])('never serves %s (accept %s)', async (url, accept) => {
    const response = await t.app.inject({ url, headers: { accept } });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('"sources"');
  });
});

// The real build, when there is one in the checkout: every map it has is refused.
const builtWebDist = path.resolve(import.meta.dirname, '../../../web/dist');
const builtMaps = fs.existsSync(builtWebDist)
  ? fs
      .readdirSync(builtWebDist, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.map'))
  : [];
describe.skipIf(builtMaps.length === 0)('source maps of the real web build', () => {
  const t = useTestApp('pglite', { env: () => ({ WEB_DIST_DIR: builtWebDist }) });

  it('answers 404 for every .map the build wrote, and no script links to one', async () => {
    for (const file of builtMaps) {
      const url = `/${file.split(path.sep).join('/')}`;
      const response = await t.app.inject({ url, headers: { accept: '*/*' } });
      expect(response.statusCode, url).toBe(404);
    }
    const scripts = fs
      .readdirSync(path.join(builtWebDist, 'assets'))
      .filter((file) => file.endsWith('.js'));
    for (const script of scripts) {
      const text = fs.readFileSync(path.join(builtWebDist, 'assets', script), 'utf8');
      expect(text, script).not.toMatch(/\/\/# sourceMappingURL=/);
    }
  });
});

// Decision 0053: the build writes a fresh folder and switches the dist link to it when done; a
// server already running keeps serving the build it started from, whole.
describe.each(testTargets())('a build switched under a running server [%s]', (target) => {
  const builds = fs.mkdtempSync(path.join(os.tmpdir(), 'vmu-web-builds-'));
  const link = path.join(builds, 'dist');
  const t = useTestApp(target, {
    env: () => {
      fs.cpSync(writeFakeWebDist(), path.join(builds, 'dist-1'), { recursive: true });
      fs.rmSync(link, { force: true });
      fs.symlinkSync('dist-1', link);
      return { WEB_DIST_DIR: link };
    },
  });

  it('keeps answering with the build it started from, its pages and assets, after the switch', async () => {
    await t.app.ready();
    const next = path.join(builds, 'dist-2');
    fs.mkdirSync(path.join(next, 'assets'), { recursive: true });
    fs.writeFileSync(
      path.join(next, 'index.html'),
      '<!doctype html><html><body><div id="root">next build</div></body></html>',
    );
    fs.writeFileSync(path.join(next, 'assets', 'index-def456.js'), 'console.log("next");');
    fs.symlinkSync('dist-2', `${link}.next`);
    fs.renameSync(`${link}.next`, link);

    const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app");');
    const page = await t.app.inject({ url: '/dashboard', headers: { accept: BROWSER_NAVIGATION } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
  });
});
