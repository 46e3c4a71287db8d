// The places the access rule sends a visitor to (docs/product.md, "Access to the main area"). The
// web's URL map (apps/web/src/config/paths.ts) takes these from here, and the server's upload check
// compares against them. A module of its own, with no code, so the web's first page can import the
// URLs without the rule.
export const ACCESS_PATHS = {
  login: '/auth/login',
  verifyEmail: '/verify-email',
  onboarding: '/onboarding/country',
  pendingVerification: '/pending-verification',
  apps: '/apps',
  dashboard: '/dashboard',
  adminDashboard: '/admin/dashboard',
  /** The public store, where a store account shops. */
  store: '/store',
  /** A store account's home: what they bought, with its downloads (decision 0038). */
  purchases: '/store/purchases',
  /** The sign-in's second step, after the password, GitHub or Google (decision 0046). */
  twoFactorSignIn: '/auth/two-factor',
  /** Where staff who must use two-factor sign-in turn it on: the profile's section. */
  twoFactorSetup: '/profile#two-factor',
} as const;
