import { Outlet } from 'react-router';
import { Redirect } from '@/components/redirect';
import { accessRedirect, type RouteGroup } from '@vmu/domain';
import { LoadingScreen } from '@/components/ui/spinner';
import { useViewer } from '@/features/viewer/api/get-viewer';

/**
 * Layout route that lets a group of routes render only for the visitors
 * docs/product.md, "Access to the main area" allows;
 * packages/domain's accessRedirect decides, this only waits for the viewer and redirects.
 * Guest pages (sign-in, sign-up) show while the viewer loads, as the build's prerendered HTML
 * shows them (decision 0030); a signed-in visitor is sent on once the viewer is known.
 */
export function AccessGuard({ group }: { group: RouteGroup }) {
  const viewer = useViewer();
  if (viewer.isPending) return group === 'guest' ? <Outlet /> : <LoadingScreen />;
  // A failed viewer request counts as signed out: protected pages go to sign-in, guest pages show.
  const redirect = accessRedirect(group, viewer.data ?? null);
  return redirect ? <Redirect to={redirect} /> : <Outlet />;
}
