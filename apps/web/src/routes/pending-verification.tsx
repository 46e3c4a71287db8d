import { ACCESS_PATHS, entryPathFor } from '@vmu/domain';
import { Redirect } from '@/components/redirect';
import { LoadingScreen } from '@/components/ui/spinner';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { ReviewStatusScreen } from '@/features/pending-review/components/review-status-screen';
import { useViewer } from '@/features/viewer/api/get-viewer';

/**
 * Shown only to the visitors the main area's gating sends here (accessRedirect 'main' answers
 * /pending-verification: onboarding done, account not verified). Everyone else goes where that
 * gating sends them: signed out to sign-in, unverified email to /verify-email, unfinished
 * onboarding to its first step, verified developers and admins home.
 */
export function Component() {
  const viewer = useViewer();
  const signOut = useSignOut();
  if (viewer.isPending) return <LoadingScreen />;
  const user = viewer.data ?? null;
  const entry = entryPathFor(user);
  if (entry !== ACCESS_PATHS.pendingVerification) return <Redirect to={entry} />;
  return <ReviewStatusScreen onSignOut={signOut} />;
}
