import type { VersionListing } from '../../db/schema/apps';

/** An update's stored listing; its assets resolve through ApplicationAssets. */
export type VersionListingMapper = VersionListing;

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
  items: import('../apps/schema.mappers').ApplicationVersionRow[];
  nextToken: string | null;
};
