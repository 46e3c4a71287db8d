import { HomeLogoLink } from '@/components/home-logo-link';
import { useState } from 'react';
import { Menu } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import type { ViewerQuery } from '@/lib/graphql/graphql';
import type { NavGroup } from './nav-config';
import { ProviderBadge } from './provider-badge';
import { SidebarNav } from './sidebar-nav';

type ShellUser = NonNullable<ViewerQuery['viewer']>;

/** Header of the developer and admin shell: menu (phones), logo, the user, Sign Out. */
export function ShellHeader({
  user,
  nav,
  onSignOut,
}: {
  user: ShellUser;
  nav: readonly NavGroup[];
  onSignOut: () => Promise<void>;
}) {
  const [signingOut, setSigningOut] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="flex h-16 items-center gap-2 px-4 lg:px-6">
        <PhoneMenu user={user} nav={nav} />
        {/* Compact on phones so the user and Sign Out fit beside the logo. */}
        <HomeLogoLink compactOnPhones />
        <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-3">
          <div className="hidden min-w-0 flex-col items-end text-right md:flex">
            <span className="flex max-w-64 items-center gap-1.5 text-sm font-medium">
              <span className="truncate">{user.name}</span>
              <ProviderBadge provider={user.provider} />
            </span>
            <span className="max-w-64 truncate text-xs text-muted-foreground">{user.email}</span>
          </div>
          {/* On phones the name and email move into the menu; the provider stays visible. */}
          <span className="md:hidden">
            <ProviderBadge provider={user.provider} />
          </span>
          <Avatar name={user.name} src={user.avatar} />
          <Button
            variant="outline"
            size="sm"
            disabled={signingOut}
            onClick={() => {
              setSigningOut(true);
              void onSignOut().finally(() => setSigningOut(false));
            }}
          >
            Sign Out
          </Button>
        </div>
      </div>
    </header>
  );
}

function PhoneMenu({ user, nav }: { user: ShellUser; nav: readonly NavGroup[] }) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="-ml-2 lg:hidden" aria-label="Open menu">
          <Menu aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent closeLabel="Close menu">
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          {/* Phones have no room for the name and email in the header: they show here. */}
          <SheetDescription className="flex flex-col [overflow-wrap:anywhere]">
            <span>{user.name}</span>
            <span>{user.email}</span>
          </SheetDescription>
        </SheetHeader>
        <SidebarNav nav={nav} onNavigate={() => setOpen(false)} />
      </SheetContent>
    </Sheet>
  );
}
