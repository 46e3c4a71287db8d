import { useId, useState, type ReactNode } from 'react';
import * as z from 'zod/mini';
import { ApprovalNotesSchema } from '@vmu/domain';
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

interface ApproveDeveloperDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  developerName: string;
  email: string;
  busy: boolean;
  /** Why the last attempt failed, shown in the dialog (the page behind it is hidden while it is open). */
  failure?: string | null;
  /** Called with the trimmed notes, or undefined when the admin wrote none. */
  /** The button that opens the dialog; focus returns to it on close. */
  children: ReactNode;
  onApprove: (notes: string | undefined) => void;
}

/** Confirms an approval; notes are optional (SPEC section 5, Admin). */
export function ApproveDeveloperDialog({
  open,
  onOpenChange,
  developerName,
  email,
  busy,
  failure,
  onApprove,
  children,
}: ApproveDeveloperDialogProps) {
  function changeOpen(next: boolean) {
    if (busy) return; // the decision is on its way; closing would hide its outcome
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent>
        <ApproveForm
          developerName={developerName}
          email={email}
          busy={busy}
          failure={failure}
          onApprove={onApprove}
        />
      </DialogContent>
    </Dialog>
  );
}

// Mounted only while the dialog is open, so every opening starts blank.
function ApproveForm({
  developerName,
  email,
  busy,
  failure,
  onApprove,
}: Omit<ApproveDeveloperDialogProps, 'open' | 'onOpenChange' | 'children'>) {
  const notesId = useId();
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = z.safeParse(ApprovalNotesSchema, notes);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onApprove(parsed.data ? parsed.data : undefined);
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>Approve developer account</DialogTitle>
        <DialogDescription>
          {developerName} ({email}) gets access to the developer portal and an email saying so.
        </DialogDescription>
      </DialogHeader>
      <FormField id={notesId} label="Notes (optional)" error={error}>
        {(control) => (
          <Textarea
            {...control}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            disabled={busy}
            rows={3}
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
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? <Spinner /> : null}
          Approve
        </Button>
      </DialogFooter>
    </form>
  );
}
