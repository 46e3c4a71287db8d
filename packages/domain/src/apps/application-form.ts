import * as z from 'zod/mini';
import {
  APP_NAME_MAX_LENGTH,
  APP_TYPES,
  CREATE_PRICE,
  CURRENCIES,
  DEFAULT_CURRENCY,
  PEGI_RATINGS,
  SCREENSHOTS_MAX,
  type Currency,
} from '../limits';
import { maxGraphemes, tooLongMessage } from '../text-length';
import { MAX_SCREENSHOTS_MESSAGE, SCREENSHOT_ADDED_TWICE } from './assets';
import { BundleIdentifierSchema } from './bundle-identifier';
import {
  LEGAL_URL_MAX_LENGTH,
  LISTING_TEXT_FIELD_NAMES,
  LISTING_TEXT_FIELDS,
  listingTextTooLong,
  missingListingText,
  type ListingTextFieldName,
} from './listing-fields';
import { isValidCreatePrice, priceAmount } from './pricing';

// The app form (docs/product.md, "App form rules"): what a draft needs, what review needs,
// and the defaults applied when a field is empty at save. The form and the server's
// createApplication/updateApplication use these same rules.

export const PRICING_TYPES = ['free', 'paid'] as const;
export type PricingType = (typeof PRICING_TYPES)[number];
export type AppType = (typeof APP_TYPES)[number];
export const PEGI_RATING_VALUES = PEGI_RATINGS.map((age) => `PEGI_${age}` as const);
export type PegiRating = (typeof PEGI_RATING_VALUES)[number];

export const RELEASE_NOTES_MAX_LENGTH = 1000;

export const APP_NAME_REQUIRED_FOR_DRAFT = 'App Name is required to save a draft';
export const APP_NAME_TOO_LONG = tooLongMessage('App Name', APP_NAME_MAX_LENGTH);
export const COMPLETE_REQUIRED_FIELDS =
  'Please complete all required fields before submitting for review';
export const SHORT_DESCRIPTION_TOO_LONG = listingTextTooLong('shortDescription');
export const LONG_DESCRIPTION_TOO_LONG = listingTextTooLong('longDescription');
export const RELEASE_NOTES_TOO_LONG = tooLongMessage('Release Notes', RELEASE_NOTES_MAX_LENGTH);
export const TERMS_URL_TOO_LONG = listingTextTooLong('termsAndConditionsUrl');
export const PRIVACY_URL_TOO_LONG = listingTextTooLong('privacyPolicyUrl');
export const LEGAL_URL_INVALID = 'Enter a full web address starting with https:// or http://';
/** In the currency the form chose: not always dollars. */
export const createPriceInvalid = (currency: Currency) =>
  `Price must be between ${priceAmount(CREATE_PRICE.min, currency)} and ${priceAmount(CREATE_PRICE.max, currency)} in steps of ${priceAmount(CREATE_PRICE.step, currency)}`;
export const FREE_APP_PRICE = 'A free app has no price';

export const DEFAULT_APP_VERSION = '1.0.0';
export const DEFAULT_PEGI_RATING: PegiRating = 'PEGI_3';
export const DEFAULT_APP_TYPE: AppType = 'app';
/**
 * docs/product.md, "App form rules": an empty short or long description becomes '{app name}
 * application'.
 */
export const defaultDescription = (appName: string) => `${appName} application`;

const isWebUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

const optionalText = (max: number, message: string) =>
  z._default(z.string().check(z.trim(), maxGraphemes(max, message)), '');

const legalUrl = (tooLong: string) =>
  z._default(
    z.string().check(
      z.trim(),
      // A URL is ASCII once parsed, so code units are the honest measure; abort keeps a
      // 100,000-character value from reaching the URL parser.
      z.maxLength(LEGAL_URL_MAX_LENGTH, { error: tooLong, abort: true }),
      z.refine((value) => value === '' || isWebUrl(value), LEGAL_URL_INVALID),
    ),
    '',
  );

/** Stored-file references (the keys the upload endpoint returned); null when not uploaded. */
export const ApplicationAssetsSchema = z.object({
  vmupack: z._default(z.nullable(z.string()), null),
  vmuIcon: z._default(z.nullable(z.string()), null),
  webIcon: z._default(z.nullable(z.string()), null),
  heroBanner: z._default(z.nullable(z.string()), null),
  vmuBanner: z._default(z.nullable(z.string()), null),
  screenshots: z._default(
    z.array(z.string()).check(
      z.maxLength(SCREENSHOTS_MAX, MAX_SCREENSHOTS_MESSAGE),
      // The review queue and the store page would show the same picture twice.
      z.refine((keys) => new Set(keys).size === keys.length, SCREENSHOT_ADDED_TWICE),
    ),
    [],
  ),
});
export type ApplicationAssets = z.output<typeof ApplicationAssetsSchema>;

const NO_ASSETS = {
  vmupack: null,
  vmuIcon: null,
  webIcon: null,
  heroBanner: null,
  vmuBanner: null,
  screenshots: [],
};

