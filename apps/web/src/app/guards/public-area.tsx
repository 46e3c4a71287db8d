import { entryPathFor } from '@vmu/domain';
import { PublicLayout } from '@/components/layouts/public-layout';
import { useViewer } from '@/features/viewer/api/get-viewer';
import { useFinishSignOut, useSignOut } from '@/features/auth/hooks/use-sign-out';

/** The public layout, told whether the visitor is signed in (shared layouts cannot ask). */
export function PublicArea() {
  const { data: viewer } = useViewer();
  const signOut = useSignOut();
  // Every sign-out lands on / (this layout): the cache is dropped here, after the page changed.
  useFinishSignOut();
  return (
    <PublicLayout
      account={
        viewer
          ? {
              dashboardPath: entryPathFor(viewer),
              onSignOut: signOut,
            }
          : null
      }
    />
  );
}
