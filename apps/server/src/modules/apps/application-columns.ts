import { getTableColumns } from 'drizzle-orm';
import { application } from '../../db/schema/apps';
import type { ApplicationResolvers } from '../../graphql/generated/types.generated';
import type { ApplicationRow } from './schema.mappers';

// A list of apps reads the columns its answer shows, not every column of every row: a card of
// My Applications shows 15 of the 31, and parsing and mapping the others was about a third of a
// list request's CPU (decision 0032). The fields a list's items ask for are read from the request's
// GraphQL document, and each field names the columns its resolver reads.

export type ApplicationColumn = keyof ApplicationRow;
export type ApplicationField = keyof ApplicationResolvers;

/**
 * The columns each field of the Application type reads (its resolver, or the default one that
 * reads the column of its own name). Every field must be here (the type says so), and
 * application-columns.test.ts asks each field alone of a list and checks its answer against the
 * whole row's.
 */
export const APPLICATION_FIELD_COLUMNS = {
  ageRating: ['ageRating'],
  analytics: [
    'id',
    'totalSales',
    'totalDownloads',
    'revenueGrossCents',
    'revenueNetCents',
    'platformFeeCents',
  ],
  appId: ['id'],
  appName: ['appName'],
  assets: ['assets', 'vmupackSize'],
  bundleIdentifier: ['bundleIdentifier'],
  bundleIdentifierFixed: ['id', 'status'],
  categories: ['categories'],
  currency: ['currency'],
  currentVersion: ['currentVersion'],
  developer: ['developerId'],
  extractedAppName: ['extractedAppName'],
  extractedVersion: ['extractedVersion'],
  legalPages: ['termsAndConditionsUrl', 'privacyPolicyUrl'],
  latestSubmission: ['id'],
  longDescription: ['longDescription'],
  metadata: ['createdAt', 'updatedAt', 'lastVersionSubmitted'],
  openUpdate: ['id', 'developerId', 'currentVersion'],
  price: ['priceCents'],
  rejectionReason: ['rejectionReason'],
  releaseNotes: ['releaseNotes'],
  reviewHistory: ['id'],
  shortDescription: ['shortDescription'],
  status: ['status'],
  storeUrl: ['bundleIdentifier'],
  tags: ['tags'],
  versions: ['id', 'developerId'],
  visibility: ['visibility'],
} as const satisfies Record<ApplicationField, readonly ApplicationColumn[]>;

export const ALL_APPLICATION_COLUMNS = Object.keys(
  getTableColumns(application),
) as ApplicationColumn[];

/**
 * The columns a list's items need for `fields`, in the table's order (so that one set of fields
 * always gives the same statement): `id` always, as pages are cut and rows told apart by it.
 * A field this map does not know (a field added to the schema before the map, or __typename)
 * reads nothing; the type of APPLICATION_FIELD_COLUMNS makes the first impossible.
 */
export function applicationColumnsFor(fields: Iterable<string>): ApplicationColumn[] {
  const wanted = new Set<ApplicationColumn>(['id']);
  for (const field of fields) {
    const columns = (
      APPLICATION_FIELD_COLUMNS as Partial<Record<string, readonly ApplicationColumn[]>>
    )[field];
    for (const column of columns ?? []) wanted.add(column);
  }
  return ALL_APPLICATION_COLUMNS.filter((column) => wanted.has(column));
}

/** The table's columns by name, for a select of some of them. */
export function applicationSelection(columns: readonly ApplicationColumn[]) {
  return Object.fromEntries(columns.map((column) => [column, application[column]])) as {
    [C in ApplicationColumn]: (typeof application)[C];
  };
}
