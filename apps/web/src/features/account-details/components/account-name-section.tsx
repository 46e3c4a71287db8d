import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { NAME_MAX_LENGTH, NameSchema, roleOf } from '@vmu/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { AuthRequestError } from '@/lib/auth-request-error';
import { toast } from '@/lib/toast';
import { useFormWithErrorFocus } from '@/lib/use-form-with-error-focus';
import { useUpdateAccountName } from '../api/update-account-name';

export const NAME_SAVED = 'Your name is saved.';
export const NAME_NOT_SAVED = 'Your name could not be saved. Please try again.';

const ROLE_LABELS = { admin: 'Admin', developer: 'Developer', customer: 'Store account' } as const;
const AccountNameSchema = z.object({ name: NameSchema });
type AccountName = z.input<typeof AccountNameSchema>;

/**
 * The account's own name (decision 0044), with the sign-up's rule: what the portal greets the
 * person by. A store account has nothing else to edit; a developer's details are their own section.
 */
export function AccountNameSection({
  account,
}: {
  account: { name: string; email: string; role?: string | null };
}) {
  return (
    <section aria-labelledby="account-name-heading">
      <Card>
        <CardHeader>
          <h2 id="account-name-heading" className="text-lg font-semibold leading-tight">
            Your account
          </h2>
          <CardDescription>
            {ROLE_LABELS[roleOf(account)]} · {account.email}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <AccountNameForm name={account.name} />
        </CardContent>
      </Card>
    </section>
  );
}

function AccountNameForm({ name }: { name: string }) {
  const update = useUpdateAccountName();
  const [failure, setFailure] = useState<string | null>(null);
  const { form, formRef } = useFormWithErrorFocus<AccountName>({
    resolver: zodResolver(AccountNameSchema),
    defaultValues: { name },
  });
  const typed = useWatch({ control: form.control, name: 'name' });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await update.mutateAsync(values.name);
      form.reset(values);
      toast.success(NAME_SAVED);
    } catch (error) {
      // better-auth's refusal carries the server's message (the sign-up's name rule).
      const message = error instanceof AuthRequestError ? error.message : undefined;
      if (message === undefined) console.error(NAME_NOT_SAVED, error);
      setFailure(message ?? NAME_NOT_SAVED);
    }
  });

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-4 sm:max-w-md"
    >
      <FormField
        id="account-name"
        label="Name"
        error={errors.name?.message}
        limit={{ value: typed, max: NAME_MAX_LENGTH }}
      >
        {(control) => <Input {...control} autoComplete="name" {...form.register('name')} />}
      </FormField>
      {failure ? (
        <Alert variant="destructive" role="alert">
          {failure}
        </Alert>
      ) : null}
      <div>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? <Spinner /> : null}
          Save name
        </Button>
      </div>
    </form>
  );
}
