import { graphql } from '@/lib/graphql-document';

/** A statement as the screen shows it: the month in progress and each closed month alike. */
export const PayoutStatementFragment = graphql(`
  fragment PayoutStatementFields on PayoutStatement {
    id
    month
    currency
    unitsSold
    unitsRefunded
    gross
    taxes
    processingFees
    refunds
    net
    developerShare
    platformShare
    carriedIn
    balance
    payoutAmount
    carriedOut
    minimum
    status
    dueOn
    payoutReference
    paidAt
    closedAt
  }
`);
