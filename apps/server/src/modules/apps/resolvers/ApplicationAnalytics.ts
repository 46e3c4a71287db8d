import type { ApplicationAnalyticsResolvers } from './../../../graphql/generated/types.generated.js';
export const ApplicationAnalytics: ApplicationAnalyticsResolvers = {
  /* Implement ApplicationAnalytics resolver logic here */
};
