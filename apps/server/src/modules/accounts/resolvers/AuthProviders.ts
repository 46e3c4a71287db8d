import type { AuthProvidersResolvers } from './../../../graphql/generated/types.generated.js';

export const AuthProviders: AuthProvidersResolvers = {};
