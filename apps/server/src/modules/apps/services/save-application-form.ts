import { sql } from 'drizzle-orm';
import {
  APP_TRANSITIONS,
  BUNDLE_IDENTIFIER_FIXED_AFTER_PUBLISHING,
  editModeOf,
  nextState,
  type ApplicationFormInput,
} from '@vmu/domain';
import { AppError } from '../../../errors';
import { invalidTransition } from '../application-errors';
import type { ApplicationRow } from '../schema.mappers';
import { findApplication } from './find-application';
import { prepareApplicationSave } from './prepare-application-save';
import { isBundleIdentifierFixed } from './published-applications';
import {
  keysOfAssets,
  removeUnreferencedFiles,
  type FileCleanupDeps,
} from './remove-unreferenced-files';
import { updateApplicationWhile } from './update-application-while';
import { writeApplicationForm } from './write-application-form';

/**
 * Saves the form over a DRAFT or REJECTED app (Save Draft keeps it a draft, Submit sends it to
 * review and records a version). The update is conditional on the status the lifecycle allows,
 * so a save racing a withdraw or a review cannot overwrite what they did. An app that has been
 * published keeps its bundle identifier (BUNDLE_ID_FIXED). Files the save replaced are removed
 * once it committed.
 */
export async function saveApplicationForm(
  deps: FileCleanupDeps,
  request: {
    appId: string;
    developerId: string;
    input: ApplicationFormInput;
    action: 'saveDraft' | 'submit';
    /** The developer API: a draft save names its version (write-application-form.ts). */
    startDraftVersion?: boolean;
  },
): Promise<ApplicationRow> {
  const { db } = deps;
  const { appId, developerId, action } = request;
  const current = await findApplication(db, appId, { id: developerId });
  if (editModeOf(current.status) !== 'form' || !nextState(action, current.status)) {
    throw invalidTransition(action === 'submit' ? 'submit' : 'edit', current.status);
  }
  // A save that names no currency keeps the app's own (decision 0057).
  const prepared = await prepareApplicationSave(
    db,
    developerId,
    request.input,
    action,
    current.currency,
  );
  const { values } = prepared;
  // Only DRAFT and REJECTED get here and approval needs SUBMITTED, so the history read here
  // cannot gain a publication before the conditional update below.
  if (
    values.bundleIdentifier !== current.bundleIdentifier &&
    (await isBundleIdentifierFixed(db, current))
  ) {
    throw new AppError('BUNDLE_ID_FIXED', BUNDLE_IDENTIFIER_FIXED_AFTER_PUBLISHING, 409);
  }
  const { from, to } = APP_TRANSITIONS[action];
  const submitted = action === 'submit';

  const saved = await writeApplicationForm(
    db,
    { prepared, action, startDraftVersion: request.startDraftVersion },
    (tx) =>
      updateApplicationWhile(
        tx,
        { appId, developerId, from, step: submitted ? 'submit' : 'edit' },
        {
          ...values,
          status: to,
          updatedAt: sql`now()`,
          ...(submitted ? { lastVersionSubmitted: sql`now()`, rejectionReason: null } : {}),
        },
      ),
  );

  const kept = new Set(keysOfAssets(saved.assets));
  const replaced = keysOfAssets(current.assets).filter((key) => !kept.has(key));
  await removeUnreferencedFiles(deps, developerId, replaced);
  return saved;
}
