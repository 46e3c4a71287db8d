import { useEffect } from 'react';
import { Inbox } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { ListFailure } from '@/components/list-failure';
import { LoadMore } from '@/components/load-more';
import { LoadingStatus } from '@/components/loading-status';
import { useUpdatesInReview } from '../api/list-updates-in-review';
import { toastReviewFailure } from '../review-failure';
import { UpdateReviewCard } from './update-review-card';

const UPDATES_FAILED = 'Failed to load updates';

interface UpdatesInReviewProps {
  /** Called once an update is decided (its card leaves the queue). */
  onReviewed: () => void;
}

/** App Review's second queue: updates of published apps waiting for a decision. */
export function UpdatesInReview({ onReviewed }: UpdatesInReviewProps) {
  const queue = useUpdatesInReview();
  const updates = queue.data?.pages.flatMap((page) => page.items) ?? [];
  const { error } = queue;

  useEffect(() => {
    if (error) toastReviewFailure(UPDATES_FAILED, error);
  }, [error]);

  if (queue.isPending) return <LoadingStatus />;
  if (queue.isError && updates.length === 0) {
    return (
      <ListFailure query={queue} className="text-muted-foreground">
        <p>The updates in review could not be loaded.</p>
      </ListFailure>
    );
  }
  if (updates.length === 0) {
    return (
      <EmptyState icon={Inbox} title="No updates to review">
        <p className="text-muted-foreground">
          No updates of published apps are waiting for review.
        </p>
      </EmptyState>
    );
  }
  return (
    <div
      role="group"
      aria-label="Updates pending review"
      aria-busy={queue.isFetching || undefined}
      className="grid gap-4"
    >
      {updates.map((update) => (
        <UpdateReviewCard key={update.id} update={update} onReviewed={onReviewed} />
      ))}
      <LoadMore list={queue} failure={UPDATES_FAILED} />
    </div>
  );
}
