import type * as React from 'react';
import { cn } from '@/lib/cn';

/** The browser's own select, drawn like Input: a filter or a choice among a few options. */
export function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return (
    <select
      data-slot="select"
      className={cn(
        'flex h-10 w-full min-w-0 rounded-md border border-muted-foreground/50 bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-70 sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
