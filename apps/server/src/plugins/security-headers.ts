import helmet from '@fastify/helmet';
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
export const AVATAR_IMAGE_HOSTS = [
  'https://avatars.githubusercontent.com',
  'https://*.googleusercontent.com',
];

/**
 * Helmet for every response: a CSP with no inline scripts (or styles but sonner's), frame-ancestors none,
 * and HSTS only in production (it would pin http://localhost to https otherwise).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: {
    production: boolean;
    /** Where uploaded images are served from when not the portal itself (S3_PUBLIC_URL's origin). */
    filesOrigin?: string | null;
  },
): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: [SELF],
        baseUri: [SELF],
        scriptSrc: [SELF],
        styleSrc: [SELF, SONNER_STYLE_HASH, EMPTY_STYLE_HASH],
        imgSrc: [
          SELF,
          'data:',
          ...AVATAR_IMAGE_HOSTS,
          ...(options.filesOrigin ? [options.filesOrigin] : []),
        ],
        fontSrc: [SELF, 'data:'],
        connectSrc: [SELF],
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
