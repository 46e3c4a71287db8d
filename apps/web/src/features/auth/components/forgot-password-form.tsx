import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordSchema, type ForgotPasswordInput } from '@vmu/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { messageOf } from '../api/auth-request-error';
import { requestPasswordReset } from '../api/forgot-password';
import { EmailField } from './email-field';

export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestPasswordReset(email);
    } catch (error) {
      setFailure(messageOf(error) ?? 'Please try again.');
      toast.error('Failed to send password reset');
      return;
    }
    toast.success('Password reset email sent!');
    navigate(`${paths.resetPassword}?${new URLSearchParams({ email })}`);
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
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
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <Spinner /> : null}
        {isSubmitting ? 'Sending...' : 'Send Reset Code'}
      </Button>
    </form>
  );
}
