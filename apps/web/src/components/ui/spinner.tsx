import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A spinning icon; decorative, so pair it with visible or screen-reader text. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle className={cn('size-4 animate-spin', className)} aria-hidden="true" />;
}

/** A whole-area loading state that screen readers announce. */
export function LoadingScreen({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-3">
      <Spinner className="size-6 text-primary" />
      <span className="text-sm text-muted-foreground">{label}</span>
    </div>
  );
}
