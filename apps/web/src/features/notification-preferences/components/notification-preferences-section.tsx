import { ListFailure } from '@/components/list-failure';
import { LoadingStatus } from '@/components/loading-status';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { NotificationPreferencesForm } from './notification-preferences-form';

export const PREFERENCES_NOT_LOADED = 'Your preferences could not be loaded.';

/**
 * Notification preferences on /profile (decision 0044; the preferences of
 * docs/product.md, "Developer profile").
 */
export function NotificationPreferencesSection() {
  const preferences = useNotificationPreferences();
  return (
    <section aria-labelledby="notification-preferences-heading">
      <Card>
        <CardHeader>
          <h2 id="notification-preferences-heading" className="text-lg font-semibold leading-tight">
            Notification preferences
          </h2>
          <CardDescription>
            Which emails you get from us, and how the portal shows you money and dates.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {preferences.isPending ? (
            <LoadingStatus label="Loading your preferences" />
          ) : preferences.isError ? (
            <ListFailure query={preferences} className="py-6">
              <p role="alert">{PREFERENCES_NOT_LOADED}</p>
            </ListFailure>
          ) : preferences.data ? (
            <NotificationPreferencesForm preferences={preferences.data} />
          ) : null}
        </CardContent>
      </Card>
    </section>
  );
}
