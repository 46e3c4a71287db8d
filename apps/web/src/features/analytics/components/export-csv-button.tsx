import { Download } from 'lucide-react';
import {
  analyticsCsv,
  analyticsCsvFileName,
  type AnalyticsCsvRow,
  type AnalyticsRange,
} from '@vmu/domain';
import { Button } from '@/components/ui/button';

/** Saves `rows`, the table's own, as a CSV file named by the range. */
export function ExportCsvButton({
  range,
  rows,
  currency,
}: {
  range: AnalyticsRange;
  rows: AnalyticsCsvRow[];
  currency: string | null;
}) {
  function download() {
    const blob = new Blob([analyticsCsv({ currency, rows })], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = analyticsCsvFileName(range);
    link.click();
    // The click has handed the file to the browser; the URL is not needed after it.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return (
    <Button type="button" variant="outline" size="lg" onClick={download}>
      <Download aria-hidden="true" />
      Export CSV
    </Button>
  );
}
