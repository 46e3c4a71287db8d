import { Spinner } from '@/components/ui/spinner';

/** A screen's or a list's loading state: a spinner that screen readers announce by `label`. */
export function LoadingStatus({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" aria-label={label} className="flex justify-center py-16">
      <Spinner className="size-8 text-primary" />
    </div>
  );
}
