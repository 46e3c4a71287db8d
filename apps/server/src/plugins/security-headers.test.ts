import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import {
  registerSecurityHeaders,
  SONNER_STYLE_HASH,
  STRIPE_CONNECT_SOURCES,
} from './security-headers';

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

describe('CSP and Stripe embedded components', () => {
  const directivesOf = async (stripeEmbedded: boolean) => {
    const app = Fastify();
    await registerSecurityHeaders(app, { production: false, stripeEmbedded });
    app.get('/', async () => 'ok');
    const response = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    const csp = String(response.headers['content-security-policy']);
    return new Map(
      csp.split(';').map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
  };

  it("allows Stripe's Connect sources only when the stripe driver is active", async () => {
    const stripe = await directivesOf(true);
    expect(stripe.get('script-src')).toEqual([
      "'self'",
      'https://connect-js.stripe.com',
      'https://js.stripe.com',
    ]);
    expect(stripe.get('frame-src')).toEqual([
      'https://connect-js.stripe.com',
      'https://js.stripe.com',
    ]);
    expect(stripe.get('img-src')).toContain('https://*.stripe.com');
    expect(stripe.get('style-src')).toContain(STRIPE_CONNECT_SOURCES.style[0]);
    expect(stripe.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);

    const sandbox = await directivesOf(false);
    expect(sandbox.get('script-src')).toEqual(["'self'"]);
    expect(sandbox.get('connect-src')).toEqual(["'self'"]);
    expect(sandbox.has('frame-src')).toBe(false);
    expect([...sandbox.values()].flat().join(' ')).not.toContain('stripe');
  });
});
