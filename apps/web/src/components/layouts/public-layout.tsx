import { HomeLogoLink } from '@/components/home-logo-link';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Link } from '@/components/link';
import { FOOTER_COPYRIGHT_YEAR } from '@vmu/domain';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';

// The public header offers Sign In and Get Started, or Go to Dashboard for a signed-in visitor
// (docs/product.md, "Public pages"). Shared layouts do not import features, so the app passes the
// account links in (signed-in-links.tsx or SignedOutLinks); without them the header shows the
// signed-out ones.
export function PublicHeader({ account = <SignedOutLinks /> }: { account?: ReactNode }) {
  return (
    <header className="border-b border-border bg-background/95">
      {/* One row from 640 px; on phones two, read in the same order as Tab moves: the logo and
          Store, Docs and News, then the account links. Nothing is hidden or reordered visually. */}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:h-16 sm:flex-nowrap sm:py-0">
        {/* Compact on phones so the links fit beside the logo. */}
        <HomeLogoLink compactOnPhones />
        <nav aria-label="Main" className="ml-auto flex items-center gap-1">
          <Link className={buttonVariants({ variant: 'ghost', size: 'sm' })} to={paths.store}>
            Store
          </Link>
          <Link className={buttonVariants({ variant: 'ghost', size: 'sm' })} to={paths.docs}>
            Docs
          </Link>
          <Link className={buttonVariants({ variant: 'ghost', size: 'sm' })} to={paths.news}>
            News
          </Link>
        </nav>
        <nav aria-label="Account" className="flex w-full items-center justify-end gap-2 sm:w-auto">
          {account}
        </nav>
      </div>
    </header>
  );
}

export function SignedOutLinks() {
  return (
    <>
      <Link className={buttonVariants({ variant: 'ghost', size: 'sm' })} to={paths.login}>
        Sign In
      </Link>
      <Link className={buttonVariants({ size: 'sm' })} to={paths.signup}>
        Get Started
      </Link>
    </>
  );
}

const footerGroups = [
  {
    title: 'Developers',
    links: [
      { label: 'Documentation', to: paths.docs },
      { label: 'Examples', to: paths.examples },
      { label: 'News', to: paths.news },
      { label: 'Events', to: paths.events },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center', to: paths.help },
      { label: 'System Status', to: paths.status },
      { label: 'Report a Bug', to: paths.bugReport },
      { label: 'Contact', to: paths.contact },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of Service', to: paths.terms },
      { label: 'Privacy Policy', to: paths.privacy },
      { label: 'Cookie Policy', to: paths.cookiePolicy },
      { label: 'Licensing Agreement', to: paths.licensing },
      { label: 'Cookie Settings', to: paths.cookieSettings },
    ],
  },
] as const;

export function PublicFooter() {
  return (
    <footer className="border-t border-border bg-muted">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 font-semibold">
            <img src="/favicon.svg" alt="" width={24} height={24} />
            VMU Pro Developers
          </p>
          <p className="mt-3 text-muted-foreground">
            The developer portal of the VMU Pro store: publish apps and games for the VMU Pro
            handheld.
          </p>
        </div>
        {footerGroups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="font-semibold">{group.title}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link
                    className="text-muted-foreground hover:text-foreground hover:underline"
                    to={link.to}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted-foreground">
          © {FOOTER_COPYRIGHT_YEAR} VMU Pro. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

export function PublicLayout({ account }: { account?: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader account={account} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
