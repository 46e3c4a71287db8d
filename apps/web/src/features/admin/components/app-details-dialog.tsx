import { Download } from 'lucide-react';
import { APP_STATUS_LABELS, VERSION_STATUS_LABELS } from '@vmu/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { ReviewAction } from '@/lib/graphql/graphql';
import { useApplicationDetails, type ApplicationDetails } from '../api/get-application-details';
import {
  formatCategory,
  formatDate,
  formatDateTime,
  formatPackageSize,
  formatPegi,
  formatPrice,
} from '../app-format';
import { AppFacts, Fact } from './app-facts';
import { AppStatusBadge } from '@/components/app-status-badge';
import { useVersionDownload } from '@/lib/api/version-download';
import { DetailsDialog, HistoryEntry } from './details-dialog';

const ACTION_LABELS: Record<ReviewAction, string> = {
  APPROVE: 'Approved',
  REJECT: 'Rejected',
  SUSPEND: 'Suspended',
  RESTORE: 'Restored',
  APPROVE_UPDATE: 'Approved an update',
  REJECT_UPDATE: 'Rejected an update',
};

const VISIBILITY_LABELS = { PUBLIC: 'Public', PRIVATE: 'Private' } as const;

interface AppDetailsDialogProps {
  appId: string;
  appName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** View Details on All Apps: every field of the app, its versions and its review history. */
export function AppDetailsDialog({
  appId,
  appName,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: AppDetailsDialogProps) {
  const details = useApplicationDetails(appId, open);
  return (
    <DetailsDialog
      title={appName}
      description="The app's details, versions and review history."
      className="sm:max-w-3xl"
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      query={details}
      failure="The details could not be loaded."
    >
      {(app) => <DetailsBody app={app} />}
    </DetailsDialog>
  );
}

function DetailsBody({ app }: { app: ApplicationDetails }) {
  return (
    <div className="grid min-w-0 gap-6">
      <section aria-label="Listing" className="grid gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <AppStatusBadge status={app.status} />
          <Badge variant="outline">{VISIBILITY_LABELS[app.visibility]}</Badge>
        </div>
        <p className="text-sm wrap-anywhere">{app.shortDescription}</p>
        <AppFacts>
          <Fact term="Bundle identifier">
            <span className="font-mono text-xs">{app.bundleIdentifier}</span>
          </Fact>
          <Fact term="Version">{app.currentVersion}</Fact>
          <Fact term="Price">{formatPrice(app.price, app.currency)}</Fact>
          <Fact term="Currency">{app.currency}</Fact>
          <Fact term="Package size">{formatPackageSize(app.assets.vmupackSize)}</Fact>
          <Fact term="Age rating">{formatPegi(app.ageRating.pegi)}</Fact>
          <Fact term="Categories">
            {app.categories.length > 0 ? app.categories.map(formatCategory).join(', ') : '—'}
          </Fact>
          <Fact term="Developer">
            {app.developer.name}
            <span className="block font-normal break-all text-muted-foreground">
              {app.developer.email}
            </span>
          </Fact>
          <Fact term="Created">{formatDate(app.metadata.createdAt)}</Fact>
          <Fact term="Updated">{formatDate(app.metadata.updatedAt)}</Fact>
          <Fact term="Package name">{app.extractedAppName ?? '—'}</Fact>
          <Fact term="Package version">{app.extractedVersion ?? '—'}</Fact>
          <Fact term="Terms and conditions">
            {app.legalPages.termsAndConditions ? (
              <span className="break-all">{app.legalPages.termsAndConditions}</span>
            ) : (
              '—'
            )}
          </Fact>
          <Fact term="Privacy policy">
            {app.legalPages.privacyPolicy ? (
              <span className="break-all">{app.legalPages.privacyPolicy}</span>
            ) : (
              '—'
            )}
          </Fact>
        </AppFacts>
        {app.status === 'REJECTED' && app.rejectionReason ? (
          <div className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
            <p className="font-medium text-destructive">Rejection reason</p>
            <p className="mt-1 wrap-anywhere whitespace-pre-line">{app.rejectionReason}</p>
          </div>
        ) : null}
        <div className="grid gap-1 text-sm">
          <p className="font-semibold">Description</p>
          <p className="wrap-anywhere whitespace-pre-line">{app.longDescription}</p>
        </div>
      </section>

      <section aria-labelledby="app-details-versions" className="grid gap-2">
        <h3 id="app-details-versions" className="font-semibold">
          Versions
        </h3>
        {app.versions.length === 0 ? (
          <p className="text-sm text-muted-foreground">No version has been submitted yet.</p>
        ) : (
          <ol className="grid gap-2">
            {app.versions.map((version) => (
              <VersionEntry key={version.id} appName={app.appName} version={version} />
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="app-details-history" className="grid gap-2">
        <h3 id="app-details-history" className="font-semibold">
          Review history
        </h3>
        {app.reviewHistory.length === 0 ? (
          <p className="text-sm text-muted-foreground">No admin action has been taken yet.</p>
        ) : (
          <ol className="grid gap-2">
            {app.reviewHistory.map((event) => (
              <HistoryEntry
                key={event.id}
                title={ACTION_LABELS[event.action]}
                at={event.createdAt}
                when={formatDateTime(event.createdAt)}
              >
                <p className="mt-1 text-muted-foreground">
                  {APP_STATUS_LABELS[event.fromStatus]} → {APP_STATUS_LABELS[event.toStatus]} by{' '}
                  {event.actorName} ({event.actorEmail})
                </p>
                {event.reason ? (
                  <p className="mt-1 wrap-anywhere whitespace-pre-line">{event.reason}</p>
                ) : null}
              </HistoryEntry>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

type DetailsVersion = ApplicationDetails['versions'][number];

/** One version of the history: where it stands, when, why, and its package. */
function VersionEntry({ appName, version }: { appName: string; version: DetailsVersion }) {
  const { download, pendingVersionId } = useVersionDownload();
  const downloading = pendingVersionId === version.id;
  const name = `${appName} v${version.versionNumber}`;
  return (
    <li className="rounded-md border border-border p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium">v{version.versionNumber}</span>
          {version.isUpdate ? <Badge variant="outline">Update</Badge> : null}
        </span>
        <Badge variant="secondary">{VERSION_STATUS_LABELS[version.status]}</Badge>
      </div>
      <p className="mt-1 text-muted-foreground">
        {version.submittedAt ? `Submitted ${formatDateTime(version.submittedAt)}` : 'Not submitted'}
        {version.decidedAt ? ` · Decided ${formatDateTime(version.decidedAt)}` : ''}
        {' · '}
        {formatPackageSize(version.fileSize)}
      </p>
      {version.releaseNotes ? (
        <p className="mt-1 wrap-anywhere whitespace-pre-line">{version.releaseNotes}</p>
      ) : null}
      {version.reviewNotes ? (
        <p className="mt-1 wrap-anywhere whitespace-pre-line">
          <span className="font-medium">Reviewer’s reason: </span>
          {version.reviewNotes}
        </p>
      ) : null}
      {version.fileSize != null ? (
        <Button
          variant="outline"
          size="sm"
          className="mt-2"
          onClick={() => download({ versionId: version.id, name })}
          disabled={downloading}
          aria-busy={downloading || undefined}
          aria-label={`Download v${version.versionNumber}`}
        >
          {downloading ? <Spinner /> : <Download aria-hidden="true" />}
          Download
        </Button>
      ) : null}
    </li>
  );
}
