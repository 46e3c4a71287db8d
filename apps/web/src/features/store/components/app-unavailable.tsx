import { ArrowLeft } from 'lucide-react';
import { Link } from '@/components/link';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';

/** An app's page once it left the store (410), or for an app that never was in it (404). */
export function AppUnavailable({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:py-24">
      <title>App not available | VMU Pro Store</title>
      <h1 className="text-3xl font-bold tracking-tight">This app is not available</h1>
      <p className="mt-4 text-lg text-muted-foreground">{message}</p>
      <Link to={paths.store} className={buttonVariants({ className: 'mt-8' })}>
        <ArrowLeft aria-hidden="true" /> Back to the store
      </Link>
    </div>
  );
}
