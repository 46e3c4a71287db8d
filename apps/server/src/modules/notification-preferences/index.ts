// The notification-preferences module's front door: all that the app and the other modules may use of it. Its
// other files are its own (an ESLint zone holds the line; docs/architecture.md, "Server modules").
// What it is: a developer's mail, currency and time zone preferences.
export { preferencesOf } from './preferences-of';
export { mailPreferencesReader } from './services/read-mail-preferences';
