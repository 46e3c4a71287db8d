import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { entryPathFor } from '@vmu/domain';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { AuthCard } from '@/features/auth/components/auth-card';
import { DeviceImage } from '@/features/auth/components/device-image';
import { LoginForm } from '@/features/auth/components/login-form';
import {
  AuthDivider,
  SocialSignInButtons,
} from '@/features/auth/components/social-sign-in-buttons';
import { viewerQueryOptions } from '@/features/viewer/api/get-viewer';

export const PASSWORD_RESET_SENT_MESSAGE =
  'Password reset email sent! Check your inbox and spam folder.';

export function Component() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const announced = useRef(false);

  useEffect(() => {
    if (announced.current || params.get('message') !== 'password-reset-sent') return;
    announced.current = true;
    toast.success(PASSWORD_RESET_SENT_MESSAGE);
  }, [params]);

  async function goWhereTheUserBelongs() {
    await queryClient.invalidateQueries();
    const viewer = await queryClient.fetchQuery({ ...viewerQueryOptions, staleTime: 0 });
    navigate(entryPathFor(viewer), { replace: true });
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
          title="Welcome back"
          description="Sign in to your VMU Pro developer account"
          footer={
            <>
              Don&apos;t have an account?{' '}
              <Link to={paths.signup} className="font-medium text-primary hover:underline">
                Sign up
              </Link>
            </>
          }
        >
          <SocialSignInButtons verb="Sign in" />
          <AuthDivider>or continue with email</AuthDivider>
          <LoginForm
            onSignedIn={goWhereTheUserBelongs}
            onEmailNotVerified={() => navigate(paths.verifyEmail)}
          />
        </AuthCard>
      </div>
    </div>
  );
}
