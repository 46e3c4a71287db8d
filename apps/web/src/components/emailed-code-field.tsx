import type { UseFormRegisterReturn } from 'react-hook-form';
import { VERIFICATION_CODE_LENGTH } from '@vmu/domain';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

type EmailedCodeFieldProps = {
  id: string;
  label: string;
  /** Help under the label: where the code comes from. */
  description: string;
  error?: string;
  code: UseFormRegisterReturn;
};

/**
 * The field of a code the portal emails, as the sign-in's code step and email verification ask
 * for it: digits only, offered by the phone's keyboard from the mail (one-time-code).
 */
export function EmailedCodeField({ id, label, description, error, code }: EmailedCodeFieldProps) {
  return (
    <FormField id={id} label={label} error={error} description={description}>
      {(control) => (
        <Input
          {...control}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_LENGTH}
          placeholder="000000"
          className="text-center font-mono text-2xl tracking-[0.5em]"
          {...code}
        />
      )}
    </FormField>
  );
}
