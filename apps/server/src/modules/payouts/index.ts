// The payouts module's front door: all that the app and the other modules may use of it. Its
// other files are its own (an ESLint zone holds the line; docs/architecture.md, "Server modules").
// What it is: monthly payouts: each developer's months closed into statements per currency from the
// sales ledger by durable jobs (a daily scheduler, `close-payout-month`, `pay-payout`), paid by a
// transfer to the connected account, the `payouts` and `payoutStatement` queries, the statements'
// CSV and PDF (`statement-files/`) (decisions 0039, 0041)
export { payoutJobs } from './payout-jobs';
export { registerPayoutStatementFileRoutes } from './statement-files/statement-file-routes';
