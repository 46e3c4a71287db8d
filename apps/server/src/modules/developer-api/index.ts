// The developer-api module's front door: all that the app and the other modules may use of it. Its
// other files are its own (an ESLint zone holds the line; docs/architecture.md, "Server modules").
// What it is: the developer API under `/api/v1` for CI and the CLI: the developer's apps and
// versions, a package uploaded through the browser upload's checks and saved through the forms'
// saves, release notes, submit, review status and messages, rate limits and the log per token, the
// OpenAPI document (decision 0043)
export { developerApiDocument } from './developer-api-openapi';
export { registerDeveloperApiRoutes } from './developer-api-routes';
