import type { ApplicationUpdateInput as DomainUpdateInput } from '@vmu/domain';
import type { ApplicationUpdateInput } from '../../graphql/generated/types.generated.js';

// GraphQL sends null for a cleared field; the domain schema's defaults expect it absent.
const text = (value: string | null | undefined) => value ?? undefined;

/** The update form as the domain schema reads it. */
export function updateInputOf(input: ApplicationUpdateInput): DomainUpdateInput {
  const assets = input.assets;
  return {
    releaseNotes: text(input.releaseNotes),
    shortDescription: text(input.shortDescription),
    longDescription: text(input.longDescription),
    pegiRating: input.pegiRating ?? null,
    termsAndConditionsUrl: text(input.termsAndConditionsUrl),
    privacyPolicyUrl: text(input.privacyPolicyUrl),
    assets: {
      vmupack: assets?.vmupack ?? null,
      vmuIcon: assets?.vmuIcon ?? null,
      webIcon: assets?.webIcon ?? null,
      heroBanner: assets?.heroBanner ?? null,
      vmuBanner: assets?.vmuBanner ?? null,
      screenshots: assets?.screenshots ?? [],
    },
  };
}
