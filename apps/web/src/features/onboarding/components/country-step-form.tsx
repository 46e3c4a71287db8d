import { useNavigate } from 'react-router';
import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CountryStepSchema, type CountryStepInput } from '@vmu/domain';
import { COUNTRY_OPTIONS } from '@/components/developer-detail-fields';
import { FormField } from '@/components/ui/form-field';
import { SearchableSelect } from '@/components/ui/searchable-select';
import { paths } from '@/config/paths';
import { useFormWithErrorFocus } from '@/lib/use-form-with-error-focus';
import type { DeveloperProfile } from '@/lib/api/developer-profile';
import { useSaveStep } from '../hooks/use-save-step';
import { STEP_NAV_STATE } from '../steps';
import { SaveError, StepActions } from './step-actions';

export function CountryStepForm({ profile }: { profile: DeveloperProfile | null }) {
  const navigate = useNavigate();
  const { save, error } = useSaveStep('country', profile !== null);
  const { form, formRef } = useFormWithErrorFocus<CountryStepInput>({
    resolver: zodResolver(CountryStepSchema),
    defaultValues: { country: profile?.onboardingData.country ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    if (await save({ country: values.country })) {
      void navigate(paths.onboardingAppDetails, { state: STEP_NAV_STATE });
    }
  });

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="grid gap-6">
      <SaveError message={error} />
      <FormField
        id="onboarding-country"
        label="Country"
        description="Where you or your business are based."
        error={errors.country?.message}
      >
        {(control) => (
          <Controller
            control={form.control}
            name="country"
            render={({ field }) => (
              <SearchableSelect
                {...control}
                ref={field.ref}
                options={COUNTRY_OPTIONS}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                placeholder="Search for your country"
                emptyText="No country matches"
                listLabel="Countries"
              />
            )}
          />
        )}
      </FormField>
      <StepActions submitting={isSubmitting} />
    </form>
  );
}
