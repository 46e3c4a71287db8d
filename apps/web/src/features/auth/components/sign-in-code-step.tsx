import { useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  SIGN_IN_CODE_REQUIRED_MESSAGE,
  SignInCodeFormSchema,
  VERIFICATION_CODE_LENGTH,
  type SignInCodeInput,
} from '@vmu/domain';
import { EmailedCodeField } from '@/components/emailed-code-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useFormWithErrorFocus } from '@/lib/use-form-with-error-focus';

type SignInCodeStepProps = {
  /** Sends the password again with the code; throws the server's refusal. */
  onSubmitCode: (code: string) => Promise<void>;
  /** The refusal of the last code, shown above the field. */
  failure: string | null;
  /** Back to the password: a mistyped password mails no code. */
  onBack: () => void;
};

/**
 * The sign-in's emailed-code step (decision 0050): an account with many sign-in attempts takes
 * the right password only with the code it mails to its address. The page never learns whether
 * the password was right, so it says what happens if it was.
 */
export function SignInCodeStep({ onSubmitCode, failure, onBack }: SignInCodeStepProps) {
  const { form, formRef } = useFormWithErrorFocus<SignInCodeInput>({
    resolver: zodResolver(SignInCodeFormSchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const code = useWatch({ control: form.control, name: 'code' });
  const submit = form.handleSubmit(({ code: typed }) => onSubmitCode(typed));

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <Alert role="status">{SIGN_IN_CODE_REQUIRED_MESSAGE}</Alert>
      <EmailedCodeField
        id="sign-in-code"
        label="Sign-in code"
        refusal={failure}
        error={errors.code?.message}
        description={`Enter the ${VERIFICATION_CODE_LENGTH}-digit code from the email.`}
        code={form.register('code')}
      />
      <Button type="submit" className="w-full" disabled={code.trim() === '' || isSubmitting}>
        {isSubmitting ? <Spinner /> : null}
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
      <Button type="button" variant="outline" className="w-full" onClick={onBack}>
        Use a different password
      </Button>
    </form>
  );
}
