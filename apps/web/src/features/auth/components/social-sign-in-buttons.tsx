import type * as React from 'react';
import { useState } from 'react';
import type { SignUpAs } from '@vmu/domain';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useAuthProviders } from '../api/get-auth-providers';
import { authErrorMessage } from '../auth-error-message';
import {
  SOCIAL_PROVIDER_NAMES,
  startSocialSignIn,
  type SocialProvider,
} from '../api/social-sign-in';
import { GitHubIcon, GoogleIcon } from './provider-icons';

const icons: Record<SocialProvider, () => React.JSX.Element> = {
  github: GitHubIcon,
  google: GoogleIcon,
};

/**
 * GitHub and Google buttons, then the rule before the email form. A provider the server has no
 * credentials for is not shown: visitors cannot use it and have no need to know (decision
 * 0050); with neither, the rule goes too.
 */
export function SocialSignInButtons({
  verb,
  signUpAs,
  divider,
}: {
  verb: 'Sign in' | 'Sign up';
  /** What a new account is made for (the store's sign-up: a store account), told at the click. */
  signUpAs?: () => SignUpAs;
  /** The words of the rule between these buttons and the email form. */
  divider: string;
}) {
  const providers = useAuthProviders();
  const [starting, setStarting] = useState<SocialProvider | null>(null);

  async function start(provider: SocialProvider) {
    setStarting(provider);
    try {
      await startSocialSignIn(provider, signUpAs?.());
      // On success the browser is leaving for the provider; keep the spinner until it does.
    } catch (error) {
      setStarting(null);
      toast.error(
        `Failed to login with ${SOCIAL_PROVIDER_NAMES[provider]}: ${authErrorMessage(error, (error instanceof Error && error.message) || 'Unknown error')}`,
        { id: 'social-sign-in-failed' },
      );
    }
  }

  // Unknown until the server answers (the prerendered page shows both): the server has the
  // last word on a click.
  const offered = (['github', 'google'] as const).filter(
    (provider) => providers.data?.[provider] !== false,
  );
  if (offered.length === 0) return null;
  return (
    <>
      <div className={offered.length > 1 ? 'grid gap-3 sm:grid-cols-2' : 'grid gap-3'}>
        {offered.map((provider) => {
          const Icon = icons[provider];
          return (
            <Button
              key={provider}
              type="button"
              variant="outline"
              className="w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
              aria-disabled={starting !== null}
              onClick={() => {
                if (starting !== null) return;
                void start(provider);
              }}
            >
              {starting === provider ? <Spinner /> : <Icon />}
              {verb} with {SOCIAL_PROVIDER_NAMES[provider]}
            </Button>
          );
        })}
      </div>
      <AuthDivider>{divider}</AuthDivider>
    </>
  );
}

/** The "or continue with email" rule between the social buttons and the form. */
export function AuthDivider({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
      <span className="h-px flex-1 bg-border" />
      {children}
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
