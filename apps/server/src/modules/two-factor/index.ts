// The two-factor module's front door: all that the app and the other modules may use of it. Its
// other files are its own (an ESLint zone holds the line; docs/architecture.md, "Server modules").
// What it is: two-factor sign-in: better-auth's twoFactor plugin and the portal's checks around it
// (`two-factor-sign-in.ts`), the second step after GitHub and Google
// (`challenge-social-sign-in.ts`), the profile's `twoFactorStatus`, staff who must use it marked on
// the viewer and refused by `requireAdmin` and the main area's guard (decision 0046)
export { isSecondStepUnderAttack, markSignInCodePassed } from './second-step-attempts';
export { withStaffTwoFactorCheck } from './staff-two-factor';
export { twoFactorSignIn } from './two-factor-sign-in';
