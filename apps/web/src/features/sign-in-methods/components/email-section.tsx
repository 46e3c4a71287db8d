import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMAIL_CHANGE_CODE_EXPIRY_MINUTES,
  EmailChangeRequestSchema,
  EmailChangeSchema,
  VERIFICATION_CODE_LENGTH,
  type EmailChangeInput,
  type EmailChangeRequestInput,
} from '@vmu/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useFormWithErrorFocus } from '@/lib/use-form-with-error-focus';
import { confirmEmailChange, requestEmailChange } from '../api/change-email';
import { refusalMessage } from '../sign-in-method-messages';

export const EMAIL_CODE_SENT = 'Code sent';
export const EMAIL_CHANGED = 'Your email address was changed';

/**
 * The account's email on /profile (decision 0045): a new address gets a six-digit code, and only
 * the code makes it the account's email; the old address is told.
 */
export function EmailSection({ email }: { email: string }) {
  const [newEmail, setNewEmail] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);

  const close = () => {
    setEditing(false);
    setNewEmail(null);
  };

  return (
    <section aria-labelledby="email-heading">
      <Card>
        <CardHeader>
          <h2 id="email-heading" className="text-lg font-semibold leading-tight">
            Email address
          </h2>
          <CardDescription>
            You sign in with this address and account mail goes to it.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <p className="min-w-0 text-sm break-all">
            <span className="font-medium text-muted-foreground">Current email: </span>
            {email}
          </p>
          {!editing ? (
            <div>
              <Button type="button" variant="outline" onClick={() => setEditing(true)}>
                Change email
              </Button>
            </div>
          ) : newEmail === null ? (
            <NewAddressForm onSent={setNewEmail} onCancel={close} />
          ) : (
            <CodeForm newEmail={newEmail} onChanged={close} onCancel={close} />
          )}
        </CardContent>
      </Card>
    </section>
  );
}

function NewAddressForm({
  onSent,
  onCancel,
}: {
  onSent: (newEmail: string) => void;
  onCancel: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const { form, formRef } = useFormWithErrorFocus<EmailChangeRequestInput>({
    resolver: zodResolver(EmailChangeRequestSchema),
    defaultValues: { newEmail: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    // The resolver hands over the schema's output: the address trimmed and lower-cased.
    const { newEmail } = values;
    try {
      await requestEmailChange(newEmail);
    } catch (error) {
      setFailure(refusalMessage(error, 'The code could not be sent. Please try again.'));
      return;
    }
    toast.success(EMAIL_CODE_SENT, { description: `We sent a code to ${newEmail}.` });
    onSent(newEmail);
  });

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid max-w-md gap-4"
    >
      {failure ? (
        <Alert variant="destructive" role="alert">
          {failure}
        </Alert>
      ) : null}
      <FormField
        id="new-email"
        label="New email address"
        error={errors.newEmail?.message}
        description="We send a code to the new address. Your email changes once you enter it."
      >
        {(control) => (
          <Input {...control} type="email" autoComplete="email" {...form.register('newEmail')} />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          Send code
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function CodeForm({
  newEmail,
  onChanged,
  onCancel,
}: {
  newEmail: string;
  onChanged: () => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const { form, formRef } = useFormWithErrorFocus<EmailChangeInput>({
    resolver: zodResolver(EmailChangeSchema),
    defaultValues: { newEmail, code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await confirmEmailChange({ newEmail, code: values.code.trim() });
    } catch (error) {
      setFailure(refusalMessage(error, 'Your email could not be changed. Please try again.'));
      return;
    }
    toast.success(EMAIL_CHANGED, { description: `You now sign in with ${newEmail}.` });
    onChanged();
    // The shell, the profile and every page that shows the address read it again.
    await queryClient.invalidateQueries();
  });
  const resend = async () => {
    setResending(true);
    setFailure(null);
    try {
      await requestEmailChange(newEmail);
      toast.success(EMAIL_CODE_SENT, { description: `We sent a new code to ${newEmail}.` });
    } catch (error) {
      setFailure(refusalMessage(error, 'The code could not be sent. Please try again.'));
    } finally {
      setResending(false);
    }
  };

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid max-w-md gap-4"
    >
      <Alert role="note" className="bg-secondary text-secondary-foreground">
        <p className="min-w-0 break-words">
          Enter the code we sent to <strong className="break-all">{newEmail}</strong>. It expires in{' '}
          {EMAIL_CHANGE_CODE_EXPIRY_MINUTES} minutes.
        </p>
      </Alert>
      {failure ? (
        <Alert variant="destructive" role="alert">
          {failure}
        </Alert>
      ) : null}
      <FormField id="email-change-code" label="Verification code" error={errors.code?.message}>
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
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          Change email
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => void resend()}
          disabled={resending || isSubmitting}
        >
          Send a new code
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
