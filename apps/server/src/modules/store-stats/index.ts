// The store-stats module's front door: all that the app and the other modules may use of it. Its
// other files are its own (an ESLint zone holds the line; docs/architecture.md, "Server modules").
// What it is: store-wide counts for the admin dashboard, and what waits for review of every kind
// (new apps, updates, developer accounts: `services/count-pending-reviews.ts`)
export { countPendingReviews } from './services/count-pending-reviews';
