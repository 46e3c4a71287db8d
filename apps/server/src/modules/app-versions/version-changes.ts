import { listingChanges, type ListingSnapshot } from '@vmu/domain';
import type { ApplicationAssetKeys, VersionListing } from '../../db/schema/apps';
import type { ApplicationRow, ApplicationVersionRow } from '../apps';
import type { VersionChangeMapper } from './schema.mappers';

type LiveApp = Pick<
  ApplicationRow,
  | 'currentVersion'
  | 'vmupackSize'
  | 'extractedAppName'
  | 'shortDescription'
  | 'longDescription'
  | 'ageRating'
  | 'termsAndConditionsUrl'
  | 'privacyPolicyUrl'
  | 'assets'
>;

type Update = Pick<
  ApplicationVersionRow,
  'isUpdate' | 'versionNumber' | 'fileSize' | 'packageName' | 'listing'
>;

function snapshotOf(
  listing: Omit<VersionListing, 'pegiRating'> & { pegiRating: string | null },
): ListingSnapshot {
  const assets: ApplicationAssetKeys = listing.assets;
  return {
    shortDescription: listing.shortDescription,
    longDescription: listing.longDescription,
    pegiRating: listing.pegiRating,
    termsAndConditionsUrl: listing.termsAndConditionsUrl,
    privacyPolicyUrl: listing.privacyPolicyUrl,
    vmuIcon: assets.vmuIcon,
    webIcon: assets.webIcon,
    heroBanner: assets.heroBanner,
    vmuBanner: assets.vmuBanner,
    screenshots: assets.screenshots.web,
  };
}

const text = (field: string, label: string, before: string | null, after: string | null) =>
  before === after
    ? []
    : [{ field, label, kind: 'TEXT' as const, before, after, beforeKeys: [], afterKeys: [] }];

const bytes = (size: number | null) => (size === null ? null : String(size));

/**
 * What an update changes against the live app, in the order the review screen shows them: the
 * version, the package's size and (when it differs) name, then each listing field and asset
 * that differs (the domain's listingChanges). Empty for a submission of the app itself.
 */
export function versionChanges(version: Update, live: LiveApp): VersionChangeMapper[] {
  if (!version.isUpdate || !version.listing) return [];
  const liveListing = snapshotOf({
    shortDescription: live.shortDescription,
    longDescription: live.longDescription,
    pegiRating: live.ageRating.pegi,
    termsAndConditionsUrl: live.termsAndConditionsUrl,
    privacyPolicyUrl: live.privacyPolicyUrl,
    assets: live.assets,
  });
  return [
    ...text('version', 'Version', live.currentVersion, version.versionNumber),
    // A draft before its upload changes no package yet.
    ...(version.fileSize !== null
      ? text('packageSize', 'Package Size', bytes(live.vmupackSize), bytes(version.fileSize))
      : []),
    ...(version.packageName !== null
      ? text('packageName', 'Package Name', live.extractedAppName, version.packageName)
      : []),
    ...listingChanges(liveListing, snapshotOf(version.listing)).map((change) =>
      change.kind === 'TEXT'
        ? { ...change, beforeKeys: [], afterKeys: [] }
        : {
            field: change.field,
            label: change.label,
            kind: change.kind,
            before: null,
            after: null,
            beforeKeys: change.before,
            afterKeys: change.after,
          },
    ),
  ];
}
