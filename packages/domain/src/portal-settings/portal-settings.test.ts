import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isNoticeShowing, nextNoticeChange } from './notice-schedule';
import {
  moveInOrder,
  PORTAL_NOTICE_END_BEFORE_START,
  PORTAL_NOTICE_TOO_LONG_RUNNING,
  PortalNoticeSchema,
  SavedReasonsOrderSchema,
  SavedRejectionReasonSchema,
  SUPPORT_EMAIL_INVALID,
  SupportEmailSettingSchema,
} from './portal-settings';

const at = (iso: string) => new Date(iso);
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the support address setting', () => {
  it('is trimmed and lower-cased; blank means the server default', () => {
    expect(z.parse(SupportEmailSettingSchema, '  Desk@VMU.example ')).toBe('desk@vmu.example');
    expect(z.parse(SupportEmailSettingSchema, '   ')).toBeNull();
  });
  it('refuses what is not an address', () => {
    expect(messageOf(z.safeParse(SupportEmailSettingSchema, 'desk at vmu'))).toBe(
      SUPPORT_EMAIL_INVALID,
    );
  });
});

describe('the portal notice', () => {
  const notice = {
    message: ' Maintenance tonight ',
    startsAt: at('2026-11-25T20:00:00Z'),
    endsAt: at('2026-11-25T22:00:00Z'),
  };
  it('keeps a trimmed text and its times', () => {
    expect(z.parse(PortalNoticeSchema, notice)).toEqual({
      ...notice,
      message: 'Maintenance tonight',
    });
  });
  it('must end after it starts and run at most 90 days', () => {
    expect(messageOf(z.safeParse(PortalNoticeSchema, { ...notice, endsAt: notice.startsAt }))).toBe(
      PORTAL_NOTICE_END_BEFORE_START,
    );
    expect(
      messageOf(z.safeParse(PortalNoticeSchema, { ...notice, endsAt: at('2027-03-01T00:00:00Z') })),
    ).toBe(PORTAL_NOTICE_TOO_LONG_RUNNING);
    expect(z.safeParse(PortalNoticeSchema, { ...notice, startsAt: new Date('x') }).success).toBe(
      false,
    );
  });
  it('shows from its start until its end, and says when it next changes', () => {
    expect(isNoticeShowing(notice, at('2026-11-25T19:59:59Z'))).toBe(false);
    expect(isNoticeShowing(notice, notice.startsAt)).toBe(true);
    expect(isNoticeShowing(notice, notice.endsAt)).toBe(false);
    expect(nextNoticeChange(notice, at('2026-11-25T19:00:00Z'))).toEqual(notice.startsAt);
    expect(nextNoticeChange(notice, at('2026-11-25T21:00:00Z'))).toEqual(notice.endsAt);
    expect(nextNoticeChange(notice, at('2026-11-25T23:00:00Z'))).toBeNull();
  });
  it('may have no end: then it shows from its start until staff take it down', () => {
    const openEnded = { message: 'Review times are longer', startsAt: notice.startsAt };
    expect(z.parse(PortalNoticeSchema, openEnded)).toEqual({ ...openEnded, endsAt: null });
    expect(z.parse(PortalNoticeSchema, { ...openEnded, endsAt: null }).endsAt).toBeNull();
    const saved = { ...openEnded, endsAt: null };
    expect(isNoticeShowing(saved, at('2026-11-25T19:59:59Z'))).toBe(false);
    expect(isNoticeShowing(saved, at('2030-01-01T00:00:00Z'))).toBe(true);
    expect(nextNoticeChange(saved, at('2026-11-25T19:00:00Z'))).toEqual(notice.startsAt);
    expect(nextNoticeChange(saved, at('2026-11-25T21:00:00Z'))).toBeNull();
  });
});

describe('saved rejection reasons', () => {
  it('need a title and a text within their limits', () => {
    expect(z.safeParse(SavedRejectionReasonSchema, { title: ' ', body: 'x' }).success).toBe(false);
    expect(
      z.safeParse(SavedRejectionReasonSchema, { title: 'T', body: 'x'.repeat(1001) }).success,
    ).toBe(false);
    expect(z.parse(SavedRejectionReasonSchema, { title: ' T ', body: ' B ' })).toEqual({
      title: 'T',
      body: 'B',
    });
  });
  it('are ordered by a list of distinct ids, moved one step at a time', () => {
    expect(z.safeParse(SavedReasonsOrderSchema, ['a', 'a']).success).toBe(false);
    expect(moveInOrder(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveInOrder(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
    expect(moveInOrder(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
  });
});
