import { APP_STATUS_LABELS } from '@vmu/domain';
import { cn } from '@/lib/cn';
import type { AppStatus } from '@/lib/graphql/graphql';

// Badge's variants have no colour per status, and cn() does not merge conflicting utilities,
// so the status badge sets its own colours on the badge's shape.
const STATUS_BADGE_CLASSES: Record<AppStatus, string> = {
  DRAFT: 'border-border bg-muted text-foreground',
  SUBMITTED: 'border-transparent bg-accent text-foreground',
  LIVE: 'border-transparent bg-success text-white',
  SUSPENDED: 'border-destructive bg-background text-destructive',
  REJECTED: 'border-transparent bg-destructive text-destructive-foreground',
};

/** The status as the portal labels it ('Under Review', 'Published', ...). */
export function AppStatusBadge({ status }: { status: AppStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        STATUS_BADGE_CLASSES[status],
      )}
    >
      {APP_STATUS_LABELS[status]}
    </span>
  );
}
