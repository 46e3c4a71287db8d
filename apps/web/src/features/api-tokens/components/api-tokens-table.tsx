import { apiTokenState, type ApiTokenState } from '@vmu/domain';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CellLabel } from '@/components/ui/cell-label';
import { formatDate, formatDateTime } from '@/lib/format';
import type { ApiToken } from '../api/fragments';
import { scopeLabelsOf } from '../api-token-texts';

export const NEVER_USED = 'Never used';

const STATE_LABELS: Record<ApiTokenState, string> = {
  ACTIVE: 'Active',
  EXPIRED: 'Expired',
  REVOKED: 'Revoked',
};
const STATE_BADGES: Record<ApiTokenState, BadgeProps['variant']> = {
  ACTIVE: 'success',
  EXPIRED: 'outline',
  REVOKED: 'secondary',
};

/** Where a token stands now, as the server decides it (the domain's rule). */
export const stateOf = (token: ApiToken, now: Date) =>
  apiTokenState(
    {
      expiresAt: new Date(token.expiresAt),
      revokedAt: token.revokedAt ? new Date(token.revokedAt) : null,
    },
    now,
  );

/** The id of a token's row header, where focus goes once it is revoked. */
export const tokenRowId = (token: Pick<ApiToken, 'id'>) => `api-token-${token.id}`;

/** The Revoke button's name: which token it revokes, in a list of several. */
export const revokeLabel = (token: Pick<ApiToken, 'name'>) => `Revoke ${token.name}`;

// On a phone each row is a block of its own, each cell led by its column's name (CellLabel),
// so the list never scrolls sideways.
const cellClassName = 'px-3 py-2 align-top max-sm:flex max-sm:gap-2 max-sm:px-0 max-sm:py-0.5';
// 'Last used' fits on one line (min-width wins over CellLabel's own width).
const LABEL_WIDTH = 'min-w-20';
const COLUMNS = ['Name', 'Scopes', 'Prefix', 'Created', 'Expires', 'Last used', 'Status'];

/** The developer's tokens as the server lists them (newest first); a working one can be revoked. */
export function ApiTokensTable({
  tokens,
  onRevoke,
}: {
  tokens: readonly ApiToken[];
  onRevoke: (token: ApiToken) => void;
}) {
  const now = new Date();
  return (
    <table className="w-full text-left text-sm max-sm:block">
      <caption className="sr-only">API tokens</caption>
      <thead className="max-sm:sr-only">
        <tr className="border-b border-border">
          {COLUMNS.map((column) => (
            <th key={column} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
              {column}
            </th>
          ))}
          <th scope="col" className="px-3 py-2 font-medium">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody className="max-sm:grid max-sm:gap-3">
        {tokens.map((token) => {
          const state = stateOf(token, now);
          return (
            <tr
              key={token.id}
              className="border-b border-border last:border-0 max-sm:grid max-sm:rounded-lg max-sm:border max-sm:p-3 max-sm:last:border"
            >
              <th
                id={tokenRowId(token)}
                scope="row"
                className={`${cellClassName} font-medium sm:min-w-32`}
              >
                <CellLabel className={LABEL_WIDTH}>Name</CellLabel>
                <span className="min-w-0 wrap-anywhere">{token.name}</span>
              </th>
              <td className={cellClassName}>
                <CellLabel className={LABEL_WIDTH}>Scopes</CellLabel>
                <span className="min-w-0">{scopeLabelsOf(token.scopes)}</span>
              </td>
              <td className={cellClassName}>
                <CellLabel className={LABEL_WIDTH}>Prefix</CellLabel>
                <code className="font-mono whitespace-nowrap">{token.prefix}…</code>
              </td>
              <td className={`${cellClassName} whitespace-nowrap`}>
                <CellLabel className={LABEL_WIDTH}>Created</CellLabel>
                {formatDate(token.createdAt)}
              </td>
              <td className={`${cellClassName} whitespace-nowrap`}>
                <CellLabel className={LABEL_WIDTH}>Expires</CellLabel>
                {formatDate(token.expiresAt)}
              </td>
              <td className={cellClassName}>
                <CellLabel className={LABEL_WIDTH}>Last used</CellLabel>
                {token.lastUsedAt ? (
                  formatDateTime(token.lastUsedAt)
                ) : (
                  <span className="text-muted-foreground">{NEVER_USED}</span>
                )}
              </td>
              <td className={cellClassName}>
                <CellLabel className={LABEL_WIDTH}>Status</CellLabel>
                <Badge variant={STATE_BADGES[state]}>{STATE_LABELS[state]}</Badge>
              </td>
              <td className={`${cellClassName} max-sm:pt-2`}>
                {state === 'ACTIVE' ? (
                  <Button
                    variant="outline"
                    size="sm"
                    className="max-sm:w-full"
                    aria-label={revokeLabel(token)}
                    onClick={() => onRevoke(token)}
                  >
                    Revoke
                  </Button>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
