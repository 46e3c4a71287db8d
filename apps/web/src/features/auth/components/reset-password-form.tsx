import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  RESET_CODE_EXPIRY_HOURS,
  ResetPasswordSchema,
  VERIFICATION_CODE_LENGTH,
  type ResetPasswordInput,
} from '@vmu/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useFormWithErrorFocus } from '@/lib/use-form-with-error-focus';
import { requestPasswordReset } from '../api/forgot-password';
import { resetPassword } from '../api/reset-password';
import { resetErrorMessage } from '../reset-error-message';
import { useCodeEntry } from '../hooks/use-code-entry';
import { CodeRequestPrompt } from './code-request-button';
import { NewPasswordFields } from '@/components/new-password-fields';

// One failure toast at a time: a second wrong code replaces the first.
const RESET_TOAST = 'reset-password';

/**
 * `email` comes from the link of /forgot-password or of the reset mail; without it the field is
 * left editable. `link` is the reset mail's link token, which stands in for the typed code.
 */
export function ResetPasswordForm({ email, link }: { email: string | null; link: string | null }) {
  const navigate = useNavigate();
  const { form, formRef } = useFormWithErrorFocus<ResetPasswordInput>({
    resolver: zodResolver(ResetPasswordSchema),
    defaultValues: { email: email ?? '', code: link ?? '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const send = useCallback(
    () => requestPasswordReset(email ?? form.getValues('email')),
    [email, form],
  );
  const { failure, exhausted, codeRequest, codeRefused, requestNewCode, clearFailure } =
    useCodeEntry({
      send,
      texts: { sent: 'Password reset email sent!', failed: 'Failed to send password reset' },
      toastId: RESET_TOAST,
      messageOf: resetErrorMessage,
    });

  const submit = form.handleSubmit(async (values) => {
    clearFailure();
    try {
      await resetPassword({ email: values.email, code: values.code, password: values.password });
    } catch (error) {
      codeRefused(error);
      return;
    }
    // The login page says the password was changed (not that a reset email was sent).
    void navigate(`${paths.login}?message=password-changed`);
  });

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <Alert role="note" className="bg-secondary text-secondary-foreground">
        {link
          ? `The link from your email stands in for the code. It expires after ${RESET_CODE_EXPIRY_HOURS} hours and works once.`
          : `The reset code expires after ${RESET_CODE_EXPIRY_HOURS} hours.`}
      </Alert>
      {failure ? (
        <Alert variant="destructive" role="alert">
          {failure}
        </Alert>
      ) : null}
      <FormField id="reset-email" label="Email" error={errors.email?.message}>
        {(control) =>
          // Prefilled from the reset link and not editable: the code belongs to this address.
          // A disabled input is left unregistered, since react-hook-form drops disabled values.
          email ? (
            <Input {...control} type="email" value={email} disabled readOnly />
          ) : (
            <Input {...control} type="email" autoComplete="email" {...form.register('email')} />
          )
        }
      </FormField>
      {link ? null : (
        <FormField id="reset-code" label="Verification code" error={errors.code?.message}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={VERIFICATION_CODE_LENGTH}
              placeholder="123456"
              {...form.register('code')}
            />
          )}
        </FormField>
      )}
      <NewPasswordFields
        idPrefix="reset"
        passwordLabel="New password"
        confirmLabel="Confirm new password"
        password={form.register('password')}
        confirmPassword={form.register('confirmPassword')}
        passwordError={errors.password?.message}
        confirmPasswordError={errors.confirmPassword?.message}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting || exhausted}>
        {isSubmitting ? <Spinner /> : null}
        {isSubmitting ? 'Resetting...' : 'Reset Password'}
      </Button>
      {email && !link ? (
        <CodeRequestPrompt
          exhausted={exhausted}
          label="Send a new code"
          sending={codeRequest.sending}
          secondsLeft={codeRequest.secondsLeft}
          onRequest={() => void requestNewCode()}
        />
      ) : null}
    </form>
  );
}
