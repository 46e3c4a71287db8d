import { useState } from 'react';
import { Link } from '@/components/link';
import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginSchema, SIGN_IN_CODE_REQUIRED, type LoginInput } from '@vmu/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useFormWithErrorFocus } from '@/lib/use-form-with-error-focus';
import { AuthRequestError } from '../api/auth-request-error';
import { signInWithEmail, type PasswordSignIn } from '../api/sign-in';
import { authErrorMessage } from '../auth-error-message';
import { rememberPendingEmail } from '../pending-email';
import { EmailField } from './email-field';
import { SignInCodeStep } from './sign-in-code-step';

type LoginFormProps = {
  /** Runs after the session exists: reload the user and go where they belong. */
  onSignedIn: () => Promise<void>;
  /** The server refused an email account whose address is not confirmed yet. */
  onEmailNotVerified: () => void;
  /** The password was right and the account has two-factor sign-in on: ask for the code. */
  onSecondStep: () => void;
};

export function LoginForm({ onSignedIn, onEmailNotVerified, onSecondStep }: LoginFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const { form, formRef } = useFormWithErrorFocus<LoginInput>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const { errors, isSubmitting } = form.formState;

  // The password an account under attack takes only with its emailed code (decision 0050).
  const [codeStep, setCodeStep] = useState<LoginInput | null>(null);

  async function signIn(values: LoginInput, signInCode?: string) {
    setFailure(null);
    let answer: PasswordSignIn;
    try {
      answer = await (signInCode ? signInWithEmail(values, signInCode) : signInWithEmail(values));
    } catch (error) {
      if (error instanceof AuthRequestError && error.code === 'EMAIL_NOT_VERIFIED') {
        rememberPendingEmail(values.email);
        onEmailNotVerified();
        return;
      }
      if (error instanceof AuthRequestError && error.code === SIGN_IN_CODE_REQUIRED) {
        setCodeStep(values);
        return;
      }
      const message =
        error instanceof AuthRequestError
          ? authErrorMessage(error, 'Invalid email or password')
          : 'Login failed';
      setFailure(message);
      // One failure toast at a time: the next attempt replaces it instead of stacking.
      toast.error(message, { id: 'login-failed' });
      return;
    }
    if (answer === 'second-step') {
      onSecondStep();
      return;
    }
    toast.success('Welcome back!');
    await onSignedIn();
  }

  const submit = form.handleSubmit((values) => signIn(values));

  if (codeStep) {
    return (
      <SignInCodeStep
        failure={failure}
        onSubmitCode={(code) => signIn(codeStep, code)}
        onBack={() => {
          setFailure(null);
          setCodeStep(null);
        }}
      />
    );
  }

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      {failure ? (
        <Alert variant="destructive" role="alert">
          <div>
            <p className="font-semibold">Login failed</p>
            <p>{failure}</p>
          </div>
        </Alert>
      ) : null}
      <EmailField
        id="login-email"
        registration={form.register('email')}
        error={errors.email?.message}
      />
      <FormField
        id="login-password"
        label="Password"
        error={errors.password?.message}
        labelAside={
          <Link to={paths.forgotPassword} className="text-sm text-primary hover:underline">
            Forgot password?
          </Link>
        }
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            {...form.register('password')}
          />
        )}
      </FormField>
      <div className="flex items-center gap-2">
        <Controller
          control={form.control}
          name="rememberMe"
          render={({ field }) => (
            <Checkbox
              id="login-remember-me"
              checked={field.value ?? false}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <Label htmlFor="login-remember-me" className="font-normal">
          Remember me
        </Label>
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <Spinner /> : null}
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
