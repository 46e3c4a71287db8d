// The api-tokens module's front door: all that the app and the other modules may use of it. Its
// other files are its own (an ESLint zone holds the line; docs/architecture.md, "Server modules").
// What it is: a developer's API tokens: make, list, revoke (GraphQL), and the check of a request's
// token at every use: its hash, revoked or expired, its developer still verified, its scopes
// (decision 0043)
export { authenticateApiToken, requireApiTokenScope } from './services/authenticate-api-token';
export type { ApiCaller } from './services/authenticate-api-token';
export { revokeAllApiTokens } from './services/revoke-all-api-tokens';
