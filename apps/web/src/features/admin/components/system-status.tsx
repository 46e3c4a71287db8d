import { Activity, TriangleAlert } from 'lucide-react';
import { countOf, formatDateTime, formatFileSize, pluralOf } from '@/lib/format';
import { useDailyFiguresCheck } from '../api/get-daily-figures-check';
import { useDataDiskSpace } from '../api/get-data-disk-space';

/**
 * The dashboard's system status: the data disk (operational, or a warning before it is full and
 * when it is, with what happens then: decision 0055, changes are refused, reading goes on), and
 * the last check of the daily figures against the events (decision 0056).
 */
export function SystemStatus() {
  return (
    <div className="space-y-2">
      <DataDiskStatus />
      <DailyFiguresStatus />
    </div>
  );
}

function DataDiskStatus() {
  const space = useDataDiskSpace().data;
  if (!space || space.level === 'OK') {
    return (
      <p className="flex items-center gap-2 font-medium text-success">
        <Activity className="size-4" aria-hidden="true" />
        All systems operational
      </p>
    );
  }
  const free = `${formatFileSize(space.freeBytes)} free of ${formatFileSize(space.totalBytes)}`;
  return (
    <div role="alert" className="flex items-start gap-2 font-medium text-destructive">
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        {space.level === 'FULL'
          ? `The data disk is nearly full (${free}): changes are refused until space is freed. Reading still works.`
          : `The data disk is running low (${free}). Free some space: under ${formatFileSize(space.refuseWritesBelowBytes)} free, changes will be refused.`}
      </p>
    </div>
  );
}

/** The scheduled rebuild's last run; a warning when it found figures that had drifted. */
function DailyFiguresStatus() {
  const check = useDailyFiguresCheck().data;
  if (check === undefined) return null;
  if (check === null) {
    return (
      <p className="text-sm text-muted-foreground">
        The daily figures have not been checked against the sales and downloads yet.
      </p>
    );
  }
  const when = formatDateTime(check.checkedAt);
  if (check.driftedRows === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Daily figures last checked {when}: they matched the sales and downloads.
      </p>
    );
  }
  return (
    <div role="alert" className="flex items-start gap-2 font-medium text-destructive">
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        Daily figures last checked {when}: {countOf(check.driftedRows, 'row', 'rows')} had drifted
        from the sales and downloads and {pluralOf(check.driftedRows, 'was', 'were')} corrected.
      </p>
    </div>
  );
}
