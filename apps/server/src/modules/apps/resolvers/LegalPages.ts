import type { LegalPagesResolvers } from './../../../graphql/generated/types.generated.js';
export const LegalPages: LegalPagesResolvers = {/* Implement LegalPages resolver logic here */};
