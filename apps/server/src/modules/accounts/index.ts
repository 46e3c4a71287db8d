// The accounts module's front door: all that the app and the other modules may use of it. Its
// other files are its own (an ESLint zone holds the line; docs/architecture.md, "Server modules").
// What it is: sign-up, sign-in, sessions, one-time codes, OAuth (better-auth in `auth.ts`), the
// viewer and how it is resolved from a session or a token, store accounts (role customer) and
// becoming a developer (decision 0038)
export { ACCOUNT_RATE_LIMITS, CLIENT_IP_HEADER, createAuth } from './auth';
export type { Auth, AuthProviders } from './auth';
export { resolveAuthSecret } from './auth-secret';
export { resolveViewer, viewerOf } from './resolve-viewer';
