import { useState, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FileArchive, Trash2 } from 'lucide-react';
import { assetDeclarationError, type AssetType } from '@vmu/domain';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { UploadError, type UploadedFile } from '../api/upload-asset';
import { acceptOf, assetHint, formatFileSize } from '../asset-hints';
import { ASSET_FIELD_LABELS, type AppFormValues, type SingleAssetField } from '../form-values';
import type { AssetUploads } from '../hooks/use-asset-uploads';
import { UploadProgress } from './upload-progress';

export const fileInputClassName =
  'block w-full min-w-0 cursor-pointer rounded-md border border-muted-foreground/50 bg-background text-sm text-muted-foreground file:mr-3 file:cursor-pointer file:border-0 file:border-r file:border-border file:bg-secondary file:px-3 file:py-2 file:font-medium file:text-secondary-foreground hover:file:bg-secondary/80 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive';

/** Why an upload failed, in the words of docs/product.md, "Upload messages". */
export function uploadFailure(label: string, error: unknown): string {
  return error instanceof UploadError
    ? `Failed to upload ${label}: ${error.message}`
    : `Failed to upload ${label}. Please try again.`;
}

/**
 * One uploaded asset (the package, an icon, a banner): the rules, the file chooser, the
 * progress while uploading, and the preview with a Remove button once stored.
 */
export function AssetUploadField({
  field,
  assetType,
  uploads,
  onUploaded,
  previewClassName,
  inputLabel,
}: {
  field: SingleAssetField;
  /** The control's label when it differs from the asset's name (e.g. beside a same-named section). */
  inputLabel?: string;
  assetType: AssetType;
  uploads: AssetUploads;
  /** Called with the stored file once the upload succeeded (the package's metadata is read then). */
  onUploaded?: (file: UploadedFile) => void;
  /** Size of the image preview, e.g. the VMU icon at its real 76 px. */
  previewClassName?: string;
}) {
  const label = ASSET_FIELD_LABELS[field];
  const { control, setValue, formState } = useFormContext<AppFormValues>();
  const value = useWatch({ control, name: field });
  const [problem, setProblem] = useState<string | null>(null);
  const inFlight = uploads.uploads.find((upload) => upload.field === field);
  const error = formState.errors[field]?.message;

  const id = `app-form-${field}`;
  const hintId = `${id}-hint`;
  const problemId = problem ? `${id}-problem` : undefined;
  const errorId = error ? `${id}-error` : undefined;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again after a failure must fire another change.
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    const refusal = assetDeclarationError({
      assetType,
      fileName: file.name,
      fileType: file.type,
      fileSize: file.size,
    });
    if (refusal) {
      setProblem(refusal);
      return;
    }
    try {
      const stored = await uploads.upload(field, assetType, file);
      setValue(
        field,
        {
          key: stored.key,
          url: assetType === 'binary' ? null : stored.publicURL,
          name: file.name,
          size: stored.fileSize,
        },
        { shouldDirty: true, shouldValidate: formState.isSubmitted },
      );
      onUploaded?.(stored);
    } catch (failure) {
      if (!(failure instanceof UploadError)) console.error(`Upload of ${label} failed`, failure);
      setProblem(uploadFailure(label, failure));
    }
  };

  const remove = () => {
    setProblem(null);
    setValue(field, null, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };

  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{inputLabel ?? label}</Label>
      <p id={hintId} className="text-sm text-muted-foreground">
        {assetHint(assetType)}
      </p>
      {value ? (
        <div className="flex items-center gap-3 rounded-lg border border-border p-3">
          {value.url ? (
            <img
              src={value.url}
              alt={`${label} preview`}
              className={cn(
                'size-16 shrink-0 rounded border border-border object-contain',
                previewClassName,
              )}
            />
          ) : (
            <FileArchive className="size-8 shrink-0 text-muted-foreground" aria-hidden="true" />
          )}
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-medium break-all">{value.name}</p>
            <p className="text-muted-foreground">{formatFileSize(value.size)}</p>
          </div>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={remove}
            aria-label={`Remove ${label}`}
          >
            <Trash2 aria-hidden="true" />
            <span className="hidden sm:inline">Remove</span>
          </Button>
        </div>
      ) : null}
      <input
        id={id}
        type="file"
        accept={acceptOf(assetType)}
        className={fileInputClassName}
        disabled={Boolean(inFlight)}
        aria-invalid={Boolean(error || problem)}
        aria-describedby={[hintId, problemId, errorId].filter(Boolean).join(' ')}
        onChange={(event) => void choose(event)}
      />
      {inFlight ? <UploadProgress fileName={inFlight.fileName} percent={inFlight.percent} /> : null}
      {problem ? (
        <p id={problemId} role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
