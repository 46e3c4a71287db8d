import { isDeveloper, roleOf } from '@vmu/domain';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { AccountDataSections } from '@/features/account-data/components/account-data-sections';
import { ApiTokensSection } from '@/features/api-tokens/components/api-tokens-section';
import { ActiveSessionsSection } from '@/features/sessions/components/active-sessions-section';
import { SignInSections } from '@/features/sign-in-methods/components/sign-in-sections';
import { TwoFactorSection } from '@/features/two-factor/components/two-factor-section';
import { useViewer } from '@/features/viewer/api/get-viewer';
import { providerLabels } from '@/features/viewer/provider';

const roleLabels = { admin: 'Admin', developer: 'Developer', customer: 'Store account' } as const;

/** /profile: the account's details, then what only a developer has (API tokens, issue 19). */
export function Component() {
  const { data: viewer } = useViewer();
  return (
    <div className="mx-auto grid w-full max-w-6xl min-w-0 gap-6">
      <title>Profile · VMU Pro Developers</title>
      <h1 className="text-3xl font-bold tracking-tight">Profile</h1>
      <section aria-labelledby="personal-details-heading">
        <Card>
          <CardHeader>
            <h2 id="personal-details-heading" className="text-lg font-semibold leading-tight">
              Personal details
            </h2>
            <CardDescription>Editing your profile comes in a later release.</CardDescription>
          </CardHeader>
          {viewer ? (
            <CardContent>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <dt className="font-medium text-muted-foreground">Name</dt>
                <dd className="min-w-0 wrap-anywhere">{viewer.name}</dd>
                <dt className="font-medium text-muted-foreground">Email</dt>
                <dd className="min-w-0 break-all">{viewer.email}</dd>
                <dt className="font-medium text-muted-foreground">Signed in with</dt>
                <dd>{providerLabels[viewer.provider]}</dd>
                <dt className="font-medium text-muted-foreground">Role</dt>
                <dd>{roleLabels[roleOf(viewer)]}</dd>
              </dl>
            </CardContent>
          ) : null}
        </Card>
      </section>
      <SignInSections />
      {viewer ? <TwoFactorSection email={viewer.email} /> : null}
      <ActiveSessionsSection />
      {/* Tokens act for a developer account; staff have none (the server refuses them too). */}
      {isDeveloper(viewer) ? <ApiTokensSection /> : null}
      {viewer ? <AccountDataSections email={viewer.email} /> : null}
    </div>
  );
}
