// The review-threads module's front door: all that the app and the other modules may use of it. Its
// other files are its own (an ESLint zone holds the line; docs/architecture.md, "Server modules").
// What it is: the conversation between reviewer and developer about a submission: messages, and the
// mail to the other side
export { reviewThreadLoadersOf } from './request-loaders';
export type { ReviewMessageMapper } from './schema.mappers';
export { recordReviewMessage } from './services/record-review-message';
