import { useId, useState, type ReactNode } from 'react';
import { Check, X } from 'lucide-react';
import { countryName } from '@vmu/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { GraphQLRequestError } from '@/lib/graphql';
import { toast } from '@/lib/toast';
import type { OnboardingStep } from '@/lib/graphql/graphql';
import { useApproveDeveloperAccount } from '../api/approve-developer-account';
import type { PendingDeveloper } from '../api/list-pending-developers';
import { useRejectDeveloperAccount } from '../api/reject-developer-account';
import { useIsOwnAccount } from '../staff-viewer';
import { ACCOUNT_TYPE_LABELS, DEVELOPER_STATUS_LABELS } from '../app-format';
import { serverMessageOf, toastReviewFailure } from '../review-failure';
import { DeveloperDecisionDialog } from './developer-decision-dialog';

const STEP_LABELS: Record<OnboardingStep, string> = {
  country: 'Country',
  appDetails: 'App Details',
  developerDetails: 'Developer Details',
};

// Codes after which the developer is no longer pending, so the open dialog has nothing to decide.
const GONE_CODES = new Set(['ALREADY_REVIEWED', 'NOT_FOUND']);

const appliedDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** 'First Last' as the developer gave it; the email stands in for a profile without names. */
export function fullNameOf(developer: PendingDeveloper): string {
  const { firstName, lastName } = developer.personalInfo;
  return [firstName, lastName].filter(Boolean).join(' ') || developer.email;
}

type Decision = 'approve' | 'reject';

/** One pending developer with every field of the pending-developer item and the two decisions. */
export function PendingDeveloperCard({ developer }: { developer: PendingDeveloper }) {
  const headingId = useId();
  const [openDialog, setOpenDialog] = useState<Decision | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Staff do not decide their own account (the server refuses it).
  const own = useIsOwnAccount(developer.userId);
  const approve = useApproveDeveloperAccount();
  const reject = useRejectDeveloperAccount();
  const busy = approve.isPending || reject.isPending;
  const name = fullNameOf(developer);
  const { personalInfo, businessInfo, onboardingData } = developer;
  const status = developer.developerStatus.status ?? 'pending';

  function openDecision(decision: Decision | null) {
    setFailure(null);
    setOpenDialog(decision);
  }

  function closeAfterFailure(title: string, error: unknown) {
    // Keep what the admin typed for a retry, unless there is nothing left to decide.
    if (error instanceof GraphQLRequestError && GONE_CODES.has(error.code)) {
      openDecision(null);
    } else {
      setFailure(`${title}. ${serverMessageOf(error) ?? 'Please try again.'}`);
    }
  }

  // mutateAsync, not mutate's callbacks: the list reloads before the promise settles and this
  // card unmounts when its developer is no longer pending, and TanStack Query drops mutate()'s
  // callbacks of an unmounted component, which would lose the toast.
  async function decide(send: () => Promise<unknown>, labels: { done: string; failed: string }) {
    try {
      await send();
    } catch (error) {
      closeAfterFailure(labels.failed, error);
      toastReviewFailure(labels.failed, error);
      return;
    }
    openDecision(null);
    toast.success(`${labels.done} ${name}`);
  }

  function approveDeveloper(notes: string | undefined) {
    void decide(() => approve.mutateAsync({ userId: developer.userId, notes }), {
      done: 'Developer account approved for',
      failed: 'Failed to approve developer account',
    });
  }

  function rejectDeveloper(reason: string) {
    void decide(() => reject.mutateAsync({ userId: developer.userId, notes: reason }), {
      done: 'Developer account rejected for',
      failed: 'Failed to reject developer account',
    });
  }

  return (
    <article
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      className="rounded-xl border border-border bg-background shadow-sm"
    >
      <div className="flex flex-col gap-3 border-b border-border p-4 sm:flex-row sm:items-start sm:justify-between sm:p-6">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold wrap-anywhere">
            {name}
          </h2>
          <p className="text-sm break-all text-muted-foreground">{developer.email}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="secondary">{DEVELOPER_STATUS_LABELS[status]}</Badge>
          <span>
            Applied{' '}
            <time dateTime={developer.metadata.createdAt}>
              {appliedDate.format(new Date(developer.metadata.createdAt))}
            </time>
          </span>
        </div>
      </div>

      <div className="grid gap-6 p-4 sm:p-6 md:grid-cols-2 xl:grid-cols-4">
        <InfoSection title="Personal Information">
          <Detail term="Address" value={personalInfo.address} />
          <Detail term="City" value={personalInfo.city} />
          <Detail term="Postal code" value={personalInfo.postalCode} />
          <Detail term="Country" value={countryName(personalInfo.country)} />
        </InfoSection>
        <InfoSection title="Business Information">
          <Detail term="Account type" value={ACCOUNT_TYPE_LABELS[businessInfo.accountType]} />
          <Detail term="Legal name" value={businessInfo.legalName} />
          {businessInfo.companyName ? (
            <Detail term="Company name" value={businessInfo.companyName} />
          ) : null}
        </InfoSection>
        <InfoSection title="Initial App">
          <Detail term="App name" value={onboardingData.appName} />
          {onboardingData.appDescription ? (
            <Detail term="Description" value={onboardingData.appDescription} />
          ) : null}
        </InfoSection>
        <div role="group" aria-labelledby={`${headingId}-steps`} className="min-w-0">
          <h3 id={`${headingId}-steps`} className="mb-2 text-sm font-semibold">
            Completed Steps
          </h3>
          <ul className="flex flex-wrap gap-2">
            {onboardingData.completedSteps.map((step) => (
              <li key={step}>
                <Badge variant="outline">
                  <Check aria-hidden="true" />
                  {STEP_LABELS[step]}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="flex flex-col-reverse gap-2 border-t border-border p-4 sm:flex-row sm:justify-end sm:p-6">
        {own ? (
          <p className="text-sm text-muted-foreground">
            This is your own account. Another admin reviews it.
          </p>
        ) : (
          <>
            <DeveloperDecisionDialog
              decision="reject"
              open={openDialog === 'reject'}
              onOpenChange={(open) => openDecision(open ? 'reject' : null)}
              developerName={name}
              email={developer.email}
              busy={reject.isPending}
              failure={openDialog === 'reject' ? failure : null}
              onDecide={(reason) => rejectDeveloper(reason ?? '')}
            >
              <Button variant="outline" disabled={busy}>
                <X aria-hidden="true" />
                Reject
              </Button>
            </DeveloperDecisionDialog>
            <DeveloperDecisionDialog
              decision="approve"
              open={openDialog === 'approve'}
              onOpenChange={(open) => openDecision(open ? 'approve' : null)}
              developerName={name}
              email={developer.email}
              busy={approve.isPending}
              failure={openDialog === 'approve' ? failure : null}
              onDecide={approveDeveloper}
            >
              <Button disabled={busy}>
                <Check aria-hidden="true" />
                Approve
              </Button>
            </DeveloperDecisionDialog>
          </>
        )}
      </div>
    </article>
  );
}

/**
 * A named group, not a region landmark: every card has the same four parts, and two cards'
 * 'Personal Information' landmarks could not be told apart in a landmark list (axe
 * landmark-unique). The card is an article named by the developer; its parts are headings.
 */
function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} className="min-w-0">
      <h3 id={titleId} className="mb-2 text-sm font-semibold">
        {title}
      </h3>
      <dl className="grid gap-1.5 text-sm">{children}</dl>
    </div>
  );
}

function Detail({ term, value }: { term: string; value: string | null | undefined }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="wrap-anywhere">{value || '—'}</dd>
    </div>
  );
}
