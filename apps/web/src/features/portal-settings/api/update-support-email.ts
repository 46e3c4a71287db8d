import { withFragments } from '@/lib/api/fragments';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { PortalSettingsFragment } from './get-portal-settings';
import { useSettingsMutation } from './settings-mutation';

export const UpdateSupportEmailMutation = withFragments(
  graphql(`
    mutation UpdateSupportEmail($supportEmail: String!) {
      updateSupportEmail(supportEmail: $supportEmail) {
        ...PortalSettingsFields
      }
    }
  `),
  PortalSettingsFragment,
);

/** Sets the support address; blank puts back the server's own. */
export function useUpdateSupportEmail() {
  return useSettingsMutation(
    async (supportEmail: string) =>
      (await request(UpdateSupportEmailMutation, { supportEmail })).updateSupportEmail,
  );
}
