// The sessions module's front door: all that the app and the other modules may use of it. Its
// other files are its own (an ESLint zone holds the line; docs/architecture.md, "Server modules").
// What it is: a user's active sessions: listed with device and last use, never their tokens; one or
// all others signed out (decision 0045)
// Nothing else uses it: its GraphQL resolvers are wired by the generated resolver map.
export {};
