import { useId, useState, type ReactNode } from 'react';
import * as z from 'zod/mini';
import {
  ApprovalNotesSchema,
  DEVELOPER_REVIEW_NOTES_MAX_LENGTH,
  REJECTION_REASON_PROMPT,
  RejectionReasonSchema,
} from '@vmu/domain';
import { FormDialog, FormDialogFooter } from '@/components/form-dialog';
import { SavedReasonPicker } from '@/components/saved-reason-picker';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useFocusFirstInvalidField } from '@/lib/focus';

export type DeveloperDecision = 'approve' | 'reject';

// What differs between the two decisions (docs/product.md, "Staff actions"): approving takes
// optional notes; rejecting needs a reason, the browser prompt's text labels it, and a blank reason
// keeps Reject disabled. Cancel or Escape aborts both without sending anything.
const DECISIONS = {
  approve: {
    title: 'Approve developer account',
    label: 'Notes (optional)',
    action: 'Approve',
    variant: 'default',
    rows: 3,
    schema: ApprovalNotesSchema,
    needsText: false,
    consequence: 'gets access to the developer portal and an email saying so.',
  },
  reject: {
    title: 'Reject developer account',
    label: REJECTION_REASON_PROMPT,
    action: 'Reject',
    variant: 'destructive',
    rows: 4,
    schema: RejectionReasonSchema,
    needsText: true,
    consequence: 'is told the reason by email and on their next sign-in.',
  },
} as const;

interface DeveloperDecisionDialogProps {
  decision: DeveloperDecision;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  developerName: string;
  email: string;
  busy: boolean;
  /** Why the last attempt failed, shown in the dialog (the page behind it is hidden meanwhile). */
  failure?: string | null;
  /** Called with the trimmed text: the notes (undefined when none) or the non-blank reason. */
  onDecide: (text: string | undefined) => void;
  /** The button that opens the dialog; focus returns to it on close. */
  children: ReactNode;
}

export function DeveloperDecisionDialog({
  open,
  onOpenChange,
  busy,
  children,
  ...form
}: DeveloperDecisionDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} busy={busy} trigger={children}>
      <DecisionForm busy={busy} {...form} />
    </FormDialog>
  );
}

// Mounted only while the dialog is open, so every opening starts blank.
function DecisionForm({
  decision,
  developerName,
  email,
  busy,
  failure,
  onDecide,
}: Omit<DeveloperDecisionDialogProps, 'open' | 'onOpenChange' | 'children'>) {
  const config = DECISIONS[decision];
  const textId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [refusedSubmits, setRefusedSubmits] = useState(0);
  const formRef = useFocusFirstInvalidField(refusedSubmits);
  const blank = text.trim() === '';

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = z.safeParse(config.schema, text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      setRefusedSubmits((count) => count + 1);
      return;
    }
    setError(undefined);
    onDecide(parsed.data || undefined);
  }

  return (
    <form ref={formRef} onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{config.title}</DialogTitle>
        <DialogDescription>
          {developerName} ({email}) {config.consequence}
        </DialogDescription>
      </DialogHeader>
      {decision === 'reject' ? <SavedReasonPicker onPick={setText} disabled={busy} /> : null}
      <FormField
        id={textId}
        label={config.label}
        error={error}
        limit={{ value: text, max: DEVELOPER_REVIEW_NOTES_MAX_LENGTH, always: true }}
      >
        {(control) => (
          <Textarea
            {...control}
            value={text}
            onChange={(event) => setText(event.target.value)}
            disabled={busy}
            required={config.needsText}
            rows={config.rows}
          />
        )}
      </FormField>
      <FormDialogFooter
        busy={busy}
        failure={failure}
        disabled={config.needsText && blank}
        variant={config.variant}
      >
        {config.action}
      </FormDialogFooter>
    </form>
  );
}
