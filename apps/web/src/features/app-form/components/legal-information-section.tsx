import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { AppFormValues } from '../form-values';
import { FormSection } from './form-section';

/** Two optional web addresses (docs/product.md, "App form rules": url-type inputs). */
export function LegalInformationSection() {
  const { register, formState } = useFormContext<AppFormValues>();
  const { errors } = formState;
  return (
    <FormSection
      id="legal-information"
      title="Legal Information"
      description="Optional pages of your own."
    >
      <FormField
        id="app-form-terms-url"
        label="Terms and Conditions URL"
        error={errors.termsAndConditionsUrl?.message}
      >
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            placeholder="https://"
            {...register('termsAndConditionsUrl')}
          />
        )}
      </FormField>
      <FormField
        id="app-form-privacy-url"
        label="Privacy Policy URL"
        error={errors.privacyPolicyUrl?.message}
      >
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            placeholder="https://"
            {...register('privacyPolicyUrl')}
          />
        )}
      </FormField>
    </FormSection>
  );
}
