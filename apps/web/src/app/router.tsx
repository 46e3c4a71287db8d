import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { PublicLayout } from '@/components/layouts/public-layout';
import { RootLayout } from './root-layout';

// Each screen is its own chunk (route modules export `Component`), so the landing page
// does not pay for the rest of the portal.
const notBuiltYet = () => import('@/routes/not-built-yet');

// Later issues replace notBuiltYet with their screens and wrap these groups in their guards.
const guestOnlyRoutes: RouteObject[] = [
  { path: paths.login, lazy: notBuiltYet },
  { path: paths.signup, lazy: notBuiltYet },
  { path: paths.forgotPassword, lazy: notBuiltYet },
  { path: paths.resetPassword, lazy: notBuiltYet },
];

const openRoutes: RouteObject[] = [
  { path: paths.authCallback, lazy: notBuiltYet },
  { path: paths.verifyEmail, lazy: notBuiltYet },
  { path: paths.pendingVerification, lazy: notBuiltYet },
];

const onboardingRoutes: RouteObject[] = [
  { path: paths.onboarding, element: <Navigate to={paths.onboardingCountry} replace /> },
  { path: paths.onboardingCountry, lazy: notBuiltYet },
  { path: paths.onboardingAppDetails, lazy: notBuiltYet },
  { path: paths.onboardingDeveloperDetails, lazy: notBuiltYet },
];

const mainAreaRoutes: RouteObject[] = [
  { path: paths.dashboard, lazy: notBuiltYet },
  { path: paths.apps, lazy: notBuiltYet },
  { path: paths.createApp, lazy: notBuiltYet },
  { path: paths.analytics, lazy: notBuiltYet },
  { path: paths.payments, lazy: notBuiltYet },
  { path: paths.paymentsSetup, lazy: notBuiltYet },
  { path: paths.paymentProviderTest, lazy: notBuiltYet },
  { path: paths.payouts, lazy: notBuiltYet },
  { path: paths.profile, lazy: notBuiltYet },
  { path: paths.cookieSettings, lazy: () => import('@/routes/settings/cookie-settings') },
];

const adminRoutes: RouteObject[] = [
  { path: '/admin', element: <Navigate to={paths.admin.dashboard} replace /> },
  ...Object.values(paths.admin).map((path) => ({ path, lazy: notBuiltYet })),
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: paths.home, lazy: () => import('@/routes/landing') },
          { path: paths.terms, lazy: () => import('@/routes/legal/terms') },
          { path: paths.privacy, lazy: () => import('@/routes/legal/privacy') },
          { path: paths.cookiePolicy, lazy: () => import('@/routes/legal/cookie-policy') },
          { path: paths.licensing, lazy: () => import('@/routes/legal/licensing') },
          { path: paths.docs, lazy: () => import('@/routes/docs') },
          { path: paths.news, lazy: () => import('@/routes/news/news-index') },
          { path: `${paths.news}/:slug`, lazy: () => import('@/routes/news/news-article') },
          ...openRoutes,
          ...guestOnlyRoutes,
        ],
      },
      ...onboardingRoutes,
      ...mainAreaRoutes,
      ...adminRoutes,
      { path: '/login', element: <Navigate to={paths.login} replace /> },
      { path: '/signup', element: <Navigate to={paths.signup} replace /> },
      // Unknown paths, and the public links whose pages do not exist (decision 0003), go home.
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
