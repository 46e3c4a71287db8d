import { useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '@/components/link';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';

/** The signed-in visitor as the public header needs them; null while signed out. */
export type PublicAccount = {
  /**
   * Where 'Go to Dashboard' leads: /admin/dashboard for admins, /dashboard for verified
   * developers, and for everyone else the screen the main area's gate would send them to.
   */
  dashboardPath: string;
  /** A store account's home is My Purchases, not a dashboard. */
  isStoreAccount?: boolean;
  /**
   * The profile, for those the main area (with its sidebar's Profile) does not admit: store
   * accounts and developers under review or rejected manage their account there too.
   */
  profilePath?: string;
  onSignOut: () => Promise<void>;
} | null;

/** The public header's links for a signed-in visitor (PublicHeader's `account`). */
export function SignedInLinks({ account }: { account: NonNullable<PublicAccount> }) {
  const [signingOut, setSigningOut] = useState(false);
  // A developer under review is already where 'Go to Dashboard' would take them.
  const onDashboard = useLocation().pathname === account.dashboardPath;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        disabled={signingOut}
        onClick={() => {
          setSigningOut(true);
          void account.onSignOut().finally(() => setSigningOut(false));
        }}
      >
        Sign Out
      </Button>
      {account.profilePath ? (
        <Link className={buttonVariants({ variant: 'ghost', size: 'sm' })} to={account.profilePath}>
          Profile
        </Link>
      ) : null}
      {/* "Go to" is hidden on phones so the header fits 360 px; the name stays "Go to Dashboard". */}
      {onDashboard ? null : account.isStoreAccount ? (
        <Link className={buttonVariants({ size: 'sm' })} to={account.dashboardPath}>
          My Purchases
        </Link>
      ) : (
        <Link
          className={buttonVariants({ size: 'sm' })}
          to={account.dashboardPath}
          aria-label="Go to Dashboard"
        >
          {/*
            One inline run: the button's flex gap would otherwise widen the space. The space is
            outside the span hidden on phones: axe drops a space that ends an element, reading
            "Go toDashboard" against the name (label-content-name-mismatch); on phones it starts
            the line and is not drawn.
          */}
          <span>
            <span className="hidden sm:inline">Go to</span> Dashboard
          </span>
        </Link>
      )}
    </>
  );
}
