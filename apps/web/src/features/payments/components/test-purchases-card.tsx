import { useState } from 'react';
import { ReceiptText } from 'lucide-react';
import { FormDialog, FormDialogFooter } from '@/components/form-dialog';
import { ListFailure } from '@/components/list-failure';
import { LoadMore } from '@/components/load-more';
import { LoadingStatus } from '@/components/loading-status';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CellLabel } from '@/components/ui/cell-label';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDate, formatMinorMoney } from '@/lib/format';
import type { PurchaseStatus } from '@/lib/graphql/graphql';
import { toast } from '@/lib/toast';
import { useTestPurchases, type TestPurchase } from '../api/list-test-purchases';
import { useRefundSandboxPurchase } from '../api/refund-sandbox-purchase';
import { PURCHASE_STATUS_LABELS } from '../sales-format';
import { PaymentCard } from './payment-card';

export const NO_TEST_PURCHASES =
  'No test purchases yet. Buy one of your paid apps from the store with another account to see it here.';
export const PURCHASE_REFUNDED = 'Purchase refunded';
export const PURCHASE_NOT_REFUNDED = 'The purchase could not be refunded';
export const PURCHASES_NOT_LOADED = 'The test purchases could not be loaded.';
export const MORE_PURCHASES_NOT_LOADED = 'More test purchases could not be loaded.';

const STATUS_BADGES: Record<PurchaseStatus, BadgeProps['variant']> = {
  COMPLETED: 'success',
  REFUNDED: 'secondary',
  PENDING: 'outline',
};

/** The Refund button's name: which purchase it refunds, for a list of many. */
export const refundLabel = (purchase: Pick<TestPurchase, 'appName' | 'buyerName'>) =>
  `Refund ${purchase.appName} purchase by ${purchase.buyerName}`;

// On a phone each row is a block of its own, each cell led by its column's name (CellLabel),
// so the card never scrolls sideways.
const cellClassName = 'px-3 py-2 align-top max-sm:flex max-sm:gap-2 max-sm:px-0 max-sm:py-0.5';

/**
 * The test screen's purchases (sandbox driver only): of the developer's own apps (staff: all),
 * each completed one refundable as the provider would refund it.
 */
export function TestPurchasesCard() {
  const list = useTestPurchases();
  const purchases = list.data?.pages.flatMap((page) => page.items) ?? [];
  const [refunding, setRefunding] = useState<TestPurchase | null>(null);

  return (
    <PaymentCard
      title="Test purchases"
      icon={ReceiptText}
      description="Purchases of your paid apps, newest first. Refund a completed one as the payment provider would."
    >
      {list.isPending ? (
        <LoadingStatus label="Loading test purchases" />
      ) : list.isLoadingError ? (
        // Nothing to show at all; a page after the first that fails says so under the table.
        <ListFailure query={list} className="py-6">
          <p role="alert">{PURCHASES_NOT_LOADED}</p>
        </ListFailure>
      ) : purchases.length === 0 ? (
        <p className="text-muted-foreground">{NO_TEST_PURCHASES}</p>
      ) : (
        <>
          <table className="w-full text-left max-sm:block">
            <caption className="sr-only">Test purchases</caption>
            <thead className="max-sm:sr-only">
              <tr className="border-b border-border">
                <th scope="col" className="px-3 py-2 font-medium">
                  App
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Buyer
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Price
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Status
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Date
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="max-sm:grid max-sm:gap-3">
              {purchases.map((purchase) => (
                <tr
                  key={purchase.purchaseId}
                  className="border-b border-border last:border-0 max-sm:grid max-sm:rounded-lg max-sm:border max-sm:p-3 max-sm:last:border"
                >
                  <td className={cellClassName}>
                    <CellLabel>App</CellLabel>
                    <span className="min-w-0 break-words">
                      <span className="font-medium">{purchase.appName}</span>{' '}
                      <span className="text-muted-foreground">{purchase.versionNumber}</span>
                    </span>
                  </td>
                  <td className={cellClassName}>
                    <CellLabel>Buyer</CellLabel>
                    <span className="grid min-w-0">
                      <span>{purchase.buyerName}</span>
                      <span className="break-all text-muted-foreground">{purchase.buyerEmail}</span>
                    </span>
                  </td>
                  <td className={`${cellClassName} whitespace-nowrap`}>
                    <CellLabel>Price</CellLabel>
                    {formatMinorMoney(purchase.priceMinor, purchase.currency)}
                  </td>
                  <td className={cellClassName}>
                    <CellLabel>Status</CellLabel>
                    <Badge variant={STATUS_BADGES[purchase.status]}>
                      {PURCHASE_STATUS_LABELS[purchase.status]}
                    </Badge>
                  </td>
                  <td className={`${cellClassName} whitespace-nowrap`}>
                    <CellLabel>Date</CellLabel>
                    {formatDate(purchase.createdAt)}
                  </td>
                  <td className={`${cellClassName} max-sm:pt-2`}>
                    {purchase.status === 'COMPLETED' ? (
                      <Button
                        variant="outline"
                        className="max-sm:w-full"
                        aria-label={refundLabel(purchase)}
                        onClick={() => setRefunding(purchase)}
                      >
                        Refund
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <LoadMore list={list} failure={MORE_PURCHASES_NOT_LOADED} />
        </>
      )}
      <RefundDialog purchase={refunding} onClose={() => setRefunding(null)} />
    </PaymentCard>
  );
}

/** Confirms a refund: money goes back and the buyer loses the app. */
function RefundDialog({
  purchase,
  onClose,
}: {
  purchase: TestPurchase | null;
  onClose: () => void;
}) {
  const refund = useRefundSandboxPurchase();
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    onClose();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!purchase || refund.isPending) return;
    setFailure(null);
    refund.mutate(purchase.purchaseId, {
      onSuccess: () => {
        toast.success(PURCHASE_REFUNDED);
        close();
      },
      onError: (error) => {
        setFailure(error.message);
        toast.error(PURCHASE_NOT_REFUNDED, { description: error.message });
      },
    });
  };

  return (
    <FormDialog
      open={purchase !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      busy={refund.isPending}
    >
      {purchase ? (
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Refund purchase</DialogTitle>
            <DialogDescription>
              {purchase.buyerName} ({purchase.buyerEmail}) gets{' '}
              {formatMinorMoney(purchase.priceMinor, purchase.currency)} back for {purchase.appName}{' '}
              and can no longer download it. The sales ledger records the refund.
            </DialogDescription>
          </DialogHeader>
          <FormDialogFooter busy={refund.isPending} failure={failure} variant="destructive">
            Refund
          </FormDialogFooter>
        </form>
      ) : null}
    </FormDialog>
  );
}
