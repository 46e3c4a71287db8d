// The store module's front door: all that the app and the other modules may use of it. Its
// other files are its own (an ESLint zone holds the line; docs/architecture.md, "Server modules").
// What it is: the public store: the catalogue API under `/api/store/v1` (list with search, filters,
// sorts and a device's sync, one app, the signed download and its count, ETags, the OpenAPI
// document, the account's purchases), the services the store's pages read (decision 0035)
export { findCatalogueApp, noAppInStore } from './services/find-catalogue-app';
export { readCataloguePage } from './services/read-catalogue-page';
export { storeApiDocument } from './store-api-openapi';
export { registerStoreApiRoutes } from './store-api-routes';
