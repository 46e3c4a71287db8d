import type * as React from 'react';
import { HomeLogoLink } from '@/components/home-logo-link';

// Onboarding sits outside the public and signed-in shells (SPEC section 2), so it brings its own
// header and the <main> the skip link jumps to.
export function OnboardingLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-muted/50">
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4">
          <HomeLogoLink />
        </div>
      </header>
      <main id="main" className="flex flex-1 justify-center px-4 py-8 sm:py-14">
        {children}
      </main>
    </div>
  );
}
