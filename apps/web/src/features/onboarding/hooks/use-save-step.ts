import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { OnboardingStep } from '@vmu/domain';
import { developerKeys } from '@/lib/api/query-keys';
import { GraphQLRequestError } from '@/lib/graphql';
import type { OnboardingStepData } from '@/lib/graphql/graphql';
import { toast } from '@/lib/toast';
import { updateOnboardingProgress } from '../api/update-onboarding-progress';

const SAVE_FAILED = 'Your details could not be saved. Please try again.';

/**
 * Saves a step through updateOnboardingProgress. The first save creates the profile and says so
 * (docs/product.md, "Sign-in messages"); a failed save is logged as
 * docs/product.md, "Upload messages" has it, and also shown inline, because a developer must know
 * the step was not saved.
 */
export function useSaveStep(step: OnboardingStep, profileExists: boolean) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);

  async function save(data: OnboardingStepData): Promise<boolean> {
    setError(null);
    try {
      await updateOnboardingProgress(step, data);
    } catch (failure) {
      console.error(`Saving onboarding step ${step} failed`, failure);
      if (!profileExists) toast.error('Failed to create developer profile');
      setError(
        failure instanceof GraphQLRequestError && failure.code === 'VALIDATION_FAILED'
          ? failure.message
          : SAVE_FAILED,
      );
      return false;
    }
    if (!profileExists) toast.success('Developer profile created!');
    // The last step changes the viewer (onboarding completed), so the guards must refetch it;
    // any step changes what the session knows of the developer (profile, eligibility, review).
    await (step === 'developerDetails'
      ? queryClient.invalidateQueries()
      : queryClient.invalidateQueries({ queryKey: developerKeys.all }));
    return true;
  }

  return { save, error };
}
