import { useId, useState } from 'react';
import { GitCompare } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  useApplicationVersion,
  type AdminApplicationVersion,
  type VersionChange,
} from '../api/get-application-version';
import type { PegiRating } from '@/lib/graphql/graphql';
import { formatPackageSize, formatPegi } from '../app-format';
import { DetailsDialog } from './details-dialog';

interface VersionChangesDialogProps {
  /** The update in review. */
  versionId: string;
  /** e.g. 'Changes in Pocket Chess v1.3.0'. */
  title: string;
}

/** View Changes on an update in review: each difference from the live version, side by side. */
export function VersionChangesDialog({ versionId, title }: VersionChangesDialogProps) {
  const [open, setOpen] = useState(false);
  const version = useApplicationVersion(versionId, open);
  return (
    <DetailsDialog
      title={title}
      description="What this update changes against the version that is live now."
      className="sm:max-w-4xl"
      open={open}
      onOpenChange={setOpen}
      query={version}
      failure="The changes could not be loaded."
      trigger={
        <Button variant="outline" className="flex-1 sm:flex-none">
          <GitCompare aria-hidden="true" />
          View Changes
        </Button>
      }
    >
      {(loaded) => <VersionChanges version={loaded} />}
    </DetailsDialog>
  );
}

function VersionChanges({ version }: { version: AdminApplicationVersion }) {
  const notesId = useId();
  return (
    <div className="grid min-w-0 gap-6">
      <p className="text-sm font-medium">
        v{version.application.currentVersion ?? '—'} → v{version.versionNumber}
      </p>
      {version.changes.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing differs from the live version.</p>
      ) : (
        <ul className="grid gap-4">
          {version.changes.map((change) => (
            <ChangeEntry key={change.field} change={change} />
          ))}
        </ul>
      )}
      <section aria-labelledby={notesId} className="grid gap-1 text-sm">
        <h3 id={notesId} className="font-semibold">
          Release notes
        </h3>
        <p className="wrap-anywhere whitespace-pre-wrap">{version.releaseNotes}</p>
      </section>
    </div>
  );
}

// Live and Update side by side from the small breakpoint, one above the other on a phone.
function ChangeEntry({ change }: { change: VersionChange }) {
  const labelId = useId();
  return (
    <li className="grid min-w-0 gap-2 rounded-md border border-border p-3">
      <h3 id={labelId} className="text-sm font-semibold">
        {change.label}
      </h3>
      <dl className="grid min-w-0 gap-3 text-sm sm:grid-cols-2">
        <div className="grid min-w-0 content-start gap-1">
          <dt className="text-xs font-medium text-muted-foreground uppercase">Live</dt>
          <dd className="min-w-0">
            <ChangeSide change={change} side="Live" />
          </dd>
        </div>
        <div className="grid min-w-0 content-start gap-1">
          <dt className="text-xs font-medium text-muted-foreground uppercase">Update</dt>
          <dd className="min-w-0">
            <ChangeSide change={change} side="Update" />
          </dd>
        </div>
      </dl>
    </li>
  );
}

const NONE = <span className="text-muted-foreground">None</span>;

function ChangeSide({ change, side }: { change: VersionChange; side: 'Live' | 'Update' }) {
  if (change.kind === 'FILES') {
    const files = side === 'Live' ? change.beforeFiles : change.afterFiles;
    if (files.length === 0) return NONE;
    return (
      <ul className="grid grid-cols-2 gap-2">
        {files.map((file, index) =>
          file.url && file.contentType.startsWith('image/') ? (
            <li key={file.key}>
              <img
                src={file.url}
                alt={`${side} ${change.label} ${index + 1}`}
                loading="lazy"
                className="w-full rounded-md border border-border bg-muted object-contain"
              />
            </li>
          ) : (
            <li key={file.key} className="break-all">
              {file.fileName}
            </li>
          ),
        )}
      </ul>
    );
  }
  const text = side === 'Live' ? change.before : change.after;
  if (text === null || text === undefined || text === '') return NONE;
  // The package size comes in bytes and the rating as stored: both written as everywhere else
  // on the admin screens.
  const shown =
    change.field === 'packageSize'
      ? formatPackageSize(Number(text))
      : change.field === 'pegiRating'
        ? formatPegi(text as PegiRating)
        : text;
  return <p className="wrap-anywhere whitespace-pre-wrap">{shown}</p>;
}
