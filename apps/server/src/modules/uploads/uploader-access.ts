import { accessRedirect, ACCESS_PATHS, isOnboardingCompleted } from '@vmu/domain';
import type { ViewerMapper } from '../accounts/schema.mappers';
import { NOT_AUTHENTICATED, UploadError } from './upload-error';

/**
 * Who may upload (SPEC section 6): a signed-in user who may reach the main area, that is a
 * verified developer or an admin. Everyone else is refused with what to do next.
 */
export function requireUploader(viewer: ViewerMapper | null): ViewerMapper {
  if (!viewer) throw new UploadError(401, NOT_AUTHENTICATED);
  const developer = viewer.developer;
  const redirect = accessRedirect('main', {
    role: viewer.role,
    provider: viewer.provider,
    isEmailVerified: viewer.emailVerified,
    onboardingCompleted:
      !!developer && isOnboardingCompleted(developer.completedSteps, developer.developerStatus),
    accountVerified: developer?.developerStatus === 'verified',
  });
  switch (redirect) {
    case null:
      return viewer;
    case ACCESS_PATHS.verifyEmail:
      throw new UploadError(403, 'Please verify your email address before uploading files.');
    case ACCESS_PATHS.onboarding:
      throw new UploadError(403, 'Please complete onboarding before uploading files.');
    default:
      throw new UploadError(
        403,
        'Your developer account must be verified before you can upload files.',
      );
  }
}

/** Only a signed-in user (extract-metadata: owners and admins; the caller checks ownership). */
export function requireSignedIn(viewer: ViewerMapper | null): ViewerMapper {
  if (!viewer) throw new UploadError(401, NOT_AUTHENTICATED);
  return viewer;
}
