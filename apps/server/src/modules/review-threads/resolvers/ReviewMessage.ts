import type { ReviewMessageResolvers } from './../../../graphql/generated/types.generated.js';

// Every field is the row's (with the author's name read along): plain text, as written.
export const ReviewMessage: ReviewMessageResolvers = {};
