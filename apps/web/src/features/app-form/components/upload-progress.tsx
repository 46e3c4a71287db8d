/** One upload's progress bar with its percentage (React writes the width through the CSSOM, which the CSP allows). */
export function UploadProgress({ fileName, percent }: { fileName: string; percent: number }) {
  return (
    <div className="grid gap-1">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="min-w-0 break-all text-muted-foreground">Uploading {fileName}</span>
        <span className="tabular-nums font-medium" aria-hidden="true">
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={`Uploading ${fileName}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
