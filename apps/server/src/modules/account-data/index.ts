// The account-data module's front door: all that the app and the other modules may use of it. Its
// other files are its own (an ESLint zone holds the line; docs/architecture.md, "Server modules").
// What it is: an account's own data: Download my data (`GET /api/account/export`, one read
// transaction through the archive's allow-list) and deleting one's own account with the typed email
// and an emailed code (apps off the store, personal data removed, money records kept, the user row
// emptied; decision 0047)
export { registerAccountExportRoute } from './account-export-route';
export { requireSignedIn } from './require-signed-in';
export { removeDeletedAccountFilesJob } from './services/remove-deleted-account-files';
