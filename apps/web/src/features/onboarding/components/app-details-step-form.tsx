import { useNavigate } from 'react-router';
import { useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  APP_DESCRIPTION_MAX_LENGTH,
  APP_NAME_MAX_LENGTH,
  AppDetailsStepSchema,
  type AppDetailsStepInput,
} from '@vmu/domain';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useFormWithErrorFocus } from '@/lib/use-form-with-error-focus';
import type { DeveloperProfile } from '@/lib/api/developer-profile';
import { useSaveStep } from '../hooks/use-save-step';
import { STEP_NAV_STATE } from '../steps';
import { SaveError, StepActions } from './step-actions';

export function AppDetailsStepForm({ profile }: { profile: DeveloperProfile | null }) {
  const navigate = useNavigate();
  const { save, error } = useSaveStep('appDetails', profile !== null);
  const saved = profile?.onboardingData;
  const { form, formRef } = useFormWithErrorFocus<AppDetailsStepInput>({
    resolver: zodResolver(AppDetailsStepSchema),
    defaultValues: {
      appName: saved?.appDetails?.appName ?? saved?.appName ?? '',
      appDescription: saved?.appDetails?.appDescription ?? saved?.appDescription ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [appName, appDescription] = useWatch({
    control: form.control,
    name: ['appName', 'appDescription'],
  });

  const submit = form.handleSubmit(async (values) => {
    if (await save({ appName: values.appName, appDescription: values.appDescription ?? '' })) {
      void navigate(paths.onboardingDeveloperDetails, { state: STEP_NAV_STATE });
    }
  });

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="grid gap-6">
      <SaveError message={error} />
      <FormField
        id="onboarding-app-name"
        label="App name"
        error={errors.appName?.message}
        limit={{ value: appName, max: APP_NAME_MAX_LENGTH }}
      >
        {(control) => (
          <Input {...control} placeholder="My first VMU app" {...form.register('appName')} />
        )}
      </FormField>
      <FormField
        id="onboarding-app-description"
        label="Description (optional)"
        limit={{ value: appDescription ?? '', max: APP_DESCRIPTION_MAX_LENGTH, always: true }}
        error={errors.appDescription?.message}
      >
        {(control) => (
          <textarea
            {...control}
            rows={4}
            placeholder="What will your app do?"
            className="w-full min-w-0 rounded-md border border-muted-foreground/50 bg-background px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive sm:text-sm"
            {...form.register('appDescription')}
          />
        )}
      </FormField>
      <StepActions backTo={paths.onboardingCountry} submitting={isSubmitting} />
    </form>
  );
}
