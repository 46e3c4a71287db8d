import { useId, useState } from 'react';
import { confirmationPhrase, matchesConfirmation, type ConfirmedAppAction } from '@vmu/domain';
import { FormDialog, FormDialogFooter } from '@/components/form-dialog';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

// What each confirmed step says (docs/product.md, "Typed confirmations"); the consequence is ours.
const CONFIRMATIONS = {
  delete: {
    title: 'Delete App',
    action: 'Delete App',
    consequence: (name: string) =>
      `"${name}", its versions and its uploaded files will be deleted permanently. This cannot be undone.`,
  },
  withdraw: {
    title: 'Withdraw from Review',
    action: 'Withdraw',
    consequence: (name: string) =>
      `"${name}" leaves the review queue and becomes a draft again, so you can edit and resubmit it.`,
  },
  unpublish: {
    title: 'Unpublish App',
    action: 'Unpublish',
    consequence: (name: string) =>
      `"${name}" is removed from the store and becomes a private draft.`,
  },
} as const satisfies Record<ConfirmedAppAction, ConfirmationWording>;

/** What the dialog says: its title, the confirm button's text and what the step does. */
export interface ConfirmationWording {
  title: string;
  action: string;
  consequence: (appName: string) => string;
}

interface TypedConfirmationDialogProps {
  action: ConfirmedAppAction | null;
  /** Another step with the same phrase (withdrawing an update types 'withdraw {app name}'). */
  wording?: ConfirmationWording;
  appName: string;
  busy: boolean;
  /** Why the last attempt failed, shown in the dialog (the page behind it is hidden meanwhile). */
  failure: string | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** Where focus goes when the dialog closes (the card's menu button). */
  onCloseAutoFocus: (event: Event) => void;
}

/** Asks the developer to type '{action} {app name}' before a destructive step (My Apps, updates). */
export function TypedConfirmationDialog({
  action,
  onOpenChange,
  busy,
  onCloseAutoFocus,
  ...form
}: TypedConfirmationDialogProps) {
  return (
    <FormDialog
      open={action !== null}
      onOpenChange={onOpenChange}
      busy={busy}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {action ? <ConfirmationForm action={action} busy={busy} {...form} /> : null}
    </FormDialog>
  );
}

// Mounted only while the dialog is open, so every opening starts blank.
function ConfirmationForm({
  action,
  appName,
  busy,
  failure,
  onConfirm,
  wording,
}: Pick<TypedConfirmationDialogProps, 'appName' | 'busy' | 'failure' | 'onConfirm' | 'wording'> & {
  action: ConfirmedAppAction;
}) {
  const config = wording ?? CONFIRMATIONS[action];
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const phrase = confirmationPhrase(action, appName);
  const confirmed = matchesConfirmation(typed, action, appName);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (confirmed && !busy) onConfirm();
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{config.title}</DialogTitle>
        <DialogDescription>{config.consequence(appName)}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor={inputId} className="leading-normal">
          Type <span className="rounded bg-muted px-1 py-0.5 font-mono break-all">{phrase}</span> to
          confirm
        </Label>
        <Input
          id={inputId}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          disabled={busy}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
        />
      </div>
      <FormDialogFooter busy={busy} failure={failure} disabled={!confirmed} variant="destructive">
        {config.action}
      </FormDialogFooter>
    </form>
  );
}
