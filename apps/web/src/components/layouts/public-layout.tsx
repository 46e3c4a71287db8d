import { Link, Outlet } from 'react-router';
import { FOOTER_COPYRIGHT_YEAR } from '@vmu/domain';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

// The public header offers Sign In and Get Started; once accounts land it shows
// Go to Dashboard for a signed-in visitor (SPEC section 2).
export function PublicHeader() {
  return (
    <header className="border-b border-border bg-background/95">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link to={paths.home} className="flex items-center gap-2 font-semibold">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>
            VMU Pro <span className="text-primary">Developers</span>
          </span>
        </Link>
        <nav aria-label="Account" className="flex items-center gap-2">
          <Button asChild variant="ghost" size="sm">
            <Link to={paths.login}>Sign In</Link>
          </Button>
          <Button asChild size="sm">
            <Link to={paths.signup}>Get Started</Link>
          </Button>
        </nav>
      </div>
    </header>
  );
}

export function PublicFooter() {
  return (
    <footer className="border-t border-border bg-muted">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 text-sm text-muted-foreground md:flex-row md:justify-between">
        <p>© {FOOTER_COPYRIGHT_YEAR} VMU Pro. All rights reserved.</p>
        <nav aria-label="Legal" className="flex flex-wrap gap-x-6 gap-y-2">
          <Link className="hover:text-foreground hover:underline" to={paths.terms}>
            Terms of Service
          </Link>
          <Link className="hover:text-foreground hover:underline" to={paths.privacy}>
            Privacy Policy
          </Link>
          <Link className="hover:text-foreground hover:underline" to={paths.cookiePolicy}>
            Cookie Policy
          </Link>
          <Link className="hover:text-foreground hover:underline" to={paths.licensing}>
            Licensing Agreement
          </Link>
          <Link className="hover:text-foreground hover:underline" to={paths.cookieSettings}>
            Cookie Settings
          </Link>
        </nav>
      </div>
    </footer>
  );
}

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
