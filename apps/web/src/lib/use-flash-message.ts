import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from './toast';

/**
 * A one-time notice handed to a page in its `?message=` query parameter (e.g. sign-in after a
 * password reset). The text the parameter names shows once as a toast, then the parameter
 * leaves the URL (replacing the history entry), so a reload, Back or a copied link does not
 * show it again. Unknown values are dropped without a toast: the texts are the page's, never
 * the link's.
 */
export function useFlashMessage(messages: Readonly<Record<string, string>>) {
  const [params, setParams] = useSearchParams();
  const key = params.get('message');
  const text = key !== null && Object.hasOwn(messages, key) ? messages[key] : undefined;

  useEffect(() => {
    if (key === null) return;
    // The id keeps a repeated effect (React's StrictMode) from showing it twice.
    if (text) toast.success(text, { id: `message-${key}` });
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('message');
        return next;
      },
      { replace: true },
    );
  }, [key, text, setParams]);
}
