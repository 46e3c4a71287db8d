import { Building2, ShieldAlert } from 'lucide-react';
import { humanizeRequirementCode, requirementActionText } from '@vmu/domain';
import { Badge } from '@/components/ui/badge';
import type { StripeInfoData } from '@/lib/api/payment-eligibility';
import { ACCOUNT_STATUS_LABELS } from '../connect-status';
import { Fact, PaymentCard } from './payment-card';

/** Friendly texts of requirement codes, once each (several codes can share a text). */
export function requirementTexts(codes: readonly string[]): string[] {
  return [...new Set(codes.map(requirementActionText))];
}

function StatusBadge({ stripeInfo }: { stripeInfo: StripeInfoData }) {
  const label = ACCOUNT_STATUS_LABELS[stripeInfo.accountStatus];
  if (stripeInfo.accountStatus === 'active') return <Badge variant="success">{label}</Badge>;
  if (stripeInfo.accountStatus === 'restricted') return <Badge variant="outline">{label}</Badge>;
  return <Badge variant="secondary">{label}</Badge>;
}

const yesNo = (value: boolean) => (value ? 'Enabled' : 'Disabled');

/**
 * The connected account's status, or its restrictions when the provider restricted it:
 * why, what is due now and what will be due later.
 */
export function AccountStatusCard({ stripeInfo }: { stripeInfo: StripeInfoData | null }) {
  if (!stripeInfo) {
    return (
      <PaymentCard title="Connected account" icon={Building2}>
        <p className="text-muted-foreground">
          Your account details cannot be shown until the portal can be reached again.
        </p>
      </PaymentCard>
    );
  }

  const restricted = stripeInfo.accountStatus === 'restricted';
  const dueNow = requirementTexts(stripeInfo.requirementsCurrentlyDue);
  const dueLater = requirementTexts(stripeInfo.requirementsEventuallyDue).filter(
    (text) => !dueNow.includes(text),
  );

  return (
    <PaymentCard
      title={restricted ? 'Account restrictions' : 'Connected account'}
      icon={restricted ? ShieldAlert : Building2}
      aside={<StatusBadge stripeInfo={stripeInfo} />}
    >
      {stripeInfo.connectAccountId ? (
        <dl className="grid gap-2">
          <Fact label="Account ID">
            <code>{stripeInfo.connectAccountId}</code>
          </Fact>
          <Fact label="Charges">{yesNo(stripeInfo.chargesEnabled)}</Fact>
          <Fact label="Payouts">{yesNo(stripeInfo.payoutsEnabled)}</Fact>
        </dl>
      ) : (
        <p className="text-muted-foreground">You have no connected payment account yet.</p>
      )}
      {restricted ? (
        <div className="grid gap-3 rounded-lg border border-destructive/40 bg-red-50 p-3 text-destructive">
          <p className="font-medium">
            {stripeInfo.disabledReason
              ? `Restricted: ${humanizeRequirementCode(stripeInfo.disabledReason)}`
              : 'The payment provider restricted this account.'}
          </p>
          {dueNow.length > 0 ? <RequirementList title="Required now" texts={dueNow} /> : null}
        </div>
      ) : null}
      {restricted && dueLater.length > 0 ? (
        <RequirementList title="Required later" texts={dueLater} />
      ) : null}
    </PaymentCard>
  );
}

function RequirementList({ title, texts }: { title: string; texts: string[] }) {
  return (
    <section aria-label={title} className="grid gap-1">
      <h3 className="font-medium">{title}</h3>
      <ul className="list-disc space-y-1 ps-5">
        {texts.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </section>
  );
}
