import type { RefObject } from 'react';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { useFocusFirstInvalidField } from './focus';

// Its own module: lib/focus is in the entry chunk (route-change focus), react-hook-form is not.

/**
 * react-hook-form's useForm whose refused submits focus the first invalid field in screen
 * order (its own shouldFocusError is off: it would focus in registration order, and a moment
 * later again). Put `formRef` on the <form>.
 */
export function useFormWithErrorFocus<
  TFieldValues extends FieldValues = FieldValues,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- react-hook-form's own default
  TContext = any,
  TTransformedValues = TFieldValues,
>(
  props: UseFormProps<TFieldValues, TContext, TTransformedValues>,
): {
  form: UseFormReturn<TFieldValues, TContext, TTransformedValues>;
  formRef: RefObject<HTMLFormElement | null>;
} {
  const form = useForm({ ...props, shouldFocusError: false });
  const formRef = useFocusFirstInvalidField(form.formState.submitCount);
  return { form, formRef };
}
