import type { AppDetailsResolvers } from './../../../graphql/generated/types.generated.js';
export const AppDetails: AppDetailsResolvers = {/* Implement AppDetails resolver logic here */};
