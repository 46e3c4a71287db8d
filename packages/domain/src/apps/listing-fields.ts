import { SHORT_DESCRIPTION_MAX_LENGTH } from '../limits';
import { tooLongMessage } from '../text-length';

// The store listing's text fields, declared once: their label, limit, kind and whether review
// needs them. The app form's and an update's schemas, their submission checks, the reviewer's
// comparison of an update and the form's text areas read this table (docs/architecture.md,
// "Where to find ..."), so a new text field of the listing is a row here.

/** Ours: the spec limits only the short description. */
export const LONG_DESCRIPTION_MAX_LENGTH = 4000;
export const LEGAL_URL_MAX_LENGTH = 2048;

export type ListingTextField = {
  /** As the form, the reviewer's comparison and the messages name it. */
  label: string;
  maxLength: number;
  /** 'text' is typed prose (a text area of `rows`); 'url' a web address. */
  kind: 'text' | 'url';
  /** Review needs it filled in; a draft may leave it empty. */
  requiredForReview: boolean;
  /** The form's text area's height, for prose. */
  rows?: number;
};

export const LISTING_TEXT_FIELDS = {
  shortDescription: {
    label: 'Short Description',
    maxLength: SHORT_DESCRIPTION_MAX_LENGTH,
    kind: 'text',
    requiredForReview: true,
    rows: 2,
  },
  longDescription: {
    label: 'Long Description',
    maxLength: LONG_DESCRIPTION_MAX_LENGTH,
    kind: 'text',
    requiredForReview: true,
    rows: 6,
  },
  termsAndConditionsUrl: {
    label: 'Terms and Conditions URL',
    maxLength: LEGAL_URL_MAX_LENGTH,
    kind: 'url',
    requiredForReview: false,
  },
  privacyPolicyUrl: {
    label: 'Privacy Policy URL',
    maxLength: LEGAL_URL_MAX_LENGTH,
    kind: 'url',
    requiredForReview: false,
  },
} as const satisfies Record<string, ListingTextField>;

export type ListingTextFieldName = keyof typeof LISTING_TEXT_FIELDS;

export const LISTING_TEXT_FIELD_NAMES = Object.keys(LISTING_TEXT_FIELDS) as ListingTextFieldName[];

/** The listing's prose fields, in the form's order: what the description area shows. */
export const LISTING_PROSE_FIELD_NAMES = LISTING_TEXT_FIELD_NAMES.filter(
  (name) => LISTING_TEXT_FIELDS[name].kind === 'text',
);

/** The message for a value of `name` over its limit. */
export const listingTextTooLong = (name: ListingTextFieldName) =>
  tooLongMessage(LISTING_TEXT_FIELDS[name].label, LISTING_TEXT_FIELDS[name].maxLength);

/** The text fields review needs that `values` leaves empty, by label. */
export function missingListingText(values: Record<ListingTextFieldName, string>): string[] {
  return LISTING_TEXT_FIELD_NAMES.filter(
    (name) => LISTING_TEXT_FIELDS[name].requiredForReview && !values[name],
  ).map((name) => LISTING_TEXT_FIELDS[name].label);
}
