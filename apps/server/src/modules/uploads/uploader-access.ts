import { accessRedirect, ACCESS_PATHS, STORE_ACCOUNT_NOT_DEVELOPER_MESSAGE } from '@vmu/domain';
import { accessViewerOf } from '../shared/guards/access-viewer';
import type { ViewerMapper } from '../shared/viewer';
import { NOT_AUTHENTICATED, UploadError } from './upload-error';

/**
 * Who may upload (docs/product.md, "Roles and permissions"): a signed-in user who may reach the
 * main area, that is a verified developer or an admin. Everyone else is refused with what to do
 * next.
 */
export function requireUploader(viewer: ViewerMapper | null): ViewerMapper {
  if (!viewer) throw new UploadError(401, NOT_AUTHENTICATED);
  // The same reading of the session user as the GraphQL guards, so the two cannot disagree.
  switch (accessRedirect('main', accessViewerOf(viewer))) {
    case null:
      return viewer;
    case ACCESS_PATHS.verifyEmail:
      throw new UploadError(403, 'Please verify your email address before uploading files.');
    case ACCESS_PATHS.purchases:
      // A store account's home: the developer areas are not theirs.
      throw new UploadError(403, STORE_ACCOUNT_NOT_DEVELOPER_MESSAGE);
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
