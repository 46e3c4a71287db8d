import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import {
  ApplicationFormSchema,
  DEFAULT_CURRENCY,
  missingForReview,
  type ApplicationForm,
  type AppType,
  type Currency,
  type PegiRating,
  type PricingType,
} from '@vmu/domain';
import type { ApplicationInput } from '@/lib/graphql/graphql';
import type { EditedApplication, StoredAsset } from './api/get-application';

/** A stored upload the form refers to by its key. */
export interface AssetRef {
  key: string;
  /** Where the image is shown from; null for the package (never public). */
  url: string | null;
  /** The chosen file's name, or the stored key's last part for a loaded app. */
  name: string;
  size: number;
}

export const SINGLE_ASSET_FIELDS = [
  'vmupack',
  'vmuIcon',
  'webIcon',
  'heroBanner',
  'vmuBanner',
] as const;
export type SingleAssetField = (typeof SINGLE_ASSET_FIELDS)[number];
export type AssetField = SingleAssetField | 'screenshots';

/** The names the form, its alerts and missingForReview use for each asset. */
export const ASSET_FIELD_LABELS: Record<AssetField, string> = {
  vmupack: 'App Binary',
  vmuIcon: 'VMU Icon',
  webIcon: 'Web Icon',
  heroBanner: 'Hero Banner',
  vmuBanner: 'VMU Banner',
  screenshots: 'Screenshots',
};

export interface AppFormValues {
  appName: string;
  bundleIdentifier: string;
  appType: AppType | '';
  pricingType: PricingType;
  /** As typed; normalized on blur. */
  price: string;
  currency: Currency;
  shortDescription: string;
  longDescription: string;
  pegiRating: PegiRating | '';
  releaseNotes: string;
  termsAndConditionsUrl: string;
  privacyPolicyUrl: string;
  vmupack: AssetRef | null;
  vmuIcon: AssetRef | null;
  webIcon: AssetRef | null;
  heroBanner: AssetRef | null;
  vmuBanner: AssetRef | null;
  screenshots: AssetRef[];
}

export const EMPTY_FORM_VALUES: AppFormValues = {
  appName: '',
  bundleIdentifier: '',
  appType: '',
  pricingType: 'free',
  price: '',
  currency: DEFAULT_CURRENCY,
  shortDescription: '',
  longDescription: '',
  pegiRating: '',
  releaseNotes: '',
  termsAndConditionsUrl: '',
  privacyPolicyUrl: '',
  vmupack: null,
  vmuIcon: null,
  webIcon: null,
  heroBanner: null,
  vmuBanner: null,
  screenshots: [],
};

/**
 * A new app's form, priced in the developer's preferred currency (decision 0057: defaulted from
 * their country), as the server defaults a form that names none; the dollar without a profile.
 */
export const newAppFormValues = (currency: Currency | null | undefined): AppFormValues => ({
  ...EMPTY_FORM_VALUES,
  currency: currency ?? DEFAULT_CURRENCY,
});

export const refOf = (asset: StoredAsset | null | undefined): AssetRef | null =>
  asset
    ? {
        key: asset.key,
        url: asset.url ?? null,
        name: asset.fileName,
        size: asset.size,
      }
    : null;

/** The app's name, identifier, type and price as the form shows them (edit and update forms). */
export function identityValuesOf(
  app: Pick<
    EditedApplication,
    'appName' | 'bundleIdentifier' | 'categories' | 'price' | 'currency'
  >,
): Pick<
  AppFormValues,
  'appName' | 'bundleIdentifier' | 'appType' | 'pricingType' | 'price' | 'currency'
> {
  const appType = app.categories[0];
  return {
    appName: app.appName,
    bundleIdentifier: app.bundleIdentifier,
    appType: appType === 'app' || appType === 'game' ? appType : '',
    pricingType: app.price > 0 ? 'paid' : 'free',
    price: app.price > 0 ? app.price.toFixed(2) : '',
    currency: app.currency,
  };
}

/** The form filled with a stored app (edit mode). */
export function formValuesOf(app: EditedApplication): AppFormValues {
  return {
    ...identityValuesOf(app),
    shortDescription: app.shortDescription,
    longDescription: app.longDescription,
    pegiRating: app.ageRating.pegi ?? '',
    releaseNotes: app.releaseNotes,
    termsAndConditionsUrl: app.legalPages.termsAndConditions ?? '',
    privacyPolicyUrl: app.legalPages.privacyPolicy ?? '',
    vmupack: refOf(app.assets.vmupack),
    vmuIcon: refOf(app.assets.vmuIcon),
    webIcon: refOf(app.assets.webIcon),
    heroBanner: refOf(app.assets.heroBanner),
    vmuBanner: refOf(app.assets.vmuBanner),
    screenshots: app.assets.screenshots.web.flatMap((shot) => refOf(shot) ?? []),
  };
}

/** A typed price as a number; null when empty (NaN when not a number, which the schema refuses). */
const priceOf = (price: string) => (price.trim() === '' ? null : Number(price));

