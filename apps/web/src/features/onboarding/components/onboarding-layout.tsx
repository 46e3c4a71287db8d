import type * as React from 'react';
import { useState } from 'react';
import { HomeLogoLink } from '@/components/home-logo-link';
import { Button } from '@/components/ui/button';

// Onboarding sits outside the public and signed-in shells (docs/product.md, "Onboarding"), so it
// brings its own header and the <main> the skip link jumps to; the header's Sign Out is the way out
// of onboarding, as the review screens have theirs (decision 0050).
export function OnboardingLayout({
  children,
  onSignOut,
}: {
  children: React.ReactNode;
  onSignOut: () => Promise<void>;
}) {
  const [signingOut, setSigningOut] = useState(false);
  return (
    <div className="flex min-h-screen flex-col bg-muted/50">
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <HomeLogoLink />
          <Button
            variant="ghost"
            size="sm"
            disabled={signingOut}
            onClick={() => {
              setSigningOut(true);
              void onSignOut().finally(() => setSigningOut(false));
            }}
          >
            Sign Out
          </Button>
        </div>
      </header>
      <main id="main" className="flex flex-1 justify-center px-4 py-8 sm:py-14">
        {children}
      </main>
    </div>
  );
}
