import { and, eq, inArray } from 'drizzle-orm';
import {
  ApplicationFormSchema,
  ASSET_TYPE_OF_FIELD,
  assetReferences,
  COMPLETE_REQUIRED_FIELDS,
  DEFAULT_APP_VERSION,
  missingForReview,
  PAID_APPS_NOT_AVAILABLE,
  priceCentsOf,
  UPLOADED_FILE_NOT_FOUND,
  withSaveDefaults,
  type ApplicationFormInput,
  type Currency,
} from '@vmu/domain';
import type { Database } from '../../../db/client';
import { storedFile, type ApplicationAssetKeys } from '../../../db/schema/apps';
import { AppError } from '../../../errors';
import { getPaymentEligibility } from '../../payments';
import { parseInput } from '../../shared/parse-input';
import type { StoredFileRow } from '../schema.mappers';

/** The form's columns of an application row, after the checks and defaults of a save. */
export type ApplicationFormValues = {
  appName: string;
  bundleIdentifier: string;
  shortDescription: string;
  longDescription: string;
  categories: string[];
  tags: string[];
  priceCents: number;
  currency: 'USD' | 'EUR' | 'GBP';
  currentVersion: string;
  extractedVersion: string | null;
  extractedAppName: string | null;
  ageRating: { pegi: string | null; esrb: null; regional: Record<string, never> };
  assets: ApplicationAssetKeys;
  vmupackSize: number | null;
  termsAndConditionsUrl: string | null;
  privacyPolicyUrl: string | null;
  releaseNotes: string;
};

/** What a submission records as its version (the versions of docs/product.md, "Application"). */
export type SubmittedVersion = {
  versionNumber: string;
  /** The app name inside the package. */
  packageName: string | null;
  releaseNotes: string;
  binaryKey: string | null;
  fileSize: number | null;
};

export type PreparedSave = { values: ApplicationFormValues; version: SubmittedVersion };

/** Refuses a paid price with the domain's message for why this developer cannot charge. */
export const paymentNotAvailable = (message: string | null = PAID_APPS_NOT_AVAILABLE) =>
  new AppError('PAYMENT_NOT_AVAILABLE', message ?? PAID_APPS_NOT_AVAILABLE, 403);

/**
 * docs/product.md, "Payment eligibility" for a paid price: the one eligibility the payment setup
 * screen shows (the profile's country in the EU or UK, a connected account with charges enabled)
 * must allow it. Throws PAYMENT_NOT_AVAILABLE, with the domain's message for the reason, unless
 * canCharge.
 */
export async function assertCanChargeForApps(db: Database, developerId: string): Promise<void> {
  const eligibility = await getPaymentEligibility(db, developerId);
  if (!eligibility.canCharge) throw paymentNotAvailable(eligibility.message);
}

/**
 * The stored files an app form or an update names, by key, after checking each is a file
 * `developerId` uploaded as that field's type (INVALID_ASSET otherwise): a key is never taken
 * on trust, so nobody can show another developer's upload or a package as an icon.
 */
export async function ownStoredFiles(
  db: Database,
  developerId: string,
  assets: Parameters<typeof assetReferences>[0],
): Promise<Map<string, StoredFileRow>> {
  const references = assetReferences(assets);
  const keys = [...new Set(references.map((reference) => reference.key))];
  const files =
    keys.length === 0
      ? []
      : await db
          .select()
          .from(storedFile)
          .where(and(inArray(storedFile.key, keys), eq(storedFile.ownerId, developerId)));
  const fileOf = new Map(files.map((file) => [file.key, file]));
  for (const { field, key } of references) {
    if (fileOf.get(key)?.assetType !== ASSET_TYPE_OF_FIELD[field]) {
      throw new AppError('INVALID_ASSET', UPLOADED_FILE_NOT_FOUND);
    }
  }
  return fileOf;
}

/**
 * Everything createApplication and a form save check before they write, in the order a
 * developer fixes them: the form's own rules (VALIDATION_FAILED, the spec's messages), what
 * review needs (INCOMPLETE_APPLICATION), the files (INVALID_ASSET: each key must be a file
 * this developer uploaded as that field's type) and a paid price only from a developer who can
 * charge (PAYMENT_NOT_AVAILABLE). Returns the row values with the save defaults applied; a form
 * that names no currency takes `currencyIfOmitted` (decision 0057: a new app the developer's
 * preferred currency, a saved one its own) rather than the schema's dollar.
 */
export async function prepareApplicationSave(
  db: Database,
  developerId: string,
  input: ApplicationFormInput,
  action: 'saveDraft' | 'submit',
  currencyIfOmitted: Currency,
): Promise<PreparedSave> {
  const form = parseInput(ApplicationFormSchema, {
    ...input,
    currency: input.currency ?? currencyIfOmitted,
  });
  if (action === 'submit' && missingForReview(form).length > 0) {
    throw new AppError('INCOMPLETE_APPLICATION', COMPLETE_REQUIRED_FIELDS);
  }

  const fileOf = await ownStoredFiles(db, developerId, form.assets);

  const priceCents = priceCentsOf(form);
  if (priceCents > 0) await assertCanChargeForApps(db, developerId);

  const saved = withSaveDefaults(form);
  const pack = form.assets.vmupack ? fileOf.get(form.assets.vmupack) : undefined;
  const details = pack?.details.kind === 'vmupack' ? pack.details : null;
  const currentVersion = details?.appVersion || DEFAULT_APP_VERSION;
  return {
    values: {
      appName: saved.appName,
      bundleIdentifier: saved.bundleIdentifier,
      shortDescription: saved.shortDescription,
      longDescription: saved.longDescription,
      categories: [saved.appType],
      tags: ['general'],
      priceCents,
      currency: saved.currency,
      currentVersion,
      extractedVersion: details?.appVersion ?? null,
      extractedAppName: details?.appName ?? null,
      ageRating: { pegi: saved.pegiRating, esrb: null, regional: {} },
      assets: {
        vmupack: form.assets.vmupack,
        vmuIcon: form.assets.vmuIcon,
        webIcon: form.assets.webIcon,
        heroBanner: form.assets.heroBanner,
        vmuBanner: form.assets.vmuBanner,
        // The form uploads one kind of screenshot; the device list stays for the SDK's own.
        screenshots: { web: form.assets.screenshots, vmu: [] },
      },
      vmupackSize: pack?.size ?? null,
      termsAndConditionsUrl: saved.termsAndConditionsUrl || null,
      privacyPolicyUrl: saved.privacyPolicyUrl || null,
      releaseNotes: saved.releaseNotes,
    },
    version: {
      versionNumber: currentVersion,
      packageName: details?.appName ?? null,
      releaseNotes: saved.releaseNotes,
      binaryKey: form.assets.vmupack,
      fileSize: pack?.size ?? null,
    },
  };
}
