import type { DownloadLinkResolvers } from './../../../graphql/generated/types.generated.js';
export const DownloadLink: DownloadLinkResolvers = {
  /* Implement DownloadLink resolver logic here */
};
