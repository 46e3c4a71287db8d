import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { useQueryClient } from '@tanstack/react-query';
import { OAUTH_CALLBACK_WAIT_MS } from '@vmu/domain';
import { landingPathFor } from '@/lib/store-return';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { AuthCard, AuthPage } from '@/features/auth/components/auth-card';
import { OAUTH_GENERIC_FAILURE, oauthErrorMessage } from '@/features/auth/oauth-error-message';
import { viewerQueryOptions } from '@/features/viewer/api/get-viewer';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function Component() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  // Read once: the parameters leave the URL as soon as they are shown.
  const [error] = useState(() => params.get('error'));
  const [failure, setFailure] = useState<string | null>(
    error ? oauthErrorMessage(error, params.get('error_description')) : null,
  );
  const hasCode = params.has('code') || params.has('state');

  useEffect(() => {
    // The failure stays on screen; its parameters leave the URL, so a reload or a copied link
    // does not repeat it (the same rule as the sign-in page's ?message=).
    if (error) {
      void navigate(paths.authCallback, { replace: true });
      return;
    }
    let cancelled = false;
    void (async () => {
      // docs/product.md, "Signed-in state": give the session a moment to settle when the provider's
      // code is present.
      if (hasCode) await wait(OAUTH_CALLBACK_WAIT_MS);
      if (cancelled) return;
      // The code and state must not linger in history or leak through the Referer header.
      window.history.replaceState(window.history.state, '', paths.authCallback);
      try {
        await queryClient.invalidateQueries();
        const viewer = await queryClient.fetchQuery({ ...viewerQueryOptions, staleTime: 0 });
        if (!cancelled) void navigate(landingPathFor(viewer), { replace: true });
      } catch {
        if (!cancelled) setFailure(OAUTH_GENERIC_FAILURE);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [error, hasCode, navigate, queryClient]);

  return (
    <AuthPage>
      <title>Signing In · VMU Pro Developers</title>
      {/* The failure is the page's whole content, announced as an alert; a toast would only
          repeat it. */}
      {failure ? (
        <AuthCard title="Sign-in failed">
          <Alert variant="destructive" role="alert">
            {failure}
          </Alert>
          <Button asChild className="w-full">
            <Link to={paths.login}>Back to Sign In</Link>
          </Button>
        </AuthCard>
      ) : (
        <AuthCard title="Signing you in">
          <div role="status" className="flex items-center justify-center gap-3 py-4">
            <Spinner className="size-6 text-primary" />
            <span>Completing authentication...</span>
          </div>
        </AuthCard>
      )}
    </AuthPage>
  );
}
