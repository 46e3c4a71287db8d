import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { PendingReview } from '@/features/pending-review/components/pending-review';

export function Component() {
  const signOut = useSignOut();
  return (
    <>
      <title>Account Under Review · VMU Pro Developers</title>
      <PendingReview onSignOut={signOut} />
    </>
  );
}
