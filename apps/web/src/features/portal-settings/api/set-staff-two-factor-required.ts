import { withFragments } from '@/lib/api/fragments';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { PortalSettingsFragment } from './get-portal-settings';
import { useSettingsMutation } from './settings-mutation';

export const SetStaffTwoFactorRequiredMutation = withFragments(
  graphql(`
    mutation SetStaffTwoFactorRequired($required: Boolean!) {
      setStaffTwoFactorRequired(required: $required) {
        ...PortalSettingsFields
      }
    }
  `),
  PortalSettingsFragment,
);

/** Whether staff must sign in with two-factor. */
export function useSetStaffTwoFactorRequired() {
  return useSettingsMutation(
    async (required: boolean) =>
      (await request(SetStaffTwoFactorRequiredMutation, { required })).setStaffTwoFactorRequired,
  );
}
