import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The form's step is on its way: the dialog stays open, since closing would hide its outcome. */
  busy: boolean;
  /** The button that opens the dialog, when it is not opened from elsewhere (a menu). */
  trigger?: ReactNode;
  /** Where focus goes on closing; by default, back to the trigger. */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}

/** A dialog holding one form that sends one step (reject, suspend, confirm, update a price). */
export function FormDialog({
  open,
  onOpenChange,
  busy,
  trigger,
  onCloseAutoFocus,
  children,
}: FormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
    >
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>{children}</DialogContent>
    </Dialog>
  );
}

interface FormDialogFooterProps {
  busy: boolean;
  /** Why the last attempt failed, shown in the dialog (the page behind it is hidden meanwhile). */
  failure?: string | null;
  /** The step cannot be sent yet (a blank reason, an unconfirmed phrase). */
  disabled?: boolean;
  variant?: ButtonProps['variant'];
  /** The submit button's text. */
  children: ReactNode;
}

/** A form dialog's end: the last failure, Cancel, and the submit button that spins while busy. */
export function FormDialogFooter({
  busy,
  failure,
  disabled = false,
  variant,
  children,
}: FormDialogFooterProps) {
  return (
    <>
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
          variant={variant}
          disabled={disabled || busy}
          aria-busy={busy || undefined}
        >
          {busy ? <Spinner /> : null}
          {children}
        </Button>
      </DialogFooter>
    </>
  );
}
