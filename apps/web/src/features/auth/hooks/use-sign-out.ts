import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { forgetStoreReturn } from '@/lib/store-return';
import { toast } from '@/lib/toast';

// The history state that carries a finished sign-out to the page it lands on.
const SIGNED_OUT = { signedOut: true } as const;
const isSignedOut = (state: unknown) =>
  typeof state === 'object' && state !== null && 'signedOut' in state && state.signedOut === true;

/**
 * Sign Out for every shell: signs out and returns to /. The cached queries (the viewer among
 * them) are dropped by useFinishSignOut on / once it is on screen, never before: a page that
 * guards itself on the viewer (the review screen, the main area) would otherwise see the
 * signed-out viewer while the router's navigation is still a pending transition, and send the
 * visitor to sign-in instead. The auth client loads on click, keeping it out of pages (like
 * the landing page) that only show a Sign Out button.
 */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      const { signOut } = await import('../api/sign-out');
      await signOut();
    } catch {
      toast.error('Logout failed');
      return;
    }
    // A store page waiting for this visitor's sign-in is not the next visitor's.
    forgetStoreReturn();
    void navigate(paths.home, { state: SIGNED_OUT });
  }, [navigate]);
}

/**
 * Finishes a sign-out where it lands (the public area, which holds /): drops every cached query
 * so nothing of the previous user stays on screen, says so, and clears the history state so a
 * reload does not do it again.
 */
export function useFinishSignOut() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const handled = useRef<string | null>(null);
  const signedOut = isSignedOut(location.state);

  useEffect(() => {
    if (!signedOut || handled.current === location.key) return;
    handled.current = location.key;
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    void queryClient.resetQueries();
    toast.success('Signed out successfully');
  }, [signedOut, location.key, location.pathname, location.search, navigate, queryClient]);
}
