import { countryName } from '@vmu/domain';
import { Badge } from '@/components/ui/badge';
import { useDeveloperForAdmin, type DeveloperForAdmin } from '../api/get-developer-for-admin';
import {
  ACCOUNT_TYPE_LABELS,
  DEVELOPER_STATUS_LABELS,
  formatCount,
  formatDate,
  formatDateTime,
} from '../app-format';
import { AppFacts, Fact } from './app-facts';
import { DetailsDialog, HistoryEntry } from './details-dialog';

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
    <DetailsDialog
      title={developerName}
      description="The developer's profile and verification history."
      className="sm:max-w-2xl"
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      query={developer}
      failure="The developer could not be loaded."
    >
      {(data) => <DeveloperBody developer={data} />}
    </DetailsDialog>
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
            {status ? DEVELOPER_STATUS_LABELS[status] : 'Onboarding'}
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
              <HistoryEntry
                key={`${change.changedAt}-${index}`}
                title={
                  <>
                    {change.fromStatus ? `${DEVELOPER_STATUS_LABELS[change.fromStatus]} → ` : ''}
                    {DEVELOPER_STATUS_LABELS[change.toStatus]}
                  </>
                }
                at={change.changedAt}
                when={formatDateTime(change.changedAt)}
              >
                <p className="mt-1 text-muted-foreground">
                  {change.changedByName ? `By ${change.changedByName}` : 'By the developer'}
                </p>
                {change.notes ? (
                  <p className="mt-1 wrap-anywhere whitespace-pre-line">{change.notes}</p>
                ) : null}
              </HistoryEntry>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
