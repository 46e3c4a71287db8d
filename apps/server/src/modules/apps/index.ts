// The apps module's front door: all that the app and the other modules may use of it. Its
// other files are its own (an ESLint zone holds the line; docs/architecture.md, "Server modules").
// What it is: a developer's own apps: create, the app form and its save
// (`services/write-application-form.ts`), withdraw and unpublish, price, delete, bundle
// identifiers, the list on My Apps
export {
  ALL_APPLICATION_COLUMNS,
  applicationColumnsFor,
  applicationSelection,
} from './application-columns';
export type { ApplicationColumn } from './application-columns';
export { applicationNotFound, invalidTransition, isApplicationId } from './application-errors';
export { fileCleanupDepsOf } from './file-cleanup-deps';
export { listingInputOf, saveStepOf } from './form-input-of';
export { appsLoadersOf } from './request-loaders';
export type { ApplicationRow, ApplicationVersionRow, StoredFileRow } from './schema.mappers';
export {
  activeUsersByApp,
  activeUsersOfRow,
  itemsShowActiveUsers,
  noActiveUsers,
} from './services/active-users-of-row';
export { findApplication } from './services/find-application';
export { listDeveloperApplications } from './services/list-developer-applications';
export type { ApplicationsPage } from './services/list-developer-applications';
export { ownStoredFiles } from './services/prepare-application-save';
export {
  keysOfAssets,
  removeUnreferencedFiles,
  stillReferenced,
} from './services/remove-unreferenced-files';
export type { FileCleanupDeps } from './services/remove-unreferenced-files';
export { saveApplicationForm } from './services/save-application-form';
export { isPreparedSubmission, newestVersionOf } from './services/write-application-form';
