// The audit-log module's front door: all that the app and the other modules may use of it. Its
// other files are its own (an ESLint zone holds the line; docs/architecture.md, "Server modules").
// What it is: the staff's audit log: `recordAuditEvent`, which every module calls in the
// transaction of a staff action, and the `auditEvents` list, which merges in app moderation's
// history (decision 0049)
export { recordAuditEvent } from './services/record-audit-event';
