import { ListFailure } from '@/components/list-failure';
import { LoadingStatus } from '@/components/loading-status';
import { usePayouts } from '../api/get-payouts';
import { CurrentMonth } from './current-month';
import { PayoutBlockerNotice } from './payout-blocker-notice';
import { PayoutRules } from './payout-rules';
import { StatementsSection } from './statements-section';

export const PAYOUTS_NOT_LOADED = 'Your payouts could not be loaded.';

/**
 * The developer's payouts (decision 0041): what blocks them, if anything; the rule and each
 * currency's minimum; the month in progress; and the closed months' statements with their files.
 */
export function PayoutsScreen() {
  const payouts = usePayouts();
  const blocker = payouts.data?.blocker ?? null;
  return (
    <div className="mx-auto grid w-full max-w-6xl min-w-0 gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Payouts</h1>
        <p className="mt-1 text-muted-foreground">
          Your monthly statements and payouts, per currency. Months are UTC months.
        </p>
      </div>
      {payouts.isPending ? (
        <LoadingStatus label="Loading your payouts" />
      ) : payouts.isError ? (
        <ListFailure query={payouts}>
          <p role="alert">{PAYOUTS_NOT_LOADED}</p>
        </ListFailure>
      ) : (
        <>
          {blocker ? (
            <PayoutBlockerNotice blocker={blocker} message={payouts.data.blockerMessage} />
          ) : null}
          {/* Outside the EU and UK nothing is sold, so the rule and the minimums do not apply. */}
          {blocker !== 'NOT_ELIGIBLE_COUNTRY' ? (
            <PayoutRules minimums={payouts.data.minimums} />
          ) : null}
          {!blocker || payouts.data.currentMonth.length > 0 ? (
            <CurrentMonth statements={payouts.data.currentMonth} />
          ) : null}
        </>
      )}
      {/* Loads beside the summary; shown once the summary says whether payouts are blocked. */}
      <StatementsSection shown={payouts.isSuccess} hideWhenNone={blocker !== null} />
    </div>
  );
}
