import { Spinner } from '@/components/ui/spinner';

/** The admin screens' loading state: a spinner screen readers announce as 'Loading'. */
export function LoadingStatus() {
  return (
    <div role="status" aria-label="Loading" className="flex justify-center py-16">
      <Spinner className="size-8 text-primary" />
    </div>
  );
}
