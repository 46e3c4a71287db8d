import { versionStatusOf } from '@vmu/domain';
import type { ApplicationVersionResolvers } from './../../../graphql/generated/types.generated.js';
import type { GraphQLContext } from '../../../graphql/context';
import { appsLoadersOf } from '../../apps';
import type { ApplicationVersionRow } from '../../apps';
import { versionChanges } from '../version-changes';

/** The version's app, read once per request for every version of the answer. */
async function appOf({ applicationId }: ApplicationVersionRow, ctx: GraphQLContext) {
  const app = await appsLoadersOf(ctx).application(applicationId);
  if (!app) throw new Error(`the application of a version vanished: ${applicationId}`);
  return app;
}

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
  application: (version, _arg, ctx) => appOf(version, ctx),
  changes: async (version, _arg, ctx) =>
    version.isUpdate ? versionChanges(version, await appOf(version, ctx)) : [],
  listing: ({ listing, fileSize }) => listing && { ...listing, packageSize: fileSize },
  status: async (version, _arg, ctx) => versionStatusOf(version, await appOf(version, ctx)),
};
