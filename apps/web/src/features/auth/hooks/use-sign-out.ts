import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';

/**
 * Logout for every shell: signs out, returns to / and drops every cached query so nothing of
 * the previous user stays on screen. The auth client loads on click, keeping it out of pages
 * (like the landing page) that only show a Logout button.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      const { signOut } = await import('../api/sign-out');
      await signOut();
    } catch {
      toast.error('Logout failed');
      return;
    }
    // The cache is dropped only once / is on screen: a page that guards itself on the viewer
    // (the review screen sends the signed-out to sign-in) would otherwise redirect first while
    // the landing route is still loading, and win.
    await navigate(paths.home);
    await queryClient.resetQueries();
    toast.success('Signed out successfully');
  }, [navigate, queryClient]);
}
