import { useState } from 'react';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordSchema, type ForgotPasswordInput } from '@vmu/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useFormWithErrorFocus } from '@/lib/use-form-with-error-focus';
import { requestPasswordReset } from '../api/forgot-password';
import { useCodeRequest } from '../hooks/use-code-request';
import { EmailField } from './email-field';

export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const { form, formRef } = useFormWithErrorFocus<ForgotPasswordInput>({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const codeRequest = useCodeRequest(() => requestPasswordReset(form.getValues('email')), {
    sent: 'Password reset email sent!',
    failed: 'Failed to send password reset',
  });
  const waiting = codeRequest.secondsLeft > 0;

  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    const result = await codeRequest.requestCode();
    if (!result.sent) {
      setFailure(result.message);
      return;
    }
    void navigate(`${paths.resetPassword}?${new URLSearchParams({ email })}`);
  });

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      {failure ? (
        <Alert variant="destructive" role="alert">
          <div>
            <p className="font-semibold">Failed to send password reset</p>
            <p>{failure}</p>
          </div>
        </Alert>
      ) : null}
      <EmailField
        id="forgot-email"
        registration={form.register('email')}
        error={errors.email?.message}
      />
      {/* While the server asks to wait, the button counts down from its figure. */}
      <Button type="submit" className="w-full" disabled={isSubmitting || waiting}>
        {isSubmitting ? <Spinner /> : null}
        {isSubmitting
          ? 'Sending...'
          : waiting
            ? `Send Reset Code in ${codeRequest.secondsLeft}s`
            : 'Send Reset Code'}
      </Button>
    </form>
  );
}
