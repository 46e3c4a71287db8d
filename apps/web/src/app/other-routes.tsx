import { Route, Routes } from 'react-router';
import { Redirect } from '@/components/redirect';
import { paths } from '@/config/paths';
import { AccessGuard } from './guards/access-guard';
import { AnyVisitorArea } from './guards/any-visitor-area';
import { lazyRoute } from './lazy-route';

// Every route outside the public area: onboarding, the main area, the admin area, cookie
// settings and the redirects. Loaded (with TanStack Query) the first time one is opened, so
// the public pages do not carry their table (decision 0030).
const CookieSettings = lazyRoute(() => import('@/routes/settings/cookie-settings'));
const OnboardingCountry = lazyRoute(() => import('@/routes/onboarding/country'));
const OnboardingAppDetails = lazyRoute(() => import('@/routes/onboarding/app-details'));
const OnboardingDeveloperDetails = lazyRoute(() => import('@/routes/onboarding/developer-details'));
// The shell of the main area and the admin screens: its own chunk, public pages skip it.
const AppShell = lazyRoute(() => import('./shell/app-shell'));
const Dashboard = lazyRoute(() => import('@/routes/dashboard'));
const Analytics = lazyRoute(() => import('@/routes/analytics'));
const MyApps = lazyRoute(() => import('@/routes/apps'));
const CreateApp = lazyRoute(() => import('@/routes/apps-create'));
const NewAppVersion = lazyRoute(() => import('@/routes/apps-version-new'));
const AppVersions = lazyRoute(() => import('@/routes/apps-versions'));
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
  { path: paths.newAppVersion(':appId'), Screen: NewAppVersion },
  { path: paths.appVersions(':appId'), Screen: AppVersions },
  { path: paths.analytics, Screen: Analytics },
  { path: paths.payments, Screen: Payments },
  { path: paths.paymentsSetup, Screen: Payments },
  { path: paths.paymentProviderTest, Screen: PaymentProviderTest },
  { path: paths.payouts, Screen: Payouts },
];
const adminScreens = [
  { path: paths.admin.dashboard, Screen: AdminDashboard },
  { path: paths.admin.review, Screen: lazyRoute(() => import('@/routes/admin/review')) },
  { path: paths.admin.developers, Screen: AdminDevelopers },
  { path: paths.admin.apps, Screen: lazyRoute(() => import('@/routes/admin/apps')) },
  { path: paths.admin.users, Screen: AdminUsers },
  { path: paths.admin.user(':userId'), Screen: lazyRoute(() => import('@/routes/admin/user')) },
  { path: paths.admin.analytics, Screen: AdminAnalytics },
  { path: paths.admin.settings, Screen: AdminSettings },
  { path: paths.admin.audit, Screen: lazyRoute(() => import('@/routes/admin/audit')) },
];

export function OtherRoutes() {
  return (
    <Routes>
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
      {/*
        Everyone manages their own account (decision 0050): store accounts, developers under
        review or rejected, and accounts whose email is not verified yet too, in the main area's
        shell if it admits them, else the public one.
      */}
      <Route element={<AccessGuard group="own-account" />}>
        <Route element={<AnyVisitorArea mainAreaShell={<AppShell />} />}>
          <Route path={paths.profile} element={<Profile />} />
        </Route>
      </Route>
      {/* Every visitor can change their cookie choice (decision 0018), signed in or not. */}
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
    </Routes>
  );
}
