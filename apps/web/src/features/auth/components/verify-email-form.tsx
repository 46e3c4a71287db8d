import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  POST_VERIFICATION_REDIRECT_MS,
  RESEND_COOLDOWN_SECONDS,
  VERIFICATION_CODE_LENGTH,
  VerifyEmailSchema,
  type VerifyEmailInput,
} from '@vmu/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { AuthRequestError } from '../api/auth-request-error';
import { sendVerificationCode } from '../api/send-verification-code';
import { verifyEmail } from '../api/verify-email';
import { useCountdown } from '../hooks/use-countdown';
import { forgetPendingEmail } from '../pending-email';
import { verifyErrorMessage } from '../verify-error-message';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type VerifyEmailFormProps = {
  email: string;
  /** Runs 500 ms after the code is accepted: go on to onboarding or to sign-in. */
  onVerified: () => Promise<void>;
};

export function VerifyEmailForm({ email, onVerified }: VerifyEmailFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const cooldown = useCountdown();
  const form = useForm<VerifyEmailInput>({
    resolver: zodResolver(VerifyEmailSchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // Stays busy through the 500 ms before moving on; a refused code frees the button again.
  const [verified, setVerified] = useState(false);
  const code = useWatch({ control: form.control, name: 'code' });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await verifyEmail({ email, code: values.code });
    } catch (error) {
      const message = verifyErrorMessage(error);
      setFailure(message);
      toast.error(message);
      return;
    }
    setVerified(true);
    forgetPendingEmail();
    toast.success('Email verified successfully!');
    await wait(POST_VERIFICATION_REDIRECT_MS);
    await onVerified();
  });

  async function resend() {
    setResending(true);
    try {
      await sendVerificationCode(email);
      toast.success('Verification email sent!');
      cooldown.start(RESEND_COOLDOWN_SECONDS);
    } catch (error) {
      toast.error('Failed to send verification email');
      // The server keeps its own cooldown; show its remaining seconds rather than ours.
      if (error instanceof AuthRequestError && error.code === 'RESEND_COOLDOWN') {
        cooldown.start(error.retryAfterSeconds ?? RESEND_COOLDOWN_SECONDS);
      } else if (error instanceof AuthRequestError && error.retryAfterSeconds) {
        cooldown.start(error.retryAfterSeconds);
      }
    } finally {
      setResending(false);
    }
  }

  const busy = isSubmitting || verified;
  return (
    <div className="grid gap-4">
      <form onSubmit={submit} noValidate className="grid gap-4">
        {failure ? (
          <Alert variant="destructive" role="alert">
            {failure}
          </Alert>
        ) : null}
        <FormField
          id="verify-code"
          label="Verification code"
          error={errors.code?.message}
          description={`Enter the ${VERIFICATION_CODE_LENGTH}-digit code we emailed to you.`}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={VERIFICATION_CODE_LENGTH}
              placeholder="000000"
              className="text-center font-mono text-2xl tracking-[0.5em]"
              {...form.register('code')}
            />
          )}
        </FormField>
        <Button type="submit" className="w-full" disabled={code.trim() === '' || busy}>
          {busy ? <Spinner /> : null}
          {busy ? 'Verifying...' : 'Verify Email'}
        </Button>
      </form>
      <div className="grid gap-1 text-center text-sm">
        <p className="text-muted-foreground">Didn&apos;t receive the code?</p>
        <Button
          type="button"
          variant="outline"
          onClick={() => void resend()}
          disabled={resending || cooldown.secondsLeft > 0}
        >
          {resending ? <Spinner /> : null}
          {cooldown.secondsLeft > 0 ? `Resend code in ${cooldown.secondsLeft}s` : 'Resend code'}
        </Button>
        {/* Announce the wait once, not every tick. */}
        <p className="sr-only" aria-live="polite">
          {cooldown.secondsLeft > 0
            ? `You can request a new code in ${RESEND_COOLDOWN_SECONDS} seconds or less.`
            : ''}
        </p>
      </div>
    </div>
  );
}
