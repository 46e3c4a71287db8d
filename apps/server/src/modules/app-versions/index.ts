// The app-versions module's front door: all that the app and the other modules may use of it. Its
// other files are its own (an ESLint zone holds the line; docs/architecture.md, "Server modules").
// What it is: updates of published apps: the update form's save and submit, withdraw, staff
// approving or rejecting an update, the version history's statuses and downloads, what an update
// changes (decision 0034)
export { newestUpdateOf } from './services/find-update';
export { saveApplicationUpdate } from './services/save-application-update';
export { updateFormTarget } from './services/update-form-target';
export { updateInReview } from './version-errors';
