import { useFormContext } from 'react-hook-form';
import { PEGI_RATING_VALUES } from '@vmu/domain';
import { FormField } from '@/components/ui/form-field';
import type { AppFormValues } from '../form-values';
import { selectClassName } from './basic-information-section';
import { FormSection } from './form-section';

/** Games only: the PEGI rating (docs/product.md, "App form rules"). */
export function AgeRatingSection() {
  const { register, formState } = useFormContext<AppFormValues>();
  return (
    <FormSection id="age-rating" title="Age Rating" description="Required for games.">
      <FormField
        id="app-form-pegi-rating"
        label="PEGI Rating"
        error={formState.errors.pegiRating?.message}
      >
        {(control) => (
          <select {...control} className={selectClassName} {...register('pegiRating')}>
            <option value="">Select a rating</option>
            {PEGI_RATING_VALUES.map((rating) => (
              <option key={rating} value={rating}>
                {rating.replace('_', ' ')}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </FormSection>
  );
}
