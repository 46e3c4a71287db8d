import { PortalSettingsScreen } from '@/features/portal-settings/components/portal-settings-screen';

export function Component() {
  return <PortalSettingsScreen />;
}
