// The uploads module's front door: all that the app and the other modules may use of it. Its
// other files are its own (an ESLint zone holds the line; docs/architecture.md, "Server modules").
// What it is: what happens to an uploaded file: the upload URL, receiving and checking the bytes,
// reading a `.vmupack`'s metadata
export { newUploadKey } from './services/create-upload';
export { receiveUpload } from './services/receive-upload';
export { removeSpoolLeftovers, uploadCleanupJob } from './services/upload-leftovers';
export { UploadError } from './upload-error';
export { closeAfterReply, registerUploadRoutes } from './upload-routes';
export { UPLOAD_URL_LIFETIME_SECONDS } from './upload-token';