/** The domain's view of the form: what ApplicationFormSchema parses and missingForReview judges. */
export function toDomainForm(values: AppFormValues): ApplicationForm {
  return {
    appName: values.appName.trim(),
    bundleIdentifier: values.bundleIdentifier.trim(),
    appType: values.appType || null,
    pricingType: values.pricingType,
    price: values.pricingType === 'paid' ? priceOf(values.price) : null,
    currency: values.currency,
    shortDescription: values.shortDescription.trim(),
    longDescription: values.longDescription.trim(),
    pegiRating: values.appType === 'game' ? values.pegiRating || null : null,
    releaseNotes: values.releaseNotes.trim(),
    termsAndConditionsUrl: values.termsAndConditionsUrl.trim(),
    privacyPolicyUrl: values.privacyPolicyUrl.trim(),
    assets: {
      vmupack: values.vmupack?.key ?? null,
      vmuIcon: values.vmuIcon?.key ?? null,
      webIcon: values.webIcon?.key ?? null,
      heroBanner: values.heroBanner?.key ?? null,
      vmuBanner: values.vmuBanner?.key ?? null,
      screenshots: values.screenshots.map((shot) => shot.key),
    },
  };
}

/** What createApplication / updateApplication receive. */
export function toApplicationInput(form: ApplicationForm): ApplicationInput {
  return {
    appName: form.appName,
    bundleIdentifier: form.bundleIdentifier,
    appType: form.appType,
    pricingType: form.pricingType,
    price: form.pricingType === 'paid' ? form.price : null,
    currency: form.currency,
    shortDescription: form.shortDescription,
    longDescription: form.longDescription,
    pegiRating: form.pegiRating,
    releaseNotes: form.releaseNotes,
    termsAndConditionsUrl: form.termsAndConditionsUrl,
    privacyPolicyUrl: form.privacyPolicyUrl,
    assets: {
      vmupack: form.assets.vmupack,
      vmuIcon: form.assets.vmuIcon,
      webIcon: form.assets.webIcon,
      heroBanner: form.assets.heroBanner,
      vmuBanner: form.assets.vmuBanner,
      screenshots: form.assets.screenshots,
    },
  };
}

/** The form field that holds what missingForReview names with `label`. */
export const FIELD_OF_REVIEW_LABEL: Record<string, keyof AppFormValues> = {
  'App Name': 'appName',
  'Bundle Identifier': 'bundleIdentifier',
  'App Type': 'appType',
  Pricing: 'pricingType',
  'Short Description': 'shortDescription',
  'Long Description': 'longDescription',
  'VMU Icon': 'vmuIcon',
  'Web Icon': 'webIcon',
  'Hero Banner': 'heroBanner',
  'VMU Banner': 'vmuBanner',
  'App Binary': 'vmupack',
  Screenshots: 'screenshots',
  'PEGI Rating': 'pegiRating',
  Price: 'price',
};

/** Ours: how a field missing for review is marked. */
export const requiredForReview = (label: string) =>
  label === 'Screenshots'
    ? 'At least one screenshot is required for review'
    : `${label} is required for review`;

/** Which save the form is being checked for. */
export type SaveIntent = 'draft' | 'submit';

export const schemaField = (path: readonly PropertyKey[]): keyof AppFormValues | undefined => {
  const [first, second] = path;
  if (first === 'assets' && typeof second === 'string') return second as AssetField;
  return typeof first === 'string' ? (first as keyof AppFormValues) : undefined;
};

/**
 * The errors of the form for a save: the domain schema's (what even a draft needs, with the spec's
 * messages), and for a submit also everything missingForReview lists.
 */
export function appFormErrors(values: AppFormValues, intent: SaveIntent) {
  const form = toDomainForm(values);
  const errors: Partial<Record<keyof AppFormValues, string>> = {};
  const parsed = ApplicationFormSchema.safeParse(form);
  if (intent === 'submit') {
    for (const label of missingForReview(form)) {
      const field = FIELD_OF_REVIEW_LABEL[label];
      if (field) errors[field] = requiredForReview(label);
    }
  }
  if (!parsed.success) {
    // Missing-for-review and schema errors meet only on a blank name or identifier, where
    // 'required for review' is the apter message; otherwise the first issue of a field wins.
    for (const issue of parsed.error.issues) {
      const field = schemaField(issue.path);
      if (field) errors[field] ??= issue.message;
    }
  }
  return errors;
}

/** The resolver of the form: what even a draft needs. Submit adds missingForReview on top. */
export const appFormResolver: Resolver<AppFormValues> = (values) =>
  resolverResult(values, appFormErrors(values, 'draft'));

/** What a resolver answers for the form's error messages by field (none: the values pass). */
export function resolverResult(
  values: AppFormValues,
  messages: Partial<Record<keyof AppFormValues, string>>,
): ResolverResult<AppFormValues> {
  const fields = Object.keys(messages) as (keyof AppFormValues)[];
  if (fields.length === 0) return { values, errors: {} };
  const errors: FieldErrors<AppFormValues> = {};
  for (const field of fields) {
    errors[field] = { type: 'validate', message: messages[field] };
  }
  return { values: {}, errors };
}
