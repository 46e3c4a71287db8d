import { hasBeenPublished, storeUrl } from '@vmu/domain';
import type { ApplicationResolvers } from './../../../graphql/generated/types.generated.js';
import { appsLoadersOf } from '../request-loaders';

const units = (cents: number) => cents / 100;

export const Application: Pick<
  ApplicationResolvers,
  | 'ageRating'
  | 'analytics'
  | 'appId'
  | 'appName'
  | 'assets'
  | 'bundleIdentifier'
  | 'bundleIdentifierFixed'
  | 'categories'
  | 'currency'
  | 'currentVersion'
  | 'extractedAppName'
  | 'extractedVersion'
  | 'legalPages'
  | 'longDescription'
  | 'metadata'
  | 'price'
  | 'rejectionReason'
  | 'releaseNotes'
  | 'shortDescription'
  | 'status'
  | 'storeUrl'
  | 'tags'
  | 'versions'
  | 'visibility'
> = {
  appId: ({ id }) => id,
  price: ({ priceCents }) => units(priceCents),
  assets: ({ assets, vmupackSize }) => ({ keys: assets, vmupackSize }),
  legalPages: ({ termsAndConditionsUrl, privacyPolicyUrl }) => ({
    termsAndConditions: termsAndConditionsUrl,
    privacyPolicy: privacyPolicyUrl,
  }),
  // A draft update is the developer's own work in progress: admins see it once submitted.
  versions: async ({ id, developerId }, _arg, ctx) => {
    const versions = await appsLoadersOf(ctx).versions(id);
    if (ctx.viewer?.id === developerId) return versions;
    return versions.filter((version) => version.reviewStatus !== 'DRAFT');
  },
  bundleIdentifierFixed: async ({ id, status }, _arg, ctx) =>
    hasBeenPublished(status) || appsLoadersOf(ctx).publishedBefore(id),
  analytics: async (app, _arg, ctx) => ({
    totalSales: app.totalSales,
    totalDownloads: app.totalDownloads,
    activeUsers: await appsLoadersOf(ctx).activeUsers(app.id),
    revenue: {
      gross: units(app.revenueGrossCents),
      net: units(app.revenueNetCents),
      platformFee: units(app.platformFeeCents),
    },
  }),
  metadata: ({ createdAt, updatedAt, lastVersionSubmitted }) => ({
    createdAt,
    updatedAt,
    lastVersionSubmitted,
  }),
  storeUrl: ({ bundleIdentifier }, _arg, ctx) => storeUrl(ctx.publicUrl, bundleIdentifier),
};
