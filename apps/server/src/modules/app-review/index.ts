// The app-review module's front door: all that the app and the other modules may use of it. Its
// other files are its own (an ESLint zone holds the line; docs/architecture.md, "Server modules").
// What it is: staff reviewing and moderating apps: approve, reject, suspend, restore
// (`services/moderate-application.ts` holds what the four share), the review history, the admin app
// list and its search, the counts, the download link
export { developerDeleted, ownApplication } from './review-errors';
export type { AdminApplicationCounts } from './services/count-applications-for-admin';
export { DOWNLOAD_URL_EXPIRES_IN_SECONDS } from './services/generate-download-url';
export type { DownloadLink } from './services/generate-download-url';
