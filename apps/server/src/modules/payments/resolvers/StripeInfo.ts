import type { StripeInfoResolvers } from './../../../graphql/generated/types.generated.js';
export const StripeInfo: StripeInfoResolvers = {/* Implement StripeInfo resolver logic here */};
