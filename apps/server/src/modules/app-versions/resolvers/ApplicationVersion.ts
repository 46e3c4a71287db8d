import type { ApplicationVersionResolvers } from './../../../graphql/generated/types.generated.js';
export const ApplicationVersion: Pick<
  ApplicationVersionResolvers,
  | 'application'
  | 'changes'
  | 'createdAt'
  | 'decidedAt'
  | 'isUpdate'
  | 'listing'
  | 'packageName'
  | 'status'
  | 'updatedAt'
> = {
  /* Implement ApplicationVersion resolver logic here */
  application: async (_parent, _arg, _ctx) => {
    /* ApplicationVersion.application resolver is required because ApplicationVersion.application exists but ApplicationVersionMapper.application does not */
  },
  changes: async (_parent, _arg, _ctx) => {
    /* ApplicationVersion.changes resolver is required because ApplicationVersion.changes exists but ApplicationVersionMapper.changes does not */
  },
  listing: ({ listing }, _arg, _ctx) => {
    /* ApplicationVersion.listing resolver is required because ApplicationVersion.listing and ApplicationVersionMapper.listing are not compatible */
    return listing;
  },
  status: async (_parent, _arg, _ctx) => {
    /* ApplicationVersion.status resolver is required because ApplicationVersion.status exists but ApplicationVersionMapper.status does not */
  },
};
