import { useRef, type ReactNode, type Ref } from 'react';
import { DropdownMenu } from 'radix-ui';
import { Ban, Download, EllipsisVertical, FileText, RotateCcw, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { AdminApplication } from '../api/list-all-applications';

export type AdminAppDialog = 'details' | 'developer' | 'suspend';

interface AdminAppMenuProps {
  app: AdminApplication;
  disabled: boolean;
  triggerRef: Ref<HTMLButtonElement>;
  onOpenDialog: (dialog: AdminAppDialog) => void;
  onDownload: () => void;
  onRestore: () => void;
}

/**
 * The All Apps card's menu (SPEC section 2). Not modal: a modal Radix menu locks scrolling with
 * an injected <style>, which our CSP refuses (decision 0011); Escape, outside clicks and arrow
 * keys still work.
 */
export function AdminAppMenu({
  app,
  disabled,
  triggerRef,
  onOpenDialog,
  onDownload,
  onRestore,
}: AdminAppMenuProps) {
  // Set when an item opens a dialog: the dialog takes focus, so the menu must not return it.
  const openingDialog = useRef(false);

  function openDialog(dialog: AdminAppDialog) {
    openingDialog.current = true;
    onOpenDialog(dialog);
  }

  return (
    <DropdownMenu.Root modal={false}>
      {/* Button passes the ref Slot gives it on to its <button> (a prop in React 19). */}
      <DropdownMenu.Trigger asChild ref={triggerRef}>
        <Button
          variant="ghost"
          size="icon"
          className="-mt-1 -mr-2 shrink-0"
          aria-label={`Actions for ${app.appName}`}
          disabled={disabled}
        >
          <EllipsisVertical aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          collisionPadding={8}
          className="z-40 min-w-52 rounded-md border border-border bg-background p-1 text-sm shadow-lg"
          onCloseAutoFocus={(event) => {
            if (openingDialog.current) event.preventDefault();
            openingDialog.current = false;
          }}
        >
          <MenuItem icon={<FileText />} onSelect={() => openDialog('details')}>
            View Details
          </MenuItem>
          {app.assets.vmupack ? (
            <MenuItem icon={<Download />} onSelect={onDownload}>
              Download
            </MenuItem>
          ) : null}
          <MenuItem icon={<UserRound />} onSelect={() => openDialog('developer')}>
            View Developer
          </MenuItem>
          {app.status === 'LIVE' ? (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-border" />
              <MenuItem icon={<Ban />} destructive onSelect={() => openDialog('suspend')}>
                Suspend App
              </MenuItem>
            </>
          ) : null}
          {app.status === 'SUSPENDED' ? (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-border" />
              <MenuItem icon={<RotateCcw />} onSelect={onRestore}>
                Restore App
              </MenuItem>
            </>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

interface MenuItemProps {
  icon: ReactNode;
  children: ReactNode;
  destructive?: boolean;
  onSelect: () => void;
}

function MenuItem({ icon, children, destructive, onSelect }: MenuItemProps) {
  return (
    <DropdownMenu.Item
      className={cn(
        'flex cursor-default items-center gap-2 rounded-sm px-2 py-2 outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-muted [&_svg]:size-4 [&_svg]:shrink-0',
        destructive && 'text-destructive',
      )}
      onSelect={onSelect}
    >
      <span aria-hidden="true" className="contents">
        {icon}
      </span>
      <span className="flex-1">{children}</span>
    </DropdownMenu.Item>
  );
}
