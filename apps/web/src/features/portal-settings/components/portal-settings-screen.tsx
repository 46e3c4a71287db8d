import { ListFailure } from '@/components/list-failure';
import { LoadingStatus } from '@/components/loading-status';
import { usePortalSettings, type PortalSettings } from '../api/get-portal-settings';
import { SETTINGS_NOT_LOADED } from '../settings-texts';
import { PortalNoticeSection } from './portal-notice-section';
import { SavedReasonsSection } from './saved-reasons-section';
import { StaffTwoFactorSection } from './staff-two-factor-section';
import { SupportEmailSection } from './support-email-section';

const noticeKeyOf = ({ notice }: PortalSettings) =>
  notice ? `${notice.startsAt}|${notice.endsAt}|${notice.message}` : 'none';

/** /admin/settings (decision 0049): what staff change without a deploy, every change audited. */
export function PortalSettingsScreen() {
  const settings = usePortalSettings();
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <div>
        <h1 className="text-2xl font-semibold sm:text-3xl">Settings</h1>
        <p className="mt-1 text-muted-foreground">
          Change how the portal works without a deploy. Every change is kept in the audit log.
        </p>
      </div>
      <SavedReasonsSection />
      {settings.isPending ? (
        <LoadingStatus label="Loading settings" />
      ) : settings.isError ? (
        <ListFailure query={settings}>
          <p role="alert">{SETTINGS_NOT_LOADED}</p>
        </ListFailure>
      ) : (
        <>
          {/* Keyed by the saved values: a change saved here or by other staff (seen on a
              reload of the settings) starts the form again from what is saved. */}
          <SupportEmailSection key={settings.data.supportEmail ?? ''} settings={settings.data} />
          <PortalNoticeSection key={noticeKeyOf(settings.data)} settings={settings.data} />
          <StaffTwoFactorSection settings={settings.data} />
        </>
      )}
    </div>
  );
}
