import helmet from 'helmet';
import { PROVIDER_AVATAR_HOSTS } from '@vmu/domain';
import type { FastifyInstance } from 'fastify';

const SELF = "'self'";

/**
 * sonner (the web app's toasts) injects one fixed <style> element at runtime. Allowing exactly
 * that text by hash keeps style-src free of 'unsafe-inline'; the test recomputes it from the
 * installed sonner, so an upgrade that changes the CSS fails until this is updated.
 */
export const SONNER_STYLE_HASH = "'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY='";
// The same element is appended empty before its text is set.
const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/** Where the social providers serve profile pictures (the shell's avatar of GitHub/Google users). */
export const AVATAR_IMAGE_HOSTS = PROVIDER_AVATAR_HOSTS.map((host) => `https://${host}`);

/**
 * What Stripe's Connect embedded components (the embedded onboarding of the payment setup
 * screen) load into the page, per Stripe's CSP list for them: their scripts and frames, images
 * from *.stripe.com, one fixed <style> by hash, and Stripe.js calls to its API.
 */
export const STRIPE_CONNECT_SOURCES = {
  script: ['https://connect-js.stripe.com', 'https://js.stripe.com'],
  frame: ['https://connect-js.stripe.com', 'https://js.stripe.com'],
  img: ['https://*.stripe.com'],
  style: ["'sha256-0hAheEzaMe6uXIKV4EehS9pu1am1lj/KnnzrOYqckXk='"],
  connect: ['https://api.stripe.com'],
} as const;

/**
 * Helmet for every response: a CSP with no inline scripts (or styles but sonner's), frame-ancestors none,
 * and HSTS only in production (it would pin http://localhost to https otherwise).
 *
 * Helmet's middleware is built once here. @fastify/helmet built it again for every request
 * (parsing the CSP directives each time), a few per cent of a small request's CPU (decision 0029).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: {
    production: boolean;
    /** Where uploaded images are served from when not the portal itself (S3_PUBLIC_URL's origin). */
    filesOrigin?: string | null;
    /** The stripe payments driver is active: allow its embedded components (and nothing else). */
    stripeEmbedded?: boolean;
  },
): Promise<void> {
  const stripe = (kind: keyof typeof STRIPE_CONNECT_SOURCES) =>
    options.stripeEmbedded ? STRIPE_CONNECT_SOURCES[kind] : [];
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: [SELF],
        baseUri: [SELF],
        scriptSrc: [SELF, ...stripe('script')],
        styleSrc: [SELF, SONNER_STYLE_HASH, EMPTY_STYLE_HASH, ...stripe('style')],
        imgSrc: [
          SELF,
          'data:',
          ...AVATAR_IMAGE_HOSTS,
          ...(options.filesOrigin ? [options.filesOrigin] : []),
          ...stripe('img'),
        ],
        fontSrc: [SELF, 'data:'],
        connectSrc: [SELF, ...stripe('connect')],
        ...(options.stripeEmbedded ? { frameSrc: [...stripe('frame')] } : {}),
        objectSrc: ["'none'"],
        formAction: [SELF],
        frameAncestors: ["'none'"],
        ...(options.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    hsts: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error as Error | undefined),
    );
  });
}

// Mercurius' GraphiQL page has an inline <style> and loads its bundle from unpkg; it is only
// served in development, and only its own routes get this policy.
export const GRAPHIQL_CSP = [
  `default-src ${SELF}`,
  `script-src ${SELF} https://unpkg.com`,
  `style-src ${SELF} 'unsafe-inline' https://unpkg.com`,
  `img-src ${SELF} data: https://unpkg.com`,
  `font-src ${SELF} data: https://unpkg.com`,
  `connect-src ${SELF}`,
  `worker-src ${SELF} blob:`,
  "frame-ancestors 'none'",
].join('; ');
