import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireDeveloperViewer } from '../../../shared/guards/require-developer-viewer';
import { metadataOf, onboardingDataOf } from '../../developer-profile-view';
import { parseOnboardingStep } from '../../parse-onboarding-step';
import { updateOnboardingProgress as saveStep } from '../../services/update-onboarding-progress';

export const updateOnboardingProgress: NonNullable<
  MutationResolvers['updateOnboardingProgress']
> = async (_parent, { step, data }, ctx) => {
  const viewer = requireDeveloperViewer(ctx);
  const parsed = parseOnboardingStep(step, data);
  const row = await saveStep(
    ctx.db,
    { userId: viewer.id, name: viewer.name, email: viewer.email },
    parsed,
  );
  return { userId: row.userId, onboardingData: onboardingDataOf(row), metadata: metadataOf(row) };
};
