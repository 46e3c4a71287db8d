import { LEGAL, MINIMUM_PAYOUT, PAYOUT_SCHEDULE_TEXT, REVENUE_SHARE } from '@vmu/domain';

// Sentences that the Terms of Service and the Licensing Agreement must state identically.

export const LAST_UPDATED = '2025-05-19';

export const OPERATOR = `VMU Pro ("we", "us", "our"), the operator of the VMU Pro store and SDK, a company incorporated in ${LEGAL.companyJurisdiction}`;

export function RevenueShareTerms() {
  return (
    <>
      <p>
        For every sale of a paid app, you receive {REVENUE_SHARE.developerPercent}% of net revenue
        and we retain {REVENUE_SHARE.platformPercent}% as our platform fee. Net revenue means the
        amount paid by the customer after deduction of taxes (including VAT and sales taxes we are
        required to collect or pay), payment processing fees and refunds.
      </p>
      <p>
        We pay your share through our payment provider to the connected account you set up in the
        portal, {PAYOUT_SCHEDULE_TEXT}, provided that your balance has reached the minimum payout of{' '}
        {MINIMUM_PAYOUT.text}. A balance below the minimum is carried forward to the following month
        until the minimum is reached.
      </p>
    </>
  );
}

export function PriceRulesTerms() {
  return (
    <p>
      Only developers based in the European Union or the United Kingdom who have completed the
      payment provider&apos;s connected-account setup and identity verification may charge for apps;
      all other developers may publish free apps only. An app published as free must remain free,
      and a paid app must remain paid; you may change the price of a paid app at any time.
    </p>
  );
}

export function TerminationTerms() {
  return (
    <>
      <p>
        Either party may terminate this agreement for any reason by giving the other{' '}
        {LEGAL.terminationNoticeDays} days&apos; written notice. Notice to you is given by email to
        the address of your developer account.
      </p>
      <p>
        If either party commits a material breach of this agreement, the other may give written
        notice describing the breach. If the breach can be remedied and is not remedied within{' '}
        {LEGAL.cureMaterialBreachDays} days of that notice, the party giving notice may terminate
        this agreement immediately. We may suspend an app at once, without waiting for that period,
        where it is unlawful or puts users or their devices at risk.
      </p>
    </>
  );
}

export function LiabilityTerms() {
  return (
    <>
      <p>
        Nothing in this agreement limits or excludes liability for death or personal injury caused
        by negligence, for fraud or fraudulent misrepresentation, or for anything else that cannot
        be limited or excluded under {LEGAL.governingLaw}.
      </p>
      <p>
        Subject to that, neither party is liable for loss of profits, revenue, business or data, or
        for any indirect or consequential loss, and each party&apos;s total liability arising out of
        or in connection with this agreement is limited to the amounts paid under this agreement in
        the {LEGAL.liabilityCapMonths} months before the event giving rise to the claim.
      </p>
    </>
  );
}

export function DisputeTerms() {
  return (
    <>
      <p>
        If a dispute arises, either party may notify the other in writing, and both parties will
        negotiate in good faith for {LEGAL.disputeNegotiationDays} days from that notice to resolve
        it before starting any court proceedings. This does not prevent either party from seeking
        urgent injunctive relief.
      </p>
      <p>
        This agreement and any dispute or claim arising out of or in connection with it, including
        non-contractual disputes or claims, are governed by {LEGAL.governingLaw}, and {LEGAL.courts}{' '}
        have exclusive jurisdiction.
      </p>
    </>
  );
}
