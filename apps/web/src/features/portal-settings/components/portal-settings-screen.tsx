import { ListFailure } from '@/components/list-failure';
import { LoadingStatus } from '@/components/loading-status';
import { usePortalSettings } from '../api/get-portal-settings';
import { SETTINGS_NOT_LOADED } from '../settings-texts';
import { PortalNoticeSection } from './portal-notice-section';
import { SavedReasonsSection } from './saved-reasons-section';
import { StaffTwoFactorSection } from './staff-two-factor-section';
import { SupportEmailSection } from './support-email-section';

/** /admin/settings (issue 20): what staff change without a deploy, every change audited. */
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
          <SupportEmailSection settings={settings.data} />
          <PortalNoticeSection settings={settings.data} />
          <StaffTwoFactorSection settings={settings.data} />
        </>
      )}
    </div>
  );
}
