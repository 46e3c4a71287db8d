import { useRef, useState } from 'react';
import { FREE_APP_LABEL, MONEY_FIGURE_LABELS, showsAsFree } from '@vmu/domain';
import { AppCard, AppCardFooterFact } from '@/components/app-card';
import { toast } from '@/lib/toast';
import type { AdminApplication } from '../api/list-all-applications';
import { useRestoreApplication } from '../api/restore-application';
import { useSuspendApplication } from '../api/suspend-application';
import {
  formatCategory,
  formatCount,
  formatMoney,
  formatPackageSize,
  formatPegi,
  formatPrice,
  formatUpdated,
} from '../app-format';
import { isAlreadyDecided, serverMessageOf, toastReviewFailure } from '../review-failure';
import { AdminAppMenu, type AdminAppDialog } from './admin-app-menu';
import { AppDetailsDialog } from './app-details-dialog';
import { Fact } from './app-facts';
import { DeveloperDetailsDialog } from './developer-details-dialog';
import { SuspendApplicationDialog } from './suspend-application-dialog';

const VISIBILITY_LABELS = { PUBLIC: 'Public', PRIVATE: 'Private' } as const;

interface AdminAppCardProps {
  app: AdminApplication;
  onDownload: (app: AdminApplication) => void;
  downloading: boolean;
}

/**
 * One app of All Apps with every field of docs/product.md, "Admin screens" and the moderation menu.
 */
export function AdminAppCard({ app, onDownload, downloading }: AdminAppCardProps) {
  const menuButton = useRef<HTMLButtonElement>(null);
  const [dialog, setDialog] = useState<AdminAppDialog | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const suspend = useSuspendApplication();
  const restore = useRestoreApplication();
  const busy = suspend.isPending || restore.isPending || downloading;
  const name = app.appName;

  function openDialog(next: AdminAppDialog | null) {
    setFailure(null);
    setDialog(next);
  }

  function returnFocusToMenu(event: Event) {
    event.preventDefault();
    menuButton.current?.focus();
  }

  // mutateAsync: the list reloads before the promise settles and the card may leave it (a
  // status filter), and TanStack Query drops mutate()'s callbacks of an unmounted component.
  async function suspendApp(reason: string | undefined) {
    try {
      await suspend.mutateAsync({ appId: app.appId, reason: reason ?? null });
    } catch (error) {
      toastReviewFailure('Failed to suspend application', error);
      if (isAlreadyDecided(error)) openDialog(null);
      else
        setFailure(
          `Failed to suspend application. ${serverMessageOf(error) ?? 'Please try again.'}`,
        );
      return;
    }
    openDialog(null);
    toast.success(`${name} has been suspended`);
  }

  async function restoreApp() {
    try {
      await restore.mutateAsync({ appId: app.appId });
    } catch (error) {
      toastReviewFailure('Failed to restore application', error);
      return;
    }
    toast.success(`${name} has been restored`);
  }

  const visibility = app.visibility ? VISIBILITY_LABELS[app.visibility] : 'Private';

  return (
    <>
      <AppCard
        name={name}
        iconUrl={app.assets.webIcon?.url}
        status={app.status}
        version={app.currentVersion}
        busy={busy}
        menu={
          <AdminAppMenu
            app={app}
            disabled={busy}
            triggerRef={menuButton}
            onOpenDialog={openDialog}
            onDownload={() => onDownload(app)}
            onRestore={() => void restoreApp()}
          />
        }
        footer={
          <>
            <AppCardFooterFact term="Developer" strong className="min-w-0">
              {app.developer.name}
            </AppCardFooterFact>
            <AppCardFooterFact term="Updated">
              {app.metadata.updatedAt ? (
                <time dateTime={app.metadata.updatedAt}>
                  {formatUpdated(app.metadata.updatedAt)}
                </time>
              ) : (
                formatUpdated(null)
              )}
            </AppCardFooterFact>
          </>
        }
      >
        <p className="text-sm wrap-anywhere text-muted-foreground">{app.shortDescription}</p>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <Fact term="Price">{formatPrice(app.price, app.currency)}</Fact>
          <Fact term="Size">{formatPackageSize(app.assets.vmupackSize)}</Fact>
          <Fact term="Bundle ID" className="col-span-2">
            <span className="font-mono text-xs">{app.bundleIdentifier}</span>
          </Fact>
          <Fact term="Categories">
            {app.categories.length > 0 ? app.categories.map(formatCategory).join(', ') : '—'}
          </Fact>
          <Fact term="Age rating">{formatPegi(app.ageRating.pegi)}</Fact>
          <Fact term="Visibility">{visibility}</Fact>
          <Fact term="Downloads">{formatCount(app.analytics.totalDownloads)}</Fact>
          <Fact term={MONEY_FIGURE_LABELS.grossSales}>
            {showsAsFree({ price: app.price, grossSales: app.analytics.revenue.gross })
              ? FREE_APP_LABEL
              : formatMoney(app.analytics.revenue.gross, app.currency)}
          </Fact>
          <Fact term="Active users">{formatCount(app.analytics.activeUsers)}</Fact>
        </dl>
      </AppCard>

      <AppDetailsDialog
        appId={app.appId}
        appName={name}
        open={dialog === 'details'}
        onOpenChange={(open) => {
          if (!open) openDialog(null);
        }}
        onCloseAutoFocus={returnFocusToMenu}
      />
      <DeveloperDetailsDialog
        userId={app.developer.userId}
        developerName={app.developer.name}
        open={dialog === 'developer'}
        onOpenChange={(open) => {
          if (!open) openDialog(null);
        }}
        onCloseAutoFocus={returnFocusToMenu}
      />
      <SuspendApplicationDialog
        open={dialog === 'suspend'}
        appName={name}
        busy={suspend.isPending}
        failure={failure}
        onOpenChange={(open) => {
          if (!open) openDialog(null);
        }}
        onSuspend={(reason) => void suspendApp(reason)}
        onCloseAutoFocus={returnFocusToMenu}
      />
    </>
  );
}
