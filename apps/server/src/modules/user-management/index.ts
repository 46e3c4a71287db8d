// The user-management module's front door: all that the app and the other modules may use of it. Its
// other files are its own (an ESLint zone holds the line; docs/architecture.md, "Server modules").
// What it is: staff managing accounts: the users list and one account's page, granting and revoking
// admin and suspending and restoring an account under a lock on the admins' rows, the refusal of a
// suspended account's sign-in (`suspended-sign-in.ts`, better-auth's session hook) and API tokens
// (decision 0048)
export { deletedNow, suspendedNow } from './account-suspension-state';
export { suspendedSignInHooks } from './suspended-sign-in';
