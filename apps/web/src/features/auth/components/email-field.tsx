import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** The email field of sign-in, sign-up and forgot-password. */
export function EmailField({
  id,
  registration,
  error,
}: {
  id: string;
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  return (
    <FormField id={id} label="Email" error={error}>
      {(control) => (
        <Input
          {...control}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          {...registration}
        />
      )}
    </FormField>
  );
}
