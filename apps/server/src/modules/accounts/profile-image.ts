import { APIError } from 'better-auth/api';
import { imageMustBeUploaded, isPublicImageUrl } from '@vmu/domain';

export const PROFILE_IMAGE_MESSAGE = imageMustBeUploaded('Profile image');

/**
 * The profile image a client may store through better-auth (sign-up, update-user): one of the
 * portal's own public files, by the domain's parsed rule (decision 0052). Never another site's
 * address, a javascript: or data: URL, or a path that climbs out of the public folder. The
 * picture GitHub or Google give at an OAuth sign-in comes from the provider, not the client.
 */
export function checkProfileImage(image: unknown, imageBases: readonly string[]): void {
  if (image === undefined || image === null) return;
  if (!isPublicImageUrl(image, imageBases)) {
    throw new APIError('BAD_REQUEST', {
      code: 'VALIDATION_FAILED',
      message: PROFILE_IMAGE_MESSAGE,
    });
  }
}
