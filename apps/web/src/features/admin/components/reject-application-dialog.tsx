import { useId, useState, type ReactNode } from 'react';
import * as z from 'zod/mini';
import { AppRejectionReasonSchema, DEVELOPER_REVIEW_NOTES_MAX_LENGTH } from '@vmu/domain';
import { FormDialog, FormDialogFooter } from '@/components/form-dialog';
import { SavedReasonPicker } from '@/components/saved-reason-picker';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useFocusFirstInvalidField } from '@/lib/focus';

interface RejectApplicationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Reject Application' or 'Reject Update'. */
  title: string;
  /** Who reads the reason and where. */
  description: ReactNode;
  busy: boolean;
  /** Why the last attempt failed, shown in the dialog (the page behind it is hidden meanwhile). */
  failure: string | null;
  /** Called with the trimmed, non-blank reason. */
  onReject: (reason: string) => void;
  /** The button that opens the dialog; focus returns to it on close unless this prevents it. */
  children: ReactNode;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Rejecting a submitted app (docs/product.md, "Admin screens") or an update of a published one: a
 * required reason under the domain's rule; Reject stays off while it is blank.
 */
export function RejectApplicationDialog({
  open,
  onOpenChange,
  busy,
  children,
  onCloseAutoFocus,
  ...form
}: RejectApplicationDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      trigger={children}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <RejectForm busy={busy} {...form} />
    </FormDialog>
  );
}

// Mounted only while the dialog is open, so every opening starts blank.
function RejectForm({
  title,
  description,
  busy,
  failure,
  onReject,
}: Pick<RejectApplicationDialogProps, 'title' | 'description' | 'busy' | 'failure' | 'onReject'>) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [refusedSubmits, setRefusedSubmits] = useState(0);
  const formRef = useFocusFirstInvalidField(refusedSubmits);
  const blank = reason.trim() === '';

  function submit(event: React.FormEvent) {
    event.preventDefault();
    // A blank reason is ignored (docs/product.md, "Staff actions"), as the disabled button says.
    if (busy || blank) return;
    const parsed = z.safeParse(AppRejectionReasonSchema, reason);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      setRefusedSubmits((count) => count + 1);
      return;
    }
    setError(undefined);
    onReject(parsed.data);
  }

  return (
    <form ref={formRef} onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <SavedReasonPicker onPick={setReason} disabled={busy} />
      <FormField
        id={reasonId}
        limit={{ value: reason, max: DEVELOPER_REVIEW_NOTES_MAX_LENGTH, always: true }}
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
          />
        )}
      </FormField>
      <FormDialogFooter busy={busy} failure={failure} disabled={blank} variant="destructive">
        Reject
      </FormDialogFooter>
    </form>
  );
}
