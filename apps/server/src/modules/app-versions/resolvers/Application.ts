import type { ApplicationResolvers } from './../../../graphql/generated/types.generated.js';
import { appsLoadersOf } from '../../apps';
import { updateFormTarget } from '../services/update-form-target';

export const Application: Pick<ApplicationResolvers, 'latestSubmission' | 'openUpdate'> = {
  latestSubmission: async ({ id }, _arg, ctx) => {
    const versions = await appsLoadersOf(ctx).versions(id);
    return versions.find((version) => version.reviewStatus !== 'DRAFT') ?? null;
  },
  openUpdate: async ({ id, developerId, currentVersion }, _arg, ctx) => {
    const versions = await appsLoadersOf(ctx).versions(id);
    const target = updateFormTarget(
      versions.find((version) => version.isUpdate),
      currentVersion,
    );
    // A draft is its developer's work in progress: an admin sees it once submitted.
    if (target?.reviewStatus === 'DRAFT' && ctx.viewer?.id !== developerId) return null;
    return target;
  },
};
