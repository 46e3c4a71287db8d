import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import {
  API_TOKEN_NAME_MAX_LENGTH,
  CreateApiTokenSchema,
  type CreateApiToken,
  type CreateApiTokenInput,
} from '@vmu/domain';
import { FormDialog, FormDialogFooter } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { serverMessageOf } from '@/lib/server-message';
import { useFormWithErrorFocus } from '@/lib/use-form-with-error-focus';
import { useCreateApiToken } from '../api/create-api-token';
import { DEFAULT_LIFETIME, LIFETIME_CHOICES, SCOPE_CHOICES } from '../api-token-texts';
import { isNameRefusal } from '../refusals';
import { NewTokenSecret } from './new-token-secret';

export const TOKEN_NOT_CREATED = 'The token could not be created. Please try again.';

const EMPTY_FORM: CreateApiTokenInput = { name: '', scopes: [], lifetime: DEFAULT_LIFETIME };

/**
 * Create token: a dialog with the form, which once the server has made the token shows its
 * secret instead, this one time. Closing the dialog forgets the secret and empties the form.
 */
export function CreateApiTokenDialog() {
  const [open, setOpen] = useState(false);
  const create = useCreateApiToken();
  const created = create.data ?? null;

  const close = () => {
    setOpen(false);
    // The answer holds the secret: let it go with the dialog (the mutation keeps no copy).
    create.reset();
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      busy={create.isPending}
      trigger={
        <Button className="w-full sm:w-fit">
          <Plus aria-hidden="true" />
          Create token
        </Button>
      }
    >
      {created ? (
        <NewTokenSecret created={created} onDone={close} />
      ) : (
        <CreateApiTokenForm
          busy={create.isPending}
          onCreate={(input) => create.mutateAsync(input)}
        />
      )}
    </FormDialog>
  );
}

function CreateApiTokenForm({
  busy,
  onCreate,
}: {
  busy: boolean;
  onCreate: (input: CreateApiToken) => Promise<unknown>;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const { form, formRef } = useFormWithErrorFocus<CreateApiTokenInput, unknown, CreateApiToken>({
    resolver: zodResolver(CreateApiTokenSchema),
    defaultValues: EMPTY_FORM,
  });
  const { errors } = form.formState;
  const name = useWatch({ control: form.control, name: 'name' });

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      await onCreate(input);
    } catch (error) {
      const message = serverMessageOf(error);
      if (message === undefined) console.error(TOKEN_NOT_CREATED, error);
      // A name already in use belongs under the name; any other refusal above the buttons.
      if (message !== undefined && isNameRefusal(error)) {
        form.setError('name', { type: 'server', message }, { shouldFocus: true });
      } else {
        setFailure(message ?? TOKEN_NOT_CREATED);
      }
    }
  });

  const scopesError = errors.scopes?.message ?? errors.scopes?.root?.message;
  const lifetimeError = errors.lifetime?.message;
  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="grid gap-5">
      <DialogHeader>
        <DialogTitle>Create API token</DialogTitle>
        <DialogDescription>
          A token lets a script or CI use the portal as you, only within the scopes you choose.
        </DialogDescription>
      </DialogHeader>
      <FormField
        id="api-token-name"
        label="Name"
        description="What uses it, for example GitHub Actions."
        error={errors.name?.message}
        limit={{ value: name, max: API_TOKEN_NAME_MAX_LENGTH }}
      >
        {(control) => <Input {...control} autoComplete="off" {...form.register('name')} />}
      </FormField>
      <fieldset
        className="grid gap-2"
        aria-describedby={scopesError ? 'api-token-scopes-error' : undefined}
      >
        <legend className="mb-2 text-sm font-medium leading-none">Scopes</legend>
        {SCOPE_CHOICES.map(({ scope, label, explanation }) => (
          // The label names the checkbox and, stretched over the box (under the checkbox itself),
          // makes all of it pressable; the explanation describes it rather than lengthening its name.
          <div key={scope} className={`relative ${choiceClassName}`}>
            <input
              id={`api-token-scope-${scope}`}
              type="checkbox"
              value={scope}
              aria-describedby={`api-token-scope-${scope}-explanation`}
              aria-invalid={Boolean(scopesError)}
              className="relative z-10 mt-0.5 size-4 shrink-0 accent-primary"
              {...form.register('scopes')}
            />
            <div className="grid gap-0.5">
              <label
                htmlFor={`api-token-scope-${scope}`}
                className="cursor-pointer text-sm font-medium after:absolute after:inset-0"
              >
                {label}
              </label>
              <p
                id={`api-token-scope-${scope}-explanation`}
                className="text-sm text-muted-foreground"
              >
                {explanation}
              </p>
            </div>
          </div>
        ))}
        <FieldError id={scopesError ? 'api-token-scopes-error' : undefined} message={scopesError} />
      </fieldset>
      <fieldset
        className="grid gap-2"
        aria-describedby={lifetimeError ? 'api-token-lifetime-error' : undefined}
      >
        <legend className="mb-2 text-sm font-medium leading-none">Expires after</legend>
        <div className="grid gap-2 sm:flex sm:flex-wrap">
          {LIFETIME_CHOICES.map(({ lifetime, label }) => (
            <label key={lifetime} className={`${choiceClassName} items-center py-2`}>
              <input
                type="radio"
                value={lifetime}
                className="size-4 shrink-0 accent-primary"
                {...form.register('lifetime')}
              />
              <span className="text-sm font-medium">{label}</span>
            </label>
          ))}
        </div>
        <FieldError
          id={lifetimeError ? 'api-token-lifetime-error' : undefined}
          message={lifetimeError}
        />
      </fieldset>
      <FormDialogFooter busy={busy} failure={failure}>
        Create token
      </FormDialogFooter>
    </form>
  );
}

// A choice is a bordered box the whole of which can be pressed, marked while chosen.
const choiceClassName =
  'flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 has-checked:border-primary has-checked:bg-secondary';
