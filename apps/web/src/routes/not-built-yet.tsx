import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';

// Screens of later issues show this until their issue lands (issue 2 allows it, nothing else).
export function Component() {
  const { pathname } = useLocation();
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">Not built yet</h1>
      <p className="mt-3 text-muted-foreground">
        The screen at <code className="rounded bg-muted px-1">{pathname}</code> is part of a later
        release of the developer portal.
      </p>
      <Link className="mt-6 inline-block text-primary underline" to={paths.home}>
        Back to the home page
      </Link>
    </section>
  );
}
