import { useLocation, useSearchParams } from 'react-router';
import { resetLinkTokenOf } from '@vmu/domain';
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { AuthCard, AuthPage } from '@/features/auth/components/auth-card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export function Component() {
  const [params] = useSearchParams();
  // The reset mail's link carries its token in the fragment, never sent to a server.
  const link = resetLinkTokenOf(useLocation().hash);
  return (
    <AuthPage>
      <title>Reset Password · VMU Pro Developers</title>
      <AuthCard
        title="Reset your password"
        description={
          link
            ? 'Choose a new password.'
            : 'Enter the code from the email and choose a new password.'
        }
        footer={
          <>
            No code?{' '}
            <Link to={paths.forgotPassword} className="font-medium text-primary hover:underline">
              Request a new one
            </Link>
          </>
        }
      >
        <ResetPasswordForm email={params.get('email')} link={link} />
      </AuthCard>
    </AuthPage>
  );
}
