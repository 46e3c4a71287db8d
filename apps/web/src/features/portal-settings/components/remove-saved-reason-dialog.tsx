import { FormDialog, FormDialogFooter } from '@/components/form-dialog';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { SavedRejectionReason } from '@/lib/api/saved-rejection-reasons';

interface RemoveSavedReasonDialogProps {
  reason: SavedRejectionReason | null;
  onClose: () => void;
  busy: boolean;
  failure: string | null;
  onRemove: (reason: SavedRejectionReason) => void;
}

/** Asks before a saved reason goes; rejections that used its text keep it. */
export function RemoveSavedReasonDialog({
  reason,
  onClose,
  busy,
  failure,
  onRemove,
}: RemoveSavedReasonDialogProps) {
  return (
    <FormDialog open={reason !== null} onOpenChange={(open) => !open && onClose()} busy={busy}>
      {reason ? (
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onRemove(reason);
          }}
        >
          <DialogHeader>
            <DialogTitle>Remove saved reason?</DialogTitle>
            <DialogDescription>
              “{reason.title}” will no longer be offered in the reject dialogs. Rejections that used
              its text keep it.
            </DialogDescription>
          </DialogHeader>
          <FormDialogFooter busy={busy} failure={failure} variant="destructive">
            Remove
          </FormDialogFooter>
        </form>
      ) : null}
    </FormDialog>
  );
}
