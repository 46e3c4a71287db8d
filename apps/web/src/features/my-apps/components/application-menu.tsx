import { useRef, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import {
  BarChart3,
  Copy,
  EllipsisVertical,
  Pencil,
  Tag,
  Trash2,
  Undo2,
  Upload,
  EyeOff,
} from 'lucide-react';
import { canDeleteApp, editModeOf, hasBeenPublished, type ConfirmedAppAction } from '@vmu/domain';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import type { DeveloperApplication } from '../api/list-developer-applications';

export type MenuDialog = 'price' | ConfirmedAppAction;

interface ApplicationMenuProps {
  app: DeveloperApplication;
  disabled: boolean;
  triggerRef: Ref<HTMLButtonElement>;
  onOpenDialog: (dialog: MenuDialog) => void;
  onCopyStoreLink: () => void;
}

/** The lifecycle step a status offers at the end of the menu (SPEC sections 2 and 4). */
function finalStepOf(status: DeveloperApplication['status']): ConfirmedAppAction | null {
  if (canDeleteApp(status)) return 'delete';
  if (status === 'SUBMITTED') return 'withdraw';
  if (hasBeenPublished(status)) return 'unpublish';
  return null;
}

const FINAL_STEPS = {
  delete: { label: 'Delete App', Icon: Trash2 },
  withdraw: { label: 'Withdraw', Icon: Undo2 },
  unpublish: { label: 'Unpublish', Icon: EyeOff },
} as const;

/**
 * The card's menu. Not modal: a modal Radix menu locks scrolling with an injected <style>,
 * which our CSP refuses (decision 0011); Escape, outside clicks and arrow keys still work.
 */
export function ApplicationMenu({
  app,
  disabled,
  triggerRef,
  onOpenDialog,
  onCopyStoreLink,
}: ApplicationMenuProps) {
  const editMode = editModeOf(app.status);
  const published = hasBeenPublished(app.status);
  const finalStep = finalStepOf(app.status);
  // Set when an item opens a dialog: the dialog takes focus, so the menu must not return it.
  const openingDialog = useRef(false);

  function openDialog(dialog: MenuDialog) {
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
          className="z-40 min-w-56 rounded-md border border-border bg-background p-1 text-sm shadow-lg"
          onCloseAutoFocus={(event) => {
            if (openingDialog.current) event.preventDefault();
            openingDialog.current = false;
          }}
        >
          {editMode === 'form' ? (
            <MenuItem
              icon={<Pencil />}
              to={`${paths.createApp}?edit=${encodeURIComponent(app.appId)}`}
            >
              Edit Details
            </MenuItem>
          ) : editMode === 'price' ? (
            <MenuItem icon={<Tag />} onSelect={() => openDialog('price')}>
              Edit Price
            </MenuItem>
          ) : (
            <MenuItem icon={<Pencil />} disabled hint="In review">
              Edit Details
            </MenuItem>
          )}
          <MenuItem icon={<Upload />} disabled hint={published ? 'Coming soon' : undefined}>
            Submit New Version
          </MenuItem>
          <MenuItem icon={<BarChart3 />} to={paths.analytics} disabled={!published}>
            View Analytics
          </MenuItem>
          <MenuItem icon={<Copy />} disabled={!published} onSelect={onCopyStoreLink}>
            Copy Store Link
          </MenuItem>
          {finalStep ? (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-border" />
              <MenuItem
                icon={<FinalStepIcon step={finalStep} />}
                destructive
                onSelect={() => openDialog(finalStep)}
              >
                {FINAL_STEPS[finalStep].label}
              </MenuItem>
            </>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function FinalStepIcon({ step }: { step: ConfirmedAppAction }) {
  const { Icon } = FINAL_STEPS[step];
  return <Icon />;
}

interface MenuItemProps {
  icon: ReactNode;
  children: ReactNode;
  /** A link item: navigates there (and opens in a new tab like any link). */
  to?: string;
  disabled?: boolean;
  destructive?: boolean;
  /** Why a disabled item is not available yet, shown at its end. */
  hint?: string;
  onSelect?: () => void;
}

function MenuItem({ icon, children, to, disabled, destructive, hint, onSelect }: MenuItemProps) {
  const className = cn(
    'flex cursor-default items-center gap-2 rounded-sm px-2 py-2 outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-muted [&_svg]:size-4 [&_svg]:shrink-0',
    destructive && 'text-destructive',
  );
  const content = (
    <>
      <span aria-hidden="true" className="contents">
        {icon}
      </span>
      <span className="flex-1">{children}</span>
      {hint ? <span className="text-xs text-muted-foreground">{hint}</span> : null}
    </>
  );
  if (to !== undefined && !disabled) {
    return (
      <DropdownMenu.Item asChild className={className} onSelect={onSelect}>
        <Link to={to}>{content}</Link>
      </DropdownMenu.Item>
    );
  }
  return (
    <DropdownMenu.Item className={className} disabled={disabled} onSelect={onSelect}>
      {content}
    </DropdownMenu.Item>
  );
}
