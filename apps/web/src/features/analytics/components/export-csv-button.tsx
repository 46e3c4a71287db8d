import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * Saves a table's CSV (made when pressed) under `fileName`. Where a screen has several tables,
 * `of` names this one for screen readers ('Export CSV of top apps by downloads'), beginning
 * with the words shown so a voice-control user can say them.
 */
export function ExportCsvButton({
  fileName,
  csv,
  of,
}: {
  fileName: string;
  csv: () => string;
  of?: string;
}) {
  function download() {
    const blob = new Blob([csv()], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
    // The click has handed the file to the browser; the URL is not needed after it.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return (
    <Button
      type="button"
      variant="outline"
      size="lg"
      onClick={download}
      aria-label={of ? `Export CSV of ${of}` : undefined}
    >
      <Download aria-hidden="true" />
      Export CSV
    </Button>
  );
}
