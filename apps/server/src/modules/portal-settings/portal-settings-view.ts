import type { PortalNoticeMapper, PortalSettingsMapper } from './schema.mappers';
import type { PortalSettingsRow } from './services/read-portal-settings';

/** The row's notice, when it has one (text and start, or neither; the end may be absent). */
export function noticeOf(row: PortalSettingsRow | null): PortalNoticeMapper | null {
  if (!row?.noticeMessage || !row.noticeStartsAt) return null;
  return { message: row.noticeMessage, startsAt: row.noticeStartsAt, endsAt: row.noticeEndsAt };
}

/** The settings row (null: never changed) as staff see it, with the server's address as default. */
export function portalSettingsView(
  row: PortalSettingsRow | null,
  defaultSupportEmail: string,
): PortalSettingsMapper {
  return {
    supportEmail: row?.supportEmail ?? null,
    effectiveSupportEmail: row?.supportEmail ?? defaultSupportEmail,
    notice: noticeOf(row),
    staffTwoFactorRequired: row?.staffTwoFactorRequired ?? false,
    updatedAt: row?.updatedAt ?? null,
  };
}
