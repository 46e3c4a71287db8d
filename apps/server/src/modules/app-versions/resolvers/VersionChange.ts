import type { VersionChangeResolvers } from './../../../graphql/generated/types.generated.js';
export const VersionChange: VersionChangeResolvers = {
  /* Implement VersionChange resolver logic here */
  afterFiles: async (_parent, _arg, _ctx) => {
    /* VersionChange.afterFiles resolver is required because VersionChange.afterFiles exists but VersionChangeMapper.afterFiles does not */
  },
  beforeFiles: async (_parent, _arg, _ctx) => {
    /* VersionChange.beforeFiles resolver is required because VersionChange.beforeFiles exists but VersionChangeMapper.beforeFiles does not */
  },
};
