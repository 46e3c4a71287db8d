import { Activity, TriangleAlert } from 'lucide-react';
import { formatFileSize } from '@/lib/format';
import { useDataDiskSpace } from '../api/get-data-disk-space';

/**
 * The dashboard's system status: operational, or a warning before the data disk is full and
 * when it is, with what happens then (decision 0055: changes are refused, reading goes on).
 */
export function SystemStatus() {
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
          ? `The data disk is full (${free}): changes are refused until space is freed. Reading still works.`
          : `The data disk is running low (${free}). Free some space: under ${formatFileSize(space.refuseWritesBelowBytes)} free, changes will be refused.`}
      </p>
    </div>
  );
}
