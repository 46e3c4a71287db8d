import { BACK_TO_REVIEW_CONFIRM, BACK_TO_REVIEW_WARNING } from '@vmu/domain';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

export const BACK_TO_REVIEW_TITLE = 'Send your account back to review?';

/** The confirm before a save that sends a seller's account back to staff review. */
export function BackToReviewDialog({
  open,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <FormDialog open={open} onOpenChange={(next) => (next ? undefined : onCancel())} busy={busy}>
      <DialogHeader>
        <DialogTitle>{BACK_TO_REVIEW_TITLE}</DialogTitle>
        <DialogDescription>{BACK_TO_REVIEW_WARNING}</DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <Button type="button" variant="outline" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
        <Button type="button" disabled={busy} aria-busy={busy || undefined} onClick={onConfirm}>
          {busy ? <Spinner /> : null}
          {BACK_TO_REVIEW_CONFIRM}
        </Button>
      </DialogFooter>
    </FormDialog>
  );
}
