import { useState } from 'react';
import { ListFailure } from '@/components/list-failure';
import { LoadingStatus } from '@/components/loading-status';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import type { ApiToken } from '../api/fragments';
import { useApiTokens } from '../api/list-api-tokens';
import { ApiTokensTable, tokenRowId } from './api-tokens-table';
import { CreateApiTokenDialog } from './create-api-token-dialog';
import { RevokeApiTokenDialog } from './revoke-api-token-dialog';

export const NO_TOKENS =
  'No tokens yet. Create one to upload builds and submit them for review from a script or CI.';
export const TOKENS_NOT_LOADED = 'Your API tokens could not be loaded.';

/**
 * API tokens on /profile (decision 0043): the developer's tokens, Create token (its secret shown
 * once) and Revoke. Only for developers: the page shows it to no one else.
 */
export function ApiTokensSection() {
  const tokens = useApiTokens();
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  return (
    <section aria-labelledby="api-tokens-heading">
      <Card>
        <CardHeader className="sm:flex-row sm:items-start sm:justify-between sm:gap-6">
          <div className="grid gap-1.5">
            <h2 id="api-tokens-heading" className="text-lg font-semibold leading-tight">
              API tokens
            </h2>
            <CardDescription>
              A token lets the command-line tool or the REST API act as you, within the scopes you
              choose: list your apps, upload builds, submit them for review. It is shown once, when
              you create it.
            </CardDescription>
          </div>
          <CreateApiTokenDialog />
        </CardHeader>
        <CardContent>
          {tokens.isPending ? (
            <LoadingStatus label="Loading API tokens" />
          ) : tokens.isError ? (
            <ListFailure query={tokens} className="py-6">
              <p role="alert">{TOKENS_NOT_LOADED}</p>
            </ListFailure>
          ) : tokens.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">{NO_TOKENS}</p>
          ) : (
            <ApiTokensTable tokens={tokens.data} onRevoke={setRevoking} />
          )}
        </CardContent>
      </Card>
      <RevokeApiTokenDialog
        token={revoking}
        onClose={() => setRevoking(null)}
        revokedRow={(token) => document.getElementById(tokenRowId(token))}
      />
    </section>
  );
}
