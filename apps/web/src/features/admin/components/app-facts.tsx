import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A definition list of an app's facts, two columns on wider screens. */
export function AppFacts({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <dl className={cn('grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3', className)}>
      {children}
    </dl>
  );
}

/** One fact; long values (bundle identifiers) wrap instead of widening the page. */
export function Fact({
  term,
  children,
  className,
}: {
  term: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium wrap-anywhere">{children}</dd>
    </div>
  );
}
