import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '@/components/link';
import { Redirect } from '@/components/redirect';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { needsEmailVerification } from '@vmu/domain';
import { landingPathFor } from '@/lib/store-return';
import { Button } from '@/components/ui/button';
import { LoadingScreen } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { AuthCard, AuthPage } from '@/features/auth/components/auth-card';
import { VerifyEmailForm } from '@/features/auth/components/verify-email-form';
import { forgetPendingEmail, readPendingEmail } from '@/features/auth/pending-email';
import { useViewer, viewerQueryOptions } from '@/features/viewer/api/get-viewer';

export function Component() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const viewerQuery = useViewer();
  // Read once: the form forgets it on success, and the page must not flash 'Access Denied'.
  const [pendingEmail] = useState(readPendingEmail);
  const signUpAgain = useSignUpAgain();

  if (viewerQuery.isPending) return <LoadingScreen />;
  const viewer = viewerQuery.data ?? null;
  // Already verified: on to onboarding (docs/product.md, "Sign-in screens"), or wherever else this
  // user belongs (admins never onboard).
  if (viewer && !needsEmailVerification(viewer)) return <Redirect to={landingPathFor(viewer)} />;

  const email = viewer?.email ?? pendingEmail;
  if (!email) {
    return (
      <AuthPage>
        <title>Verify Email · VMU Pro Developers</title>
        <AuthCard title="Access Denied" description="Please sign in to verify your email.">
          <Button asChild className="w-full">
            <Link to={paths.login}>Sign In</Link>
          </Button>
        </AuthCard>
      </AuthPage>
    );
  }

  async function continueAfterVerification() {
    await queryClient.invalidateQueries();
    const signedIn = await queryClient.fetchQuery({ ...viewerQueryOptions, staleTime: 0 });
    void navigate(landingPathFor(signedIn), { replace: true });
  }

  return (
    <AuthPage>
      <title>Verify Email · VMU Pro Developers</title>
      <AuthCard
        title="Verify your email"
        description={
          <>
            We sent a 6-digit code to <strong className="text-foreground">{email}</strong>.
          </>
        }
        footer={
          <div className="grid gap-2">
            <p>
              Wrong email?{' '}
              <Link
                to={paths.signup}
                className="font-medium text-primary hover:underline"
                onClick={(event) => {
                  // Signs out first; see useSignUpAgain.
                  event.preventDefault();
                  void signUpAgain();
                }}
              >
                Sign up again
              </Link>
            </p>
            <p>
              Need help?{' '}
              <Link to={paths.contact} className="font-medium text-primary hover:underline">
                Contact support
              </Link>
            </p>
          </div>
        }
      >
        <VerifyEmailForm email={email} onVerified={continueAfterVerification} />
      </AuthCard>
    </AuthPage>
  );
}

/**
 * "Wrong email? Sign up again": sign-up signs the new user in at once, and the guest-only
 * sign-up page would send them straight back to /verify-email. So the session ends first (the
 * cached viewer may still say signed out: sign-up does not refresh it), the pending email is
 * forgotten, and the viewer is known to be signed out before the navigation.
 */
function useSignUpAgain() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      const { signOut } = await import('@/features/auth/api/sign-out');
      await signOut();
    } catch {
      // Refused when there was no session to end; what counts is the check below.
    }
    const viewer = await queryClient
      .fetchQuery({ ...viewerQueryOptions, staleTime: 0 })
      .catch(() => undefined);
    if (viewer !== null) {
      toast.error('Logout failed');
      return;
    }
    forgetPendingEmail();
    const viewerHash = hashKey(viewerQueryOptions.queryKey);
    queryClient.removeQueries({ predicate: (query) => query.queryHash !== viewerHash });
    void navigate(paths.signup);
  }, [navigate, queryClient]);
}
