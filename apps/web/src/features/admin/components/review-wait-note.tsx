import { reviewWait } from '@vmu/domain';
import { formatDateTime } from '../app-format';

/**
 * When a submission in the review queue was sent and how long it has waited against the
 * promise of 1-3 business days (decision 0058); an overdue one says so in the warning colour.
 */
export function ReviewWaitNote({ submittedAt }: { submittedAt: string }) {
  const wait = reviewWait(new Date(submittedAt), new Date());
  return (
    <p className="text-xs text-muted-foreground">
      {'Submitted '}
      <time dateTime={submittedAt}>{formatDateTime(submittedAt)}</time>
      {' · '}
      <span className={wait.overdue ? 'font-semibold text-destructive' : undefined}>
        {wait.text}
      </span>
    </p>
  );
}
