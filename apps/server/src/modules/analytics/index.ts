// The analytics module's front door: all that the app and the other modules may use of it. Its
// other files are its own (an ESLint zone holds the line; docs/architecture.md, "Server modules").
// What it is: a developer's and the store's figures: the `analytics` query over a range by day,
// week or month from the daily figures that triggers keep beside the raw events (decision 0040)
export { periodOf } from './services/read-analytics';
export { rebuildDailyFiguresJob } from './services/rebuild-daily-figures';
