/**
 * A refused upload request. The upload endpoints answer `{ "error": message }` (the shape the
 * old client read its 'Failed to get upload URL: {text}' from) with this status.
 */
export class UploadError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422,
    message: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export const NOT_AUTHENTICATED = 'User not authenticated';
