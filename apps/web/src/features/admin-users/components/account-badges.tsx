import { Ban, ShieldCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { AdminUserFieldsFragment } from '@/lib/graphql/graphql';
import { developerStatusLabelOf, roleLabelOf } from '../account-labels';

/** An account's role, developer status and suspension, as badges. */
export function AccountBadges({
  account,
}: {
  account: Pick<AdminUserFieldsFragment, 'role' | 'developerStatus' | 'suspension'>;
}) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {account.suspension ? (
        <Badge className="border-destructive bg-background text-destructive">
          <Ban aria-hidden="true" />
          Suspended
        </Badge>
      ) : null}
      <Badge variant={account.role === 'ADMIN' ? 'default' : 'outline'}>
        {account.role === 'ADMIN' ? <ShieldCheck aria-hidden="true" /> : null}
        {roleLabelOf(account.role)}
      </Badge>
      {account.role === 'CUSTOMER' ? null : (
        <Badge variant={account.developerStatus === 'verified' ? 'success' : 'secondary'}>
          {developerStatusLabelOf(account.developerStatus)}
        </Badge>
      )}
    </span>
  );
}
