import { useId, useState } from 'react';
import * as z from 'zod/mini';
import { AUDIT_REASON_MAX_LENGTH, StaffReasonSchema, type AccountAction } from '@vmu/domain';
import { FormDialog, FormDialogFooter } from '@/components/form-dialog';
import { Checkbox } from '@/components/ui/checkbox';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

/** What each action's dialog says and its button does. */
const ACTION_TEXTS: Record<
  AccountAction,
  { title: string; button: string; destructive: boolean; explain: (name: string) => string }
> = {
  grantAdmin: {
    title: 'Make Admin',
    button: 'Make admin',
    destructive: false,
    explain: (name) =>
      `${name} can then review developers and apps, manage users and change the portal's settings.`,
  },
  revokeAdmin: {
    title: 'Remove Admin',
    button: 'Remove admin',
    destructive: true,
    explain: (name) =>
      `${name} becomes a developer account again and loses every staff screen at once.`,
  },
  suspend: {
    title: 'Suspend Account',
    button: 'Suspend account',
    destructive: true,
    explain: (name) =>
      `${name} is signed out everywhere and cannot sign in, their API tokens stop working, and their published apps are suspended. They are told the reason by email.`,
  },
  restore: {
    title: 'Restore Account',
    button: 'Restore account',
    destructive: false,
    explain: (name) =>
      `${name} can sign in again and their API tokens work again. They are told by email.`,
  },
};

interface AccountActionDialogProps {
  action: AccountAction | null;
  onOpenChange: (open: boolean) => void;
  accountName: string;
  /** How many apps the open suspension took off the store (restore offers them back). */
  suspendedAppCount: number;
  busy: boolean;
  failure: string | null;
  onConfirm: (request: { reason: string; restoreApps: boolean }) => void;
}

/** Confirms a staff action on an account with the reason the audit log (and the mail) keeps. */
export function AccountActionDialog({
  action,
  onOpenChange,
  busy,
  ...form
}: AccountActionDialogProps) {
  return (
    <FormDialog open={action !== null} onOpenChange={onOpenChange} busy={busy}>
      {action ? <ActionForm key={action} action={action} busy={busy} {...form} /> : null}
    </FormDialog>
  );
}

function ActionForm({
  action,
  accountName,
  suspendedAppCount,
  busy,
  failure,
  onConfirm,
}: Omit<AccountActionDialogProps, 'action' | 'onOpenChange'> & { action: AccountAction }) {
  const reasonId = useId();
  const appsId = useId();
  const [reason, setReason] = useState('');
  const [restoreApps, setRestoreApps] = useState(true);
  const [error, setError] = useState<string | undefined>();
  const texts = ACTION_TEXTS[action];

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = z.safeParse(StaffReasonSchema, reason);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onConfirm({ reason: parsed.data, restoreApps: action === 'restore' && restoreApps });
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{texts.title}</DialogTitle>
        <DialogDescription>{texts.explain(accountName)}</DialogDescription>
      </DialogHeader>
      <FormField
        id={reasonId}
        label="Reason"
        error={error}
        limit={{ value: reason, max: AUDIT_REASON_MAX_LENGTH }}
        description={
          action === 'suspend' || action === 'restore'
            ? 'Sent to the account holder and kept in the audit log.'
            : 'Kept in the audit log.'
        }
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
      {action === 'restore' && suspendedAppCount > 0 ? (
        <div className="flex items-start gap-2">
          <Checkbox
            id={appsId}
            checked={restoreApps}
            onCheckedChange={(checked) => setRestoreApps(checked === true)}
            disabled={busy}
            className="mt-0.5"
          />
          <Label htmlFor={appsId} className="leading-snug font-normal">
            Also put back on the store the{' '}
            {suspendedAppCount === 1 ? 'app' : `${suspendedAppCount} apps`} this suspension took off
          </Label>
        </div>
      ) : null}
      <FormDialogFooter
        busy={busy}
        failure={failure}
        variant={texts.destructive ? 'destructive' : 'default'}
      >
        {texts.button}
      </FormDialogFooter>
    </form>
  );
}
