// The developer-review module's front door: all that the app and the other modules may use of it. Its
// other files are its own (an ESLint zone holds the line; docs/architecture.md, "Server modules").
// What it is: staff reviewing developer accounts: the pending list, approve or reject, the admin's
// view of a developer and its history
export { fullNameOf } from './services/decide-developer-account';
