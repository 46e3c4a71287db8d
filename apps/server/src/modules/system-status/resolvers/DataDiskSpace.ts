import type { DataDiskSpaceResolvers } from './../../../graphql/generated/types.generated.js';

export const DataDiskSpace: DataDiskSpaceResolvers = {};
