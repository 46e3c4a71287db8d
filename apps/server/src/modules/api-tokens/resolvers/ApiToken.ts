import type { ApiTokenResolvers } from './../../../graphql/generated/types.generated.js';

// Every field is the row's column of its name; the hash and the owner are never fields.
export const ApiToken: ApiTokenResolvers = {};
