/* This file was automatically generated. DO NOT UPDATE MANUALLY. */
import type { Resolvers } from './types.generated.js';
import { authProviders as Query_authProviders } from './../../modules/accounts/resolvers/Query/authProviders.js';
import { viewer as Query_viewer } from './../../modules/accounts/resolvers/Query/viewer.js';
import { AuthProviders } from './../../modules/accounts/resolvers/AuthProviders.js';
import { Viewer } from './../../modules/accounts/resolvers/Viewer.js';
export const resolvers: Resolvers = {
  Query: { authProviders: Query_authProviders, viewer: Query_viewer },

  AuthProviders: AuthProviders,
  Viewer: Viewer,
};
