import { useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { useInBrowser } from '@/lib/use-in-browser';
import { AuthCard, AuthPage } from '@/features/auth/components/auth-card';
import { SignupForm } from '@/features/auth/components/signup-form';
import {
  AuthDivider,
  SocialSignInButtons,
} from '@/features/auth/components/social-sign-in-buttons';

export function Component() {
  // paths.storeSignup (?account=store): the store's sign-up, for buying apps. Read once the app
  // has the page: the prerendered sign-up page (decision 0030) is the developer's.
  const [params] = useSearchParams();
  const forStore = useInBrowser() && params.get('account') === 'store';
  return (
    <AuthPage>
      <title>{`${forStore ? 'Create a Store Account' : 'Sign Up'} · VMU Pro Developers`}</title>
      <AuthCard
        title={forStore ? 'Create your store account' : 'Create your developer account'}
        description={
          forStore
            ? 'Buy and download apps and games for your VMU Pro'
            : 'Publish apps and games for the VMU Pro'
        }
        footer={
          <>
            Already have an account?{' '}
            <Link to={paths.login} className="font-medium text-primary hover:underline">
              Sign in
            </Link>
            <span className="mt-2 block">
              {forStore ? 'Want to publish apps? ' : 'Only here to buy apps? '}
              <Link
                to={forStore ? paths.signup : paths.storeSignup}
                className="font-medium text-primary hover:underline"
              >
                {forStore ? 'Create a developer account' : 'Create a store account'}
              </Link>
            </span>
          </>
        }
      >
        <SocialSignInButtons verb="Sign up" signUpAs={forStore ? 'customer' : undefined} />
        <AuthDivider>or sign up with email</AuthDivider>
        <SignupForm signUpAs={forStore ? 'customer' : 'developer'} />
      </AuthCard>
    </AuthPage>
  );
}
