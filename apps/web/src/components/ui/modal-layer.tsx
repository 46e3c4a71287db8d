import { useEffect, type ComponentProps } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';

// What Radix's Overlay would give a modal dialog, without its scroll lock: that lock injects a
// <style> element, which our CSP (style-src without 'unsafe-inline') refuses. Radix's modal
// Content still traps focus, hides the rest of the page from assistive technology and closes on
// Escape or an outside click; the backdrop and the scroll lock come from here (decision 0011).

/** The dimmed backdrop, and the page behind it kept from scrolling; render inside the Portal. */
export function ModalBackdrop() {
  useEffect(() => {
    // CSSOM writes are allowed by the CSP; only injected style elements and attributes are not.
    const { style } = document.documentElement;
    const previous = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = previous;
    };
  }, []);
  return <div aria-hidden="true" className="pointer-events-auto fixed inset-0 z-50 bg-black/50" />;
}

/** The corner close button every dialog and sheet shows. */
export function ModalCloseButton({
  label,
  className,
}: { label: string } & Pick<ComponentProps<'button'>, 'className'>) {
  return (
    <DialogPrimitive.Close
      className={cn(
        'absolute top-4 right-4 rounded-sm opacity-70 transition-opacity hover:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-4',
        className,
      )}
      aria-label={label}
    >
      <X aria-hidden="true" />
    </DialogPrimitive.Close>
  );
}
