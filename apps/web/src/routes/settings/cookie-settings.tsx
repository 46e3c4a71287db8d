import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CookieSettings } from '@/features/cookie-consent/components/cookie-settings';

// Until the main-area shell and its sign-in gate arrive (accounts issue), this screen brings
// its own minimal frame so it stands on its own.
export function Component() {
  return (
    <div className="min-h-screen bg-muted/50">
      <title>Cookie Settings · VMU Pro Developers</title>
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex h-16 max-w-3xl items-center px-4">
          <Link to={paths.home} className="flex items-center gap-2 font-semibold">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <span>
              VMU Pro <span className="text-primary">Developers</span>
            </span>
          </Link>
        </div>
      </header>
      <main id="main">
        <CookieSettings />
      </main>
    </div>
  );
}
