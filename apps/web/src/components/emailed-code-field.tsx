import type { UseFormRegisterReturn } from 'react-hook-form';
import { VERIFICATION_CODE_LENGTH } from '@vmu/domain';
import { Alert } from '@/components/ui/alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

type EmailedCodeFieldProps = {
  id: string;
  label: string;
  /** Help under the label: where the code comes from. */
  description: string;
  /** The server's refusal of the last code typed, announced above the field. */
  refusal: string | null;
  /** The schema's message for what is typed now. */
  error?: string;
  code: UseFormRegisterReturn;
};

/**
 * The field of a code the portal emails, as the sign-in's code step and email verification ask
 * for it: digits only, offered by the phone's keyboard from the mail (one-time-code), with the
 * refusal of the last code above it.
 */
export function EmailedCodeField({
  id,
  label,
  description,
  refusal,
  error,
  code,
}: EmailedCodeFieldProps) {
  return (
    <>
      {refusal ? (
        <Alert variant="destructive" role="alert">
          {refusal}
        </Alert>
      ) : null}
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
    </>
  );
}
