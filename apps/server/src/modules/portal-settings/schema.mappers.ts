import type { SavedRejectionReasonRow } from './services/manage-saved-rejection-reasons';

export type PortalNoticeMapper = { message: string; startsAt: Date; endsAt: Date | null };

/** The settings as staff see them: the defaults filled in, the address in use now beside the one set. */
export type PortalSettingsMapper = {
  supportEmail: string | null;
  effectiveSupportEmail: string;
  notice: PortalNoticeMapper | null;
  staffTwoFactorRequired: boolean;
  updatedAt: Date | null;
};

export type SavedRejectionReasonMapper = SavedRejectionReasonRow;
