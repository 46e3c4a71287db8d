import type { SavedRejectionReasonResolvers } from './../../../graphql/generated/types.generated.js';

export const SavedRejectionReason: SavedRejectionReasonResolvers = {};
