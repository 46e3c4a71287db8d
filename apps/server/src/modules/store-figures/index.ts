// The store-figures module's front door: all that the app and the other modules may use of it. Its
// other files are its own (an ESLint zone holds the line; docs/architecture.md, "Server modules").
// What it is: the store's own figures for staff: `storeFigures` over a range, top apps, new
// developers and apps, review times against the promised business days, pending reviews, payouts
// due and paid (decision 0042)
// Nothing else uses it: its GraphQL resolvers are wired by the generated resolver map.
export {};
