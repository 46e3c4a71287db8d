import { AppError } from '../../../errors';
import type { GraphQLContext } from '../../../graphql/context';
import { accessViewerOf } from './access-viewer';
import type { ViewerMapper } from '../viewer';
import { requireDeveloperViewer } from './require-developer-viewer';

/** A developer who has not saved an onboarding step yet has no profile to change. */
export const PROFILE_NOT_FOUND_MESSAGE = 'Complete onboarding first.';

export const PROFILE_NOT_VERIFIED_MESSAGE =
  'Your developer account must be verified by our team before you change your details on your profile; until then, update them in the onboarding.';

/**
 * The profile's developer sections (decision 0044): a developer whose account staff verified, as
 * the /profile screen of the main area. Staff and store accounts keep no developer profile; a
 * developer still in review corrects their details through the onboarding, which resubmits them.
 */
export function requireProfileDeveloper(ctx: Pick<GraphQLContext, 'viewer'>): ViewerMapper {
  const viewer = requireDeveloperViewer(ctx);
  if (!accessViewerOf(viewer).accountVerified) {
    throw new AppError('ACCOUNT_NOT_VERIFIED', PROFILE_NOT_VERIFIED_MESSAGE, 403);
  }
  return viewer;
}
