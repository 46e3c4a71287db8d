import { Download, MessagesSquare, Upload } from 'lucide-react';
import {
  hasBeenPublished,
  VERSION_STATUS_LABELS,
  versionThreadTakesMessages,
  type VersionStatus,
} from '@vmu/domain';
import { BackToMyApps } from '@/components/back-to-my-apps';
import { Link } from '@/components/link';
import { ListFailure } from '@/components/list-failure';
import { ReviewThread } from '@/components/review-thread/review-thread';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { LoadingScreen, Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useVersionDownload } from '@/lib/api/version-download';
import { cn } from '@/lib/cn';
import { formatDate, formatFileSize } from '@/lib/format';
import {
  useVersionHistory,
  type HistoryVersion,
  type VersionHistoryApp,
} from '../api/get-version-history';

export const HISTORY_LOAD_FAILED = 'Failed to load the version history. Please try again.';

// Live reads as the app status badge's Published green; a refusal in the destructive colour.
const STATUS_BADGE_CLASSES: Record<VersionStatus, string> = {
  DRAFT: 'border-border bg-muted text-foreground',
  IN_REVIEW: 'border-transparent bg-accent text-foreground',
  APPROVED: 'border-border bg-background text-foreground',
  REJECTED: 'border-transparent bg-destructive text-destructive-foreground',
  WITHDRAWN: 'border-border bg-muted text-foreground',
  LIVE: 'border-transparent bg-success text-white',
  SUPERSEDED: 'border-border bg-background text-muted-foreground',
};

function VersionStatusBadge({ status }: { status: VersionStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        STATUS_BADGE_CLASSES[status],
      )}
    >
      {VERSION_STATUS_LABELS[status]}
    </span>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function When({ iso }: { iso: string | null | undefined }) {
  return iso ? <time dateTime={iso}>{formatDate(iso)}</time> : <>—</>;
}

function VersionCard({
  app,
  version,
  download,
}: {
  app: VersionHistoryApp;
  version: HistoryVersion;
  download: ReturnType<typeof useVersionDownload>;
}) {
  const name = `v${version.versionNumber}`;
  const headingId = `version-${version.id}`;
  const writable = versionThreadTakesMessages(version.status);
  const reason = version.status === 'REJECTED' ? version.reviewNotes?.trim() : undefined;
  const downloading = download.pendingVersionId === version.id;
  return (
    <li>
      <Card role="region" aria-labelledby={headingId}>
        <CardHeader className="flex flex-row flex-wrap items-center gap-2">
          <h2 id={headingId} className="text-lg font-semibold">
            {name}
          </h2>
          <VersionStatusBadge status={version.status} />
          <span className="text-xs text-muted-foreground">
            {version.isUpdate ? 'Update' : 'First release'}
          </span>
        </CardHeader>
        <CardContent className="grid gap-4">
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
            <Fact term="Submitted">
              <When iso={version.submittedAt} />
            </Fact>
            <Fact term="Decided">
              <When iso={version.decidedAt} />
            </Fact>
            <Fact term="Package size">
              {version.fileSize == null ? '—' : formatFileSize(version.fileSize)}
            </Fact>
          </dl>
          <div className="grid gap-1 text-sm">
            <h3 className="font-medium">Release notes</h3>
            <p className="whitespace-pre-wrap wrap-anywhere text-muted-foreground">
              {version.releaseNotes || 'None'}
            </p>
          </div>
          {reason ? (
            <div className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
              <h3 className="font-medium text-destructive">Reviewer’s reason</h3>
              <p className="mt-1 whitespace-pre-wrap wrap-anywhere">{reason}</p>
            </div>
          ) : null}
          {version.fileSize != null ? (
            <Button
              type="button"
              variant="outline"
              className="w-fit"
              disabled={downloading}
              aria-label={`Download package of ${name}`}
              onClick={() =>
                download.download({ versionId: version.id, name: `${app.appName} ${name}` })
              }
            >
              {downloading ? <Spinner /> : <Download aria-hidden="true" />}
              Download package
            </Button>
          ) : null}
          {version.messages.length > 0 || writable ? (
            <details className="group rounded-md border border-border p-3" open={writable}>
              <summary className="flex cursor-pointer items-center gap-2 text-sm font-medium">
                <MessagesSquare className="size-4" aria-hidden="true" />
                {`Conversation (${version.messages.length})`}
              </summary>
              <div className="mt-3">
                <ReviewThread
                  versionId={version.id}
                  messages={version.messages}
                  canWrite={writable}
                  viewerRole="DEVELOPER"
                />
              </div>
            </details>
          ) : null}
        </CardContent>
      </Card>
    </li>
  );
}

/** /apps/:appId/versions: every version of an app, newest first (decision 0034). */
export function VersionHistory({ appId }: { appId: string }) {
  const query = useVersionHistory(appId);
  const download = useVersionDownload();
  const app = query.data;
  const canUpdate =
    app !== undefined && hasBeenPublished(app.status) && app.openUpdate?.status !== 'IN_REVIEW';

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <title>{`Version History${app ? ` · ${app.appName}` : ''} · VMU Pro Developers`}</title>
      <div className="grid gap-2">
        <BackToMyApps />
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-semibold sm:text-3xl">Version History</h1>
            {app ? <p className="text-muted-foreground wrap-anywhere">{app.appName}</p> : null}
          </div>
          {canUpdate ? (
            <Button asChild>
              <Link to={paths.newAppVersion(appId)}>
                <Upload aria-hidden="true" />
                Submit New Version
              </Link>
            </Button>
          ) : null}
        </div>
      </div>
      {query.isPending ? (
        <LoadingScreen label="Loading versions..." />
      ) : query.isError || !app ? (
        <ListFailure query={query}>
          <p>{HISTORY_LOAD_FAILED}</p>
        </ListFailure>
      ) : app.versions.length === 0 ? (
        <p className="text-muted-foreground">No version has been submitted yet.</p>
      ) : (
        <ol aria-label="Versions" className="grid gap-4">
          {app.versions.map((version) => (
            <VersionCard key={version.id} app={app} version={version} download={download} />
          ))}
        </ol>
      )}
    </div>
  );
}
