import type { TopAppByDownloadsResolvers } from './../../../graphql/generated/types.generated.js';
export const TopAppByDownloads: TopAppByDownloadsResolvers = {
  /* Implement TopAppByDownloads resolver logic here */
};
