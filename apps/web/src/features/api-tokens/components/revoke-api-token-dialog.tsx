import { useRef, useState } from 'react';
import { FormDialog, FormDialogFooter } from '@/components/form-dialog';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { focusWithoutTabStop } from '@/lib/focus';
import { serverMessageOf } from '@/lib/server-message';
import { toast } from '@/lib/toast';
import type { ApiToken } from '../api/fragments';
import { useRevokeApiToken } from '../api/revoke-api-token';

export const TOKEN_REVOKED = 'Token revoked';
export const TOKEN_NOT_REVOKED = 'The token could not be revoked';

/**
 * Confirms a revocation: whatever uses the token is refused from then on, for good. Once it is
 * revoked its Revoke button is gone, so focus goes to the token's row (`revokedRow`) instead.
 */
export function RevokeApiTokenDialog({
  token,
  onClose,
  revokedRow,
}: {
  token: ApiToken | null;
  onClose: () => void;
  revokedRow: (token: ApiToken) => HTMLElement | null;
}) {
  const revoke = useRevokeApiToken();
  const [failure, setFailure] = useState<string | null>(null);
  const revoked = useRef<ApiToken | null>(null);

  const close = () => {
    setFailure(null);
    onClose();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!token || revoke.isPending) return;
    setFailure(null);
    revoke.mutate(token.id, {
      onSuccess: () => {
        revoked.current = token;
        toast.success(TOKEN_REVOKED);
        close();
      },
      onError: (error) => {
        const message = serverMessageOf(error);
        if (message === undefined) console.error(TOKEN_NOT_REVOKED, error);
        setFailure(message ?? `${TOKEN_NOT_REVOKED}. Please try again.`);
        toast.error(TOKEN_NOT_REVOKED, message ? { description: message } : undefined);
      },
    });
  };

  return (
    <FormDialog
      open={token !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      busy={revoke.isPending}
      onCloseAutoFocus={(event) => {
        const row = revoked.current && revokedRow(revoked.current);
        revoked.current = null;
        if (!row) return;
        event.preventDefault();
        focusWithoutTabStop(row);
      }}
    >
      {token ? (
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Revoke token</DialogTitle>
            <DialogDescription>
              Scripts and CI using {token.name} ({token.prefix}…) are refused from now on. This
              cannot be undone: to use the API again, create another token.
            </DialogDescription>
          </DialogHeader>
          <FormDialogFooter busy={revoke.isPending} failure={failure} variant="destructive">
            Revoke
          </FormDialogFooter>
        </form>
      ) : null}
    </FormDialog>
  );
}
