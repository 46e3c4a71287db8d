import { useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { isAlreadyDecided, serverMessageOf, toastReviewFailure } from '../review-failure';

interface ReviewDecisionOptions {
  /** What is decided, as the messages name it: 'application' or 'update'. */
  subject: string;
  approve: () => Promise<unknown>;
  reject: (reason: string) => Promise<unknown>;
  /** The toasts' sentences once decided. */
  approved: string;
  rejected: string;
  /** Called once decided: the card leaves its queue, and its buttons with it. */
  onReviewed: () => void;
}

/**
 * Approve and Reject on a card of the review queues (a submitted app, an update): the toasts, the
 * reject dialog's state and where focus goes once the card is decided.
 */
export function useReviewDecision({
  subject,
  approve,
  reject,
  approved,
  rejected,
  onReviewed,
}: ReviewDecisionOptions) {
  const [rejectOpen, setRejectOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Set once decided: focus then goes where onReviewed puts it, not to Reject.
  const decided = useRef(false);

  function openReject(open: boolean) {
    setFailure(null);
    setRejectOpen(open);
  }

  // mutateAsync, not mutate's callbacks: the list reloads before the promise settles and the
  // card unmounts once it leaves the queue, and TanStack Query drops mutate()'s callbacks of an
  // unmounted component, which would lose the toast.
  async function approveNow() {
    try {
      await approve();
    } catch (error) {
      toastReviewFailure(`Failed to approve ${subject}`, error);
      return;
    }
    decided.current = true;
    toast.success(approved);
    onReviewed();
  }

  async function rejectWith(reason: string) {
    try {
      await reject(reason);
    } catch (error) {
      toastReviewFailure(`Failed to reject ${subject}`, error);
      // Keep the reason for a retry, unless another admin decided meanwhile.
      if (isAlreadyDecided(error)) openReject(false);
      else
        setFailure(`Failed to reject ${subject}. ${serverMessageOf(error) ?? 'Please try again.'}`);
      return;
    }
    decided.current = true;
    openReject(false);
    toast.success(rejected);
    onReviewed();
  }

  return {
    approve: () => void approveNow(),
    reject: (reason: string) => void rejectWith(reason),
    /** The reject dialog's props. */
    rejectDialog: {
      open: rejectOpen,
      onOpenChange: openReject,
      failure,
      onCloseAutoFocus: (event: Event) => {
        if (!decided.current) return;
        event.preventDefault();
        onReviewed();
      },
    },
  };
}
