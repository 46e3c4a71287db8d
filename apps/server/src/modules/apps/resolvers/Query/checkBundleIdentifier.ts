import { BundleIdentifierSchema } from '@vmu/domain';
import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';
import { parseInput } from '../../../shared/parse-input';
import { requireAppsViewer } from '../../../shared/guards/require-apps-viewer';
import { checkBundleIdentifier as check } from '../../services/check-bundle-identifier';

export const checkBundleIdentifier: NonNullable<QueryResolvers['checkBundleIdentifier']> = async (
  _parent,
  { bundleIdentifier },
  ctx,
) => {
  const viewer = requireAppsViewer(ctx);
  return check(ctx.db, parseInput(BundleIdentifierSchema, bundleIdentifier), viewer.id);
};
