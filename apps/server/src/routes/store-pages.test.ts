import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { APP_NOT_AVAILABLE, APP_NOT_IN_STORE } from '@vmu/domain';
import { application } from '../db/schema/apps';
import { verifiedDeveloper } from '../test/app-fixtures';
import { testTargets, TEST_PUBLIC_URL, writeFakeWebDist } from '../test/harness';
import { useTestApp } from '../test/use-test-app';
import { seedPublishedApp } from '../test/version-fixtures';
import { jsonForScript, SERVER_RENDERER_DIR } from './store-pages';

/**
 * A web build with a renderer standing in for the web's own (render-page.tsx, whose tree the
 * journeys render): it writes the data it was given into the page, so the test sees what the
 * server read and how it assembled the page.
 */
function webDistWithRenderer(): string {
  const dir = writeFakeWebDist();
  const server = path.join(dir, SERVER_RENDERER_DIR);
  fs.mkdirSync(server);
  fs.writeFileSync(
    path.join(server, 'render-page.js'),
    `export const SHELL_HEAD = '<!--server-rendered-head-->';
export const SHELL_MARKUP = '<!--server-rendered-markup-->';
export async function renderStorePage(data) {
  const title = data.app ? data.app.name.replaceAll('<', '&lt;') : 'Store';
  const body = data.app ? 'app:' + data.app.bundleIdentifier
    : data.unavailable ? 'unavailable:' + data.unavailable.status
    : data.catalogue ? 'apps:' + data.catalogue.items.length : 'no data';
  const description = data.app ? '<meta name="description" content="rendered description"/>' : '';
  return { head: '<title>' + title + ' | rendered</title>' + description, markup: '<main>' + body + '</main>' };
}
`,
  );
  const shell =
    '<!doctype html><html><head><meta\n  name="description"\n  content="The portal"\n/><title>VMU Pro</title><!--server-rendered-head--></head><body><div id="root"><!--server-rendered-markup--></div></body></html>';
  fs.writeFileSync(path.join(server, 'store-catalogue.html'), shell);
  fs.writeFileSync(path.join(server, 'store-app.html'), shell);
  return dir;
}

describe.each(testTargets())('the store pages rendered by the server [%s]', (target) => {
  const t = useTestApp(target, { env: () => ({ WEB_DIST_DIR: webDistWithRenderer() }) });
  let counter = 0;
  const developer = () =>
    verifiedDeveloper(t.app, t.db, { email: `dev${(counter += 1)}-${target}@example.com` });
  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  const dataOf = (html: string) =>
    JSON.parse(
      /<script type="application\/json" id="store-page-data">(.*?)<\/script>/s.exec(html)![1]!,
    );

  it("an app's page: its data in the page, its title, and its preview in the head", async () => {
    const dev = await developer();
    const { app } = await seedPublishedApp(t.app, t.db, dev.id);
    // Text that would break out of the head or the data script if written raw.
    await t.db
      .update(application)
      .set({
        appName: 'Comet "<Chase>"',
        shortDescription: 'Race </script><script>alert(1)</script> & win',
      })
      .where(eq(application.id, app.id));
    const response = await get(`/store/apps/${app.bundleIdentifier}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain(`<main>app:${app.bundleIdentifier}</main>`);
    expect(html).toContain('<title>Comet "&lt;Chase>" | rendered</title>');
    expect(html).not.toContain('<title>VMU Pro</title>');
    expect(html).toContain(
      '<meta property="og:title" content="Comet &quot;&lt;Chase&gt;&quot; | VMU Pro Store">',
    );
    expect(html).toContain(
      '<meta property="og:description" content="Race &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; win">',
    );
    expect(html).toContain(
      `<meta property="og:url" content="${TEST_PUBLIC_URL}/store/apps/${app.bundleIdentifier}">`,
    );
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/public\/[^"]+">/);
    expect(html).not.toContain('noindex');
    // The page's own description, not the portal's besides it.
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('rendered description');
    // The only script element holding the text is the JSON; it never closes early.
    expect(html.match(/<script/g)).toHaveLength(1);
    const data = dataOf(html);
    expect(data.url).toBe(`/store/apps/${app.bundleIdentifier}`);
    expect(data.app.shortDescription).toBe('Race </script><script>alert(1)</script> & win');
    expect(data.app.releases).toHaveLength(1);
  });

  it('an app that left the store is a 410 page, one that never was a 404, neither indexed', async () => {
    const dev = await developer();
    const { app } = await seedPublishedApp(t.app, t.db, dev.id);
    await t.db
      .update(application)
      .set({ status: 'SUSPENDED', visibility: 'PRIVATE' })
      .where(eq(application.id, app.id));
    const gone = await get(`/store/apps/${app.bundleIdentifier}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('<main>unavailable:410</main>');
    expect(gone.body).toContain('<meta name="robots" content="noindex">');
    expect(dataOf(gone.body).unavailable).toEqual({ status: 410, message: APP_NOT_AVAILABLE });

    const missing = await get('/store/apps/com.nobody.here');
    expect(missing.statusCode).toBe(404);
    expect(dataOf(missing.body).unavailable).toEqual({ status: 404, message: APP_NOT_IN_STORE });
  });

  it('the catalogue page carries the page of results its query asks for', async () => {
    const dev = await developer();
    await seedPublishedApp(t.app, t.db, dev.id);
    const response = await get('/store?sort=name&type=game');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<main>apps:1</main>');
    const data = dataOf(response.body);
    expect(data.url).toBe('/store?sort=name&type=game');
    expect(data.catalogue.items[0].type).toBe('game');
    expect(response.body).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/store">`);
    // No description of its own: the portal's stays.
    expect(response.body).toContain('content="The portal"');
    // A search is no page for a search engine; a refused query is a 400 the page explains.
    expect((await get('/store?q=comet')).body).toContain('noindex');
    const refused = await get('/store?type=movie');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('<main>no data</main>');
    expect((await get('/store?cursor=not-ours')).statusCode).toBe(400);
  });

  it("never serves the renderer's own files", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/${SERVER_RENDERER_DIR}/render-page.js`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('renderStorePage');
  });
});

describe('jsonForScript', () => {
  it('writes JSON that no HTML parser can end early', () => {
    const text = jsonForScript({ a: '</script><!-- & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ a: '</script><!-- & \u2028' });
  });
});
