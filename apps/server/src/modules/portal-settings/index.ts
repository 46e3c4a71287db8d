// The portal-settings module's front door: all that the app and the other modules may use of it. Its
// other files are its own (an ESLint zone holds the line; docs/architecture.md, "Server modules").
// What it is: what staff change without a deploy: saved rejection reasons, the support address read
// into every request's context, the notice on every page, the staff two-factor switch; every change
// audited (decision 0049)
export { isStaffTwoFactorRequired } from './services/read-portal-settings';
export { currentSupportEmail } from './services/support-email';
