import { useNavigate } from 'react-router';
import { useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEVELOPER_DETAIL_LIMITS,
  DeveloperDetailsStepSchema,
  type DeveloperDetailsStepInput,
} from '@vmu/domain';
import { DEVELOPER_DETAIL_FIELDS } from '@/components/developer-detail-fields';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useFormWithErrorFocus } from '@/lib/use-form-with-error-focus';
import type { DeveloperProfile } from '@/lib/api/developer-profile';
import { useSaveStep } from '../hooks/use-save-step';
import { SaveError, StepActions } from './step-actions';

export function DeveloperDetailsStepForm({ profile }: { profile: DeveloperProfile | null }) {
  const navigate = useNavigate();
  const { save, error } = useSaveStep('developerDetails', profile !== null);
  // Saved answers first; otherwise whatever the profile already knows about the person.
  const saved = profile?.onboardingData.developerDetails;
  const personal = profile?.personalInfo;
  const { form, formRef } = useFormWithErrorFocus<DeveloperDetailsStepInput>({
    resolver: zodResolver(DeveloperDetailsStepSchema),
    defaultValues: {
      firstName: saved?.firstName ?? personal?.firstName ?? '',
      lastName: saved?.lastName ?? personal?.lastName ?? '',
      address: saved?.address ?? personal?.address ?? '',
      city: saved?.city ?? personal?.city ?? '',
      postalCode: saved?.postalCode ?? personal?.postalCode ?? '',
      companyName: saved?.companyName ?? profile?.businessInfo.companyName ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const typed = useWatch({ control: form.control });

  const submit = form.handleSubmit(async (values) => {
    if (await save({ ...values, companyName: values.companyName ?? '' })) {
      void navigate(paths.pendingVerification);
    }
  });

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="grid gap-6">
      <SaveError message={error} />
      <div className="grid gap-4 sm:grid-cols-2">
        {DEVELOPER_DETAIL_FIELDS.map((field) => (
          <FormField
            key={field.name}
            id={`onboarding-${field.name}`}
            label={field.label}
            error={errors[field.name]?.message}
            limit={{
              value: typed[field.name] ?? '',
              max: DEVELOPER_DETAIL_LIMITS[field.name].max,
            }}
            className={field.name === 'address' ? 'sm:col-span-2' : undefined}
          >
            {(control) => (
              <Input
                {...control}
                autoComplete={field.autoComplete}
                {...form.register(field.name)}
              />
            )}
          </FormField>
        ))}
      </div>
      <StepActions
        backTo={paths.onboardingAppDetails}
        submitLabel="Complete Setup"
        submitting={isSubmitting}
      />
    </form>
  );
}
