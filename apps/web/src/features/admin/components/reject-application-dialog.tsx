import { useId, useState, type ReactNode } from 'react';
import * as z from 'zod/mini';
import { AppRejectionReasonSchema, DEVELOPER_REVIEW_NOTES_MAX_LENGTH } from '@vmu/domain';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';

interface RejectApplicationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  appName: string;
  busy: boolean;
  /** Why the last attempt failed, shown in the dialog (the page behind it is hidden meanwhile). */
  failure: string | null;
  /** Called with the trimmed, non-blank reason. */
  onReject: (reason: string) => void;
  /** The button that opens the dialog; focus returns to it on close unless this prevents it. */
  children: ReactNode;
  onCloseAutoFocus?: (event: Event) => void;
}

/** 'Reject Application' (SPEC section 2): a required reason; Reject stays off while it is blank. */
export function RejectApplicationDialog({
  open,
  onOpenChange,
  busy,
  children,
  onCloseAutoFocus,
  ...form
}: RejectApplicationDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next); // the decision is on its way; closing would hide its outcome
      }}
    >
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <RejectForm busy={busy} {...form} />
      </DialogContent>
    </Dialog>
  );
}

// Mounted only while the dialog is open, so every opening starts blank.
function RejectForm({
  appName,
  busy,
  failure,
  onReject,
}: Pick<RejectApplicationDialogProps, 'appName' | 'busy' | 'failure' | 'onReject'>) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const blank = reason.trim() === '';

  function submit(event: React.FormEvent) {
    event.preventDefault();
    // SPEC section 5: a blank reason is ignored, as the disabled button says.
    if (busy || blank) return;
    const parsed = z.safeParse(AppRejectionReasonSchema, reason);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onReject(parsed.data);
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>Reject Application</DialogTitle>
        <DialogDescription>
          {appName} goes back to its developer, who reads your reason by email and on the app.
        </DialogDescription>
      </DialogHeader>
      <FormField
        id={reasonId}
        label="Rejection Reason *"
        description="Be specific about what needs to be fixed or improved."
        error={error}
      >
        {(control) => (
          <Textarea
            {...control}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            disabled={busy}
            required
            rows={4}
            maxLength={DEVELOPER_REVIEW_NOTES_MAX_LENGTH}
          />
        )}
      </FormField>
      {failure ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {failure}
        </p>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button
          type="submit"
          variant="destructive"
          disabled={blank || busy}
          aria-busy={busy || undefined}
        >
          {busy ? <Spinner /> : null}
          Reject
        </Button>
      </DialogFooter>
    </form>
  );
}
