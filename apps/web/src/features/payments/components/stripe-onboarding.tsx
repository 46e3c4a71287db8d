import { useState } from 'react';
import { loadConnectAndInitialize } from '@stripe/connect-js/pure';
import { ConnectAccountOnboarding, ConnectComponentsProvider } from '@stripe/react-connect-js';

// Loaded only with the stripe driver, through a dynamic import: Stripe's libraries stay out of
// every other page's chunks.

export interface StripeOnboardingProps {
  publishableKey: string;
  /** The client secret of the account session just opened. */
  clientSecret: string;
  /** A fresh client secret when Stripe's session expires. */
  refreshClientSecret: () => Promise<string>;
  onExit: () => void;
  onLoadError: (message: string) => void;
}

/** Stripe's Connect embedded account-onboarding component for the developer's account. */
export function StripeOnboarding({
  publishableKey,
  clientSecret,
  refreshClientSecret,
  onExit,
  onLoadError,
}: StripeOnboardingProps) {
  const [connectInstance] = useState(() => {
    // The first call uses the session already opened; later ones (expiry) open another.
    let unusedSecret: string | null = clientSecret;
    return loadConnectAndInitialize({
      publishableKey,
      fetchClientSecret: async () => {
        const secret = unusedSecret;
        unusedSecret = null;
        return secret ?? refreshClientSecret();
      },
    });
  });
  return (
    <ConnectComponentsProvider connectInstance={connectInstance}>
      <ConnectAccountOnboarding
        onExit={onExit}
        onLoadError={({ error }) => onLoadError(error.message ?? error.type)}
      />
    </ConnectComponentsProvider>
  );
}
