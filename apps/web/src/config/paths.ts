import { ACCESS_PATHS } from '@vmu/domain/auth/paths';
import { storePath } from '@vmu/domain/apps/store-link';

// Every URL of the portal, defined once (docs/product.md, "Screens and routes"). Links and
// redirects use these. The ones the access rule sends visitors to are the domain's (ACCESS_PATHS);
// they come from its module of constants, so the first page does not load the rule itself.
export const paths = {
  home: '/',
  terms: '/terms',
  privacy: '/privacy',
  cookiePolicy: '/cookies',
  licensing: '/licensing',
  docs: '/docs',
  news: '/news',
  newsArticle: (slug: string) => `/news/${slug}`,
  events: '/events',
  help: '/help',
  status: '/status',
  bugReport: '/bug-report',
  examples: '/examples',
  contact: '/contact',
  /** The public store (decision 0035): the catalogue with its search, and one app's page. */
  store: '/store',
  storeApp: storePath,
  /** A store account's purchases, with their downloads (a signed-in account's). */
  storePurchases: ACCESS_PATHS.purchases,

  login: ACCESS_PATHS.login,
  signup: '/auth/signup',
  /** The store's sign-up: a store account, for buying apps (no developer onboarding). */
  storeSignup: '/auth/signup?account=store',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  authCallback: '/auth/callback',
  /** The sign-in's second step, with two-factor sign-in on (decision 0046). */
  twoFactorSignIn: ACCESS_PATHS.twoFactorSignIn,
  verifyEmail: ACCESS_PATHS.verifyEmail,
  pendingVerification: ACCESS_PATHS.pendingVerification,

  onboarding: '/onboarding',
  onboardingCountry: ACCESS_PATHS.onboarding,
  onboardingAppDetails: '/onboarding/app-details',
  onboardingDeveloperDetails: '/onboarding/developer-details',

  dashboard: ACCESS_PATHS.dashboard,
  apps: ACCESS_PATHS.apps,
  createApp: '/apps/create',
  /** A published app's versions (decision 0034); ':appId' gives the route's pattern. */
  appVersions: (appId: string) => `/apps/${appId}/versions`,
  /** The update form of a published app (Submit New Version). */
  newAppVersion: (appId: string) => `/apps/${appId}/versions/new`,
  analytics: '/analytics',
  payments: '/payments',
  paymentsSetup: '/payments/setup',
  paymentProviderTest: '/payments/provider-test',
  payouts: '/payouts',
  profile: '/profile',
  cookieSettings: '/settings/cookies',

  admin: {
    dashboard: ACCESS_PATHS.adminDashboard,
    review: '/admin/review',
    developers: '/admin/developers',
    apps: '/admin/apps',
    users: '/admin/users',
    /** One account as staff see it (decision 0048); ':userId' gives the route's pattern. */
    user: (userId: string) => `/admin/users/${userId}`,
    analytics: '/admin/analytics',
    settings: '/admin/settings',
    /**
     * Every staff action (decision 0049); ?actor=, ?action=, ?targetType= and ?target= filter it.
     */
    audit: '/admin/audit',
  },
} as const;
