import { Route, Routes } from 'react-router';
import { Redirect } from '@/components/redirect';
import { paths } from '@/config/paths';
// The landing page is in the entry chunk: most first visits start there, and a lazy chunk
// would cost one more round trip before the first paint.
import { Component as Landing } from '@/routes/landing';
import { AccessGuard } from './guards/access-guard';
import { AnyVisitorArea } from './guards/any-visitor-area';
import { PublicArea } from './guards/public-area';
import { lazyRoute } from './lazy-route';
import { RootLayout } from './root-layout';

// React Router in library (declarative) mode: data lives in TanStack Query, so the data
// router's loaders would be unused weight (about 17 kB gzipped on every page; decision 0001).
const Terms = lazyRoute(() => import('@/routes/legal/terms'));
const Privacy = lazyRoute(() => import('@/routes/legal/privacy'));
const CookiePolicy = lazyRoute(() => import('@/routes/legal/cookie-policy'));
const Licensing = lazyRoute(() => import('@/routes/legal/licensing'));
const Docs = lazyRoute(() => import('@/routes/docs'));
const Examples = lazyRoute(() => import('@/routes/examples'));
const Contact = lazyRoute(() => import('@/routes/contact'));
const NewsIndex = lazyRoute(() => import('@/routes/news/news-index'));
const NewsArticle = lazyRoute(() => import('@/routes/news/news-article'));
const CookieSettings = lazyRoute(() => import('@/routes/settings/cookie-settings'));
const Login = lazyRoute(() => import('@/routes/auth/login'));
const Signup = lazyRoute(() => import('@/routes/auth/signup'));
const ForgotPassword = lazyRoute(() => import('@/routes/auth/forgot-password'));
const ResetPassword = lazyRoute(() => import('@/routes/auth/reset-password'));
const VerifyEmail = lazyRoute(() => import('@/routes/auth/verify-email'));
const AuthCallback = lazyRoute(() => import('@/routes/auth/auth-callback'));
const PendingVerification = lazyRoute(() => import('@/routes/pending-verification'));
const OnboardingCountry = lazyRoute(() => import('@/routes/onboarding/country'));
const OnboardingAppDetails = lazyRoute(() => import('@/routes/onboarding/app-details'));
const OnboardingDeveloperDetails = lazyRoute(() => import('@/routes/onboarding/developer-details'));
// The shell of the main area and the admin screens: its own chunk, public pages skip it.
const AppShell = lazyRoute(() => import('./shell/app-shell'));
const Dashboard = lazyRoute(() => import('@/routes/dashboard'));
const Analytics = lazyRoute(() => import('@/routes/analytics'));
const MyApps = lazyRoute(() => import('@/routes/apps'));
const CreateApp = lazyRoute(() => import('@/routes/apps-create'));
const Payments = lazyRoute(() => import('@/routes/payments'));
const PaymentProviderTest = lazyRoute(() => import('@/routes/payments-provider-test'));
const Payouts = lazyRoute(() => import('@/routes/payouts'));
const Profile = lazyRoute(() => import('@/routes/profile'));
const AdminDashboard = lazyRoute(() => import('@/routes/admin/dashboard'));
const AdminDevelopers = lazyRoute(() => import('@/routes/admin/developers'));
const AdminUsers = lazyRoute(() => import('@/routes/admin/users'));
const AdminAnalytics = lazyRoute(() => import('@/routes/admin/analytics'));
const AdminSettings = lazyRoute(() => import('@/routes/admin/settings'));

const onboardingScreens = [
  { path: paths.onboardingCountry, Screen: OnboardingCountry },
  { path: paths.onboardingAppDetails, Screen: OnboardingAppDetails },
  { path: paths.onboardingDeveloperDetails, Screen: OnboardingDeveloperDetails },
];
const mainAreaScreens = [
  { path: paths.dashboard, Screen: Dashboard },
  { path: paths.apps, Screen: MyApps },
  { path: paths.createApp, Screen: CreateApp },
  { path: paths.analytics, Screen: Analytics },
  { path: paths.payments, Screen: Payments },
  { path: paths.paymentsSetup, Screen: Payments },
  { path: paths.paymentProviderTest, Screen: PaymentProviderTest },
  { path: paths.payouts, Screen: Payouts },
  { path: paths.profile, Screen: Profile },
];
const adminScreens = [
  { path: paths.admin.dashboard, Screen: AdminDashboard },
  { path: paths.admin.review, Screen: lazyRoute(() => import('@/routes/admin/review')) },
  { path: paths.admin.developers, Screen: AdminDevelopers },
  { path: paths.admin.apps, Screen: lazyRoute(() => import('@/routes/admin/apps')) },
  { path: paths.admin.users, Screen: AdminUsers },
  { path: paths.admin.analytics, Screen: AdminAnalytics },
  { path: paths.admin.settings, Screen: AdminSettings },
];

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
          {/* Guest-only: a signed-in visitor goes to their dashboard (SPEC section 2). */}
          <Route element={<AccessGuard group="guest" />}>
            <Route path={paths.login} element={<Login />} />
            <Route path={paths.signup} element={<Signup />} />
            <Route path={paths.forgotPassword} element={<ForgotPassword />} />
            <Route path={paths.resetPassword} element={<ResetPassword />} />
          </Route>
          {/* Open routes: they check the session themselves. */}
          <Route path={paths.authCallback} element={<AuthCallback />} />
          <Route path={paths.verifyEmail} element={<VerifyEmail />} />
          <Route path={paths.pendingVerification} element={<PendingVerification />} />
        </Route>
        <Route path={paths.onboarding} element={<Redirect to={paths.onboardingCountry} />} />
        <Route element={<AccessGuard group="onboarding" />}>
          {onboardingScreens.map(({ path, Screen }) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
        </Route>
        <Route element={<AccessGuard group="main" />}>
          <Route element={<AppShell />}>
            {mainAreaScreens.map(({ path, Screen }) => (
              <Route key={path} path={path} element={<Screen />} />
            ))}
          </Route>
        </Route>
        {/* Every visitor can change their cookie choice (issue 13), signed in or not. */}
        <Route element={<AnyVisitorArea mainAreaShell={<AppShell />} />}>
          <Route path={paths.cookieSettings} element={<CookieSettings />} />
        </Route>
        <Route element={<AccessGuard group="admin" />}>
          <Route element={<AppShell />}>
            {adminScreens.map(({ path, Screen }) => (
              <Route key={path} path={path} element={<Screen />} />
            ))}
          </Route>
        </Route>
        <Route path="/admin" element={<Redirect to={paths.admin.dashboard} />} />
        <Route path="/login" element={<Redirect to={paths.login} />} />
        <Route path="/signup" element={<Redirect to={paths.signup} />} />
        {/* Unknown paths, and the public links whose pages do not exist (decisions 0003, 0018), go home. */}
        <Route path="*" element={<Redirect to={paths.home} />} />
      </Route>
    </Routes>
  );
}
