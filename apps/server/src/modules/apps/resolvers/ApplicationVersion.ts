import type { ApplicationVersionResolvers } from './../../../graphql/generated/types.generated.js';
export const ApplicationVersion: Pick<
  ApplicationVersionResolvers,
  | 'approvedAt'
  | 'fileSize'
  | 'id'
  | 'releaseNotes'
  | 'reviewNotes'
  | 'reviewStatus'
  | 'submittedAt'
  | 'versionNumber'
> = {/* Implement ApplicationVersion resolver logic here */};
