import { useId, useState, type ReactNode } from 'react';
import * as z from 'zod/mini';
import { REJECTION_REASON_PROMPT, RejectionReasonSchema } from '@vmu/domain';
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

interface RejectDeveloperDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  developerName: string;
  email: string;
  busy: boolean;
  /** Why the last attempt failed, shown in the dialog (the page behind it is hidden while it is open). */
  failure?: string | null;
  /** Called with the trimmed, non-blank reason. */
  /** The button that opens the dialog; focus returns to it on close. */
  children: ReactNode;
  onReject: (reason: string) => void;
}

/**
 * Asks for the reason the spec's browser prompt asked for; a blank reason keeps Reject disabled
 * and Cancel or Escape aborts without sending anything (SPEC section 5, Admin).
 */
export function RejectDeveloperDialog({
  open,
  onOpenChange,
  developerName,
  email,
  busy,
  failure,
  onReject,
  children,
}: RejectDeveloperDialogProps) {
  function changeOpen(next: boolean) {
    if (busy) return; // the decision is on its way; closing would hide its outcome
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent>
        <RejectForm
          developerName={developerName}
          email={email}
          busy={busy}
          failure={failure}
          onReject={onReject}
        />
      </DialogContent>
    </Dialog>
  );
}

// Mounted only while the dialog is open, so every opening starts blank.
function RejectForm({
  developerName,
  email,
  busy,
  failure,
  onReject,
}: Omit<RejectDeveloperDialogProps, 'open' | 'onOpenChange' | 'children'>) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const blank = reason.trim() === '';

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = z.safeParse(RejectionReasonSchema, reason);
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
        <DialogTitle>Reject developer account</DialogTitle>
        <DialogDescription>
          {developerName} ({email}) is told the reason by email and on their next sign-in.
        </DialogDescription>
      </DialogHeader>
      <FormField id={reasonId} label={REJECTION_REASON_PROMPT} error={error}>
        {(control) => (
          <Textarea
            {...control}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            disabled={busy}
            required
            rows={4}
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
