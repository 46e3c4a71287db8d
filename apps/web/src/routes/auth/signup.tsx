import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { SignUpAs } from '@vmu/domain';
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { useInBrowser } from '@/lib/use-in-browser';
import { AuthCard, AuthPage } from '@/features/auth/components/auth-card';
import { SignupForm } from '@/features/auth/components/signup-form';
import { SocialSignInButtons } from '@/features/auth/components/social-sign-in-buttons';

// paths.storeSignup (?account=store) is the store's sign-up, for buying apps (a store account).
// The prerendered sign-up page (decision 0030) is the developer's, so the store's words come once
// the app has the page; each piece that differs reads it itself, so taking the page over redraws
// those few words and not the form.
const STORE_SIGNUP = 'store';

function ForStore({ store, developer }: { store: ReactNode; developer: ReactNode }) {
  const [params] = useSearchParams();
  const inBrowser = useInBrowser();
  return inBrowser && params.get('account') === STORE_SIGNUP ? store : developer;
}

/** What the account is made for, read when it is made (no render depends on it). */
const signUpAs = (): SignUpAs =>
  new URLSearchParams(window.location.search).get('account') === STORE_SIGNUP
    ? 'customer'
    : 'developer';

export function Component() {
  return (
    <AuthPage>
      <ForStore
        store={<title>Create a Store Account · VMU Pro Developers</title>}
        developer={<title>Sign Up · VMU Pro Developers</title>}
      />
      <AuthCard
        title={
          <ForStore store="Create your store account" developer="Create your developer account" />
        }
        description={
          <ForStore
            store="Buy and download apps and games for your VMU Pro"
            developer="Publish apps and games for the VMU Pro"
          />
        }
        footer={
          <>
            Already have an account?{' '}
            <Link to={paths.login} className="font-medium text-primary hover:underline">
              Sign in
            </Link>
            <span className="mt-2 block">
              <ForStore
                store={
                  <>
                    Want to publish apps?{' '}
                    <Link to={paths.signup} className="font-medium text-primary hover:underline">
                      Create a developer account
                    </Link>
                  </>
                }
                developer={
                  <>
                    Only here to buy apps?{' '}
                    <Link
                      to={paths.storeSignup}
                      className="font-medium text-primary hover:underline"
                    >
                      Create a store account
                    </Link>
                  </>
                }
              />
            </span>
          </>
        }
      >
        <SocialSignInButtons verb="Sign up" signUpAs={signUpAs} divider="or sign up with email" />
        <SignupForm signUpAs={signUpAs} />
      </AuthCard>
    </AuthPage>
  );
}
