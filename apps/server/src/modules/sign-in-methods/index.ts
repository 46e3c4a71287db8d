// The sign-in-methods module's front door: all that the app and the other modules may use of it. Its
// other files are its own (an ESLint zone holds the line; docs/architecture.md, "Server modules").
// What it is: how a user signs in: the email change's and password change's hooks on better-auth
// (`accounts/account-security-hooks.ts`), a first password for a GitHub or Google account, linking,
// unlinking never the last way in under the user's lock (decision 0045)
// Nothing else uses it: its GraphQL resolvers are wired by the generated resolver map.
export {};
