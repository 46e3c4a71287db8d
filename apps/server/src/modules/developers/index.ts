// The developers module's front door: all that the app and the other modules may use of it. Its
// other files are its own (an ESLint zone holds the line; docs/architecture.md, "Server modules").
// What it is: a developer's own profile and onboarding steps
export { developerProfileOf } from './developer-profile-view';
export type { DeveloperProfileRow } from './developer-profile-view';
