import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys, serverSettingKeys } from '@/lib/api/query-keys';
import type { PortalSettings } from './get-portal-settings';

/**
 * A settings change: its answer is the settings as saved, shown at once; the audit screen and
 * what the rest of the portal reads of them (the notice, the support address) reload.
 */
export function useSettingsMutation<TInput>(send: (input: TInput) => Promise<PortalSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (settings) => {
      queryClient.setQueryData(adminKeys.portalSettings, settings);
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      void queryClient.invalidateQueries({ queryKey: serverSettingKeys.portalNotice });
      void queryClient.invalidateQueries({ queryKey: serverSettingKeys.supportEmail });
    },
  });
}
