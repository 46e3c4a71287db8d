import { useRef, useState } from 'react';
import {
  FREE_APP_LABEL,
  MONEY_FIGURE_LABELS,
  showsAsFree,
  type ConfirmedAppAction,
} from '@vmu/domain';
import { AppCard, AppCardFooterFact } from '@/components/app-card';
import { TypedConfirmationDialog } from '@/components/typed-confirmation-dialog';
import { toast } from '@/lib/toast';
import { useDeleteApplication } from '../api/delete-application';
import type { DeveloperApplication } from '../api/list-developer-applications';
import { useUpdateApplication } from '../api/update-application';
import { formatCount, formatDate, formatMoney } from '@/lib/format';
import { serverMessageOf } from '@/lib/server-message';
import { ApplicationMenu, type MenuDialog } from './application-menu';
import { PriceDialog } from './price-dialog';

const VISIBILITY_LABELS = { PUBLIC: 'Public', PRIVATE: 'Private' } as const;

// The toasts of docs/product.md, "App management messages" for each confirmed step.
const STEP_TOASTS: Record<ConfirmedAppAction, { done: string; failed: string }> = {
  delete: {
    done: 'has been deleted successfully',
    failed: 'Failed to delete application. Please try again.',
  },
  withdraw: {
    done: 'has been withdrawn from review successfully',
    failed: 'Failed to withdraw application. Please try again.',
  },
  unpublish: {
    done: 'has been unpublished successfully',
    failed: 'Failed to unpublish application. Please try again.',
  },
};

const PRICE_FAILED = 'Failed to update price. Please try again.';

interface ApplicationCardProps {
  app: DeveloperApplication;
  /** Takes focus when this card's app is deleted: its menu button is about to go. */
  onDeleted: () => void;
}

/**
 * One app of My Applications with every field of docs/product.md, "My Applications" and its menu.
 */
export function ApplicationCard({ app, onDeleted }: ApplicationCardProps) {
  const menuButton = useRef<HTMLButtonElement>(null);
  const deleted = useRef(false);
  const [dialog, setDialog] = useState<MenuDialog | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateApplication();
  const remove = useDeleteApplication();
  const busy = update.isPending || remove.isPending;
  const name = app.appName;

  function openDialog(next: MenuDialog | null) {
    setFailure(null);
    setDialog(next);
  }

  function returnFocusToMenu(event: Event) {
    event.preventDefault();
    if (deleted.current) onDeleted();
    else menuButton.current?.focus();
  }

  function sendStep(step: ConfirmedAppAction): Promise<unknown> {
    if (step === 'delete') return remove.mutateAsync(app.appId);
    const action = step === 'withdraw' ? 'WITHDRAW' : 'UNPUBLISH';
    return update.mutateAsync({ appId: app.appId, input: { action } });
  }

  // mutateAsync, not mutate's callbacks: the list reloads before the promise settles and this
  // card may unmount (a deleted app, or one the filter no longer shows), and TanStack Query
  // drops mutate()'s callbacks of an unmounted component, which would lose the toast.
  async function confirmStep(step: ConfirmedAppAction) {
    const texts = STEP_TOASTS[step];
    try {
      await sendStep(step);
    } catch (error) {
      const serverMessage = serverMessageOf(error);
      if (serverMessage === undefined) console.error(texts.failed, error);
      toast.error(texts.failed, serverMessage ? { description: serverMessage } : undefined);
      // The server explained why (e.g. staff reviewed the app meanwhile): the reloaded card shows
      // the new state, so the dialog closes. Otherwise keep it open for a retry.
      if (serverMessage !== undefined) openDialog(null);
      else setFailure(texts.failed);
      return;
    }
    deleted.current = step === 'delete';
    openDialog(null);
    toast.success(`"${name}" ${texts.done}`);
  }

  async function updatePrice(price: number) {
    try {
      await update.mutateAsync({ appId: app.appId, input: { price } });
    } catch (error) {
      const serverMessage = serverMessageOf(error);
      if (serverMessage === undefined) console.error(PRICE_FAILED, error);
      toast.error(PRICE_FAILED, serverMessage ? { description: serverMessage } : undefined);
      setFailure(serverMessage ?? PRICE_FAILED);
      return;
    }
    openDialog(null);
    toast.success('App price updated successfully');
  }

  async function copyStoreLink() {
    try {
      await navigator.clipboard.writeText(app.storeUrl);
    } catch (error) {
      console.error('Failed to copy store link', error);
      toast.error('Failed to copy store link', { description: app.storeUrl });
      return;
    }
    toast.success('Store link copied');
  }

  const rejectionReason = app.status === 'REJECTED' ? app.rejectionReason?.trim() : undefined;

  return (
    <>
      <AppCard
        name={name}
        iconUrl={app.assets.webIcon?.url ?? null}
        status={app.status}
        version={app.currentVersion}
        busy={busy}
        menu={
          <ApplicationMenu
            app={app}
            disabled={busy}
            triggerRef={menuButton}
            onOpenDialog={openDialog}
            onCopyStoreLink={() => void copyStoreLink()}
          />
        }
        footer={
          <>
            <AppCardFooterFact term="Updated">
              <time dateTime={app.metadata.updatedAt}>{formatDate(app.metadata.updatedAt)}</time>
            </AppCardFooterFact>
            <AppCardFooterFact term="Visibility" strong>
              {VISIBILITY_LABELS[app.visibility]}
            </AppCardFooterFact>
          </>
        }
      >
        <p className="text-sm wrap-anywhere text-muted-foreground">{app.shortDescription}</p>
        {rejectionReason ? (
          <div className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
            <h3 className="font-medium text-destructive">Rejection reason</h3>
            <p className="mt-1 wrap-anywhere whitespace-pre-line">{rejectionReason}</p>
          </div>
        ) : null}
        <dl className="grid gap-1 rounded-md bg-muted px-3 py-2 text-sm">
          <Figure
            term={MONEY_FIGURE_LABELS.developerShare}
            value={
              showsAsFree({ price: app.price, grossSales: app.analytics.revenue.gross })
                ? FREE_APP_LABEL
                : formatMoney(
                    app.analytics.revenue.net - app.analytics.revenue.platformFee,
                    app.currency,
                  )
            }
          />
          <Figure term="Downloads" value={formatCount(app.analytics.totalDownloads)} />
          <Figure term="Active users" value={formatCount(app.analytics.activeUsers)} />
        </dl>
      </AppCard>

      <TypedConfirmationDialog
        action={dialog === 'price' ? null : dialog}
        appName={name}
        busy={busy}
        failure={failure}
        onOpenChange={(open) => {
          if (!open) openDialog(null);
        }}
        onConfirm={() => {
          if (dialog && dialog !== 'price') void confirmStep(dialog);
        }}
        onCloseAutoFocus={returnFocusToMenu}
      />
      <PriceDialog
        open={dialog === 'price'}
        appName={name}
        price={app.price}
        currency={app.currency}
        busy={busy}
        failure={failure}
        onOpenChange={(open) => {
          if (!open) openDialog(null);
        }}
        onUpdate={(price) => void updatePrice(price)}
        onCloseAutoFocus={returnFocusToMenu}
      />
    </>
  );
}

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-semibold break-all tabular-nums">{value}</dd>
    </div>
  );
}
