// The system-status module's front door: all that the app and the other modules may use of it. Its
// other files are its own (an ESLint zone holds the line; docs/architecture.md, "Server modules").
// What it is: what staff see of the server's health: the data disk, the daily figures check.
// Nothing else uses it: its GraphQL resolvers are wired by the generated resolver map.
export {};
