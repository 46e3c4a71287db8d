import { cn } from '@/lib/cn';

/**
 * A cell's column name, shown only on a phone, where a table's rows become blocks of their own
 * (the header row then only for screen readers) so it never scrolls sideways. Screen readers
 * hear the column header instead, so it is hidden from them.
 */
export function CellLabel({ children, className }: { children: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('w-16 shrink-0 text-muted-foreground sm:hidden', className)}
    >
      {children}
    </span>
  );
}
