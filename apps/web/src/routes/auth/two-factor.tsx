import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { landingPathFor } from '@/lib/store-return';
import { AuthCard, AuthPage } from '@/features/auth/components/auth-card';
import { TwoFactorSignInForm } from '@/features/two-factor/components/two-factor-sign-in-form';
import { viewerQueryOptions } from '@/features/viewer/api/get-viewer';

/**
 * The sign-in's second step (decision 0046), after the password, GitHub or Google of an account
 * with two-factor sign-in on. There is no session until a code is accepted.
 */
export function Component() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function goWhereTheUserBelongs() {
    await queryClient.invalidateQueries();
    const viewer = await queryClient.fetchQuery({ ...viewerQueryOptions, staleTime: 0 });
    void navigate(landingPathFor(viewer), { replace: true });
  }

  return (
    <AuthPage>
      <title>Two-factor sign-in · VMU Pro Developers</title>
      <AuthCard
        title="Two-factor sign-in"
        description="One more step: confirm it is you with your authenticator app."
        footer={
          <>
            Not you, or started over?{' '}
            <Link to={paths.login} className="font-medium text-primary hover:underline">
              Back to sign in
            </Link>
          </>
        }
      >
        <TwoFactorSignInForm onSignedIn={goWhereTheUserBelongs} />
      </AuthCard>
    </AuthPage>
  );
}
