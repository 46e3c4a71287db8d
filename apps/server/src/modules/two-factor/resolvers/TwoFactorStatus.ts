import type { TwoFactorStatusResolvers } from './../../../graphql/generated/types.generated.js';

// readTwoFactorStatus answers every field by its own name.
export const TwoFactorStatus: TwoFactorStatusResolvers = {};
