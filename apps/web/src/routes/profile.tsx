import { holdsApiTokens, isDeveloper } from '@vmu/domain';
import { AccountDetailsSection } from '@/features/account-details/components/account-details-section';
import { AccountNameSection } from '@/features/account-details/components/account-name-section';
import { AccountDataSections } from '@/features/account-data/components/account-data-sections';
import { ApiTokensSection } from '@/features/api-tokens/components/api-tokens-section';
import { NotificationPreferencesSection } from '@/features/notification-preferences/components/notification-preferences-section';
import { ActiveSessionsSection } from '@/features/sessions/components/active-sessions-section';
import { SignInSections } from '@/features/sign-in-methods/components/sign-in-sections';
import { TwoFactorSection } from '@/features/two-factor/components/two-factor-section';
import { useViewer } from '@/features/viewer/api/get-viewer';

/** /profile: the account's details, then what only a developer has (API tokens, issue 19). */
export function Component() {
  const { data: viewer } = useViewer();
  return (
    <div className="mx-auto grid w-full max-w-6xl min-w-0 gap-6">
      <title>Profile · VMU Pro Developers</title>
      <h1 className="text-3xl font-bold tracking-tight">Profile</h1>
      {viewer ? <AccountNameSection account={viewer} /> : null}
      {/* A developer's details and preferences; staff and store accounts keep no profile. */}
      {isDeveloper(viewer) ? <AccountDetailsSection /> : null}
      {isDeveloper(viewer) ? <NotificationPreferencesSection /> : null}
      <SignInSections />
      {viewer ? <TwoFactorSection email={viewer.email} /> : null}
      <ActiveSessionsSection />
      {/* Tokens act for a verified developer only; the server refuses everyone else too. */}
      {viewer && holdsApiTokens(viewer) ? <ApiTokensSection /> : null}
      {viewer ? <AccountDataSections email={viewer.email} /> : null}
    </div>
  );
}
