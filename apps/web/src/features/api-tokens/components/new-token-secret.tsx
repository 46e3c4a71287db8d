import { useEffect, useRef } from 'react';
import { Copy, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { formatDate } from '@/lib/format';
import type { CreateApiTokenMutation } from '@/lib/graphql/graphql';
import { toast } from '@/lib/toast';
import { scopeLabelsOf } from '../api-token-texts';

export const SHOWN_ONCE_WARNING =
  'This is the only time the token is shown. Copy it now and keep it somewhere safe, such as your CI’s secrets: once you close this, it cannot be shown again. If it is lost, revoke it and create another.';
export const TOKEN_COPIED = 'Token copied';
export const TOKEN_NOT_COPIED = 'The token could not be copied';

type CreatedApiToken = CreateApiTokenMutation['createApiToken'];

/**
 * A new token's secret, shown this once: a warning, the whole token to select and Copy, and
 * Done. Focus moves to the token as it appears, so a screen reader reads it with the warning.
 */
export function NewTokenSecret({
  created,
  onDone,
}: {
  created: CreatedApiToken;
  onDone: () => void;
}) {
  const { token, secret } = created;
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
    } catch (error) {
      console.error(TOKEN_NOT_COPIED, error);
      toast.error(TOKEN_NOT_COPIED, { description: 'Select the token and copy it yourself.' });
      return;
    }
    toast.success(TOKEN_COPIED);
  }

  return (
    <div className="grid min-w-0 gap-4">
      <DialogHeader>
        <DialogTitle>Copy your new token</DialogTitle>
        <DialogDescription>
          {token.name}: {scopeLabelsOf(token.scopes)}. Expires on {formatDate(token.expiresAt)}.
        </DialogDescription>
      </DialogHeader>
      <p
        id="new-api-token-warning"
        className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {SHOWN_ONCE_WARNING}
      </p>
      <div className="grid gap-2">
        <Label htmlFor="new-api-token">Token</Label>
        {/* Wraps rather than scrolls, so the whole token can be checked at a glance. */}
        <Textarea
          ref={field}
          id="new-api-token"
          readOnly
          value={secret}
          aria-describedby="new-api-token-warning"
          spellCheck={false}
          className="min-h-0 resize-none font-mono break-all field-sizing-content"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          type="button"
          variant="outline"
          className="w-full sm:w-fit"
          onClick={() => void copy()}
        >
          <Copy aria-hidden="true" />
          Copy
        </Button>
      </div>
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </DialogFooter>
    </div>
  );
}
