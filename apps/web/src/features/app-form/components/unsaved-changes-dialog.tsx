import type { Blocker } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

export const LEAVE_TITLE = 'Leave without saving?';
export const LEAVE_TEXT =
  'This app has changes that are not saved. If you leave now, they are lost. Save a draft first to keep them.';

/** The question a held navigation asks: stay (and save), or leave and lose the changes. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const open = blocker.state === 'blocked';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && blocker.state === 'blocked') blocker.reset();
      }}
    >
      {open ? (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{LEAVE_TITLE}</DialogTitle>
            <DialogDescription>{LEAVE_TEXT}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => blocker.reset?.()}>
              Stay on this page
            </Button>
            <Button type="button" variant="destructive" onClick={() => blocker.proceed?.()}>
              Leave without saving
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
