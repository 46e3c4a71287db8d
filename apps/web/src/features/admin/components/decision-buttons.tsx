import { Check, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { useReviewDecision } from '../hooks/use-review-decision';
import { useIsOwnAccount } from '../staff-viewer';
import { RejectApplicationDialog } from './reject-application-dialog';

/**
 * Reject (with its reason dialog) and Approve at the foot of a card of the review queues: a
 * submitted app or an update of a published one. On the staff member's own app, a note instead:
 * another admin decides (the server refuses it too).
 */
export function DecisionButtons({
  developerId,
  decision,
  rejectTitle,
  rejectDescription,
  busy,
  rejecting,
  approving,
}: {
  /** The app's developer. */
  developerId: string;
  decision: ReturnType<typeof useReviewDecision>;
  rejectTitle: string;
  rejectDescription: string;
  /** Any action of the card under way: neither button can be pressed. */
  busy: boolean;
  rejecting: boolean;
  approving: boolean;
}) {
  const own = useIsOwnAccount(developerId);
  if (own) {
    return (
      <p className="text-sm text-muted-foreground">
        This is your own app. Another admin reviews it.
      </p>
    );
  }
  return (
    <>
      <RejectApplicationDialog
        {...decision.rejectDialog}
        title={rejectTitle}
        description={rejectDescription}
        busy={rejecting}
        onReject={decision.reject}
      >
        <Button variant="outline" className="flex-1 sm:flex-none" disabled={busy}>
          <X aria-hidden="true" />
          Reject
        </Button>
      </RejectApplicationDialog>
      <Button
        className="flex-1 sm:flex-none"
        onClick={decision.approve}
        disabled={busy}
        aria-busy={approving || undefined}
      >
        {approving ? <Spinner /> : <Check aria-hidden="true" />}
        Approve
      </Button>
    </>
  );
}
