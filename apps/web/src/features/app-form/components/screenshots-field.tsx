import { useState, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { X } from 'lucide-react';
import {
  assetDeclarationError,
  MAX_SCREENSHOTS_MESSAGE,
  SCREENSHOT_ADDED_TWICE,
  SCREENSHOTS_MAX,
} from '@vmu/domain';
import { FieldError } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { UploadError } from '../api/upload-asset';
import { acceptOf, assetHint } from '../asset-hints';
import type { AppFormValues, AssetRef } from '../form-values';
import type { AssetUploads } from '../hooks/use-asset-uploads';
import { fileInputClassName, uploadFailure } from './asset-upload-field';
import { UploadProgress } from './upload-progress';
import { detailsBeyondTitle } from '@/lib/alert-text';

const ID = 'app-form-screenshots';
export const SOME_SCREENSHOTS_FAILED = 'Some screenshots failed to upload. Please try again.';

/** What makes two chosen files the same screenshot: its name and size. */
const sameFileKey = (name: string, size: number) => `${size}:${name}`;

/**
 * Up to five screenshots, several chosen at once if wanted. Every chosen file is checked before
 * anything is sent (the old client skipped that for a multiple choice; we do not).
 */
export function ScreenshotsField({ uploads }: { uploads: AssetUploads }) {
  const { control, getValues, setValue, formState } = useFormContext<AppFormValues>();
  const screenshots = useWatch({ control, name: 'screenshots' });
  const [problem, setProblem] = useState<{ title: string; details: string[] } | null>(null);
  // Each sentence once: a detail that repeats the title is left out (alert-text.ts).
  const problemDetails = problem ? detailsBeyondTitle(problem.title, problem.details) : [];
  const inFlight = uploads.uploads.filter((upload) => upload.field === 'screenshots');
  const error = formState.errors.screenshots?.message;

  const hintId = `${ID}-hint`;
  const problemId = problem ? `${ID}-problem` : undefined;
  const errorId = error ? `${ID}-error` : undefined;

  const store = (next: AssetRef[]) =>
    setValue('screenshots', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    setProblem(null);
    if (getValues('screenshots').length + inFlight.length + files.length > SCREENSHOTS_MAX) {
      setProblem({ title: MAX_SCREENSHOTS_MESSAGE, details: [] });
      return;
    }
    // The same file (name and size) already added, or chosen twice now: the server refuses a
    // stored screenshot listed twice; the form does not even upload a copy (decision 0019).
    const seen = new Set(getValues('screenshots').map((shot) => sameFileKey(shot.name, shot.size)));
    const refusals = files.flatMap((file) => {
      const refusal =
        assetDeclarationError({
          assetType: 'screenshots',
          fileName: file.name,
          fileType: file.type,
          fileSize: file.size,
        }) ?? (seen.has(sameFileKey(file.name, file.size)) ? SCREENSHOT_ADDED_TWICE : null);
      seen.add(sameFileKey(file.name, file.size));
      return refusal ? [{ file, refusal }] : [];
    });
    if (refusals.length > 0) {
      // Nothing of a choice with a wrong file is sent: the developer fixes the choice and retries.
      const [first] = refusals;
      setProblem(
        files.length === 1 && first
          ? { title: first.refusal, details: [] }
          : {
              title: 'These screenshots cannot be uploaded:',
              details: refusals.map(({ file, refusal }) => `${file.name}: ${refusal}`),
            },
      );
      return;
    }

    const results = await Promise.allSettled(
      files.map((file) => uploads.upload('screenshots', 'screenshots', file)),
    );
    const stored: AssetRef[] = [];
    const failures: string[] = [];
    results.forEach((result, index) => {
      const file = files[index]!;
      if (result.status === 'fulfilled') {
        stored.push({
          key: result.value.key,
          url: result.value.publicURL,
          name: file.name,
          size: result.value.fileSize,
        });
      } else {
        if (!(result.reason instanceof UploadError))
          console.error('Screenshot upload failed', result.reason);
        failures.push(
          result.reason instanceof UploadError
            ? `${file.name}: ${result.reason.message}`
            : `${file.name}: Please try again.`,
        );
      }
    });
    // The screenshots that failed are left out; the ones that arrived are kept.
    if (stored.length > 0) store([...getValues('screenshots'), ...stored]);
    if (failures.length > 0) {
      setProblem(
        files.length === 1
          ? {
              title: uploadFailure(
                'Screenshots',
                results[0]?.status === 'rejected' ? results[0].reason : null,
              ),
              details: [],
            }
          : { title: SOME_SCREENSHOTS_FAILED, details: failures },
      );
    }
  };

  const remove = (index: number) => {
    setProblem(null);
    store(getValues('screenshots').filter((_, position) => position !== index));
  };

  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={ID}>Screenshots</Label>
      <p id={hintId} className="text-sm text-muted-foreground">
        {assetHint('screenshots')} each; 1 to {SCREENSHOTS_MAX} screenshots ({screenshots.length} of{' '}
        {SCREENSHOTS_MAX} added)
      </p>
      {screenshots.length > 0 ? (
        <ul
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
          aria-label="Uploaded screenshots"
        >
          {screenshots.map((shot, index) => (
            <li
              key={shot.key}
              className="relative min-w-0 overflow-hidden rounded-lg border border-border"
            >
              {shot.url ? (
                <img
                  src={shot.url}
                  alt={`Screenshot ${index + 1} preview`}
                  className="aspect-video w-full bg-muted object-cover"
                />
              ) : null}
              <p className="truncate px-2 py-1 text-xs text-muted-foreground">{shot.name}</p>
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={`Remove screenshot ${index + 1}`}
                className="absolute top-1 right-1 rounded-full bg-background/90 p-1.5 text-foreground shadow hover:bg-background focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={ID}
        type="file"
        multiple
        accept={acceptOf('screenshots')}
        className={fileInputClassName}
        aria-invalid={Boolean(error || problem)}
        aria-describedby={[hintId, problemId, errorId].filter(Boolean).join(' ')}
        onChange={(event) => void choose(event)}
      />
      {inFlight.map((upload) => (
        <UploadProgress key={upload.id} fileName={upload.fileName} percent={upload.percent} />
      ))}
      {problem ? (
        <div id={problemId} role="alert" className="text-sm font-medium text-destructive">
          <p>{problem.title}</p>
          {problemDetails.length > 0 ? (
            <ul className="mt-1 list-disc pl-5 font-normal">
              {problemDetails.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
