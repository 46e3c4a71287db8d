// When the portal's notice shows (decision 0049): from its start (inclusive) until its end; a
// notice without an end (null) shows until staff take it down (decision 0058). No zod here: every page's notice banner imports this file alone, and the page's first
// chunks stay without the schemas.

type NoticeTimes = { startsAt: Date; endsAt: Date | null };

/** A saved notice must still have its end ahead, or none (the server asks with its own clock). */
export const noticeEndsInTheFuture = (notice: { endsAt: Date | null }, now: Date) =>
  notice.endsAt === null || notice.endsAt.getTime() > now.getTime();

/** Whether a notice shows at this moment: from its start (inclusive) until its end, if any. */
export function isNoticeShowing(notice: NoticeTimes, now: Date): boolean {
  return notice.startsAt.getTime() <= now.getTime() && noticeEndsInTheFuture(notice, now);
}

/**
 * The next moment a notice appears or goes (null once it has ended, or once it shows without an
 * end): when to look again.
 */
export function nextNoticeChange(notice: NoticeTimes, now: Date): Date | null {
  if (now.getTime() < notice.startsAt.getTime()) return notice.startsAt;
  if (notice.endsAt && now.getTime() < notice.endsAt.getTime()) return notice.endsAt;
  return null;
}
