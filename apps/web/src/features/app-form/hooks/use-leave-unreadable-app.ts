import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { serverMessageOf } from '../save-failure';

export const LOAD_FAILED = 'Failed to load app data. Please try again.';

/**
 * An app the edit or update form cannot read sends the developer back to My Apps with a toast.
 * Not found (another developer's app, a deleted one) is expected; anything else is kept.
 */
export function useLeaveUnreadableApp(query: { isError: boolean; error: unknown }) {
  const navigate = useNavigate();
  const { isError, error } = query;
  useEffect(() => {
    if (!isError) return;
    if (serverMessageOf(error) === undefined) console.error(LOAD_FAILED, error);
    toast.error(LOAD_FAILED);
    void navigate(paths.apps, { replace: true });
  }, [isError, error, navigate]);
}
