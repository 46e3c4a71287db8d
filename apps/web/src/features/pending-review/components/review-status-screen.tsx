import { useEffect } from 'react';
import { Redirect } from '@/components/redirect';
import { LoadingScreen } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useReviewStatus, useSupportEmail } from '../api/get-review-status';
import { PendingReview } from './pending-review';
import { RejectedReview } from './rejected-review';

/**
 * /pending-verification for a developer who completed onboarding: 'Account Under Review' while
 * pending, 'Application Not Approved' after a rejection, the dashboard once verified. A pending
 * account staff had verified before (verifiedAt kept) is back in review after a change to a
 * verified detail, and is told what that pauses (decision 0057).
 */
export function ReviewStatusScreen({ onSignOut }: { onSignOut: () => Promise<void> }) {
  const review = useReviewStatus();
  const rejected = review.data?.status === 'rejected';
  const supportEmail = useSupportEmail({ enabled: rejected });

  useEffect(() => {
    // The pending screen stands in (below); the failure is only for whoever reads the logs.
    if (review.isError) console.error('Loading the developer review status failed', review.error);
  }, [review.isError, review.error]);

  if (review.isPending) return <LoadingScreen />;
  if (review.data?.status === 'verified') return <Redirect to={paths.dashboard} />;
  if (rejected) {
    return (
      <>
        <title>Application Not Approved · VMU Pro Developers</title>
        <RejectedReview
          reason={review.data?.verificationNotes ?? null}
          decidedAt={review.data?.lastStatusChange ?? null}
          supportEmail={supportEmail.data ?? null}
          onSignOut={onSignOut}
        />
      </>
    );
  }
  return (
    <>
      <title>Account Under Review · VMU Pro Developers</title>
      <PendingReview onSignOut={onSignOut} backInReview={Boolean(review.data?.verifiedAt)} />
    </>
  );
}
