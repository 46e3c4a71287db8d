import { useEffect, useState } from 'react';
import { Info, X } from 'lucide-react';
import { isNoticeShowing, nextNoticeChange } from '@vmu/domain/portal-settings/notice-schedule';
import { usePortalNotice } from '../api/get-portal-notice';

// Dismissed for the rest of the browser session: the same notice (text and times) stays hidden,
// a new or changed one shows again.
const DISMISSED_KEY = 'vmu.portal-notice.dismissed';
type NoticeTimesText = { startsAt: string; endsAt?: string | null };
const noticeKey = (notice: NoticeTimesText & { message: string }) =>
  `${notice.startsAt}|${notice.endsAt ?? ''}|${notice.message}`;

/** The notice's times as dates; no end: it shows until staff take it down (decision 0058). */
const timesOf = (notice: NoticeTimesText) => ({
  startsAt: new Date(notice.startsAt),
  endsAt: notice.endsAt ? new Date(notice.endsAt) : null,
});

function wasDismissed(key: string): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === key;
  } catch {
    return false;
  }
}

// setTimeout takes at most a 32-bit number of milliseconds (about 24.8 days).
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The moment now, again whenever the notice appears or goes, so it shows only between the two. */
function useNow(notice: NoticeTimesText | null | undefined): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!notice) return;
    const next = nextNoticeChange(timesOf(notice), now);
    if (!next) return;
    const wait = Math.min(Math.max(next.getTime() - Date.now(), 0) + 50, MAX_TIMER_MS);
    const timer = setTimeout(() => setNow(new Date()), wait);
    return () => clearTimeout(timer);
  }, [notice, now]);
  return now;
}

/**
 * The notice staff set on /admin/settings, at the top of every page, signed in or not, from
 * its start until its end (without one, until staff take it down); a visitor may hide it for the
 * session.
 */
export function PortalNoticeBanner() {
  const { data: notice } = usePortalNotice();
  const now = useNow(notice);
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!notice) return null;
  const key = noticeKey(notice);
  if (!isNoticeShowing(timesOf(notice), now) || dismissed === key || wasDismissed(key)) return null;

  function dismiss() {
    try {
      sessionStorage.setItem(DISMISSED_KEY, key);
    } catch {
      // Storage refused (private mode): hidden on this page only.
    }
    setDismissed(key);
  }

  return (
    <aside
      aria-label="Notice"
      className="border-b border-amber-300 bg-amber-50 text-amber-950"
      data-testid="portal-notice"
    >
      <div className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-2 text-sm">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p className="min-w-0 flex-1 break-words whitespace-pre-line">{notice.message}</p>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Hide this notice"
          className="-my-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </aside>
  );
}
