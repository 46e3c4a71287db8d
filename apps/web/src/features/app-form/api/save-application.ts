import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { developerAppKeys } from '@/lib/api/query-keys';
import type { ApplicationInput, SaveAction } from '@/lib/graphql/graphql';

export const CreateApplicationFromFormDocument = graphql(`
  mutation CreateApplicationFromForm($input: ApplicationInput!, $saveAction: SaveAction!) {
    createApplication(input: $input, saveAction: $saveAction) {
      appId
      appName
      status
    }
  }
`);

export const UpdateApplicationFromFormDocument = graphql(`
  mutation UpdateApplicationFromForm($appId: ID!, $input: UpdateApplicationInput!) {
    updateApplication(appId: $appId, input: $input) {
      appId
      appName
      status
    }
  }
`);

export interface SaveApplicationVariables {
  /** The app being edited; null creates a new one. */
  appId: string | null;
  form: ApplicationInput;
  saveAction: SaveAction;
}

/** Creates or updates an app from the form, as a draft or submitted for review. */
export function useSaveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ appId, form, saveAction }: SaveApplicationVariables) =>
      appId === null
        ? (await request(CreateApplicationFromFormDocument, { input: form, saveAction }))
            .createApplication
        : (
            await request(UpdateApplicationFromFormDocument, {
              appId,
              input: { form, saveAction },
            })
          ).updateApplication,
    // My Applications' lists (a feature this one may not import) and the edited app here: the
    // list returned to must show the save.
    onSettled: () => queryClient.invalidateQueries({ queryKey: developerAppKeys.all }),
  });
}
