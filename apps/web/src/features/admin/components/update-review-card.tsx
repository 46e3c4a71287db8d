import { useId } from 'react';
import { AppIcon } from '@/components/app-icon';
import { Badge } from '@/components/ui/badge';
import { useApproveApplicationUpdate } from '../api/approve-application-update';
import type { UpdateInReview } from '../api/list-updates-in-review';
import { useRejectApplicationUpdate } from '../api/reject-application-update';
import { useReviewDecision } from '../hooks/use-review-decision';
import { Download } from 'lucide-react';
import { useVersionDownload } from '@/lib/api/version-download';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ConversationDialog } from './conversation-dialog';
import { ReviewWaitNote } from './review-wait-note';
import { DecisionButtons } from './decision-buttons';
import { VersionChangesDialog } from './version-changes-dialog';

interface UpdateReviewCardProps {
  update: UpdateInReview;
  /** Called once the update is approved or rejected: it leaves the queue, and its buttons with it. */
  onReviewed: () => void;
}

/** One update of a published app in the review queue: what it is, its notes and its decisions. */
export function UpdateReviewCard({ update, onReviewed }: UpdateReviewCardProps) {
  const headingId = useId();
  const approve = useApproveApplicationUpdate();
  const reject = useRejectApplicationUpdate();
  const busy = approve.isPending || reject.isPending;
  const { download, pendingVersionId } = useVersionDownload();
  const downloading = pendingVersionId === update.id;
  const { application: app, versionNumber } = update;
  const name = `${app.appName} v${versionNumber}`;
  const decision = useReviewDecision({
    subject: 'update',
    approve: () => approve.mutateAsync({ versionId: update.id }),
    reject: (reason) => reject.mutateAsync({ versionId: update.id, reason }),
    approved: `${name} has been approved and is now live`,
    rejected: `${name} has been rejected`,
    onReviewed,
  });

  return (
    <article
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      className="grid min-w-0 rounded-xl border border-border bg-background shadow-sm"
    >
      <div className="flex items-start gap-3 p-4 sm:p-6">
        <AppIcon name={app.appName} url={app.assets.webIcon?.url} />
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h3 id={headingId} className="text-lg leading-tight font-semibold wrap-anywhere">
              {app.appName}
            </h3>
            <Badge variant="secondary">Update</Badge>
          </div>
          <p className="text-sm font-medium">
            v{app.currentVersion ?? '—'} → v{versionNumber}
          </p>
          <p className="text-xs text-muted-foreground">by {app.developer.name}</p>
          {update.submittedAt ? <ReviewWaitNote submittedAt={update.submittedAt} /> : null}
        </div>
      </div>

      <div
        role="group"
        aria-labelledby={`${headingId}-notes`}
        className="grid gap-1 px-4 pb-4 sm:px-6 sm:pb-6"
      >
        <h4 id={`${headingId}-notes`} className="text-sm font-semibold">
          Release notes
        </h4>
        <p className="text-sm wrap-anywhere whitespace-pre-line">{update.releaseNotes}</p>
      </div>

      <div className="flex flex-wrap gap-2 border-t border-border p-4 sm:justify-end sm:px-6">
        <Button
          variant="outline"
          className="flex-1 sm:flex-none"
          onClick={() => download({ versionId: update.id, name })}
          disabled={downloading}
          aria-busy={downloading || undefined}
        >
          {downloading ? <Spinner /> : <Download aria-hidden="true" />}
          Download
        </Button>
        <VersionChangesDialog versionId={update.id} title={`Changes in ${name}`} />
        <ConversationDialog versionId={update.id} title={`Conversation: ${name}`} />
        <DecisionButtons
          developerId={app.developer.userId}
          decision={decision}
          rejectTitle="Reject Update"
          rejectDescription={`${name} is not published; the live version stays. Its developer reads your reason by email and in the conversation.`}
          busy={busy}
          rejecting={reject.isPending}
          approving={approve.isPending}
        />
      </div>
    </article>
  );
}
