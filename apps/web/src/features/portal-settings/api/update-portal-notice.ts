import { withFragments } from '@/lib/api/fragments';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import type { PortalNoticeInput } from '@/lib/graphql/graphql';
import { PortalSettingsFragment } from './get-portal-settings';
import { useSettingsMutation } from './settings-mutation';

export const UpdatePortalNoticeMutation = withFragments(
  graphql(`
    mutation UpdatePortalNotice($notice: PortalNoticeInput) {
      updatePortalNotice(notice: $notice) {
        ...PortalSettingsFields
      }
    }
  `),
  PortalSettingsFragment,
);

/** Sets the notice on the portal's pages; null takes it down. */
export function useUpdatePortalNotice() {
  return useSettingsMutation(
    async (notice: PortalNoticeInput | null) =>
      (await request(UpdatePortalNoticeMutation, { notice })).updatePortalNotice,
  );
}
