import type { ApplicationFormInput } from '@vmu/domain';
import type { ApplicationInput, SaveAction } from '../../graphql/generated/types.generated.js';

// GraphQL sends null for a cleared field; the domain schema's defaults expect it absent.
const text = (value: string | null | undefined) => value ?? undefined;

/** The app form as the domain schema reads it. */
export function formInputOf(input: ApplicationInput): ApplicationFormInput {
  const assets = input.assets;
  return {
    appName: input.appName,
    bundleIdentifier: input.bundleIdentifier,
    appType: input.appType ?? null,
    pricingType: input.pricingType ?? null,
    price: input.price ?? null,
    currency: input.currency ?? undefined,
    shortDescription: text(input.shortDescription),
    longDescription: text(input.longDescription),
    pegiRating: input.pegiRating ?? null,
    releaseNotes: text(input.releaseNotes),
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

export const saveStepOf = (action: SaveAction) => (action === 'SUBMIT' ? 'submit' : 'saveDraft');
