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

/** GitHub and Google buttons; a provider without server credentials says so and stays put. */
export function SocialSignInButtons({
  verb,
  signUpAs,
}: {
  verb: 'Sign in' | 'Sign up';
  /** What a new account is made for (the store's sign-up: a store account), told at the click. */
  signUpAs?: () => SignUpAs;
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

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {(['github', 'google'] as const).map((provider) => {
        const name = SOCIAL_PROVIDER_NAMES[provider];
        const Icon = icons[provider];
        // Unknown until the server answers: let the click through, the server has the last word.
        const notConfigured = providers.data?.[provider] === false;
        const descriptionId = `${provider}-sign-in-status`;
        return (
          <div key={provider} className="grid gap-1">
            <Button
              type="button"
              variant="outline"
              className="w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
              aria-disabled={notConfigured || starting !== null}
              aria-describedby={notConfigured ? descriptionId : undefined}
              onClick={() => {
                if (notConfigured || starting !== null) return;
                void start(provider);
              }}
            >
              {starting === provider ? <Spinner /> : <Icon />}
              {verb} with {name}
            </Button>
            {notConfigured ? (
              <p id={descriptionId} className="text-center text-xs text-muted-foreground">
                {name} sign-in is not configured
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
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
