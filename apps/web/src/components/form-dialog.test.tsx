import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormDialog, FormDialogFooter } from './form-dialog';

function Harness({
  busy = false,
  disabled = false,
  failure = null,
  onSubmit = () => {},
}: {
  busy?: boolean;
  disabled?: boolean;
  failure?: string | null;
  onSubmit?: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      busy={busy}
      trigger={<button type="button">Reject</button>}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <DialogHeader>
          <DialogTitle>Reject Application</DialogTitle>
          <DialogDescription>It goes back to its developer.</DialogDescription>
        </DialogHeader>
        <FormDialogFooter busy={busy} failure={failure} disabled={disabled} variant="destructive">
          Reject
        </FormDialogFooter>
      </form>
    </FormDialog>
  );
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
  return screen.findByRole('dialog', { name: 'Reject Application' });
}

describe('FormDialog', () => {
  it('opens from its trigger, submits, and closes on Cancel', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const dialog = await openDialog();
    expect(dialog).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the submit button off while the step cannot be sent', async () => {
    render(<Harness disabled />);
    await openDialog();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('shows the last failure as an alert', async () => {
    render(<Harness failure="Failed to reject application." />);
    await openDialog();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to reject application.');
  });
});

describe('FormDialog while busy', () => {
  function BusyAfterOpening() {
    const [open, setOpen] = useState(true);
    return (
      <FormDialog open={open} onOpenChange={setOpen} busy>
        <form>
          <DialogTitle>Suspend App</DialogTitle>
          <DialogDescription>It leaves the store.</DialogDescription>
          <FormDialogFooter busy>Suspend App</FormDialogFooter>
        </form>
      </FormDialog>
    );
  }

  it('stays open on Escape and offers neither Cancel nor a second submit', async () => {
    render(<BusyAfterOpening />);
    const dialog = await screen.findByRole('dialog', { name: 'Suspend App' });
    await userEvent.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    const submit = screen.getByRole('button', { name: 'Suspend App' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
  });
});
