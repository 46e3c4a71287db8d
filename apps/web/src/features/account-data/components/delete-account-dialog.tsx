import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_DELETION_CODE_EXPIRY_MINUTES,
  ACCOUNT_DELETION_CONFIRMATION_MISMATCH,
  ACCOUNT_DELETION_CONSEQUENCES,
  accountDeletionConfirmed,
  DeleteAccountSchema,
  type DeleteAccountInput,
} from '@vmu/domain';
import { FormDialog, FormDialogFooter } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { serverMessageOf } from '@/lib/server-message';
import { useFormWithErrorFocus } from '@/lib/use-form-with-error-focus';
import { useDeleteAccount } from '../api/delete-account';
import { useSendAccountDeletionCode } from '../api/send-account-deletion-code';
import { refusedField } from '../refusals';

export const ACCOUNT_NOT_DELETED = 'Your account could not be deleted. Please try again.';
export const CODE_NOT_SENT = 'The code could not be sent. Please try again.';

/** Where the browser goes once the account is gone: sign-in, saying so once. */
export const AFTER_DELETION_PATH = `${paths.login}?message=account-deleted`;

const EMPTY_FORM: DeleteAccountInput = { confirmation: '', code: '' };

/**
 * Delete account: what happens, then the account's email typed to confirm and the code sent to
 * it. On success the page is left by a full load, so nothing of the account stays in memory.
 */
export function DeleteAccountDialog({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      busy={remove.isPending || remove.isSuccess}
      trigger={
        <Button variant="destructive" className="w-full sm:w-fit">
          Delete account
        </Button>
      }
    >
      {open ? (
        <DeleteAccountForm
          email={email}
          busy={remove.isPending || remove.isSuccess}
          onDelete={(input) => remove.mutateAsync(input)}
        />
      ) : null}
    </FormDialog>
  );
}

function DeleteAccountForm({
  email,
  busy,
  onDelete,
}: {
  email: string;
  busy: boolean;
  onDelete: (input: DeleteAccountInput) => Promise<unknown>;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const sendCode = useSendAccountDeletionCode();
  const { form, formRef } = useFormWithErrorFocus<DeleteAccountInput, unknown, DeleteAccountInput>({
    resolver: zodResolver(DeleteAccountSchema),
    defaultValues: EMPTY_FORM,
  });
  const { errors } = form.formState;
  const sentTo = sendCode.data?.sentTo;
  const codeFailure = sendCode.isError ? (serverMessageOf(sendCode.error) ?? CODE_NOT_SENT) : null;

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    if (!accountDeletionConfirmed(input.confirmation, email)) {
      form.setError(
        'confirmation',
        { type: 'mismatch', message: ACCOUNT_DELETION_CONFIRMATION_MISMATCH },
        { shouldFocus: true },
      );
      return;
    }
    try {
      await onDelete(input);
      window.location.replace(AFTER_DELETION_PATH);
    } catch (error) {
      const message = serverMessageOf(error);
      if (message === undefined) console.error(ACCOUNT_NOT_DELETED, error);
      const field = refusedField(error);
      if (message !== undefined && field) {
        form.setError(field, { type: 'server', message }, { shouldFocus: true });
      } else {
        setFailure(message ?? ACCOUNT_NOT_DELETED);
      }
    }
  });

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="grid gap-5">
      <DialogHeader>
        <DialogTitle>Delete account</DialogTitle>
        <DialogDescription>This cannot be undone. When you delete your account:</DialogDescription>
      </DialogHeader>
      <ul className="grid list-disc gap-1.5 pl-5 text-sm">
        {ACCOUNT_DELETION_CONSEQUENCES.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <FormField
        id="delete-account-confirmation"
        label={
          // The label's own line height is for one line; the address may wrap over two.
          <span className="leading-normal">
            Type your email address{' '}
            <span className="rounded bg-muted px-1 py-0.5 font-mono break-all">{email}</span> to
            confirm
          </span>
        }
        error={errors.confirmation?.message}
      >
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            disabled={busy}
            {...form.register('confirmation')}
          />
        )}
      </FormField>
      <div className="grid gap-2">
        <p className="text-sm">
          We email a {ACCOUNT_DELETION_CODE_EXPIRY_MINUTES}-minute code to {email} to make sure it
          is you.
        </p>
        <Button
          type="button"
          variant="outline"
          className="w-full sm:w-fit"
          disabled={busy || sendCode.isPending}
          onClick={() => sendCode.mutate()}
        >
          {sendCode.isPending ? <Spinner /> : null}
          {sentTo ? 'Send a new code' : 'Send code'}
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {sentTo && !sendCode.isPending ? `Code sent to ${sentTo}. Check your inbox.` : ''}
        </p>
        {codeFailure ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {codeFailure}
          </p>
        ) : null}
      </div>
      <FormField id="delete-account-code" label="Code" error={errors.code?.message}>
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            disabled={busy}
            className="font-mono tracking-widest sm:max-w-40"
            {...form.register('code')}
          />
        )}
      </FormField>
      <FormDialogFooter busy={busy} failure={failure} variant="destructive">
        Delete my account
      </FormDialogFooter>
    </form>
  );
}
