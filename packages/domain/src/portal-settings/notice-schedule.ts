// When the portal's notice shows (issue 20, decision 0049): from its start (inclusive) until its
// end. No zod here: every page's notice banner imports this file alone, and the page's first
// chunks stay without the schemas.

/** A saved notice must still have its end ahead (the server asks with its own clock). */
export const noticeEndsInTheFuture = (notice: { endsAt: Date }, now: Date) =>
  notice.endsAt.getTime() > now.getTime();

/** Whether a notice shows at this moment: from its start (inclusive) until its end. */
export function isNoticeShowing(notice: { startsAt: Date; endsAt: Date }, now: Date): boolean {
  return notice.startsAt.getTime() <= now.getTime() && now.getTime() < notice.endsAt.getTime();
}

/** The next moment a notice appears or goes (null once it has ended): when to look again. */
export function nextNoticeChange(notice: { startsAt: Date; endsAt: Date }, now: Date): Date | null {
  if (now.getTime() < notice.startsAt.getTime()) return notice.startsAt;
  if (now.getTime() < notice.endsAt.getTime()) return notice.endsAt;
  return null;
}
