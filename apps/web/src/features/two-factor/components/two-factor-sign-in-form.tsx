import { useEffect, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AUTHENTICATOR_CODE_LENGTH,
  AuthenticatorCodeFormSchema,
  BackupCodeFormSchema,
  type AuthenticatorCodeInput,
} from '@vmu/domain/auth/two-factor';
import { Link } from '@/components/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useFormWithErrorFocus } from '@/lib/use-form-with-error-focus';
import { verifyAuthenticatorCode, verifyBackupCode } from '../api/two-factor-requests';
import { endsSignIn, twoFactorErrorMessage } from '../two-factor-error-message';

type Method = 'authenticator' | 'backup-code';

const METHODS = {
  authenticator: {
    label: 'Authenticator code',
    description: `Enter the ${AUTHENTICATOR_CODE_LENGTH}-digit code your authenticator app shows for VMU Pro Developers.`,
    placeholder: '000000',
    schema: AuthenticatorCodeFormSchema,
    verify: verifyAuthenticatorCode,
    switchTo: 'backup-code',
    switchLabel: 'Use a backup code instead',
  },
  'backup-code': {
    label: 'Backup code',
    description:
      'Enter one of the backup codes you saved when you turned on two-factor sign-in. Each works once.',
    placeholder: 'xxxxx-xxxxx',
    schema: BackupCodeFormSchema,
    verify: verifyBackupCode,
    switchTo: 'authenticator',
    switchLabel: 'Use your authenticator app instead',
  },
} as const satisfies Record<Method, { switchTo: Method } & Record<string, unknown>>;

// One failure toast at a time: a second wrong code replaces the first.
const SECOND_STEP_TOAST = 'two-factor-sign-in';

/**
 * The sign-in's second step: a code from the authenticator app, or a backup code instead. A
 * sign-in that is over (expired, or too many wrong codes) can only start again with the password.
 */
export function TwoFactorSignInForm({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const [shown, setShown] = useState<{ method: Method; switched: boolean }>({
    method: 'authenticator',
    switched: false,
  });
  return (
    <CodeForm
      // A form per method: its own schema, field and messages.
      key={shown.method}
      method={shown.method}
      focusField={shown.switched}
      onSignedIn={onSignedIn}
      onSwitch={() => setShown({ method: METHODS[shown.method].switchTo, switched: true })}
    />
  );
}

function CodeForm({
  method,
  focusField,
  onSignedIn,
  onSwitch,
}: {
  method: Method;
  /** After a switch of method, the new field takes focus (not on arrival: the heading does). */
  focusField: boolean;
  onSignedIn: () => Promise<void>;
  onSwitch: () => void;
}) {
  const current = METHODS[method];
  const [failure, setFailure] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const { form, formRef } = useFormWithErrorFocus<AuthenticatorCodeInput>({
    resolver: zodResolver(current.schema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const field = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (focusField) field.current?.focus();
  }, [focusField]);

  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await current.verify(code);
    } catch (error) {
      const message = twoFactorErrorMessage(error);
      setOver(endsSignIn(error));
      setFailure(message);
      toast.error(message, { id: SECOND_STEP_TOAST });
      return;
    }
    toast.success('Welcome back!');
    await onSignedIn();
  });

  const { ref: registerRef, ...registration } = form.register('code');
  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      {failure ? (
        <Alert variant="destructive" role="alert">
          <div className="grid gap-1">
            <p>{failure}</p>
            {over ? (
              <Link to={paths.login} className="font-medium underline">
                Sign in again
              </Link>
            ) : null}
          </div>
        </Alert>
      ) : null}
      <FormField
        id={`two-factor-${method}`}
        label={current.label}
        error={errors.code?.message}
        description={current.description}
      >
        {(control) => (
          <Input
            {...control}
            {...registration}
            ref={(element) => {
              registerRef(element);
              field.current = element;
            }}
            inputMode={method === 'authenticator' ? 'numeric' : 'text'}
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            placeholder={current.placeholder}
            className="text-center font-mono text-xl tracking-[0.3em]"
          />
        )}
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting || over}>
        {isSubmitting ? <Spinner /> : null}
        {isSubmitting ? 'Verifying...' : 'Verify'}
      </Button>
      <Button
        type="button"
        variant="link"
        className="h-auto justify-self-center p-0"
        onClick={onSwitch}
        disabled={isSubmitting}
      >
        {current.switchLabel}
      </Button>
    </form>
  );
}
