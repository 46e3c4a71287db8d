import type { LucideIcon } from 'lucide-react';
import {
  BarChart3,
  CircleCheckBig,
  CreditCard,
  LayoutDashboard,
  LayoutGrid,
  Package,
  ScrollText,
  Settings,
  User,
  UserCheck,
  Users,
  Wallet,
} from 'lucide-react';
import { isAdmin, type HasRole } from '@vmu/domain';
import { paths } from '@/config/paths';

export type NavLinkItem = { label: string; href: string; icon: LucideIcon };
/**
 * Links shown together; groups are separated by a rule in the sidebar
 * (docs/product.md, "Main area").
 */
export type NavGroup = readonly NavLinkItem[];

// The payment-provider test screen is not in the sidebar (decision 0057): it serves only a
// portal running the sandbox payment provider, whose Payments screen links to it; with the real
// provider it is a dead end, and in a developer's sidebar it read as part of the product.
export const developerNav: readonly NavGroup[] = [
  [{ label: 'Dashboard', href: paths.dashboard, icon: LayoutDashboard }],
  [
    { label: 'My Apps', href: paths.apps, icon: Package },
    { label: 'Analytics', href: paths.analytics, icon: BarChart3 },
  ],
  [
    { label: 'Payments', href: paths.payments, icon: CreditCard },
    { label: 'Payouts', href: paths.payouts, icon: Wallet },
    { label: 'Profile', href: paths.profile, icon: User },
  ],
];

export const adminNav: readonly NavGroup[] = [
  [{ label: 'Admin Dashboard', href: paths.admin.dashboard, icon: LayoutDashboard }],
  [
    { label: 'App Review', href: paths.admin.review, icon: CircleCheckBig },
    { label: 'Developer Review', href: paths.admin.developers, icon: UserCheck },
  ],
  [
    { label: 'All Apps', href: paths.admin.apps, icon: LayoutGrid },
    { label: 'Analytics', href: paths.admin.analytics, icon: BarChart3 },
  ],
  [
    { label: 'Users', href: paths.admin.users, icon: Users },
    { label: 'Settings', href: paths.admin.settings, icon: Settings },
    { label: 'Audit Log', href: paths.admin.audit, icon: ScrollText },
  ],
  // Admins have no profile of their own kind: theirs is the shared /profile page.
  [{ label: 'Profile', href: paths.profile, icon: User }],
];

/** The sidebar of the user's role: admins get the admin links only, everyone else the developer's. */
export function navFor(user: HasRole): readonly NavGroup[] {
  return isAdmin(user) ? adminNav : developerNav;
}

/**
 * The href of the link for the current page: an exact match, else the longest link the path
 * lies under (/apps/create marks My Apps, /payments/provider-test marks Payments). Null when
 * no link covers the page (e.g. /settings/cookies).
 */
export function activeHref(nav: readonly NavGroup[], pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let best: string | null = null;
  for (const { href } of nav.flat()) {
    const covers = path === href || path.startsWith(`${href}/`);
    if (covers && (best === null || href.length > best.length)) best = href;
  }
  return best;
}
