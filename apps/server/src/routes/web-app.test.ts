import { describe, expect, it } from 'vitest';
import { testTargets, writeFakeWebDist } from '../test/harness';
import { useTestApp } from '../test/use-test-app';

const BROWSER_NAVIGATION = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

// Issue 13, point 13: a link whose last segment has a dot is a page, not a missing file.
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
  ])('a missing file asked for as %s stays a JSON 404', async (_label, url, accept) => {
    const response = await t.app.inject({ url, headers: { accept } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: `Route GET ${url} not found` },
    });
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
