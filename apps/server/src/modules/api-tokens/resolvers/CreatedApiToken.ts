import type { CreatedApiTokenResolvers } from './../../../graphql/generated/types.generated.js';

// The token's row and its secret, as createApiToken made them; the secret is not kept.
export const CreatedApiToken: CreatedApiTokenResolvers = {};
