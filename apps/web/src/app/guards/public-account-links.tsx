import { accessRedirect, entryPathFor, isCustomer } from '@vmu/domain';
import { paths } from '@/config/paths';
import { SignedOutLinks } from '@/components/layouts/public-layout';
import { SignedInLinks } from '@/components/layouts/signed-in-links';
import { useViewer } from '@/features/viewer/api/get-viewer';
import { useFinishSignOut, useSignOut } from '@/features/auth/hooks/use-sign-out';

/** The public header's account links: Sign In and Get Started, or Sign Out, Profile and Go to Dashboard. */
export function PublicAccountLinks() {
  const { data: viewer } = useViewer();
  const signOut = useSignOut();
  // Every sign-out lands on / (the public area): the cache is dropped here, after the page changed.
  useFinishSignOut();
  if (!viewer) return <SignedOutLinks />;
  return (
    <SignedInLinks
      account={{
        dashboardPath: entryPathFor(viewer),
        isStoreAccount: isCustomer(viewer),
        profilePath:
          accessRedirect('own-account', viewer) === null && accessRedirect('main', viewer) !== null
            ? paths.profile
            : undefined,
        onSignOut: signOut,
      }}
    />
  );
}
