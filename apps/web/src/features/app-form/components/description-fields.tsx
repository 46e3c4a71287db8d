import { useFormContext, useWatch } from 'react-hook-form';
import { LISTING_PROSE_FIELD_NAMES, LISTING_TEXT_FIELDS, type ListingTextField } from '@vmu/domain';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import type { AppFormValues } from '../form-values';

/** The form's id of a listing field: app-form-short-description for shortDescription. */
const fieldId = (name: string) =>
  `app-form-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/**
 * The listing's prose fields (the domain's LISTING_TEXT_FIELDS: the short and long descriptions)
 * with their counters: the app form's and an update's.
 */
export function DescriptionFields() {
  const { register, control, formState } = useFormContext<AppFormValues>();
  const { errors } = formState;
  const values = useWatch({ control, name: LISTING_PROSE_FIELD_NAMES });
  return (
    <>
      {LISTING_PROSE_FIELD_NAMES.map((name, index) => {
        const field: ListingTextField = LISTING_TEXT_FIELDS[name];
        return (
          <FormField
            key={name}
            id={fieldId(name)}
            label={field.label}
            error={errors[name]?.message}
            limit={{ value: values[index] ?? '', max: field.maxLength, always: true }}
          >
            {(control) => <Textarea {...control} rows={field.rows} {...register(name)} />}
          </FormField>
        );
      })}
    </>
  );
}
