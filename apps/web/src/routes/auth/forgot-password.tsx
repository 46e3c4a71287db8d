import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { AuthCard, AuthPage } from '@/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export function Component() {
  return (
    <AuthPage>
      <title>Forgot Password · VMU Pro Developers</title>
      <AuthCard
        title="Forgot your password?"
        description="Enter your email and we will send you a code to reset it."
        footer={
          <Link to={paths.login} className="font-medium text-primary hover:underline">
            Back to sign in
          </Link>
        }
      >
        <ForgotPasswordForm />
      </AuthCard>
    </AuthPage>
  );
}
