import type { ApplicationFormInput, ApplicationUpdateInput } from '@vmu/domain';
import type {
  ApplicationInput,
  ApplicationUpdateInput as GraphQLUpdateInput,
  SaveAction,
} from '../../graphql/generated/types.generated.js';

// GraphQL sends null for a cleared field; the domain schema's defaults expect it absent.
const text = (value: string | null | undefined) => value ?? undefined;

/**
 * The listing and build fields both forms send (the app form, and an update of a published
 * app), as the domain's LISTING_FIELDS read them.
 */
export function listingInputOf(
  input: ApplicationInput | GraphQLUpdateInput,
): ApplicationUpdateInput {
  const assets = input.assets;
  return {
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

/** The app form as the domain schema reads it. */
export function formInputOf(input: ApplicationInput): ApplicationFormInput {
  return {
    appName: input.appName,
    bundleIdentifier: input.bundleIdentifier,
    appType: input.appType ?? null,
    pricingType: input.pricingType ?? null,
    price: input.price ?? null,
    currency: input.currency ?? undefined,
    ...listingInputOf(input),
  };
}

export const saveStepOf = (action: SaveAction) => (action === 'SUBMIT' ? 'submit' : 'saveDraft');
