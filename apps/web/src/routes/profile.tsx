import { holdsApiTokens, isDeveloper, needsEmailVerification } from '@vmu/domain';
import { Link } from '@/components/link';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { AccountDetailsSection } from '@/features/account-details/components/account-details-section';
import { AccountNameSection } from '@/features/account-details/components/account-name-section';
import { AccountDataSections } from '@/features/account-data/components/account-data-sections';
import { ApiTokensSection } from '@/features/api-tokens/components/api-tokens-section';
import { NotificationPreferencesSection } from '@/features/notification-preferences/components/notification-preferences-section';
import { ActiveSessionsSection } from '@/features/sessions/components/active-sessions-section';
import { SignInSections } from '@/features/sign-in-methods/components/sign-in-sections';
import { TwoFactorSection } from '@/features/two-factor/components/two-factor-section';
import { useViewer } from '@/features/viewer/api/get-viewer';

/**
 * /profile: the account's details, then what only a developer has (API tokens). An account
 * whose email is not verified yet manages its sign-in, sessions and data here too (decision
 * 0050); what needs a verified address waits for it.
 */
export function Component() {
  const { data: viewer } = useViewer();
  const unverified = viewer ? needsEmailVerification(viewer) : false;
  return (
    <div className="mx-auto grid w-full max-w-6xl min-w-0 gap-6">
      <title>Profile · VMU Pro Developers</title>
      <h1 className="text-3xl font-bold tracking-tight">Profile</h1>
      {unverified ? (
        <Alert role="note">
          Your email address is not verified yet. You can manage how you sign in, your sessions and
          your data here; the rest of the portal waits until you{' '}
          <Link to={paths.verifyEmail} className="font-medium text-primary underline">
            verify your email
          </Link>
          .
        </Alert>
      ) : null}
      {viewer ? <AccountNameSection account={viewer} /> : null}
      {/* A developer's details and preferences; staff and store accounts keep no profile. */}
      {isDeveloper(viewer) && !unverified ? <AccountDetailsSection /> : null}
      {isDeveloper(viewer) && !unverified ? <NotificationPreferencesSection /> : null}
      <SignInSections />
      {viewer ? <TwoFactorSection email={viewer.email} /> : null}
      <ActiveSessionsSection />
      {/* Tokens act for a verified developer only; the server refuses everyone else too. */}
      {viewer && holdsApiTokens(viewer) ? <ApiTokensSection /> : null}
      {viewer ? <AccountDataSections email={viewer.email} /> : null}
    </div>
  );
}
