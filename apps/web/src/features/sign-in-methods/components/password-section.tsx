import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ChangePasswordSchema,
  PASSWORD_CHANGED_ENDS_ACCESS,
  SetPasswordSchema,
  type ChangePasswordInput,
  type SetPasswordInput,
} from '@vmu/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useFormWithErrorFocus } from '@/lib/use-form-with-error-focus';
import { changePassword } from '../api/change-password';
import { useSetPassword } from '../api/set-password';
import { refusalMessage } from '../sign-in-method-messages';
import { NewPasswordFields } from '@/components/new-password-fields';

export const PASSWORD_CHANGED = 'Your password was changed';
export const PASSWORD_SET = 'Your password was set';

/**
 * The password on /profile (decision 0045): changed with the current one, which signs every other
 * session out; an account that signs in with GitHub or Google sets its first one.
 */
export function PasswordSection({ hasPassword, email }: { hasPassword: boolean; email: string }) {
  return (
    <section aria-labelledby="password-heading">
      <Card>
        <CardHeader>
          <h2 id="password-heading" className="text-lg font-semibold leading-tight">
            Password
          </h2>
          <CardDescription className="min-w-0 break-words">
            {hasPassword
              ? 'Changing your password signs you out on every other device and browser.'
              : `Your account has no password: you sign in with GitHub or Google. Set one to also sign in with ${email}.`}
          </CardDescription>
        </CardHeader>
        <CardContent>{hasPassword ? <ChangePasswordForm /> : <SetPasswordForm />}</CardContent>
      </Card>
    </section>
  );
}

function ChangePasswordForm() {
  const [failure, setFailure] = useState<string | null>(null);
  const { form, formRef } = useFormWithErrorFocus<ChangePasswordInput>({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.password,
      });
    } catch (error) {
      setFailure(refusalMessage(error, 'Your password could not be changed. Please try again.'));
      return;
    }
    form.reset();
    toast.success(PASSWORD_CHANGED, { description: PASSWORD_CHANGED_ENDS_ACCESS });
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
        id="current-password"
        label="Current password"
        error={errors.currentPassword?.message}
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            {...form.register('currentPassword')}
          />
        )}
      </FormField>
      <NewPasswordFields
        idPrefix="change"
        passwordLabel="New password"
        confirmLabel="Confirm new password"
        password={form.register('password')}
        confirmPassword={form.register('confirmPassword')}
        passwordError={errors.password?.message}
        confirmPasswordError={errors.confirmPassword?.message}
      />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          Change password
        </Button>
      </div>
    </form>
  );
}

function SetPasswordForm() {
  const setPassword = useSetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const { form, formRef } = useFormWithErrorFocus<SetPasswordInput>({
    resolver: zodResolver(SetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await setPassword.mutateAsync(values.password);
    } catch (error) {
      setFailure(refusalMessage(error, 'Your password could not be set. Please try again.'));
      return;
    }
    toast.success(PASSWORD_SET, { description: 'You can now also sign in with your email.' });
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
      <NewPasswordFields
        idPrefix="set"
        passwordLabel="New password"
        confirmLabel="Confirm password"
        password={form.register('password')}
        confirmPassword={form.register('confirmPassword')}
        passwordError={errors.password?.message}
        confirmPasswordError={errors.confirmPassword?.message}
      />
      <div>
        <Button type="submit" disabled={setPassword.isPending}>
          {setPassword.isPending ? <Spinner /> : null}
          Set password
        </Button>
      </div>
    </form>
  );
}
