import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { serverMessageOf } from '@/lib/server-message';
import { toast } from '@/lib/toast';
import type { PortalSettings } from '../api/get-portal-settings';
import { useSetStaffTwoFactorRequired } from '../api/set-staff-two-factor-required';
import { SAVE_FAILED, TWO_FACTOR_REQUIRED_OFF, TWO_FACTOR_REQUIRED_ON } from '../settings-texts';
import { SettingsCard } from './settings-card';

/** Whether every staff account must sign in with a second step. */
export function StaffTwoFactorSection({ settings }: { settings: PortalSettings }) {
  const switchId = useId();
  const descriptionId = useId();
  const update = useSetStaffTwoFactorRequired();
  const required = update.isPending
    ? (update.variables ?? settings.staffTwoFactorRequired)
    : settings.staffTwoFactorRequired;

  return (
    <SettingsCard
      id="staff-two-factor-heading"
      title="Two-factor sign-in for staff"
      description="Staff accounts hold the keys to every developer's apps and money."
    >
      <div className="flex items-start gap-3">
        <Switch
          id={switchId}
          checked={required}
          aria-describedby={descriptionId}
          disabled={update.isPending}
          onCheckedChange={(checked) =>
            update.mutate(checked, {
              onSuccess: () =>
                toast.success(checked ? TWO_FACTOR_REQUIRED_ON : TWO_FACTOR_REQUIRED_OFF),
              onError: (failure) =>
                toast.error(SAVE_FAILED, { description: serverMessageOf(failure) }),
            })
          }
        />
        <div className="grid gap-1">
          <Label htmlFor={switchId}>Require two-factor sign-in for staff</Label>
          <p id={descriptionId} className="text-sm text-muted-foreground">
            Staff without it are sent to their profile to set it up before they can use the admin
            screens. Turn it on for your own account first.
          </p>
        </div>
      </div>
    </SettingsCard>
  );
}
