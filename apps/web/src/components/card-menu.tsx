import { createContext, use, useRef, type ReactNode, type Ref } from 'react';
import { Link } from '@/components/link';
import { DropdownMenu } from 'radix-ui';
import { EllipsisVertical } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

// Lets an item that opens a dialog tell its menu so, wherever the item sits below it.
const OpeningDialogContext = createContext<(() => void) | null>(null);

interface CardMenuProps {
  /** The trigger's accessible name ('Actions for {app name}'). */
  label: string;
  disabled: boolean;
  triggerRef: Ref<HTMLButtonElement>;
  /** The menu's width. */
  className: string;
  children: ReactNode;
}

/**
 * An app card's ⋮ menu. Not modal: a modal Radix menu locks scrolling with an injected <style>,
 * which our CSP refuses (decision 0011); Escape, outside clicks and arrow keys still work.
 */
export function CardMenu({ label, disabled, triggerRef, className, children }: CardMenuProps) {
  // Set when an item opens a dialog: the dialog takes focus, so the menu must not return it.
  const openingDialog = useRef(false);

  return (
    <DropdownMenu.Root modal={false}>
      {/* Button passes the ref Slot gives it on to its <button> (a prop in React 19). */}
      <DropdownMenu.Trigger asChild ref={triggerRef}>
        <Button
          variant="ghost"
          size="icon"
          className="-mt-1 -mr-2 shrink-0"
          aria-label={label}
          disabled={disabled}
        >
          <EllipsisVertical aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      {/* In place, not in a portal at the end of <body>: the menu stays inside the page's
          landmarks (axe region) and comes right after its button in the reading order. It
          is positioned fixed, so the card does not clip it. */}
      <DropdownMenu.Content
        align="end"
        sideOffset={4}
        collisionPadding={8}
        className={cn(
          'z-40 rounded-md border border-border bg-background p-1 text-sm shadow-lg',
          className,
        )}
        onCloseAutoFocus={(event) => {
          if (openingDialog.current) event.preventDefault();
          openingDialog.current = false;
        }}
      >
        <OpeningDialogContext
          value={() => {
            openingDialog.current = true;
          }}
        >
          {children}
        </OpeningDialogContext>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

export function CardMenuSeparator() {
  return <DropdownMenu.Separator className="my-1 h-px bg-border" />;
}

interface CardMenuItemProps {
  icon: ReactNode;
  children: ReactNode;
  /** A link item: navigates there (and opens in a new tab like any link). */
  to?: string;
  disabled?: boolean;
  destructive?: boolean;
  /** Why a disabled item is not available yet, shown at its end. */
  hint?: string;
  /** The item opens a dialog, which takes focus: the menu leaves it there on closing. */
  opensDialog?: boolean;
  onSelect?: () => void;
}

export function CardMenuItem({
  icon,
  children,
  to,
  disabled,
  destructive,
  hint,
  opensDialog,
  onSelect,
}: CardMenuItemProps) {
  const markOpeningDialog = use(OpeningDialogContext);
  const className = cn(
    'flex cursor-default items-center gap-2 rounded-sm px-2 py-2 outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-muted [&_svg]:size-4 [&_svg]:shrink-0',
    destructive && 'text-destructive',
  );
  const select = onSelect
    ? () => {
        if (opensDialog) markOpeningDialog?.();
        onSelect();
      }
    : undefined;
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
      <DropdownMenu.Item asChild className={className} onSelect={select}>
        <Link to={to}>{content}</Link>
      </DropdownMenu.Item>
    );
  }
  return (
    <DropdownMenu.Item className={className} disabled={disabled} onSelect={select}>
      {content}
    </DropdownMenu.Item>
  );
}
