import { Ban, ShieldCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { AdminUserFieldsFragment } from '@/lib/graphql/graphql';
import { developerStatusLabelOf, roleLabelOf } from '../account-labels';

/** An account's role, developer status, suspension and deletion, as badges. */
export function AccountBadges({
  account,
}: {
  account: Pick<AdminUserFieldsFragment, 'role' | 'developerStatus' | 'suspension' | 'deletedAt'>;
}) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {account.deletedAt ? <Badge variant="secondary">Deleted</Badge> : null}
      {account.suspension ? (
        // Badge's variants have no destructive outline, and cn() does not merge colours.
        <span className="inline-flex items-center gap-1 rounded-full border border-destructive bg-background px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-destructive [&_svg]:size-3">
          <Ban aria-hidden="true" />
          Suspended
        </span>
      ) : null}
      <Badge variant={account.role === 'ADMIN' ? 'default' : 'outline'}>
        {account.role === 'ADMIN' ? <ShieldCheck aria-hidden="true" /> : null}
        {roleLabelOf(account.role)}
      </Badge>
      {/* Staff and store accounts only have a developer status if they onboarded. */}
      {account.role !== 'DEVELOPER' && !account.developerStatus ? null : (
        <Badge variant={account.developerStatus === 'verified' ? 'success' : 'secondary'}>
          {developerStatusLabelOf(account.developerStatus)}
        </Badge>
      )}
    </span>
  );
}
