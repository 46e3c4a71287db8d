import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { formatCount, formatMinorMoney, pluralOf } from '@/lib/format';
import type { StoreDashboard } from '../api/get-store-dashboard';
import { StatValue } from './stat-value';

type PayoutsDue = StoreDashboard['payoutsDueThisMonth'];

const payouts = (count: number) => `${formatCount(count)} ${pluralOf(count, 'payout', 'payouts')}`;

/** This month's payouts per currency (never added together): to pay, paid, and any late. */
export function PayoutsDueCard({ due }: { due: PayoutsDue | undefined }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">Payouts Due This Month</h2>
      </CardHeader>
      <CardContent className="text-sm">
        {due === undefined ? (
          <StatValue value={undefined} />
        ) : due.length === 0 ? (
          <p className="text-muted-foreground">No payouts are due this month.</p>
        ) : (
          <ul className="grid gap-3">
            {due.map((currency) => (
              <li key={currency.currency} className="grid gap-0.5">
                <span className="font-medium">{currency.currency}</span>
                <span>
                  {formatMinorMoney(currency.dueAmount, currency.currency)} to pay (
                  {payouts(currency.dueCount)}),{' '}
                  {formatMinorMoney(currency.paidAmount, currency.currency)} paid (
                  {payouts(currency.paidCount)})
                </span>
                {currency.overdueCount > 0 ? (
                  <span className="font-medium text-destructive">
                    {formatMinorMoney(currency.overdueAmount, currency.currency)} late (
                    {payouts(currency.overdueCount)} past their due date)
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
