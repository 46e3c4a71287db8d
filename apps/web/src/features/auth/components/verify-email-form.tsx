import { useCallback, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  POST_VERIFICATION_REDIRECT_MS,
  VERIFICATION_CODE_LENGTH,
  VerifyEmailSchema,
  resendWaitSeconds,
  type VerifyEmailInput,
} from '@vmu/domain';
import { EmailedCodeField } from '@/components/emailed-code-field';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useFormWithErrorFocus } from '@/lib/use-form-with-error-focus';
import { sendVerificationCode } from '../api/send-verification-code';
import { verifyEmail } from '../api/verify-email';
import { forgetPendingEmail, readCodeSentAt, rememberCodeSent } from '../pending-email';
import { verifyErrorMessage } from '../verify-error-message';
import { useCodeEntry } from '../hooks/use-code-entry';
import { CodeRequestPrompt } from './code-request-button';

// One failure toast at a time: a second wrong code replaces the first.
const VERIFY_TOAST = 'verify-email';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type VerifyEmailFormProps = {
  email: string;
  /** Runs 500 ms after the code is accepted: go on to onboarding or to sign-in. */
  onVerified: () => Promise<void>;
};

export function VerifyEmailForm({ email, onVerified }: VerifyEmailFormProps) {
  const send = useCallback(async () => {
    await sendVerificationCode(email);
    rememberCodeSent(email);
  }, [email]);
  // The server refuses a resend until the cooldown from the last code ends (sign-up sent one).
  const [initialWaitSeconds] = useState(() => resendWaitSeconds(readCodeSentAt(email), Date.now()));
  const { failure, exhausted, codeRequest, codeRefused, requestNewCode, clearFailure } =
    useCodeEntry({
      send,
      texts: { sent: 'Verification email sent!', failed: 'Failed to send verification email' },
      toastId: VERIFY_TOAST,
      messageOf: verifyErrorMessage,
      initialWaitSeconds,
    });
  const { form, formRef } = useFormWithErrorFocus<VerifyEmailInput>({
    resolver: zodResolver(VerifyEmailSchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // Stays busy through the 500 ms before moving on; a refused code frees the button again.
  const [verified, setVerified] = useState(false);
  const code = useWatch({ control: form.control, name: 'code' });

  const submit = form.handleSubmit(async (values) => {
    clearFailure();
    try {
      await verifyEmail({ email, code: values.code });
    } catch (error) {
      codeRefused(error);
      return;
    }
    setVerified(true);
    forgetPendingEmail();
    toast.success('Email verified successfully!');
    await wait(POST_VERIFICATION_REDIRECT_MS);
    await onVerified();
  });

  const busy = isSubmitting || verified;
  return (
    <div className="grid gap-4">
      <form
        ref={formRef}
        onSubmit={(event) => void submit(event)}
        noValidate
        className="grid gap-4"
      >
        <EmailedCodeField
          id="verify-code"
          label="Verification code"
          refusal={failure}
          error={errors.code?.message}
          description={`Enter the ${VERIFICATION_CODE_LENGTH}-digit code we emailed to you.`}
          code={form.register('code')}
        />
        <Button type="submit" className="w-full" disabled={code.trim() === '' || busy || exhausted}>
          {busy ? <Spinner /> : null}
          {busy ? 'Verifying...' : 'Verify Email'}
        </Button>
      </form>
      <CodeRequestPrompt
        exhausted={exhausted}
        label="Resend code"
        sending={codeRequest.sending}
        secondsLeft={codeRequest.secondsLeft}
        onRequest={() => void requestNewCode()}
      />
    </div>
  );
}
