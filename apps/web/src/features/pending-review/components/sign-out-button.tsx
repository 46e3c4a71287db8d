import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** The review screens' full-width 'Sign Out', busy until the sign-out settles. */
export function SignOutButton({ onSignOut }: { onSignOut: () => Promise<void> }) {
  const [signingOut, setSigningOut] = useState(false);
  return (
    <Button
      variant="outline"
      className="w-full"
      disabled={signingOut}
      onClick={() => {
        setSigningOut(true);
        void onSignOut().finally(() => setSigningOut(false));
      }}
    >
      {signingOut ? <Spinner /> : null}
      Sign Out
    </Button>
  );
}
