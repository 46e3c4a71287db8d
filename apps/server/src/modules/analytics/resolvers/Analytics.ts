import type { AnalyticsResolvers } from './../../../graphql/generated/types.generated.js';
export const Analytics: AnalyticsResolvers = {/* Implement Analytics resolver logic here */};
