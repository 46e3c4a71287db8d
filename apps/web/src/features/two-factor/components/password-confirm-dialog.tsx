import { useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  TwoFactorPasswordFormSchema,
  type TwoFactorPasswordInput,
} from '@vmu/domain/auth/two-factor';
import { FormDialog, FormDialogFooter } from '@/components/form-dialog';
import type { ButtonProps } from '@/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useFormWithErrorFocus } from '@/lib/use-form-with-error-focus';
import { twoFactorErrorMessage } from '../two-factor-error-message';

type PasswordConfirmDialogProps = {
  /** Names the dialog's fields, so two dialogs of the section never share an id. */
  id: string;
  title: string;
  description: ReactNode;
  submitLabel: string;
  variant?: ButtonProps['variant'];
  /** The button that opens it. */
  trigger: ReactNode;
  /** Sends the step with the password; a refusal is thrown and shown in the dialog. */
  onConfirm: (password: string) => Promise<void>;
};

/** A step of two-factor sign-in that asks for the account's password first (turn on or off, new codes). */
export function PasswordConfirmDialog({
  id,
  title,
  description,
  submitLabel,
  variant,
  trigger,
  onConfirm,
}: PasswordConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { form, formRef } = useFormWithErrorFocus<TwoFactorPasswordInput>({
    resolver: zodResolver(TwoFactorPasswordFormSchema),
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setFailure(null);
      form.reset();
    }
  };

  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await onConfirm(password);
    } catch (error) {
      setFailure(twoFactorErrorMessage(error));
      return;
    }
    changeOpen(false);
  });

  return (
    <FormDialog open={open} onOpenChange={changeOpen} busy={isSubmitting} trigger={trigger}>
      <form
        ref={formRef}
        onSubmit={(event) => void submit(event)}
        noValidate
        className="grid gap-4"
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <FormField id={`${id}-password`} label="Password" error={errors.password?.message}>
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="current-password"
              {...form.register('password')}
            />
          )}
        </FormField>
        <FormDialogFooter busy={isSubmitting} failure={failure} variant={variant}>
          {submitLabel}
        </FormDialogFooter>
      </form>
    </FormDialog>
  );
}
