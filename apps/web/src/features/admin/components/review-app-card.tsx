import { useId } from 'react';
import { Download, Eye } from 'lucide-react';
import { REVIEW_SCREENSHOTS_SHOWN } from '@vmu/domain';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useApproveApplication } from '../api/approve-application';
import type { AdminApplication } from '../api/list-all-applications';
import { useRejectApplication } from '../api/reject-application';
import { countOf } from '@/lib/format';
import { formatCategory, formatPackageSize, formatPegi, formatPrice } from '../app-format';
import { useReviewDecision } from '../hooks/use-review-decision';
import { AppFacts, Fact } from './app-facts';
import { AppIcon } from '@/components/app-icon';
import { AppPreviewDialog } from './app-preview-dialog';
import { ConversationDialog } from './conversation-dialog';
import { AppStatusBadge } from '@/components/app-status-badge';
import { DecisionButtons } from './decision-buttons';
import { ReviewWaitNote } from './review-wait-note';

interface ReviewAppCardProps {
  app: AdminApplication;
  onDownload: (app: AdminApplication) => void;
  downloading: boolean;
  /** Called once the app is approved or rejected: it leaves the queue, and its buttons with it. */
  onReviewed: () => void;
}

/**
 * One submitted app of the review queue with every field of docs/product.md, "Admin screens", and
 * its decisions.
 */
export function ReviewAppCard({ app, onDownload, downloading, onReviewed }: ReviewAppCardProps) {
  const headingId = useId();
  const approve = useApproveApplication();
  const reject = useRejectApplication();
  const busy = approve.isPending || reject.isPending;
  const name = app.appName;
  const submitted = app.status === 'SUBMITTED';
  const hasPackage = app.assets.vmupack != null;
  const decision = useReviewDecision({
    subject: 'application',
    approve: () => approve.mutateAsync({ appId: app.appId }),
    reject: (reason) => reject.mutateAsync({ appId: app.appId, reason }),
    approved: `${name} has been approved and published`,
    rejected: `${name} has been rejected`,
    onReviewed,
  });

  const screenshots = app.assets.screenshots.web;
  const shown = screenshots.slice(0, REVIEW_SCREENSHOTS_SHOWN);
  const more = screenshots.length - shown.length;

  return (
    <article
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      className="grid min-w-0 rounded-xl border border-border bg-background shadow-sm"
    >
      <div className="flex items-start gap-3 p-4 sm:p-6">
        <AppIcon name={name} url={app.assets.webIcon?.url} />
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h3 id={headingId} className="text-lg leading-tight font-semibold wrap-anywhere">
              {name}
            </h3>
            <AppStatusBadge status={app.status} />
          </div>
          <p className="text-sm wrap-anywhere text-muted-foreground">{app.shortDescription}</p>
          <p className="text-xs text-muted-foreground">by {app.developer.name}</p>
          {submitted && app.latestSubmission?.submittedAt ? (
            <ReviewWaitNote submittedAt={app.latestSubmission.submittedAt} />
          ) : null}
        </div>
      </div>

      <div className="grid gap-5 px-4 pb-4 sm:px-6 sm:pb-6">
        <AppFacts className="rounded-md bg-muted px-3 py-3">
          <Fact term="Price">{formatPrice(app.price, app.currency)}</Fact>
          <Fact term="Currency">{app.currency}</Fact>
          <Fact term="Package size">{formatPackageSize(app.assets.vmupackSize)}</Fact>
          <Fact term="Bundle identifier">
            <span className="font-mono text-xs">{app.bundleIdentifier}</span>
          </Fact>
          <Fact term="Version">{app.currentVersion}</Fact>
          <Fact term="Categories">
            {app.categories.length > 0 ? app.categories.map(formatCategory).join(', ') : '—'}
          </Fact>
          <Fact term="Age rating">{formatPegi(app.ageRating.pegi)}</Fact>
        </AppFacts>

        {/* Groups, not region landmarks: every card of the queue has them, and landmarks of
            one name could not be told apart (axe landmark-unique). */}
        {screenshots.length > 0 ? (
          <div role="group" aria-label="Screenshots">
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {shown.map((shot, index) => (
                <li key={shot.key}>
                  {shot.url ? (
                    <img
                      src={shot.url}
                      alt={`Screenshot ${index + 1} of ${screenshots.length}`}
                      loading="lazy"
                      className="aspect-[3/2] w-full rounded-md border border-border bg-muted object-cover"
                    />
                  ) : (
                    <div className="grid aspect-[3/2] place-items-center rounded-md bg-muted text-xs text-muted-foreground">
                      Screenshot {index + 1}
                    </div>
                  )}
                </li>
              ))}
              {more > 0 ? (
                <li>
                  <div className="grid aspect-[3/2] place-items-center rounded-md border border-border bg-muted text-lg font-semibold text-muted-foreground">
                    <span aria-hidden="true">+{more}</span>
                    <span className="sr-only">
                      {countOf(more, 'more screenshot', 'more screenshots')}
                    </span>
                  </div>
                </li>
              ) : null}
            </ul>
          </div>
        ) : null}

        <div role="group" aria-labelledby={`${headingId}-description`} className="grid gap-1">
          <h4 id={`${headingId}-description`} className="text-sm font-semibold">
            Description
          </h4>
          <p className="text-sm wrap-anywhere whitespace-pre-line">{app.longDescription}</p>
        </div>
      </div>

      <div className="flex flex-wrap gap-2 border-t border-border p-4 sm:justify-end sm:px-6">
        <AppPreviewDialog app={app}>
          <Button variant="outline" className="flex-1 sm:flex-none">
            <Eye aria-hidden="true" />
            Preview
          </Button>
        </AppPreviewDialog>
        {hasPackage ? (
          <Button
            variant="outline"
            className="flex-1 sm:flex-none"
            onClick={() => onDownload(app)}
            disabled={downloading}
            aria-busy={downloading || undefined}
          >
            {downloading ? <Spinner /> : <Download aria-hidden="true" />}
            Download
          </Button>
        ) : null}
        {submitted ? (
          <>
            {app.latestSubmission ? (
              <ConversationDialog
                versionId={app.latestSubmission.id}
                title={`Conversation: ${name} v${app.currentVersion}`}
              />
            ) : null}
            <DecisionButtons
              developerId={app.developer.userId}
              decision={decision}
              rejectTitle="Reject Application"
              rejectDescription={`${name} goes back to its developer, who reads your reason by email and on the app.`}
              busy={busy}
              rejecting={reject.isPending}
              approving={approve.isPending}
            />
          </>
        ) : null}
      </div>
    </article>
  );
}
