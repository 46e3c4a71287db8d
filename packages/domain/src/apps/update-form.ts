import * as z from 'zod/mini';
import { maxGraphemes, tooLongMessage } from '../text-length';
import { COMPLETE_REQUIRED_FIELDS, LISTING_FIELDS, type PegiRating } from './application-form';
import { LISTING_TEXT_FIELDS, missingListingText } from './listing-fields';
import { RELEASE_NOTES_REQUIRED, UPDATE_PACKAGE_REQUIRED } from './versions';

// The update form of a published app (Submit New Version, decision 0034): a new package, its
// release notes and the listing as it should read once the update is live. The name, the bundle
// identifier, the type and the pricing are the app's and never change through an update
// (decision 0034); the form starts from the live listing, so what differs is what changes.

export const ApplicationUpdateSchema = z.object(LISTING_FIELDS);
export type ApplicationUpdateInput = z.input<typeof ApplicationUpdateSchema>;
export type ApplicationUpdate = z.output<typeof ApplicationUpdateSchema>;

/**
 * Why an update cannot be submitted yet, or null when it can: the package first, then the
 * release notes, then what every listing needs (as the app form's review check).
 */
export function updateSubmitRefusal(update: ApplicationUpdate, appType: string): string | null {
  if (!update.assets.vmupack) return UPDATE_PACKAGE_REQUIRED;
  if (!update.releaseNotes) return RELEASE_NOTES_REQUIRED;
  const { assets } = update;
  const complete =
    missingListingText(update).length === 0 &&
    assets.vmuIcon &&
    assets.webIcon &&
    assets.heroBanner &&
    assets.vmuBanner &&
    assets.screenshots.length > 0 &&
    (appType !== 'game' || update.pegiRating);
  return complete ? null : COMPLETE_REQUIRED_FIELDS;
}

/** The listing an update proposes (or the live one), as the comparison of versions reads it. */
export type ListingSnapshot = {
  shortDescription: string;
  longDescription: string;
  pegiRating: PegiRating | string | null;
  termsAndConditionsUrl: string | null;
  privacyPolicyUrl: string | null;
  vmuIcon: string | null;
  webIcon: string | null;
  heroBanner: string | null;
  vmuBanner: string | null;
  screenshots: readonly string[];
};

export type ListingField = keyof ListingSnapshot;

/** TEXT compares words; FILE one stored file; FILES a list of them in order. */
export type ListingChange =
  | {
      field: ListingField;
      label: string;
      kind: 'TEXT';
      before: string | null;
      after: string | null;
    }
  | { field: ListingField; label: string; kind: 'FILES'; before: string[]; after: string[] };

const LISTING_LABELS: Record<ListingField, string> = {
  shortDescription: LISTING_TEXT_FIELDS.shortDescription.label,
  longDescription: LISTING_TEXT_FIELDS.longDescription.label,
  pegiRating: 'PEGI Rating',
  termsAndConditionsUrl: LISTING_TEXT_FIELDS.termsAndConditionsUrl.label,
  privacyPolicyUrl: LISTING_TEXT_FIELDS.privacyPolicyUrl.label,
  vmuIcon: 'VMU Icon',
  webIcon: 'Web Icon',
  heroBanner: 'Hero Banner',
  vmuBanner: 'VMU Banner',
  screenshots: 'Screenshots',
};

const FILE_FIELDS = new Set<ListingField>(['vmuIcon', 'webIcon', 'heroBanner', 'vmuBanner']);

const asFiles = (value: string | readonly string[] | null): string[] =>
  value === null ? [] : typeof value === 'string' ? [value] : [...value];

/** Each listing field and asset that differs between the live listing and an update's. */
export function listingChanges(live: ListingSnapshot, proposed: ListingSnapshot): ListingChange[] {
  const changes: ListingChange[] = [];
  for (const field of Object.keys(LISTING_LABELS) as ListingField[]) {
    const label = LISTING_LABELS[field];
    const before = live[field] || null;
    const after = proposed[field] || null;
    if (field === 'screenshots' || FILE_FIELDS.has(field)) {
      const beforeFiles = asFiles(before);
      const afterFiles = asFiles(after);
      if (beforeFiles.join('\n') !== afterFiles.join('\n')) {
        changes.push({ field, label, kind: 'FILES', before: beforeFiles, after: afterFiles });
      }
    } else if (before !== after) {
      changes.push({
        field,
        label,
        kind: 'TEXT',
        before: before as string | null,
        after: after as string | null,
      });
    }
  }
  return changes;
}

// The conversation about a submission (decision 0034): plain text with links, never HTML.

export const REVIEW_MESSAGE_MAX_LENGTH = 2000;
export const REVIEW_MESSAGE_REQUIRED = 'Write a message first';
export const REVIEW_MESSAGE_TOO_LONG = tooLongMessage('Message', REVIEW_MESSAGE_MAX_LENGTH);
export const REVIEW_THREAD_CLOSED =
  'This conversation is closed: the version is no longer in review or rejected.';
export const REVIEW_THREAD_NOT_STARTED =
  'A draft has no conversation yet: submit it for review first.';

export const ReviewMessageSchema = z.object({
  body: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: REVIEW_MESSAGE_REQUIRED, abort: true }),
      maxGraphemes(REVIEW_MESSAGE_MAX_LENGTH, REVIEW_MESSAGE_TOO_LONG),
    ),
});

/** Who wrote a message of a thread. */
export const REVIEW_MESSAGE_AUTHOR_ROLES = ['REVIEWER', 'DEVELOPER'] as const;
export type ReviewMessageAuthorRole = (typeof REVIEW_MESSAGE_AUTHOR_ROLES)[number];

/** The statuses whose thread takes new messages: in review, or rejected and being fixed. */
export const THREAD_OPEN_STATUSES = ['PENDING', 'REJECTED'] as const;

/** Parts of a message: text, and the http(s) addresses in it, shown as links, never HTML. */
export function messageParts(body: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  const url = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;
  let last = 0;
  for (const match of body.matchAll(url)) {
    const start = match.index;
    if (start > last) parts.push({ text: body.slice(last, start) });
    parts.push({ text: match[0], href: match[0] });
    last = start + match[0].length;
  }
  if (last < body.length) parts.push({ text: body.slice(last) });
  return parts;
}
