import { useId, useState } from 'react';
import { DEVELOPER_REVIEW_NOTES_MAX_LENGTH } from '@vmu/domain';
import { FormDialog, FormDialogFooter } from '@/components/form-dialog';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';

interface SuspendApplicationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  appName: string;
  busy: boolean;
  failure: string | null;
  /** Called with the trimmed reason, or undefined when the admin gave none. */
  onSuspend: (reason: string | undefined) => void;
  /** Where focus goes when the dialog closes (the card's menu button). */
  onCloseAutoFocus: (event: Event) => void;
}

/** Confirms Suspend App (ours: the spec shows only the menu item) with an optional reason. */
export function SuspendApplicationDialog({
  open,
  onOpenChange,
  busy,
  onCloseAutoFocus,
  ...form
}: SuspendApplicationDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {open ? <SuspendForm busy={busy} {...form} /> : null}
    </FormDialog>
  );
}

function SuspendForm({
  appName,
  busy,
  failure,
  onSuspend,
}: Pick<SuspendApplicationDialogProps, 'appName' | 'busy' | 'failure' | 'onSuspend'>) {
  const reasonId = useId();
  const [reason, setReason] = useState('');

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    onSuspend(reason.trim() || undefined);
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>Suspend App</DialogTitle>
        <DialogDescription>
          {appName} leaves the store and becomes private until it is restored. Its developer is told
          by email.
        </DialogDescription>
      </DialogHeader>
      <FormField
        id={reasonId}
        limit={{ value: reason, max: DEVELOPER_REVIEW_NOTES_MAX_LENGTH, always: true }}
        label="Reason (optional)"
        description="Sent to the developer and kept in the app's review history."
      >
        {(control) => (
          <Textarea
            {...control}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            disabled={busy}
            rows={3}
          />
        )}
      </FormField>
      <FormDialogFooter busy={busy} failure={failure} variant="destructive">
        Suspend App
      </FormDialogFooter>
    </form>
  );
}
