import { useId, useState, type ReactNode } from 'react';
import * as z from 'zod/mini';
import {
  SAVED_REASON_BODY_MAX_LENGTH,
  SAVED_REASON_TITLE_MAX_LENGTH,
  SavedRejectionReasonSchema,
  type SavedRejectionReasonInput,
} from '@vmu/domain';
import { FormDialog, FormDialogFooter } from '@/components/form-dialog';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { SavedRejectionReason } from '@/lib/api/saved-rejection-reasons';
import { useFocusFirstInvalidField } from '@/lib/focus';

interface SavedReasonDialogProps {
  /** The reason edited; null adds one. */
  reason: SavedRejectionReason | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  failure: string | null;
  onSave: (input: SavedRejectionReasonInput) => void;
  /** The button that opens it, when it has one (Add reason). */
  trigger?: ReactNode;
}

/** Adding or editing a saved rejection reason: a title to pick it by and its text. */
export function SavedReasonDialog({
  open,
  onOpenChange,
  busy,
  trigger,
  ...form
}: SavedReasonDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} busy={busy} trigger={trigger}>
      <SavedReasonForm busy={busy} {...form} />
    </FormDialog>
  );
}

type Errors = Partial<Record<'title' | 'body', string>>;

// Mounted only while the dialog is open, so every opening starts from the reason (or blank).
function SavedReasonForm({
  reason,
  busy,
  failure,
  onSave,
}: Pick<SavedReasonDialogProps, 'reason' | 'busy' | 'failure' | 'onSave'>) {
  const titleId = useId();
  const bodyId = useId();
  const [title, setTitle] = useState(reason?.title ?? '');
  const [body, setBody] = useState(reason?.body ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [refusedSubmits, setRefusedSubmits] = useState(0);
  const formRef = useFocusFirstInvalidField(refusedSubmits);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = z.safeParse(SavedRejectionReasonSchema, { title, body });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        next[field] ??= issue.message;
      }
      setErrors(next);
      setRefusedSubmits((count) => count + 1);
      return;
    }
    setErrors({});
    onSave(parsed.data);
  }

  return (
    <form ref={formRef} onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{reason ? 'Edit saved reason' : 'Add saved reason'}</DialogTitle>
        <DialogDescription>
          Reviewers pick it by its title when they reject a developer account, an app or an update;
          its text fills the reason, which they can still change.
        </DialogDescription>
      </DialogHeader>
      <FormField
        id={titleId}
        label="Title *"
        error={errors.title}
        limit={{ value: title, max: SAVED_REASON_TITLE_MAX_LENGTH }}
      >
        {(control) => (
          <Input
            {...control}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            disabled={busy}
            required
          />
        )}
      </FormField>
      <FormField
        id={bodyId}
        label="Reason *"
        error={errors.body}
        limit={{ value: body, max: SAVED_REASON_BODY_MAX_LENGTH, always: true }}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            disabled={busy}
            required
          />
        )}
      </FormField>
      <FormDialogFooter busy={busy} failure={failure}>
        {reason ? 'Save reason' : 'Add reason'}
      </FormDialogFooter>
    </form>
  );
}
