import { useLocation } from 'react-router';
import { Link } from '@/components/link';
import { cn } from '@/lib/cn';
import { activeHref, type NavGroup } from './nav-config';

/** The main navigation, shared by the fixed sidebar and the phone menu sheet. */
export function SidebarNav({
  nav,
  onNavigate,
}: {
  nav: readonly NavGroup[];
  /** Called when a link is followed (the sheet closes itself). */
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const current = activeHref(nav, pathname);
  return (
    <nav aria-label="Main">
      {nav.map((group, index) => (
        <ul
          key={group[0]?.href ?? index}
          className="flex flex-col gap-1 border-border py-3 first:pt-0 not-first:border-t"
        >
          {group.map(({ label, href, icon: Icon }) => {
            const active = href === current;
            return (
              <li key={href}>
                <Link
                  to={href}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                  className={cn(
                    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    active && 'bg-primary/10 text-primary hover:bg-primary/15 hover:text-primary',
                  )}
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  {label}
                </Link>
              </li>
            );
          })}
        </ul>
      ))}
    </nav>
  );
}
