import { Navigate, Route, Routes } from 'react-router';
import { paths } from '@/config/paths';
import { PublicLayout } from '@/components/layouts/public-layout';
import { lazyRoute } from './lazy-route';
import { RootLayout } from './root-layout';

// React Router in library (declarative) mode: data lives in TanStack Query, so the data
// router's loaders would be unused weight (about 17 kB gzipped on every page; decision 0001).
const Landing = lazyRoute(() => import('@/routes/landing'));
const Terms = lazyRoute(() => import('@/routes/legal/terms'));
const Privacy = lazyRoute(() => import('@/routes/legal/privacy'));
const CookiePolicy = lazyRoute(() => import('@/routes/legal/cookie-policy'));
const Licensing = lazyRoute(() => import('@/routes/legal/licensing'));
const Docs = lazyRoute(() => import('@/routes/docs'));
const NewsIndex = lazyRoute(() => import('@/routes/news/news-index'));
const NewsArticle = lazyRoute(() => import('@/routes/news/news-article'));
const CookieSettings = lazyRoute(() => import('@/routes/settings/cookie-settings'));
// Screens of later issues; each issue swaps in its screen and its guard.
const NotBuiltYet = lazyRoute(() => import('@/routes/not-built-yet'));

const guestOnlyPaths = [paths.login, paths.signup, paths.forgotPassword, paths.resetPassword];
const openPaths = [paths.authCallback, paths.verifyEmail, paths.pendingVerification];
const onboardingPaths = [
  paths.onboardingCountry,
  paths.onboardingAppDetails,
  paths.onboardingDeveloperDetails,
];
const mainAreaPaths = [
  paths.dashboard,
  paths.apps,
  paths.createApp,
  paths.analytics,
  paths.payments,
  paths.paymentsSetup,
  paths.paymentProviderTest,
  paths.payouts,
  paths.profile,
];
const adminPaths = Object.values(paths.admin);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<PublicLayout />}>
          <Route path={paths.home} element={<Landing />} />
          <Route path={paths.terms} element={<Terms />} />
          <Route path={paths.privacy} element={<Privacy />} />
          <Route path={paths.cookiePolicy} element={<CookiePolicy />} />
          <Route path={paths.licensing} element={<Licensing />} />
          <Route path={paths.docs} element={<Docs />} />
          <Route path={paths.news} element={<NewsIndex />} />
          <Route path={`${paths.news}/:slug`} element={<NewsArticle />} />
          {[...openPaths, ...guestOnlyPaths].map((path) => (
            <Route key={path} path={path} element={<NotBuiltYet />} />
          ))}
        </Route>
        <Route
          path={paths.onboarding}
          element={<Navigate to={paths.onboardingCountry} replace />}
        />
        {[...onboardingPaths, ...mainAreaPaths, ...adminPaths].map((path) => (
          <Route key={path} path={path} element={<NotBuiltYet />} />
        ))}
        <Route path={paths.cookieSettings} element={<CookieSettings />} />
        <Route path="/admin" element={<Navigate to={paths.admin.dashboard} replace />} />
        <Route path="/login" element={<Navigate to={paths.login} replace />} />
        <Route path="/signup" element={<Navigate to={paths.signup} replace />} />
        {/* Unknown paths, and the public links whose pages do not exist (decision 0003), go home. */}
        <Route path="*" element={<Navigate to={paths.home} replace />} />
      </Route>
    </Routes>
  );
}
