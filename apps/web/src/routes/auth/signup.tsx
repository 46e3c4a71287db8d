import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { AuthCard, AuthPage } from '@/features/auth/components/auth-card';
import { SignupForm } from '@/features/auth/components/signup-form';
import {
  AuthDivider,
  SocialSignInButtons,
} from '@/features/auth/components/social-sign-in-buttons';

export function Component() {
  return (
    <AuthPage>
      <title>Sign Up · VMU Pro Developers</title>
      <AuthCard
        title="Create your developer account"
        description="Publish apps and games for the VMU Pro"
        footer={
          <>
            Already have an account?{' '}
            <Link to={paths.login} className="font-medium text-primary hover:underline">
              Sign in
            </Link>
          </>
        }
      >
        <SocialSignInButtons verb="Sign up" />
        <AuthDivider>or sign up with email</AuthDivider>
        <SignupForm />
      </AuthCard>
    </AuthPage>
  );
}
