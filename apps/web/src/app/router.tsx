import { Suspense, type ComponentProps, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '@/config/paths';
// The landing page is in the entry chunk: most first visits start there, and a lazy chunk
// would cost one more round trip before the first paint.
import { Component as Landing } from '@/routes/landing';
import { PublicArea } from './guards/public-area';
import { lazyRoute } from './lazy-route';
import { RootLayout } from './root-layout';
import { lazyWithQueries } from './with-queries';

// React Router in library (declarative) mode: data lives in TanStack Query, so the data
// router's loaders would be unused weight (about 17 kB gzipped on every page; decisions 0001,
// 0030). The guards wait for the viewer, so they load with TanStack Query, after the landing.
const LazyAccessGuard = lazyWithQueries(() =>
  import('./guards/access-guard').then((module) => module.AccessGuard),
);
const LazyOtherRoutes = lazyWithQueries(() =>
  import('./other-routes').then((module) => module.OtherRoutes),
);

// As a lazy screen's: the guard shows its spinner itself while it waits for the viewer.
function Guarded({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>{children}</Suspense>
  );
}
function AccessGuard(props: ComponentProps<typeof LazyAccessGuard>) {
  return (
    <Guarded>
      <LazyAccessGuard {...props} />
    </Guarded>
  );
}
const Terms = lazyRoute(() => import('@/routes/legal/terms'));
const Privacy = lazyRoute(() => import('@/routes/legal/privacy'));
const CookiePolicy = lazyRoute(() => import('@/routes/legal/cookie-policy'));
const Licensing = lazyRoute(() => import('@/routes/legal/licensing'));
const Docs = lazyRoute(() => import('@/routes/docs'));
const Examples = lazyRoute(() => import('@/routes/examples'));
const Contact = lazyRoute(() => import('@/routes/contact'));
const NewsIndex = lazyRoute(() => import('@/routes/news/news-index'));
const NewsArticle = lazyRoute(() => import('@/routes/news/news-article'));
// The store's screens read the catalogue, so their chunks come with TanStack Query (lazyRoute).
const StoreCatalogue = lazyRoute(() => import('@/routes/store/catalogue'));
const StoreApp = lazyRoute(() => import('@/routes/store/app-page'));
const StorePurchases = lazyRoute(() => import('@/routes/store/purchases'));
const Login = lazyRoute(() => import('@/routes/auth/login'));
const Signup = lazyRoute(() => import('@/routes/auth/signup'));
const ForgotPassword = lazyRoute(() => import('@/routes/auth/forgot-password'));
const ResetPassword = lazyRoute(() => import('@/routes/auth/reset-password'));
const VerifyEmail = lazyRoute(() => import('@/routes/auth/verify-email'));
const AuthCallback = lazyRoute(() => import('@/routes/auth/auth-callback'));
const TwoFactorSignIn = lazyRoute(() => import('@/routes/auth/two-factor'));
const PendingVerification = lazyRoute(() => import('@/routes/pending-verification'));
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<PublicArea />}>
          <Route path={paths.home} element={<Landing />} />
          <Route path={paths.terms} element={<Terms />} />
          <Route path={paths.privacy} element={<Privacy />} />
          <Route path={paths.cookiePolicy} element={<CookiePolicy />} />
          <Route path={paths.licensing} element={<Licensing />} />
          <Route path={paths.docs} element={<Docs />} />
          <Route path={paths.examples} element={<Examples />} />
          <Route path={paths.contact} element={<Contact />} />
          <Route path={paths.news} element={<NewsIndex />} />
          <Route path={`${paths.news}/:slug`} element={<NewsArticle />} />
          <Route path={paths.store} element={<StoreCatalogue />} />
          {/* Not paths.storeApp(':bundleIdentifier'): it would encode the colon. */}
          <Route path={`${paths.store}/apps/:bundleIdentifier`} element={<StoreApp />} />
          {/* Any signed-in account with a verified email: what it bought (decision 0038). */}
          <Route element={<AccessGuard group="account" />}>
            <Route path={paths.storePurchases} element={<StorePurchases />} />
          </Route>
          {/* Guest-only: a signed-in visitor goes home (docs/product.md, "Public pages"). */}
          <Route element={<AccessGuard group="guest" />}>
            <Route path={paths.login} element={<Login />} />
            <Route path={paths.signup} element={<Signup />} />
            <Route path={paths.forgotPassword} element={<ForgotPassword />} />
            <Route path={paths.resetPassword} element={<ResetPassword />} />
            <Route path={paths.twoFactorSignIn} element={<TwoFactorSignIn />} />
          </Route>
          {/* Open routes: they check the session themselves. */}
          <Route path={paths.authCallback} element={<AuthCallback />} />
          <Route path={paths.verifyEmail} element={<VerifyEmail />} />
          <Route path={paths.pendingVerification} element={<PendingVerification />} />
        </Route>
        {/* Everything else: the signed-in areas, cookie settings, redirects, unknown paths. */}
        <Route
          path="*"
          element={
            <Guarded>
              <LazyOtherRoutes />
            </Guarded>
          }
        />
      </Route>
    </Routes>
  );
}
