/* This file was automatically generated. DO NOT UPDATE MANUALLY. */
import type { Resolvers } from './types.generated.js';
import { viewer as Query_viewer } from './../../modules/accounts/resolvers/Query/viewer.js';
import { Viewer } from './../../modules/accounts/resolvers/Viewer.js';
export const resolvers: Resolvers = {
  Query: { viewer: Query_viewer },

  Viewer: Viewer,
};