/** Each listing text field's schema, from its row in LISTING_TEXT_FIELDS. */
function listingTextSchemas() {
  const schema = (name: ListingTextFieldName) => {
    const field = LISTING_TEXT_FIELDS[name];
    return field.kind === 'url'
      ? legalUrl(listingTextTooLong(name))
      : optionalText(field.maxLength, listingTextTooLong(name));
  };
  return Object.fromEntries(LISTING_TEXT_FIELD_NAMES.map((name) => [name, schema(name)])) as {
    [Name in ListingTextFieldName]: ReturnType<typeof optionalText>;
  };
}

/**
 * The fields of the store listing and its build, with their limits: the app form sends them
 * with the app's identity and price, an update of a published app (update-form.ts) alone.
 */
export const LISTING_FIELDS = {
  ...listingTextSchemas(),
  pegiRating: z._default(z.nullable(z.enum(PEGI_RATING_VALUES)), null),
  releaseNotes: optionalText(RELEASE_NOTES_MAX_LENGTH, RELEASE_NOTES_TOO_LONG),
  assets: z._default(ApplicationAssetsSchema, NO_ASSETS),
};

/**
 * Everything the form sends. Parsing checks what even a draft must satisfy (name, identifier,
 * lengths, URLs, a valid price when paid); `missingForReview` lists what review needs on top.
 */
export const ApplicationFormSchema = z
  .object({
    appName: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: APP_NAME_REQUIRED_FOR_DRAFT, abort: true }),
        maxGraphemes(APP_NAME_MAX_LENGTH, APP_NAME_TOO_LONG),
      ),
    bundleIdentifier: BundleIdentifierSchema,
    appType: z._default(z.nullable(z.enum(APP_TYPES)), null),
    pricingType: z._default(z.nullable(z.enum(PRICING_TYPES)), null),
    /** In the currency's units (1.50 is one fifty); only for paid apps. */
    price: z._default(z.nullable(z.number()), null),
    currency: z._default(z.enum(CURRENCIES), DEFAULT_CURRENCY),
    ...LISTING_FIELDS,
  })
  .check(
    z.superRefine((form, ctx) => {
      if (form.pricingType === 'paid' && form.price !== null && !isValidCreatePrice(form.price)) {
        ctx.issues.push({
          code: 'custom',
          message: createPriceInvalid(form.currency),
          path: ['price'],
          input: form.price,
        });
      }
      if (form.pricingType !== 'paid' && form.price !== null && form.price !== 0) {
        ctx.issues.push({
          code: 'custom',
          message: FREE_APP_PRICE,
          path: ['price'],
          input: form.price,
        });
      }
    }),
  );
export type ApplicationFormInput = z.input<typeof ApplicationFormSchema>;
export type ApplicationForm = z.output<typeof ApplicationFormSchema>;

/** The labels of what review needs and the form lacks; empty when it may be submitted. */
export function missingForReview(form: ApplicationForm): string[] {
  const missing: string[] = [];
  const need = (present: unknown, label: string) => {
    if (!present) missing.push(label);
  };
  need(form.appName, 'App Name');
  need(form.bundleIdentifier, 'Bundle Identifier');
  need(form.appType, 'App Type');
  need(form.pricingType, 'Pricing');
  missing.push(...missingListingText(form));
  need(form.assets.vmuIcon, 'VMU Icon');
  need(form.assets.webIcon, 'Web Icon');
  need(form.assets.heroBanner, 'Hero Banner');
  need(form.assets.vmuBanner, 'VMU Banner');
  need(form.assets.vmupack, 'App Binary');
  need(form.assets.screenshots.length > 0, 'Screenshots');
  if (form.appType === 'game') need(form.pegiRating, 'PEGI Rating');
  if (form.pricingType === 'paid') need(form.price !== null && form.price > 0, 'Price');
  return missing;
}

/**
 * The age rating stored for an app of this type: a game's as given, or the save default PEGI 3
 * (docs/product.md, "App form rules") when a game's draft is saved without one (its submission asks
 * for one). An app that is not a game is never asked for a rating (the form shows the field to
 * games only), so it has none and the store shows none (decision 0051).
 */
export function storedPegiRating<Given extends string>(
  appType: string | null | undefined,
  given: Given | null | undefined,
): Given | PegiRating | null {
  return appType === 'game' ? (given ?? DEFAULT_PEGI_RATING) : null;
}

/**
 * The values stored at save: empty fields take the defaults of docs/product.md, "App form rules".
 */
export function withSaveDefaults(form: ApplicationForm): ApplicationForm & {
  appType: AppType;
  pegiRating: PegiRating | null;
} {
  const appType = form.appType ?? DEFAULT_APP_TYPE;
  return {
    ...form,
    shortDescription: form.shortDescription || defaultDescription(form.appName),
    longDescription: form.longDescription || defaultDescription(form.appName),
    appType,
    pegiRating: storedPegiRating(appType, form.pegiRating),
    price: form.pricingType === 'paid' ? form.price : 0,
  };
}

/** The price the store charges, in cents (0 for a free app). */
export const priceCentsOf = (form: ApplicationForm) =>
  form.pricingType === 'paid' && form.price !== null ? Math.round(form.price * 100) : 0;
