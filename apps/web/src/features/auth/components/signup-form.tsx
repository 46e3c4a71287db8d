import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '@/components/link';
import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SignupSchema, type SignUpAs, type SignupInput } from '@vmu/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useFormWithErrorFocus } from '@/lib/use-form-with-error-focus';
import { signUpWithEmail } from '../api/sign-up';
import { authErrorMessage } from '../auth-error-message';
import { rememberCodeSent, rememberPendingEmail } from '../pending-email';
import { NewPasswordFields } from '@/components/new-password-fields';
import { EmailField } from './email-field';

/**
 * `signUpAs`: what the account is for (the store's sign-up makes a store account), or how to
 * tell when the form is sent.
 */
export function SignupForm({ signUpAs = 'developer' }: { signUpAs?: SignUpAs | (() => SignUpAs) }) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const { form, formRef } = useFormWithErrorFocus<SignupInput>({
    resolver: zodResolver(SignupSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', acceptTerms: false },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await signUpWithEmail({
        name: values.name,
        email: values.email,
        password: values.password,
        signUpAs: typeof signUpAs === 'function' ? signUpAs() : signUpAs,
      });
    } catch (error) {
      const message = authErrorMessage(error, 'Please try again.');
      setFailure(message);
      // One failure toast at a time; it says what happened, not only that it failed.
      toast.error('Signup failed', { id: 'signup-failed', description: message });
      return;
    }
    rememberPendingEmail(values.email);
    // Sign-up mailed the first code: Resend code waits from now, as the server does.
    rememberCodeSent(values.email);
    toast.success('Account created successfully!');
    void navigate(paths.verifyEmail);
  });

  const termsErrorId = errors.acceptTerms ? 'signup-terms-error' : undefined;
  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      {failure ? (
        <Alert variant="destructive" role="alert">
          <div>
            <p className="font-semibold">Signup failed</p>
            <p>{failure}</p>
          </div>
        </Alert>
      ) : null}
      <FormField id="signup-name" label="Name" error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="name" {...form.register('name')} />}
      </FormField>
      <EmailField
        id="signup-email"
        registration={form.register('email')}
        error={errors.email?.message}
      />
      <NewPasswordFields
        idPrefix="signup"
        passwordLabel="Password"
        confirmLabel="Confirm password"
        password={form.register('password')}
        confirmPassword={form.register('confirmPassword')}
        passwordError={errors.password?.message}
        confirmPasswordError={errors.confirmPassword?.message}
      />
      <div className="grid gap-2">
        <div className="flex items-start gap-2">
          <Controller
            control={form.control}
            name="acceptTerms"
            render={({ field }) => (
              <Checkbox
                id="signup-accept-terms"
                className="mt-0.5"
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                ref={field.ref}
                aria-invalid={Boolean(errors.acceptTerms)}
                aria-describedby={termsErrorId}
              />
            )}
          />
          <Label htmlFor="signup-accept-terms" className="font-normal leading-snug">
            I agree to the{' '}
            <Link to={paths.terms} className="text-primary underline" target="_blank">
              Terms of Service
            </Link>
          </Label>
        </div>
        <FieldError id={termsErrorId} message={errors.acceptTerms?.message} />
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <Spinner /> : null}
        {isSubmitting ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
