import type { ReactNode } from 'react';
import { PASSWORD_RESET_ENDS_ACCESS } from '@vmu/domain';
import { useNavigate } from 'react-router';
import { Link } from '@/components/link';
import { useQueryClient } from '@tanstack/react-query';
import { landingPathFor, pendingStoreReturn } from '@/lib/store-return';
import { useInBrowser } from '@/lib/use-in-browser';
import { paths } from '@/config/paths';
import { useFlashMessage } from '@/lib/use-flash-message';
import { AuthCard } from '@/features/auth/components/auth-card';
import { DeviceImage } from '@/features/auth/components/device-image';
import { LoginForm } from '@/features/auth/components/login-form';
import { SocialSignInButtons } from '@/features/auth/components/social-sign-in-buttons';
import { viewerQueryOptions } from '@/features/viewer/api/get-viewer';

/**
 * What `?message=` may announce on the sign-in page (docs/product.md, "Sign-in screens", and
 * decision 0018).
 */
export const LOGIN_MESSAGES = {
  'password-reset-sent': 'Password reset email sent! Check your inbox and spam folder.',
  // A completed reset: the old password no longer works, every session and API token ended.
  'password-changed': PASSWORD_RESET_ENDS_ACCESS,
  // The account deleted itself from /profile (decision 0047); its sessions ended with it.
  'account-deleted':
    'Your account has been deleted. We have emailed a confirmation to its address.',
} as const;

/**
 * Sent here by the store (Buy): speak of the store and offer a store account. Read once the app
 * has the page, as the prerendered page (decision 0030) cannot know it; only these words redraw.
 */
function SentByTheStore({ store, otherwise }: { store: ReactNode; otherwise: ReactNode }) {
  const inBrowser = useInBrowser();
  return inBrowser && pendingStoreReturn() !== null ? store : otherwise;
}

export function Component() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useFlashMessage(LOGIN_MESSAGES);

  async function goWhereTheUserBelongs() {
    await queryClient.invalidateQueries();
    const viewer = await queryClient.fetchQuery({ ...viewerQueryOptions, staleTime: 0 });
    void navigate(landingPathFor(viewer), { replace: true });
  }

  return (
    <div className="bg-muted/50 px-4 py-10 sm:py-16">
      <title>Sign In · VMU Pro Developers</title>
      <div className="mx-auto flex max-w-5xl flex-col items-center justify-center gap-6 lg:flex-row lg:gap-12">
        <div className="flex flex-col items-center gap-6 text-center lg:flex-1">
          <DeviceImage className="h-auto w-24 drop-shadow-xl lg:w-60" />
          <p className="hidden max-w-xs text-muted-foreground lg:block">
            Build, publish and sell apps and games for the VMU Pro handheld.
          </p>
        </div>
        <AuthCard
          title="Sign in"
          description={
            <SentByTheStore
              store="Sign in to buy and download apps from the store"
              otherwise="Sign in to your VMU Pro developer account"
            />
          }
          footer={
            <>
              Don&apos;t have an account?{' '}
              <SentByTheStore
                store={
                  <Link to={paths.storeSignup} className="font-medium text-primary hover:underline">
                    Create a store account
                  </Link>
                }
                otherwise={
                  <Link to={paths.signup} className="font-medium text-primary hover:underline">
                    Sign up
                  </Link>
                }
              />
            </>
          }
        >
          <SocialSignInButtons verb="Sign in" divider="or continue with email" />
          <LoginForm
            onSignedIn={goWhereTheUserBelongs}
            onEmailNotVerified={() => void navigate(paths.verifyEmail)}
            onSecondStep={() => void navigate(paths.twoFactorSignIn)}
          />
        </AuthCard>
      </div>
    </div>
  );
}
