import { Outlet } from 'react-router';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { useViewer } from '@/features/viewer/api/get-viewer';
import { navFor } from './nav-config';
import { ShellHeader } from './shell-header';
import { SidebarNav } from './sidebar-nav';

/**
 * Layout route of the main area and the admin screens (docs/product.md, "Main area"): header, the
 * sidebar of the user's role (a sheet behind 'Open menu' below lg) and the screen in main#main. It
 * sits inside the AccessGuard, so the viewer is loaded and signed in.
 */
export function Component() {
  const { data: viewer } = useViewer();
  const signOut = useSignOut();
  if (!viewer) return null;
  const nav = navFor(viewer);
  return (
    <div className="flex min-h-screen flex-col bg-muted/40">
      <ShellHeader user={viewer} nav={nav} onSignOut={signOut} />
      <div className="flex flex-1">
        <div className="hidden w-64 shrink-0 border-r border-border bg-background lg:block">
          <aside className="sticky top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto p-4">
            <SidebarNav nav={nav} />
          </aside>
        </div>
        <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
