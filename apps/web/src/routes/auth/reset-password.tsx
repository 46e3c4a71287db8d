import { useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { AuthCard, AuthPage } from '@/features/auth/components/auth-card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export function Component() {
  const [params] = useSearchParams();
  return (
    <AuthPage>
      <title>Reset Password · VMU Pro Developers</title>
      <AuthCard
        title="Reset your password"
        description="Enter the code from the email and choose a new password."
        footer={
          <>
            No code?{' '}
            <Link to={paths.forgotPassword} className="font-medium text-primary hover:underline">
              Request a new one
            </Link>
          </>
        }
      >
        <ResetPasswordForm email={params.get('email')} />
      </AuthCard>
    </AuthPage>
  );
}
