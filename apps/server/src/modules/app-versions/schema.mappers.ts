import type { VersionListing } from '../../db/schema/apps';
import type { AdminApplicationCounts } from '../app-review';
import type { ApplicationVersionRow } from '../apps';

/**
 * An update's stored listing with its version's package size; its assets resolve through
 * ApplicationAssets.
 */
export type VersionListingMapper = VersionListing & { packageSize: number | null };

/** One difference; FILES changes carry stored-file keys, resolved to files per request. */
export type VersionChangeMapper = {
  field: string;
  label: string;
  kind: 'TEXT' | 'FILES';
  before: string | null;
  after: string | null;
  beforeKeys: string[];
  afterKeys: string[];
};

export type ApplicationVersionPageMapper = {
  items: ApplicationVersionRow[];
  nextToken: string | null;
};

/** The admin counts of the app-review service; updatesInReview is counted by its own resolver. */
export type AdminApplicationCountsMapper = AdminApplicationCounts;
