// The account-details module's front door: all that the app and the other modules may use of it. Its
// other files are its own (an ESLint zone holds the line; docs/architecture.md, "Server modules").
// What it is: a developer's personal and business details on the profile, and their re-review.
// Nothing else uses it: its GraphQL resolvers are wired by the generated resolver map.
export {};
