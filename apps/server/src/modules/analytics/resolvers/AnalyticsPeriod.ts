import type { AnalyticsPeriodResolvers } from './../../../graphql/generated/types.generated.js';
export const AnalyticsPeriod: AnalyticsPeriodResolvers = {
  /* Implement AnalyticsPeriod resolver logic here */
};
