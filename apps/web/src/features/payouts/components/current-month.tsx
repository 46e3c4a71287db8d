import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { formatDay, formatMonth } from '@/lib/format';
import type { PayoutStatement } from '../api/get-payouts';
import { dayAfterMonth, outcomeSentence, STATUS_BADGES, statusLine } from '../statement-status';
import { StatementFigures } from './statement-figures';

export const NOTHING_THIS_MONTH =
  'No sales or refunds this month yet, and no balance carried into it.';

/**
 * The month in progress, one card per currency: the figures as they stand, the balance, and
 * whether it would be paid or carried if the month ended now.
 */
export function CurrentMonth({ statements }: { statements: PayoutStatement[] }) {
  const month = statements[0]?.month;
  return (
    <section aria-labelledby="current-month" className="grid gap-3">
      <h2 id="current-month" className="text-lg font-semibold">
        This month so far
      </h2>
      {month ? (
        <p className="text-sm text-muted-foreground">
          {formatMonth(month)} until now. Its statement is made once the month is over, on{' '}
          {formatDay(dayAfterMonth(month))} (UTC).
        </p>
      ) : (
        <p className="text-muted-foreground">{NOTHING_THIS_MONTH}</p>
      )}
      {statements.map((statement) => {
        const headingId = `current-month-${statement.currency}`;
        return (
          <Card key={statement.id} className="min-w-0">
            <section aria-labelledby={headingId}>
              <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
                <h3 id={headingId} className="text-lg font-semibold leading-tight">
                  {statement.currency}
                </h3>
                <Badge variant={STATUS_BADGES[statement.status]}>{statusLine(statement)}</Badge>
              </CardHeader>
              <CardContent className="grid gap-4">
                <p>{outcomeSentence(statement)}</p>
                <StatementFigures statement={statement} />
              </CardContent>
            </section>
          </Card>
        );
      })}
    </section>
  );
}
