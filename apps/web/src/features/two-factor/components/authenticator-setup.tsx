import { useEffect, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AUTHENTICATOR_CODE_LENGTH,
  AuthenticatorCodeFormSchema,
  TWO_FACTOR_ISSUER,
  readableTotpSecret,
  type AuthenticatorCodeInput,
} from '@vmu/domain/auth/two-factor';
import { Copy, Smartphone } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useFormWithErrorFocus } from '@/lib/use-form-with-error-focus';
import { verifyAuthenticatorCode } from '../api/two-factor-requests';
import { twoFactorErrorMessage } from '../two-factor-error-message';
import { SetupQrCode } from './setup-qr-code';

/**
 * Step two of turning it on: the key to add to an authenticator app (its QR code scanned, the key
 * typed in, or opened in the app on a phone through its otpauth:// link), then the app's first
 * code, which turns it on.
 */
export function AuthenticatorSetup({
  totpUri,
  email,
  onConfirmed,
  onCancel,
}: {
  totpUri: string;
  email: string;
  onConfirmed: () => Promise<void>;
  onCancel: () => void;
}) {
  const secret = readableTotpSecret(totpUri) ?? '';
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const [failure, setFailure] = useState<string | null>(null);
  const { form, formRef } = useFormWithErrorFocus<AuthenticatorCodeInput>({
    resolver: zodResolver(AuthenticatorCodeFormSchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await verifyAuthenticatorCode(code);
    } catch (error) {
      const message = twoFactorErrorMessage(error);
      setFailure(message);
      toast.error(message, { id: 'two-factor-setup' });
      return;
    }
    await onConfirmed();
  });

  async function copyKey() {
    try {
      await navigator.clipboard.writeText(secret.replaceAll(' ', ''));
    } catch (error) {
      console.error('Key not copied', error);
      toast.error('The key could not be copied', {
        description: 'Select it and copy it yourself.',
      });
      return;
    }
    toast.success('Key copied');
  }

  return (
    <div className="grid min-w-0 gap-4" role="group" aria-labelledby="authenticator-setup-heading">
      <h3
        id="authenticator-setup-heading"
        ref={heading}
        tabIndex={-1}
        className="text-base font-semibold outline-none"
      >
        Add the portal to your authenticator app
      </h3>
      <ol className="grid list-decimal gap-2 pl-5 text-sm text-muted-foreground">
        <li>
          Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator,
          1Password, Authy or another).
        </li>
        <li>
          Scan the QR code with the app, or add an account by entering the setup key (time based).
          The app lists it as {TWO_FACTOR_ISSUER} ({email}).
        </li>
        <li>Enter the {AUTHENTICATOR_CODE_LENGTH}-digit code the app then shows.</li>
      </ol>
      <SetupQrCode totpUri={totpUri} />
      <div className="grid gap-2">
        <p id="authenticator-key-label" className="text-sm font-medium">
          Setup key
        </p>
        <p
          aria-labelledby="authenticator-key-label"
          data-testid="authenticator-key"
          className="rounded-lg border border-border bg-muted/40 px-4 py-3 font-mono text-base tracking-wider"
        >
          {secret}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="button" variant="outline" onClick={() => void copyKey()}>
            <Copy aria-hidden="true" />
            Copy key
          </Button>
          {/* On a phone with an authenticator app, the link adds the account in one tap. */}
          <Button asChild variant="outline">
            <a href={totpUri}>
              <Smartphone aria-hidden="true" />
              Open in authenticator app
            </a>
          </Button>
        </div>
      </div>
      <form
        ref={formRef}
        onSubmit={(event) => void submit(event)}
        noValidate
        className="grid gap-4"
      >
        {failure ? (
          <Alert variant="destructive" role="alert">
            {failure}
          </Alert>
        ) : null}
        <FormField
          id="authenticator-setup-code"
          label="Code from the app"
          error={errors.code?.message}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="000000"
              className="max-w-48 font-mono text-lg tracking-[0.3em]"
              {...form.register('code')}
            />
          )}
        </FormField>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Spinner /> : null}
            Turn on two-factor sign-in
          </Button>
          <Button type="button" variant="outline" disabled={isSubmitting} onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
