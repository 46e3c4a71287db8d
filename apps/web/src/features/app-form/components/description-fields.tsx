import { useFormContext, useWatch } from 'react-hook-form';
import { LONG_DESCRIPTION_MAX_LENGTH, SHORT_DESCRIPTION_MAX_LENGTH } from '@vmu/domain';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import type { AppFormValues } from '../form-values';

/** The short and long descriptions with their counters: the app form's and an update's. */
export function DescriptionFields() {
  const { register, control, formState } = useFormContext<AppFormValues>();
  const { errors } = formState;
  const [shortDescription, longDescription] = useWatch({
    control,
    name: ['shortDescription', 'longDescription'],
  });
  return (
    <>
      <FormField
        id="app-form-short-description"
        label="Short Description"
        error={errors.shortDescription?.message}
        limit={{ value: shortDescription, max: SHORT_DESCRIPTION_MAX_LENGTH, always: true }}
      >
        {(control) => <Textarea {...control} rows={2} {...register('shortDescription')} />}
      </FormField>

      <FormField
        id="app-form-long-description"
        label="Long Description"
        error={errors.longDescription?.message}
        limit={{ value: longDescription, max: LONG_DESCRIPTION_MAX_LENGTH, always: true }}
      >
        {(control) => <Textarea {...control} rows={6} {...register('longDescription')} />}
      </FormField>
    </>
  );
}
