import type * as React from 'react';
import { cn } from '@/lib/cn';

/**
 * Content that scrolls sideways on narrow screens (wide tables, code, a screenshot strip).
 * Keyboard users can only scroll what they can focus, so the scroller is in the tab order; a
 * focusable element needs a role and a name, so it is a region named by `label` (axe
 * scrollable-region-focusable and focus-order-semantics).
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={cn('overflow-x-auto', className)}>
      {children}
    </div>
  );
}
