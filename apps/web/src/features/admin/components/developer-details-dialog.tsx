import { countryName } from '@vmu/domain';
import { RotateCw } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { DeveloperStatus } from '@/lib/graphql/graphql';
import { useDeveloperForAdmin, type DeveloperForAdmin } from '../api/get-developer-for-admin';
import { formatCount, formatDate, formatDateTime } from '../app-format';
import { serverMessageOf } from '../review-failure';
import { AppFacts, Fact } from './app-facts';
import { LoadingStatus } from './loading-status';

const STATUS_LABELS: Record<DeveloperStatus, string> = {
  pending: 'Pending',
  verified: 'Verified',
  rejected: 'Rejected',
};

const ACCOUNT_TYPE_LABELS = { individual: 'Individual', business: 'Business' } as const;

interface DeveloperDetailsDialogProps {
  userId: string;
  developerName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** View Developer on All Apps (the spec leaves it open): the profile and verification history. */
export function DeveloperDetailsDialog({
  userId,
  developerName,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: DeveloperDetailsDialogProps) {
  const developer = useDeveloperForAdmin(userId, open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{developerName}</DialogTitle>
          <DialogDescription>
            The developer&apos;s profile and verification history.
          </DialogDescription>
        </DialogHeader>
        {developer.isPending ? (
          <LoadingStatus />
        ) : developer.isError ? (
          <div role="alert" className="grid justify-items-start gap-3 text-sm">
            <p>
              The developer could not be loaded.{' '}
              {serverMessageOf(developer.error) ?? 'Please try again.'}
            </p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void developer.refetch()}
              disabled={developer.isFetching}
            >
              <RotateCw aria-hidden="true" />
              Retry
            </Button>
          </div>
        ) : (
          <DeveloperBody developer={developer.data} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function DeveloperBody({ developer }: { developer: DeveloperForAdmin }) {
  const { profile, statusHistory, applicationCount } = developer;
  const { personalInfo, businessInfo, developerStatus } = profile;
  const status = developerStatus.status;
  return (
    <div className="grid min-w-0 gap-6">
      <section aria-label="Profile" className="grid gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={status === 'verified' ? 'success' : 'secondary'}>
            {status ? STATUS_LABELS[status] : 'Onboarding'}
          </Badge>
          <span className="text-sm break-all text-muted-foreground">{profile.email}</span>
        </div>
        <AppFacts>
          <Fact term="Name">
            {[personalInfo.firstName, personalInfo.lastName].filter(Boolean).join(' ') || '—'}
          </Fact>
          <Fact term="Account type">{ACCOUNT_TYPE_LABELS[businessInfo.accountType]}</Fact>
          <Fact term="Legal name">{businessInfo.legalName}</Fact>
          <Fact term="Company name">{businessInfo.companyName || '—'}</Fact>
          <Fact term="Address">{personalInfo.address || '—'}</Fact>
          <Fact term="City">{personalInfo.city || '—'}</Fact>
          <Fact term="Postal code">{personalInfo.postalCode || '—'}</Fact>
          <Fact term="Country">{countryName(personalInfo.country)}</Fact>
          <Fact term="Joined">{formatDate(profile.metadata.createdAt)}</Fact>
          <Fact term="Verified">
            {developerStatus.verifiedAt ? formatDate(developerStatus.verifiedAt) : '—'}
          </Fact>
          <Fact term="Apps">{formatCount(applicationCount)}</Fact>
        </AppFacts>
      </section>

      <section aria-labelledby="developer-details-history" className="grid gap-2">
        <h3 id="developer-details-history" className="font-semibold">
          Verification history
        </h3>
        {statusHistory.length === 0 ? (
          <p className="text-sm text-muted-foreground">No review decision has been recorded.</p>
        ) : (
          <ol className="grid gap-2">
            {statusHistory.map((change, index) => (
              <li
                key={`${change.changedAt}-${index}`}
                className="rounded-md border border-border p-3 text-sm"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">
                    {change.fromStatus ? `${STATUS_LABELS[change.fromStatus]} → ` : ''}
                    {STATUS_LABELS[change.toStatus]}
                  </span>
                  <time dateTime={change.changedAt} className="text-muted-foreground">
                    {formatDateTime(change.changedAt)}
                  </time>
                </div>
                <p className="mt-1 text-muted-foreground">
                  {change.changedByName ? `By ${change.changedByName}` : 'By the developer'}
                </p>
                {change.notes ? (
                  <p className="mt-1 break-words whitespace-pre-line">{change.notes}</p>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
