import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { registerSecurityHeaders, SONNER_STYLE_HASH } from './security-headers';

describe('CSP style hash for sonner', () => {
  it('matches the <style> text the installed sonner injects', () => {
    const require = createRequire(import.meta.url);
    const entry = require.resolve('sonner').replace(/index\.js$/, 'index.mjs');
    const source = fs.readFileSync(entry, 'utf8');
    const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
    expect(literal).toBeDefined();
    const css = JSON.parse(literal ?? '""') as string;
    const hash = crypto.createHash('sha256').update(css).digest('base64');
    expect(SONNER_STYLE_HASH).toBe(`'sha256-${hash}'`);
  });
});

describe('CSP img-src and uploaded files', () => {
  const cspOf = async (filesOrigin: string | null) => {
    const app = Fastify();
    await registerSecurityHeaders(app, { production: false, filesOrigin });
    app.get('/', async () => 'ok');
    const response = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    const csp = String(response.headers['content-security-policy']);
    return csp
      .split(';')
      .find((d) => d.trim().startsWith('img-src'))
      ?.trim();
  };

  it("allows the S3 public files' origin only when files are served from there", async () => {
    expect(await cspOf('https://cdn.example.com')).toBe(
      "img-src 'self' data: https://avatars.githubusercontent.com https://*.googleusercontent.com https://cdn.example.com",
    );
    expect(await cspOf(null)).toBe(
      "img-src 'self' data: https://avatars.githubusercontent.com https://*.googleusercontent.com",
    );
  });
});
